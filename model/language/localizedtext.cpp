// SPDX-License-Identifier: MIT
#include "localizedtext.h"

#include "jsoncursor.h"
#include "language.h"

#include <QJsonObject>

namespace llmconf {

namespace {
const QString kEnglish = QStringLiteral("en");

bool isLanguageCode(const QString &key)
{
    // ISO 639-1, as Language::available() spells them: a typo such as "De"
    // or "german" is refused rather than silently never shown. (Two
    // comparisons, not a regular expression: every text of the catalogue
    // passes here at start.)
    const auto lower = [](QChar c) { return c >= QLatin1Char('a') && c <= QLatin1Char('z'); };
    return key.size() == 2 && lower(key[0]) && lower(key[1]);
}
} // namespace

LocalizedText::LocalizedText(QString english) : m_english(std::move(english)) {}

QString LocalizedText::text() const
{
    return m_translations.isEmpty() ? m_english : text(Language::current());
}

QString LocalizedText::text(const QString &language) const
{
    const auto it = m_translations.constFind(language);
    return it == m_translations.cend() ? m_english : *it;
}

bool LocalizedText::hasTranslation(const QString &language) const
{
    return language == kEnglish || m_translations.contains(language);
}

void LocalizedText::setTranslation(const QString &language, const QString &text)
{
    if (language == kEnglish)
        m_english = text;
    else
        m_translations.insert(language, text);
}

LocalizedText LocalizedText::read(const JsonCursor &value)
{
    if (value.value().isString())
        return LocalizedText(value.value().toString());
    if (!value.value().isObject())
        value.fail(tr("expected a text: a string or an object such as {\"en\": \"...\", "
                      "\"de\": \"...\"}, found %1")
                       .arg(JsonCursor::typeName(value.value())));
    const QJsonObject o = value.value().toObject();
    if (!o.contains(kEnglish))
        value.fail(tr("a translated text needs its English text under \"en\""));
    LocalizedText text;
    value.forEachField([&text](const QString &language, const JsonCursor &translation) {
        if (!isLanguageCode(language))
            translation.fail(tr("expected a language code such as \"de\" as the key"));
        text.setTranslation(language, translation.string());
    });
    return text;
}

LocalizedText LocalizedText::readOr(const JsonCursor &object, const QString &key)
{
    return object.has(key) ? read(object.field(key)) : LocalizedText();
}

QJsonValue LocalizedText::toJson() const
{
    if (m_translations.isEmpty())
        return m_english;
    QJsonObject o{{kEnglish, m_english}};
    for (auto it = m_translations.begin(); it != m_translations.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace llmconf
