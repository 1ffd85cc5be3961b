// SPDX-License-Identifier: MIT
#include "statedparameters.h"

#include <QStringView>

namespace llmconf {

double StatedParameters::count(const QString &stated)
{
    // Runs on every evaluation: QStringView, and plain decimals ("753",
    // "1.5") read by hand, without QString::toDouble's conversion to a
    // temporary byte array. mantissa / 10^digits of exact integers is
    // rounded once, as toDouble rounds; anything else goes to toDouble.
    QStringView s(stated);
    while (!s.isEmpty() && s.front().isSpace())
        s = s.sliced(1);
    while (!s.isEmpty() && s.back().isSpace())
        s.chop(1);
    if (s.isEmpty())
        return 0.0;
    double scale = 1.0;
    const char16_t unit = s.back().unicode();
    if (unit == u'B' || unit == u'b')
        scale = 1e9;
    else if (unit == u'T' || unit == u't')
        scale = 1e12;
    else if (unit == u'M' || unit == u'm')
        scale = 1e6;
    const QStringView number = scale == 1.0 ? s : s.chopped(1);
    double mantissa = 0.0;
    double divisor = 1.0;
    int digits = 0;
    bool point = false;
    bool plain = !number.isEmpty() && number.size() <= 15;
    for (qsizetype i = 0; plain && i < number.size(); ++i) {
        const char16_t c = number.at(i).unicode();
        if (c >= u'0' && c <= u'9') {
            mantissa = mantissa * 10.0 + (c - u'0');
            ++digits;
            if (point)
                divisor *= 10.0;
        } else if (c == u'.' && !point) {
            point = true;
        } else {
            plain = false;
        }
    }
    double value = 0.0;
    if (plain && digits > 0) {
        value = mantissa / divisor;
    } else {
        bool ok = false;
        value = number.toDouble(&ok);
        if (!ok)
            return 0.0;
    }
    return value > 0 ? value * scale : 0.0;
}

bool StatedParameters::isZero(const QString &stated)
{
    QString number = stated.trimmed();
    if (!number.isEmpty() && QStringLiteral("BbTtMm").contains(number.back()))
        number.chop(1);
    bool ok = false;
    const double value = number.toDouble(&ok);
    return ok && value == 0;
}

} // namespace llmconf
