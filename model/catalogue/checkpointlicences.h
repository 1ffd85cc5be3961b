// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace llmconf {

class Catalogue;
struct Checkpoint;
struct ModelFamily;

/// The licences a checkpoint comes under, as the advice, the sheet, the
/// import dialog and the command line name them. A licence id is one of
/// three kinds: a licence of the catalogue (licences.json); one a model card
/// states that the catalogue does not describe (an imported checkpoint's
/// "apache-2.0"); or notStated(), for an imported checkpoint whose files
/// name none. An empty id (imports of older versions) counts as not stated.
class CheckpointLicences
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointLicences)

public:
    /// The id of "no licence stated": "not-stated".
    static QString notStated();
    static bool isNotStated(const QString &id);

    /// The model's licence first, then the checkpoint's, each once; notStated()
    /// only when none is stated, so the list is never empty.
    static QStringList ids(const ModelFamily *model, const Checkpoint &checkpoint);

    /// "MIT License" for a licence of the catalogue, "apache-2.0 (not in the
    /// catalogue: check the model card)" for one it lacks, "not stated (check
    /// the model card)" for none. Never empty.
    static QString name(const Catalogue &catalogue, const QString &id);
    /// name() of each of ids(), each name once.
    static QStringList names(const Catalogue &catalogue, const ModelFamily *model,
                             const Checkpoint &checkpoint);
};

} // namespace llmconf
