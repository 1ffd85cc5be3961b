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
/// GPTQ). A value it cannot read names file and field.
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

    /// `config` is config.json's top level; `quantFile` hf_quant_config.json, if any.
    [[nodiscard]] static QuantisationConfig read(const QJsonObject &config,
                                                 const std::optional<QByteArray> &quantFile);
};

} // namespace llmconf
