// SPDX-License-Identifier: MIT
#pragma once

#include "importedcheckpoint.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace llmconf {

class Catalogue;

/// Derives a checkpoint from local Hugging Face files: config.json (its
/// text_config for multimodal models), hf_quant_config.json or the
/// quantization_config inside config.json, model.safetensors.index.json
/// or the .safetensors files' sizes, and the licence from the model card
/// (README.md, see ModelCard). Nothing is downloaded. Missing fields
/// throw MissingFieldsError naming them; `entered` supplies them (config.json
/// field name -> value), as the import form does.
class CheckpointImporter
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointImporter)

public:
    using Entered = QMap<QString, double>;

    /// Reads a folder. `builtIn`: the catalogue whose licences the model
    /// card's are matched against (the user's catalogue adds none). `id` defaults to "org/name" for
    /// a Hugging Face cache folder (models--org--name/snapshots/...) and to the folder's name
    /// otherwise.
    static ImportedCheckpoint importDirectory(const Catalogue &builtIn, const QString &directory,
                                              const Entered &entered = {},
                                              const QString &id = QString());

    /// Reads the files' contents; `weights` is the size the index or files
    /// give, if any. Without a model card the licence is not stated
    /// (CheckpointLicences::notStated()), and a note says so.
    static ImportedCheckpoint importFiles(const Catalogue &builtIn, const QString &id,
                                          const QByteArray &config,
                                          const std::optional<QByteArray> &quantConfig,
                                          std::optional<Bytes> weights, const Entered &entered = {},
                                          const std::optional<QByteArray> &modelCard = {});

    /// The weights of a folder: metadata.total_size of the index, else the
    /// sum of the .safetensors files; nothing when there are none.
    static std::optional<Bytes> weightsOnDisk(const QString &directory);

    /// The `import --json` object: id, architecture, cacheBytesPerToken,
    /// linearStateBytes, weightsBytes, licences, provenance, notes and the
    /// catalogue entries; each licence named as `catalogue` names it.
    static QJsonObject toJson(const ImportedCheckpoint &imported, const Catalogue &catalogue);
    static QString provenanceName(Provenance provenance);
    /// Whether a file of this name is one importDirectory() reads: config.json,
    /// hf_quant_config.json, a .safetensors file or its index. A drop of one
    /// imports its folder.
    static bool readsFile(const QString &fileName);
    /// The id a folder gets without --id.
    static QString idForDirectory(const QString &directory);
};

} // namespace llmconf
