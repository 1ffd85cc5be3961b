// SPDX-License-Identifier: MIT
#pragma once

// Internal to the importer (and its tests).

#include "checkpointimporter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <utility>

namespace llmconf {

/// config.json as the importer sees it: the language model's fields first
/// (multimodal wrappers keep them under text_config, language_config or
/// llm_config), then the top level, then transformers' defaults for the
/// model_type; what the user entered overrides all. Every field asked for
/// and not found is remembered, so that one error names all of them.
class ConfigFields
{
public:
    ConfigFields(const QJsonObject &root, const CheckpointImporter::Entered &entered)
        : m_root(root), m_textKey(textConfigKey(root)), m_text(root.value(m_textKey).toObject()),
          m_entered(entered)
    {
    }

    /// The key under which a multimodal wrapper keeps its language model
    /// ("text_config", "language_config", "llm_config"), empty for a plain config.
    static QString textConfigKey(const QJsonObject &root);
    const QString &textKey() const { return m_textKey; }
    /// The language model's own object (the top level for a plain config).
    QJsonObject textObject() const { return m_textKey.isEmpty() ? m_root : m_text; }

    QJsonValue value(const QString &key) const;
    /// The text model's model_type (gemma3_text inside gemma3).
    QString modelType() const;
    /// Fields taken from transformers' defaults for the model_type.
    const QStringList &defaulted() const { return m_defaulted; }

    /// transformers' defaults of the configuration classes for the fields
    /// real config.json files leave out (configuration_<type>.py).
    static const QHash<QString, QJsonObject> &defaults();
    /// What the importer accepts of each whole-number field: the catalogue
    /// reader's own limits where it has them (CatalogueReader::readModel), else
    /// bounds far above any published model, so that the arithmetic on them
    /// (parameters, cache per token) stays far from overflow.
    static std::pair<int, int> range(const QString &key);

    bool has(const QString &key) const
    {
        return m_entered.contains(key) || !value(key).isUndefined();
    }
    bool entered(const QString &key) const { return m_entered.contains(key); }

    /// A whole number in the field's range (range()), or 0 and noted as
    /// missing. A value out of range names the field and the range, whether
    /// config.json or --set gave it.
    int integer(const QString &key);
    int integerOr(const QString &key, int fallback) { return has(key) ? integer(key) : fallback; }
    QString string(const QString &key) const { return value(key).toString(); }
    QJsonObject object(const QString &key) const { return value(key).toObject(); }
    QJsonArray array(const QString &key) const { return value(key).toArray(); }

    const QStringList &missing() const { return m_missing; }
    /// A value only the user can give (nothing in the file states it).
    void requireEntered(const QString &key) { m_missing.append(key); }

private:
    QJsonObject m_root;
    QString m_textKey;
    QJsonObject m_text;
    const CheckpointImporter::Entered &m_entered;
    QStringList m_missing;
    mutable QStringList m_defaulted;
};

} // namespace llmconf
