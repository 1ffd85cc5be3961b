// SPDX-License-Identifier: MIT
#include "adviceitem.h"

#include "quantityformat.h"

#include <QCoreApplication>

namespace llmconf {

QString AdviceItem::severityName(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Blocker:
        return QStringLiteral("blocker");
    case AdviceSeverity::Warning:
        return QStringLiteral("warning");
    case AdviceSeverity::Note:
        break;
    }
    return QStringLiteral("note");
}

QString AdviceItem::severityText(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Blocker:
        return QCoreApplication::translate("AdviceItem", "Blocker");
    case AdviceSeverity::Warning:
        return QCoreApplication::translate("AdviceItem", "Warning");
    case AdviceSeverity::Note:
        break;
    }
    return QCoreApplication::translate("AdviceItem", "Note");
}

QString AdviceItem::sourceLine(const QuantityFormat &format) const
{
    return date.isValid()
               ? QCoreApplication::translate("AdviceItem", "%1, %2").arg(source, format.date(date))
               : source;
}

} // namespace llmconf
