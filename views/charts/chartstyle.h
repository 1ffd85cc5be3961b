// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPen>

class QChart;
class QAbstractAxis;

namespace llmconf {

/// The look the window, the sheet and the comparison share: fonts, margins
/// and the colours of memory and power parts.
class ChartStyle
{
public:
    static void apply(QChart *chart);
    static void styleAxis(QAbstractAxis *axis);
    static QPen limitPen(const QColor &colour, Qt::PenStyle style = Qt::DashLine);

    static QColor weightsColour() { return QColor(0x34, 0x49, 0x5e); }
    static QColor cacheColour() { return QColor(0xf2, 0xb7, 0x05); }
    static QColor reserveColour() { return QColor(0xa5, 0xab, 0xb3); }
    static QColor freeColour() { return QColor(0x9f, 0xd8, 0x9f); }
    static QColor bf16Colour() { return QColor(0x2f, 0x80, 0xed); }
    static QColor fp8Colour() { return QColor(0xe6, 0x7e, 0x22); }
    static QColor cardsColour() { return QColor(0x76, 0xb9, 0x00); }
    static QColor cpusColour() { return QColor(0x2f, 0x80, 0xed); }
    static QColor overheadColour() { return QColor(0xa5, 0xab, 0xb3); }
};

} // namespace llmconf
