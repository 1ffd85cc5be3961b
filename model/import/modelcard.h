// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace llmconf {

class Catalogue;

/// What the model card (README.md) of a Hugging Face checkpoint states about
/// its licence, read from the YAML front matter between the "---" lines:
/// `license` (an id such as "apache-2.0", "other", or a list of them),
/// `license_name` (the licence's own id where license is "other") and
/// `license_link`. Only top-level keys with plain, quoted or listed values
/// are read: that is all these three take.
class ModelCard
{
    Q_DECLARE_TR_FUNCTIONS(ModelCard)

public:
    /// A card without front matter states nothing; an unclosed one states
    /// nothing and says so in problem().
    static ModelCard fromReadme(const QByteArray &readme);

    /// The licences as the card spells them: license's values with "other"
    /// replaced by license_name; license_name alone where license is missing.
    QStringList licences() const;
    /// licences() with each replaced by the catalogue's id where one matches.
    QStringList licenceIds(const Catalogue &catalogue) const;
    const QString &licenceLink() const { return m_licenseLink; }
    /// Why the front matter could not be read; empty when it could or there is none.
    const QString &problem() const { return m_problem; }

    /// The id of the catalogue's licence that `stated` names, or empty. Ids
    /// and names compare lower-cased, with spaces as hyphens and without a
    /// trailing "license", "licence" or "agreement": "nvidia-open-model-license"
    /// is "nvidia-open-model", "MIT License" is "mit".
    static QString catalogueId(const Catalogue &catalogue, const QString &stated);

private:
    QStringList m_license;
    QString m_licenseName;
    QString m_licenseLink;
    QString m_problem;
};

} // namespace llmconf
