// SPDX-License-Identifier: MIT
#pragma once

#include "checkpoint.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace llmconf {

/// The weights format a checkpoint's own files state, without reading the
/// weights: hf_quant_config.json (modelopt) or config.json's
/// quantization_config (fp8, modelopt, compressed-tensors, MXFP4, AWQ,
/// GPTQ), at the top level or in the wrapped language model's config
/// (text_config, language_config, llm_config). The modules a checkpoint
/// leaves unquantised (compressed-tensors' ignore, modules_to_not_convert,
/// modelopt's exclude_modules) are kept, so that each part of the model is
/// sized at its own width. A value it cannot read names file and field.
struct QuantisationConfig
{
    WeightFormat format = WeightFormat::Bf16;
    bool known = true;
    QString detail = QStringLiteral("BF16");
    QString detailDe; // the detail in German, where it differs from the English
    QString cacheDtype = QStringLiteral("bf16");
    double bytesPerParameter = 2.0;
    int blockSize = 0; // along the split dimension; 0 for per-tensor or per-channel scales
    QString name = QStringLiteral("bf16"); // what import --json reports as the weights format
    bool routedExpertsOnly = false;        // the other weights stay 16-bit (MXFP4)
    // Modules left in 16 bits, as the file names them: "re:" regular
    // expressions (compressed-tensors) or dotted names with * wildcards.
    QStringList unquantised;
    QString unquantisedField; // where the list was read, for the note

    /// Whether the module of this name (a Hugging Face tensor path such as
    /// "model.layers.1.self_attn.q_proj") is stored at the quantised width.
    [[nodiscard]] bool quantises(const QString &module) const;
    /// quantises() for each of `modules`: every pattern is compiled once (a
    /// list of hundreds of modules_to_not_convert must not compile one
    /// expression per pattern and module: the fuzzer's timeout).
    [[nodiscard]] QList<bool> quantised(const QStringList &modules) const;

    /// `config` is config.json's top level; `quantFile` hf_quant_config.json, if any.
    [[nodiscard]] static QuantisationConfig read(const QJsonObject &config,
                                                 const std::optional<QByteArray> &quantFile);
};

} // namespace llmconf
