// SPDX-License-Identifier: MIT
#pragma once

#include "checkpoint.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace llmconf {

/// What the program knows of each weight format: its name in catalogue and
/// build files, its bytes per parameter and the label the window shows.
class WeightFormatFacts
{
    Q_DECLARE_TR_FUNCTIONS(WeightFormatFacts)

public:
    /// Every format, in the order files and messages list them.
    static const QList<WeightFormat> &all();
    /// The name in catalogue, user catalogue and build files ("int4-w4a16").
    static QString name(WeightFormat format);
    /// The format a file names; nothing for a name this program does not know.
    static std::optional<WeightFormat> fromName(const QString &name);
    /// "\"bf16\", \"fp8-block\", ..." for a message naming what is expected.
    static QString expectedNames();
    /// Bytes per weight with its scales: FP8 one FP32 scale per 128 x 128
    /// block, NVFP4 one FP8 scale per 16, MXFP4 one 8-bit scale per 32, the
    /// integer formats one 16-bit scale per group of `groupSize` (0: per-channel
    /// scales, nothing per weight).
    static double bytesPerParameter(WeightFormat format, int groupSize = 0);
    /// A short label in the user's language ("INT4 weights, 16-bit arithmetic").
    static QString label(WeightFormat format);
};

} // namespace llmconf
