// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QMap>
#include <QString>

namespace llmconf {

class JsonCursor;

/// A text of the catalogue that users read (a chassis name, a feed name, the
/// source of a rule), in English and in any translations it carries. text()
/// gives it in the language the app runs in, English where it has no
/// translation, so the data need not change when a language is added.
///
/// In JSON a text is either a plain string (English only: the older files and
/// user catalogues stay valid) or an object {"en": "...", "de": "..."}.
class LocalizedText
{
    Q_DECLARE_TR_FUNCTIONS(LocalizedText)

public:
    LocalizedText() = default;
    explicit LocalizedText(QString english);

    /// The text in Language::current(), falling back to English.
    QString text() const;
    /// The text in `language` ("de"), falling back to English.
    QString text(const QString &language) const;
    const QString &english() const { return m_english; }
    bool isEmpty() const { return m_english.isEmpty(); }

    /// Translations by language code, English not among them.
    const QMap<QString, QString> &translations() const { return m_translations; }
    bool hasTranslation(const QString &language) const;
    void setTranslation(const QString &language, const QString &text);

    /// Reads a plain string or an object of translations with "en" in it;
    /// anything else fails with a FormatError naming the file and JSON path.
    static LocalizedText read(const JsonCursor &value);
    /// The text under `key` of an object; an empty text where it is absent.
    static LocalizedText readOr(const JsonCursor &object, const QString &key);
    /// A plain string when there are no translations, so that files written
    /// before translations existed come out unchanged; else an object.
    QJsonValue toJson() const;

    bool operator==(const LocalizedText &) const = default;

private:
    QString m_english;
    QMap<QString, QString> m_translations;
};

} // namespace llmconf
