// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace llmconf {

/// How the weights of a checkpoint are stored.
enum class WeightFormat { Bf16, Fp8BlockScaled, Nvfp4 };

/// A published checkpoint of a model, by its Hugging Face id.
struct Checkpoint
{
    QString id;
    QString model; // ModelFamily id
    QString publisher;
    Bytes size;
    WeightFormat format = WeightFormat::Bf16;
    LocalizedText formatDetail;       // "NVFP4, blocks of 16"
    QList<LocalizedText> unquantised; // parts kept in higher precision
    QStringList licences;      // licence ids; the model's licence plus any the publisher adds
    QString defaultCacheDtype; // "bf16" or "fp8", as the checkpoint sets it
    // Quantisation block along the dimension tensor parallelism splits (FP8
    // block-scaled: 128, NVFP4: 16); 0 for per-tensor or per-channel scales and BF16.
    int weightBlockSize = 0;
    QMap<QString, LocalizedText> sources;

    bool operator==(const Checkpoint &) const = default;
};

} // namespace llmconf
