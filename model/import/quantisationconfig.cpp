// SPDX-License-Identifier: MIT
#include "quantisationconfig.h"

#include "formaterror.h"
#include "jsoncursor.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmconf {

namespace {

const QString kConfig = QStringLiteral("config.json");
const QString kQuantConfig = QStringLiteral("hf_quant_config.json");

/// The block of `weight_block_size` ([rows, columns]) at `path`: its first
/// entry, the block along the output dimension that tensor parallelism splits.
int readBlockSize(const QString &file, const QString &path, const QJsonValue &value)
{
    const QJsonArray sizes = value.toArray();
    bool ok = value.isArray() && !sizes.isEmpty();
    for (const QJsonValue &v : sizes)
        ok = ok && v.isDouble() && v.toDouble() >= 1 && v.toDouble() <= 65536 &&
             v.toDouble() == std::floor(v.toDouble());
    if (!ok)
        throw FormatError(
            file, path,
            QCoreApplication::translate("CheckpointImporter",
                                        "expected a list of block sizes such as [128, 128]"));
    return sizes.first().toInt();
}

/// Integer weights of `bits` (4 or 8) with one 16-bit scale per `group`
/// values (none per channel), and activations of `activationBits`.
void setInteger(QuantisationConfig &q, int bits, int group, int activationBits, const QString &name,
                const QString &detail, const QString &detailDe, const QString &field)
{
    if (bits != 4 && bits != 8)
        throw FormatError(kConfig, field,
                          QCoreApplication::translate(
                              "CheckpointImporter", "%1-bit integer weights: only 4 and 8 bits are "
                                                    "read")
                              .arg(bits));
    q.format = bits == 4             ? WeightFormat::Int4W4A16
               : activationBits == 8 ? WeightFormat::Int8W8A8
                                     : WeightFormat::Int8W8A16;
    q.name = name;
    q.detail = detail;
    q.detailDe = detailDe;
    q.blockSize = group > 0 ? group : 0;
    q.bytesPerParameter = bits / 8.0 + (group > 0 ? 2.0 / group : 0.0);
}

/// compressed-tensors: the weights of its first config group say what the
/// checkpoint stores (int8 w8a8, fp8, int4 w4a16, nvfp4).
void readCompressedTensors(const QJsonObject &qc, QuantisationConfig &q)
{
    // Releases often keep attention in 8 bits and the experts, the bulk of
    // the weights, in 4 (one group each): the group of the fewest bits says
    // what most of the checkpoint is.
    const QJsonObject groups = qc.value(QStringLiteral("config_groups")).toObject();
    QJsonObject group;
    int fewestBits = std::numeric_limits<int>::max();
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        const int n = it.value()
                          .toObject()
                          .value(QStringLiteral("weights"))
                          .toObject()
                          .value(QStringLiteral("num_bits"))
                          .toInt(16);
        if (n < fewestBits) {
            fewestBits = n;
            group = it.value().toObject();
        }
    }
    const QJsonObject weights = group.value(QStringLiteral("weights")).toObject();
    const QJsonObject inputs = group.value(QStringLiteral("input_activations")).toObject();
    const QString format = qc.value(QStringLiteral("format")).toString();
    const int bits = weights.value(QStringLiteral("num_bits")).toInt(0);
    const QString type = weights.value(QStringLiteral("type")).toString();
    const QString strategy = weights.value(QStringLiteral("strategy")).toString();
    const int groupSize = weights.value(QStringLiteral("group_size")).toInt(0);
    const QJsonArray blocks = weights.value(QStringLiteral("block_structure")).toArray();
    const int block = strategy == QLatin1String("block") && !blocks.isEmpty()
                          ? blocks.first().toInt()
                      : strategy == QLatin1String("group") ? groupSize
                                                           : 0;
    const int activationBits = inputs.value(QStringLiteral("num_bits")).toInt(16);
    if (format.contains(QLatin1String("nvfp4")) || (type == QLatin1String("float") && bits == 4)) {
        q.format = WeightFormat::Nvfp4;
        q.name = QStringLiteral("nvfp4");
        q.detail = QStringLiteral("NVFP4, blocks of 16 (compressed-tensors)");
        q.bytesPerParameter = 0.5 + 1.0 / 16.0;
        q.blockSize = 16;
    } else if (format.contains(QLatin1String("float-quantized")) ||
               (type == QLatin1String("float") && bits == 8)) {
        q.format = WeightFormat::Fp8BlockScaled;
        q.name = QStringLiteral("fp8");
        q.detail = block > 0 ? QStringLiteral("FP8, blocks of %1 (compressed-tensors)").arg(block)
                             : QStringLiteral("FP8, %1 scales (compressed-tensors)")
                                   .arg(strategy.isEmpty() ? QStringLiteral("tensor") : strategy);
        q.bytesPerParameter = 1.0;
        q.blockSize = block;
    } else if (bits == 8 || format.contains(QLatin1String("int-quantized"))) {
        setInteger(q, 8, block, activationBits,
                   activationBits == 8 ? QStringLiteral("int8-w8a8") : QStringLiteral("int8-w8a16"),
                   QStringLiteral("INT8 weights, %1-bit activations (compressed-tensors)")
                       .arg(activationBits),
                   QStringLiteral("INT8-Gewichte, %1-Bit-Aktivierungen (compressed-tensors)")
                       .arg(activationBits),
                   QStringLiteral("$.quantization_config.config_groups.weights.num_bits"));
    } else if (bits == 4 || format.contains(QLatin1String("pack-quantized"))) {
        setInteger(
            q, 4, block, activationBits, QStringLiteral("int4-w4a16"),
            block > 0
                ? QStringLiteral("INT4 weights in groups of %1 (compressed-tensors)").arg(block)
                : QStringLiteral("INT4 weights (compressed-tensors)"),
            block > 0
                ? QStringLiteral("INT4-Gewichte in Gruppen zu %1 (compressed-tensors)").arg(block)
                : QStringLiteral("INT4-Gewichte (compressed-tensors)"),
            QStringLiteral("$.quantization_config.config_groups.weights.num_bits"));
    } else {
        q.known = false;
        q.detail = format;
    }
}

/// modelopt's mixed precision: each layer names its own algorithm; the
/// 4-bit ones set the size.
void readMixedPrecision(const QJsonObject &modelopt, QuantisationConfig &q)
{
    // modelopt: each layer names its own algorithm; the 4-bit ones set the size.
    const QJsonObject layers = modelopt.value(QStringLiteral("quantized_layers")).toObject();
    QStringList algos;
    for (auto it = layers.begin(); it != layers.end(); ++it) {
        const QString a =
            it.value().toObject().value(QStringLiteral("quant_algo")).toString().toUpper();
        if (!a.isEmpty() && !algos.contains(a))
            algos.append(a);
    }
    // Without per-layer algorithms (modelopt inside config.json), the
    // config groups' weights say them: 4-bit floats NVFP4, 8-bit FP8.
    const QJsonObject groups = modelopt.value(QStringLiteral("config_groups")).toObject();
    for (auto it = groups.begin(); it != groups.end() && layers.isEmpty(); ++it) {
        const QJsonObject w = it.value().toObject().value(QStringLiteral("weights")).toObject();
        const int bits = w.value(QStringLiteral("num_bits")).toInt(0);
        const QString a = bits == 4   ? QStringLiteral("NVFP4")
                          : bits == 8 ? QStringLiteral("FP8")
                                      : QString();
        if (!a.isEmpty() && !algos.contains(a))
            algos.append(a);
    }
    std::sort(algos.begin(), algos.end());
    q.name = QStringLiteral("mixed");
    // W4A16_NVFP4, FP8_PB_WO, FP8_BLOCK_SCALES: the format is in the name.
    const auto anyContains = [&](const QString &format) {
        return std::any_of(algos.begin(), algos.end(),
                           [&](const QString &a) { return a.contains(format); });
    };
    if (anyContains(QStringLiteral("NVFP4"))) {
        q.format = WeightFormat::Nvfp4;
        q.bytesPerParameter = 0.5 + 1.0 / 16.0;
        q.blockSize = 16;
    } else if (anyContains(QStringLiteral("FP8"))) {
        q.format = WeightFormat::Fp8BlockScaled;
        q.bytesPerParameter = 1.0;
    } else {
        q.known = false;
    }
    q.detail = QStringLiteral("mixed precision: %1 (modelopt)")
                   .arg(algos.isEmpty() ? QStringLiteral("no layers named")
                                        : algos.join(QStringLiteral(", ")));
}

/// The format a modelopt or fp8 algorithm name states (hf_quant_config.json's
/// quant_algo, or quantization_config's), with `modelopt` the object naming it.
void applyAlgorithm(const QString &algo, const QJsonObject &modelopt, bool fromQuantFile,
                    QuantisationConfig &q)
{
    if (algo == QLatin1String("MIXED_PRECISION")) {
        readMixedPrecision(modelopt, q);
    } else if (algo.isEmpty() || algo == QLatin1String("NONE")) {
        // No quantisation: the weights are in the model's 16-bit dtype.
    } else if (algo.contains(QLatin1String("NVFP4"))) {
        // NVFP4, NVFP4_AWQ, W4A8_NVFP4_FP8 (FP8 activations): NVFP4 weights.
        q.format = WeightFormat::Nvfp4;
        q.name = QStringLiteral("nvfp4");
        q.detail = algo == QLatin1String("NVFP4")
                       ? QStringLiteral("NVFP4, blocks of 16")
                       : QStringLiteral("NVFP4, blocks of 16 (modelopt %1)").arg(algo);
        q.bytesPerParameter = 0.5 + 1.0 / 16.0; // 4 bits plus one FP8 scale per 16 values
        if (q.blockSize == 0)
            q.blockSize = 16;
    } else if (algo.contains(QLatin1String("MXFP4"))) {
        // W4A8_MXFP4_FP8: MXFP4 weights, one 8-bit scale per 32 values.
        q.format = WeightFormat::Mxfp4;
        q.name = QStringLiteral("mxfp4");
        q.detail = QStringLiteral("MXFP4, blocks of 32 (modelopt %1)").arg(algo);
        q.bytesPerParameter = 0.5 + 1.0 / 32.0;
        q.blockSize = 32;
    } else if (algo == QLatin1String("MXFP8")) {
        q.format = WeightFormat::Fp8BlockScaled;
        q.name = QStringLiteral("mxfp8");
        q.detail = QStringLiteral("MXFP8, blocks of 32 (modelopt)");
        q.bytesPerParameter = 1.0 + 1.0 / 32.0;
        q.blockSize = 32;
    } else if (algo.startsWith(QLatin1String("W8A8")) || algo.startsWith(QLatin1String("W8A16"))) {
        // W8A8_SQ_PER_CHANNEL (SmoothQuant), W8A16: INT8 weights per channel.
        const int activations = algo.startsWith(QLatin1String("W8A8")) ? 8 : 16;
        setInteger(q, 8, 0, activations,
                   activations == 8 ? QStringLiteral("int8-w8a8") : QStringLiteral("int8-w8a16"),
                   QStringLiteral("INT8 weights, %1-bit activations (modelopt %2)")
                       .arg(activations)
                       .arg(algo),
                   QStringLiteral("INT8-Gewichte, %1-Bit-Aktivierungen (modelopt %2)")
                       .arg(activations)
                       .arg(algo),
                   fromQuantFile ? QStringLiteral("$.quantization.quant_algo")
                                 : QStringLiteral("$.quantization_config.quant_algo"));
    } else if (algo == QLatin1String("FP8") || algo.startsWith(QLatin1String("FP8_"))) {
        q.format = WeightFormat::Fp8BlockScaled;
        q.name = q.blockSize > 0 ? QStringLiteral("fp8-block") : QStringLiteral("fp8");
        q.detail = q.blockSize > 0 ? QStringLiteral("FP8 with block scales")
                                   : QStringLiteral("FP8 with per-tensor or per-channel scales");
        q.bytesPerParameter = 1.0 + 4.0 / (128.0 * 128.0); // one FP32 scale per 128x128 block
    } else if (algo.startsWith(QLatin1String("W4A16_AWQ")) ||
               algo.startsWith(QLatin1String("W4A8_AWQ"))) {
        // W4A8 takes FP8 activations; counted as 16-bit arithmetic, the slower case.
        setInteger(q, 4, q.blockSize > 0 ? q.blockSize : 128, 16, QStringLiteral("int4-awq"),
                   QStringLiteral("INT4 (AWQ, modelopt)"), QString(),
                   fromQuantFile ? QStringLiteral("$.quantization.quant_algo")
                                 : QStringLiteral("$.quantization_config.quant_algo"));
    } else {
        q.known = false;
        q.detail = algo;
    }
}

/// The list of modules a quantisation config leaves in 16 bits, under
/// whichever name its method uses.
void readUnquantised(const QJsonObject &object, const QString &where, QuantisationConfig &q)
{
    for (const char *key : {"ignore", "modules_to_not_convert", "exclude_modules"}) {
        const QJsonArray list = object.value(QString::fromLatin1(key)).toArray();
        if (list.isEmpty())
            continue;
        for (const QJsonValue &v : list)
            if (v.isString() && !v.toString().isEmpty())
                q.unquantised.append(v.toString());
        q.unquantisedField = where + QLatin1Char('.') + QString::fromLatin1(key);
        return;
    }
}

/// A dotted module pattern with * wildcards ("model.layers.*.self_attn",
/// "lm_head", "model.layers.0.") as a regular expression's body.
QString moduleBody(const QString &pattern)
{
    QString body;
    const QStringList parts = pattern.split(QLatin1Char('.'), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        if (!body.isEmpty())
            body += QStringLiteral("\\.");
        body += part == QLatin1String("*") ? QStringLiteral("[^.]+")
                                           : QRegularExpression::escape(part).replace(
                                                 QStringLiteral("\\*"), QStringLiteral("[^.]*"));
    }
    return body;
}

/// config.json's quantization_config: the format where the method states it
/// whole (true: nothing more to read), else the algorithm, the cache's
/// algorithm and modelopt's object for applyAlgorithm.
bool readQuantizationConfig(const QJsonObject &qc, QuantisationConfig &q, QString &algo,
                            QString &kvAlgo, QJsonObject &modelopt)
{
    readUnquantised(qc, QStringLiteral("quantization_config"), q);
    const QString method = qc.value(QStringLiteral("quant_method")).toString().toLower();
    if (qc.contains(QStringLiteral("weight_block_size")) &&
        !qc.value(QStringLiteral("weight_block_size")).isNull())
        q.blockSize =
            readBlockSize(kConfig, QStringLiteral("$.quantization_config.weight_block_size"),
                          qc.value(QStringLiteral("weight_block_size")));
    kvAlgo = qc.value(QStringLiteral("kv_cache_quant_algo")).toString().toUpper();
    const int bits =
        qc.value(QStringLiteral("bits")).toInt(qc.value(QStringLiteral("w_bit")).toInt(0));
    const int group = qc.value(QStringLiteral("group_size"))
                          .toInt(qc.value(QStringLiteral("q_group_size")).toInt(0));
    if (method == QLatin1String("fp8")) {
        algo = QStringLiteral("FP8");
    } else if (method == QLatin1String("modelopt")) {
        modelopt = qc;
        algo = qc.value(QStringLiteral("quant_algo")).toString().toUpper();
    } else if (method == QLatin1String("compressed-tensors")) {
        readCompressedTensors(qc, q);
        if (kvAlgo.isEmpty() && !qc.value(QStringLiteral("kv_cache_scheme")).isNull() &&
            qc.contains(QStringLiteral("kv_cache_scheme")))
            kvAlgo = qc.value(QStringLiteral("kv_cache_scheme"))
                                 .toObject()
                                 .value(QStringLiteral("type"))
                                 .toString() == QLatin1String("float")
                         ? QStringLiteral("FP8")
                         : QString();
        if (kvAlgo == QLatin1String("FP8"))
            q.cacheDtype = QStringLiteral("fp8");
        return true;
    } else if (method == QLatin1String("mxfp4")) {
        // gpt-oss: experts in 4-bit E2M1 with one 8-bit scale per 32 values.
        q.format = WeightFormat::Mxfp4;
        q.name = QStringLiteral("mxfp4");
        q.detail = QStringLiteral("MXFP4 experts, blocks of 32");
        q.detailDe = QStringLiteral("MXFP4-Experten, Blöcke zu 32");
        q.bytesPerParameter = 0.5 + 1.0 / 32.0;
        q.blockSize = 32;
        // vLLM's Mxfp4Config quantises the fused MoE layers only; attention,
        // router, embeddings and lm_head stay 16-bit (modules_to_not_convert).
        q.routedExpertsOnly = true;
        return true;
    } else if ((method == QLatin1String("awq") || method == QLatin1String("gptq")) && bits > 0) {
        const QString groups = group > 0 ? QString::number(group) : QStringLiteral("-");
        setInteger(
            q, bits, group, 16, QStringLiteral("int%1-%2").arg(bits).arg(method),
            QStringLiteral("INT%1 (%2), groups of %3").arg(bits).arg(method.toUpper(), groups),
            QStringLiteral("INT%1 (%2), Gruppen zu %3").arg(bits).arg(method.toUpper(), groups),
            QStringLiteral("$.quantization_config.bits"));
        return true;
    } else {
        algo = method;
    }
    return false;
}

} // namespace

bool QuantisationConfig::quantises(const QString &module) const
{
    return quantised({module}).constFirst();
}

QList<bool> QuantisationConfig::quantised(const QStringList &modules) const
{
    // compressed-tensors matches its "re:" expressions from the name's start;
    // the dotted names with wildcards, as one alternation, match whole name
    // parts anywhere.
    QList<QRegularExpression> fromStart;
    QStringList dotted;
    for (const QString &pattern : unquantised) {
        if (pattern.startsWith(QLatin1String("re:"))) {
            const QRegularExpression re(pattern.mid(3));
            if (re.isValid())
                fromStart.append(re);
        } else if (!pattern.trimmed().isEmpty()) {
            dotted.append(moduleBody(pattern));
        }
    }
    const QRegularExpression anywhere(dotted.isEmpty() ? QString()
                                                       : QStringLiteral("(^|\\.)(?:") +
                                                             dotted.join(QLatin1Char('|')) +
                                                             QStringLiteral(")(\\.|$)"));
    QList<bool> result;
    result.reserve(modules.size());
    for (const QString &module : modules) {
        const bool kept =
            (!dotted.isEmpty() && anywhere.match(module).hasMatch()) ||
            std::any_of(fromStart.cbegin(), fromStart.cend(), [&](const QRegularExpression &re) {
                return re
                    .match(module, 0, QRegularExpression::NormalMatch,
                           QRegularExpression::AnchorAtOffsetMatchOption)
                    .hasMatch();
            });
        result.append(!kept);
    }
    return result;
}

QuantisationConfig QuantisationConfig::read(const QJsonObject &wrapper,
                                            const std::optional<QByteArray> &quantFile)
{
    // The wrapper's own quantization_config, else the language model's.
    QJsonObject config = wrapper;
    if (!wrapper.value(QStringLiteral("quantization_config")).isObject()) {
        for (const char *key : {"text_config", "language_config", "llm_config"}) {
            const QJsonObject text = wrapper.value(QString::fromLatin1(key)).toObject();
            if (text.value(QStringLiteral("quantization_config")).isObject()) {
                config = text;
                break;
            }
        }
    }
    QuantisationConfig q;
    QString algo;
    QString kvAlgo;
    QJsonObject modelopt; // hf_quant_config.json's "quantization" or quantization_config
    if (quantFile) {
        const JsonCursor root = JsonCursor::fromDocument(kQuantConfig, *quantFile);
        const JsonCursor quant = root.field(QStringLiteral("quantization"));
        modelopt = quant.object();
        algo = quant.field(QStringLiteral("quant_algo")).string().toUpper();
        kvAlgo = quant.stringOr(QStringLiteral("kv_cache_quant_algo"), QString()).toUpper();
        q.blockSize = quant.integerOr(QStringLiteral("group_size"), 0, 1, 65536);
        readUnquantised(modelopt, QStringLiteral("quantization"), q);
    } else if (config.contains(QStringLiteral("quantization_config"))) {
        if (readQuantizationConfig(config.value(QStringLiteral("quantization_config")).toObject(),
                                   q, algo, kvAlgo, modelopt))
            return q;
    }
    applyAlgorithm(algo, modelopt, quantFile.has_value(), q);
    if (kvAlgo == QLatin1String("FP8"))
        q.cacheDtype = QStringLiteral("fp8");
    return q;
}

} // namespace llmconf
