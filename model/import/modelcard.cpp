// SPDX-License-Identifier: MIT
#include "modelcard.h"

#include "catalogue.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace llmconf {

namespace {

/// A value without its trailing comment: "#" after a space, outside quotes.
QString withoutComment(const QString &value)
{
    QChar quote;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('#') && (i == 0 || value[i - 1].isSpace())) {
            return value.left(i);
        }
    }
    return value;
}

QString scalar(const QString &value)
{
    const QString v = value.trimmed();
    if (v.size() >= 2 && (v.front() == QLatin1Char('"') || v.front() == QLatin1Char('\'')) &&
        v.back() == v.front())
        return v.mid(1, v.size() - 2).trimmed();
    return v;
}

/// A value as a list: "[a, b]", a plain value, or nothing.
QStringList values(const QString &value)
{
    const QString v = withoutComment(value).trimmed();
    if (v.isEmpty())
        return {};
    if (v.startsWith(QLatin1Char('[')) && v.endsWith(QLatin1Char(']'))) {
        QStringList list;
        for (const QString &item : v.mid(1, v.size() - 2).split(QLatin1Char(',')))
            if (!scalar(item).isEmpty())
                list.append(scalar(item));
        return list;
    }
    return {scalar(v)};
}

QString comparable(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s_]+"));
    QString key = text.trimmed().toLower().replace(separators, QStringLiteral("-"));
    for (bool chopped = true; chopped;) {
        chopped = false;
        for (const QLatin1String suffix :
             {QLatin1String("-license"), QLatin1String("-licence"), QLatin1String("-agreement")})
            if (key.size() > suffix.size() && key.endsWith(suffix)) {
                key.chop(suffix.size());
                chopped = true;
            }
    }
    return key;
}

} // namespace

ModelCard ModelCard::fromReadme(const QByteArray &readme)
{
    ModelCard card;
    QString text = QString::fromUtf8(readme);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    if (lines.isEmpty() || lines.first().trimmed() != QLatin1String("---"))
        return card; // no front matter: the card states nothing
    qsizetype end = -1;
    for (qsizetype i = 1; i < lines.size() && end < 0; ++i)
        if (lines[i].trimmed() == QLatin1String("---") ||
            lines[i].trimmed() == QLatin1String("..."))
            end = i;
    if (end < 0) {
        card.m_problem = tr("the front matter opened by \"---\" on line 1 is not closed");
        return card;
    }

    QMap<QString, QStringList> fields;
    QString listKey; // the top-level key whose "- item" lines follow
    for (qsizetype i = 1; i < end; ++i) {
        const QString &line = lines[i];
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
            continue;
        if (line.front().isSpace() || trimmed.startsWith(QLatin1Char('-'))) {
            // A list item of the key above, or a nested key, which no licence field has.
            if (!listKey.isEmpty() &&
                (trimmed == QLatin1String("-") || trimmed.startsWith(QLatin1String("- "))))
                fields[listKey] += values(trimmed.mid(1));
            continue;
        }
        listKey.clear();
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            continue;
        const QString key = scalar(line.left(colon));
        fields.insert(key, values(line.mid(colon + 1)));
        if (fields.value(key).isEmpty())
            listKey = key;
    }
    card.m_license = fields.value(QStringLiteral("license"));
    card.m_licenseName = fields.value(QStringLiteral("license_name")).value(0);
    card.m_licenseLink = fields.value(QStringLiteral("license_link")).value(0);
    return card;
}

QStringList ModelCard::licences() const
{
    // A card names one licence, rarely a few; a hostile one may name
    // thousands, which would cost a catalogue match each: the first
    // kMostLicences distinct ones are kept.
    constexpr qsizetype kMostLicences = 32;
    QStringList stated;
    QSet<QString> seen;
    for (const QString &id : m_license) {
        if (stated.size() >= kMostLicences)
            break;
        const QString named =
            id.compare(QLatin1String("other"), Qt::CaseInsensitive) == 0 && !m_licenseName.isEmpty()
                ? m_licenseName
                : id;
        if (!named.isEmpty() && !seen.contains(named)) {
            seen.insert(named);
            stated.append(named);
        }
    }
    if (stated.isEmpty() && !m_licenseName.isEmpty())
        stated.append(m_licenseName);
    return stated;
}

QStringList ModelCard::licenceIds(const Catalogue &catalogue) const
{
    QStringList ids;
    for (const QString &stated : licences()) {
        const QString known = catalogueId(catalogue, stated);
        const QString id = known.isEmpty() ? stated : known;
        if (!ids.contains(id))
            ids.append(id);
    }
    return ids;
}

QString ModelCard::catalogueId(const Catalogue &catalogue, const QString &stated)
{
    const QString key = comparable(stated);
    if (key.isEmpty())
        return {};
    for (const Licence &licence : catalogue.licences())
        if (comparable(licence.id) == key || comparable(licence.name) == key)
            return licence.id;
    return {};
}

} // namespace llmconf
