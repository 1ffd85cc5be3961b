// SPDX-License-Identifier: MIT
#include "showntext.h"

namespace llmconf {

namespace {

/// Characters that change the direction of the text around them (Unicode
/// bidirectional formatting characters: embeddings, overrides, isolates,
/// marks).
bool isBidirectionalControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E ||
           c == 0x200F || c == 0x061C;
}

QString cut(QStringView text, qsizetype longest = ShownText::kLongestValue)
{
    if (text.size() <= longest)
        return text.toString();
    // Not between the halves of a surrogate pair.
    qsizetype end = longest;
    if (text.at(end - 1).isHighSurrogate())
        --end;
    return text.first(end).toString() + QChar(0x2026);
}

} // namespace

QString ShownText::escaped(const QString &text)
{
    QString line;
    line.reserve(text.size());
    for (const QChar c : text) {
        if (c == QLatin1Char('\n'))
            line += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            line += QStringLiteral("\\r");
        else if (c == QLatin1Char('\t'))
            line += QStringLiteral("\\t");
        else if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
                 c == QChar::ParagraphSeparator || isBidirectionalControl(c.unicode()))
            line += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            line += c;
    }
    return line;
}

QString ShownText::value(const QString &text)
{
    return escaped(cut(text));
}

QString ShownText::message(const QString &text)
{
    QString shown;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('"')) {
            // A quoted value: cut between its quotes, the closing one kept.
            qsizetype close = text.indexOf(QLatin1Char('"'), i + 1);
            if (close < 0)
                close = text.size();
            shown += c + cut(QStringView(text).sliced(i + 1, close - i - 1));
            if (close < text.size())
                shown += QLatin1Char('"');
            i = close + 1;
        } else if (c.isSpace()) {
            shown += c;
            ++i;
        } else {
            // An unbroken run (a JSON path with a long key, a file name).
            qsizetype end = i;
            while (end < text.size() && !text.at(end).isSpace() && text.at(end) != QLatin1Char('"'))
                ++end;
            // The colon that ends a field's path stays after the cut.
            const bool colon = end - i > kLongestRun && text.at(end - 1) == QLatin1Char(':');
            shown += cut(QStringView(text).sliced(i, end - i - (colon ? 1 : 0)), kLongestRun);
            if (colon)
                shown += QLatin1Char(':');
            i = end;
        }
    }
    return escaped(shown);
}

} // namespace llmconf
