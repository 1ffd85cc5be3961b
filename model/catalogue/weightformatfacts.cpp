// SPDX-License-Identifier: MIT
#include "weightformatfacts.h"

#include <QStringList>

namespace llmconf {

const QList<WeightFormat> &WeightFormatFacts::all()
{
    static const QList<WeightFormat> formats{WeightFormat::Bf16,      WeightFormat::Fp8BlockScaled,
                                             WeightFormat::Nvfp4,     WeightFormat::Int8W8A8,
                                             WeightFormat::Int8W8A16, WeightFormat::Int4W4A16,
                                             WeightFormat::Mxfp4};
    return formats;
}

QString WeightFormatFacts::name(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Fp8BlockScaled:
        return QStringLiteral("fp8-block");
    case WeightFormat::Nvfp4:
        return QStringLiteral("nvfp4");
    case WeightFormat::Int8W8A8:
        return QStringLiteral("int8-w8a8");
    case WeightFormat::Int8W8A16:
        return QStringLiteral("int8-w8a16");
    case WeightFormat::Int4W4A16:
        return QStringLiteral("int4-w4a16");
    case WeightFormat::Mxfp4:
        return QStringLiteral("mxfp4");
    case WeightFormat::Bf16:
        break;
    }
    return QStringLiteral("bf16");
}

std::optional<WeightFormat> WeightFormatFacts::fromName(const QString &name)
{
    for (WeightFormat f : all())
        if (WeightFormatFacts::name(f) == name)
            return f;
    return std::nullopt;
}

QString WeightFormatFacts::expectedNames()
{
    QStringList names;
    for (WeightFormat f : all())
        names.append(QLatin1Char('"') + name(f) + QLatin1Char('"'));
    return names.join(QStringLiteral(", "));
}

double WeightFormatFacts::bytesPerParameter(WeightFormat format, int groupSize)
{
    // Per-channel scales (no group) add nothing per weight.
    const double scale = groupSize > 0 ? 2.0 / groupSize : 0.0;
    switch (format) {
    case WeightFormat::Fp8BlockScaled:
        return 1.0 + 4.0 / (128.0 * 128.0);
    case WeightFormat::Nvfp4:
        return 0.5 + 1.0 / 16.0;
    case WeightFormat::Int8W8A8:
    case WeightFormat::Int8W8A16:
        return 1.0 + scale;
    case WeightFormat::Int4W4A16:
        return 0.5 + scale;
    case WeightFormat::Mxfp4:
        return 0.5 + 1.0 / 32.0;
    case WeightFormat::Bf16:
        break;
    }
    return 2.0;
}

QString WeightFormatFacts::label(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Fp8BlockScaled:
        return tr("FP8 weights");
    case WeightFormat::Nvfp4:
        return tr("NVFP4 weights");
    case WeightFormat::Int8W8A8:
        return tr("INT8 weights and activations (W8A8)");
    case WeightFormat::Int8W8A16:
        return tr("INT8 weights, 16-bit arithmetic (W8A16)");
    case WeightFormat::Int4W4A16:
        return tr("INT4 weights, 16-bit arithmetic (W4A16)");
    case WeightFormat::Mxfp4:
        return tr("MXFP4 expert weights");
    case WeightFormat::Bf16:
        break;
    }
    return tr("16-bit weights (BF16)");
}

} // namespace llmconf
