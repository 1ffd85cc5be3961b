// SPDX-License-Identifier: MIT
#include "checkpointimporter.h"
#include "configfields_p.h"
#include "layerfamilies_p.h"

#include "cachefootprint.h"
#include "cappedfile.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "checkpointlicences.h"
#include "falconh1config.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "missingfieldserror.h"
#include "modelcard.h"
#include "quantisationconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace llmconf {

namespace {

const QString kConfig = QStringLiteral("config.json");
const QString kQuantConfig = QStringLiteral("hf_quant_config.json");
const QString kIndex = QStringLiteral("model.safetensors.index.json");
const QString kModelCard = QStringLiteral("README.md");
// A petabyte: a thousand times the largest checkpoints; more is a damaged figure.
constexpr double kMostWeightBytes = 1e15;

/// Python's json module writes Infinity, -Infinity and NaN, which JSON
/// lacks (Nemotron-H: "time_step_limit": [0.0, Infinity]). Outside strings
/// they become null: no field the importer reads is infinite.
QByteArray withoutPythonConstants(const QByteArray &data)
{
    QByteArray out;
    out.reserve(data.size());
    bool inString = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data[i];
        if (inString) {
            out.append(c);
            if (c == '\\' && i + 1 < data.size())
                out.append(data[++i]);
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out.append(c);
            continue;
        }
        bool replaced = false;
        for (const char *token : {"-Infinity", "Infinity", "NaN"}) {
            const qsizetype n = qsizetype(qstrlen(token));
            if (data.mid(i, n) == token) {
                out.append("null");
                i += n - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out.append(c);
    }
    return out;
}

/// The parameters of a model: all of them, those one token runs through
/// (all but the routed experts it is not sent to) and each part's, so that
/// a checkpoint that quantises some parts only is sized part by part.
struct ParameterCount
{
    double total = 0;
    double active = 0;     // as vendors count it: input embeddings out; 0 without routed experts
    double embeddings = 0; // input embeddings and the output layer (once when tied)
    double inputEmbeddings = 0;
    double attention = 0; // all attention layers
    double linear = 0;    // all linear-attention or state-space layers
    double dense = 0;     // dense MLPs
    double shared = 0;    // shared experts
    double routed = 0;    // the routed experts' weights, without the shared ones
    double router = 0;    // the routers' gates
    double vision = 0;    // the vision tower's encoder layers, apart from total
};

/// Which layers carry experts: Nemotron-H's pattern (E), Llama 4's
/// interleave step, Jamba's period, else all but the first k dense layers.
struct RoutedLayers
{
    int moe = 0;
    int dense = 0;
    bool interleaved = false; // not simply the layers after the first k dense
};

RoutedLayers routedLayers(ConfigFields &f, HybridFamily hybrid, int layers)
{
    RoutedLayers r;
    if (hybrid == HybridFamily::NemotronH) {
        const QString pattern = f.string(QStringLiteral("hybrid_override_pattern"));
        r.moe = int(pattern.count(QLatin1Char('E')));
        r.dense = int(pattern.count(QLatin1Char('-')));
        r.interleaved = true;
    } else if (f.integerOr(QStringLiteral("interleave_moe_layer_step"), 1) > 1) {
        const int step = f.integer(QStringLiteral("interleave_moe_layer_step"));
        for (int i = 0; i < layers; ++i)
            r.moe += (i + 1) % step == 0 ? 1 : 0;
        r.dense = layers - r.moe;
        r.interleaved = true;
    } else if (f.has(QStringLiteral("expert_layer_period"))) {
        // Jamba: experts on layers i with i % period == offset.
        const int period = std::max(1, f.integer(QStringLiteral("expert_layer_period")));
        const int offset = f.integerOr(QStringLiteral("expert_layer_offset"), 0);
        for (int i = 0; i < layers; ++i)
            r.moe += i % period == offset ? 1 : 0;
        r.dense = layers - r.moe;
        r.interleaved = true;
    } else {
        r.dense = std::min(layers, f.integerOr(QStringLiteral("first_k_dense_replace"), 0));
        r.moe = layers - r.dense;
    }
    return r;
}

/// One attention layer's parameters: grouped-query projections, or
/// multi-head latent attention's low-rank ones.
double attentionParameters(ConfigFields &f, const AttentionArchitecture &a, double h)
{
    const double heads = f.integerOr(QStringLiteral("num_attention_heads"), 0);
    // Qwen3-Next and Qwen3.5 gate attention's output: q_proj is twice as wide.
    const double gate = f.value(QStringLiteral("attn_output_gate")).toBool(false) ? 1 : 0;
    if (a.kind == AttentionKind::GroupedQuery)
        return h * heads * a.headDim * (2 + gate) + 2 * h * a.numKeyValueHeads * a.headDim;
    const double nope = f.integerOr(QStringLiteral("qk_nope_head_dim"), 0);
    const double vHead = f.integerOr(QStringLiteral("v_head_dim"), 0);
    const double qLora = f.integerOr(QStringLiteral("q_lora_rank"), 0);
    const double qk = nope + a.qkRopeHeadDim;
    return (qLora > 0 ? h * qLora + qLora * heads * qk : h * heads * qk) +
           h * (a.kvLoraRank + a.qkRopeHeadDim) + a.kvLoraRank * heads * (nope + vHead) +
           heads * vHead * h;
}

/// One linear layer's parameters: Mamba-2 projects x, z, B, C and dt in and
/// x out, with a short convolution; Mamba (v1) also projects dt and B, C
/// from x; linear attention has projections of the same order as attention.
double linearParameters(ConfigFields &f, const AttentionArchitecture &a, HybridFamily hybrid,
                        const std::optional<FalconH1Config> &falcon, double h)
{
    if (falcon)
        return falcon->parametersPerLayer();
    if (a.linearLayers > 0 && hybrid == HybridFamily::NemotronH) {
        const double inner = double(a.linearNumHeads) * a.linearHeadDim;
        const double groups = f.integerOr(QStringLiteral("n_groups"), 1);
        const double bc = 2 * groups * a.linearStateDim;
        return h * (2 * inner + bc + a.linearNumHeads) + inner * h + (inner + bc) * 4;
    }
    if (a.linearLayers > 0 && hybrid == HybridFamily::Jamba) {
        const double inner = a.linearHeadDim, state = a.linearStateDim;
        // mamba_dt_rank, or transformers' default ceil(hidden / 16).
        const QJsonValue dtRank = f.value(QStringLiteral("mamba_dt_rank"));
        const double rank = dtRank.isDouble() && dtRank.toDouble() >= 1 && dtRank.toDouble() <= h
                                ? std::floor(dtRank.toDouble())
                                : std::ceil(h / 16.0);
        return h * 2 * inner + inner * (rank + 2 * state) + rank * inner + inner * h + inner * 4 +
               inner * state;
    }
    if (a.linearLayers > 0 && hybrid == HybridFamily::MiniMax) {
        // Lightning attention (vLLM's MiniMaxText01LinearAttention): q, k and
        // v, an output gate and the output projection, each hidden x heads x head_dim.
        return 5.0 * h * a.linearNumHeads * a.linearHeadDim;
    }
    if (a.linearLayers > 0 && f.has(QStringLiteral("linear_num_key_heads"))) {
        // A gated delta net (Qwen3-Next, Qwen3.5): q, k, v and z projected
        // in, a and b per value head, the output projection and the
        // convolution over q, k and v.
        const double keys = f.integer(QStringLiteral("linear_num_key_heads")) *
                            double(f.integer(QStringLiteral("linear_key_head_dim")));
        const double values =
            double(a.linearNumHeads) * (a.linearStateDim > 0 ? a.linearStateDim : a.linearHeadDim);
        const double kernel = f.integerOr(QStringLiteral("linear_conv_kernel_dim"), 4);
        return h * (2 * keys + 2 * values + 2 * a.linearNumHeads) + values * h +
               (2 * keys + values) * kernel;
    }
    if (a.linearLayers > 0)
        return 4.0 * h * a.linearNumHeads * a.linearHeadDim;
    return 0;
}

/// The MLPs' parameters, dense and expert; with experts, also the routed
/// experts' (count.routed) and those a token is not sent to (returned).
double mlpParameters(ConfigFields &f, HybridFamily hybrid, int layers, double h,
                     ParameterCount &count, double &idleExperts)
{
    // Gated MLPs have three matrices, relu2 MLPs (Nemotron-H) two.
    const QString act = f.has(QStringLiteral("mlp_hidden_act"))
                            ? f.string(QStringLiteral("mlp_hidden_act"))
                            : f.string(QStringLiteral("hidden_act"));
    const double matrices = act == QLatin1String("relu2") ? 2 : 3;

    const int experts =
        f.integerOr(QStringLiteral("n_routed_experts"),
                    f.integerOr(QStringLiteral("num_experts"),
                                f.integerOr(QStringLiteral("num_local_experts"), 0)));
    const double intermediate = f.integerOr(QStringLiteral("intermediate_size"), 0);
    // Llama 4 gives its dense layers their own width.
    const double denseIntermediate =
        f.integerOr(QStringLiteral("intermediate_size_mlp"), int(intermediate));
    if (experts <= 0) {
        const double denseLayers =
            hybrid == HybridFamily::NemotronH
                ? double(
                      f.string(QStringLiteral("hybrid_override_pattern")).count(QLatin1Char('-')))
                : double(layers);
        count.dense = denseLayers * matrices * h * intermediate;
        return count.dense;
    }
    const double moeIntermediate =
        f.integerOr(QStringLiteral("moe_intermediate_size"), intermediate);
    const RoutedLayers routed = routedLayers(f, hybrid, layers);
    const int moeLayers = routed.moe, denseLayers = routed.dense;
    double shared = 0;
    if (f.has(QStringLiteral("shared_expert_intermediate_size")))
        shared = f.integer(QStringLiteral("shared_expert_intermediate_size"));
    else if (f.has(QStringLiteral("moe_shared_expert_intermediate_size")))
        shared = f.integer(QStringLiteral("moe_shared_expert_intermediate_size"));
    else if (f.modelType() == QLatin1String("llama4_text"))
        shared = moeIntermediate; // one shared expert in every MoE layer
    else
        shared = f.integerOr(QStringLiteral("n_shared_experts"),
                             f.integerOr(QStringLiteral("num_shared_experts"), 0)) *
                 moeIntermediate; // Kimi-Linear spells it num_shared_experts
    count.dense = denseLayers * matrices * h * denseIntermediate;
    count.shared = moeLayers * matrices * h * shared;
    count.router = double(moeLayers) * h * experts;
    count.routed = double(moeLayers) * experts * matrices * h * moeIntermediate;
    // Kimi-Linear spells it num_experts_per_token.
    const int perToken = f.integerOr(QStringLiteral("num_experts_per_tok"),
                                     f.integerOr(QStringLiteral("num_experts_per_token"), 0));
    const double mlp = count.dense + count.shared + count.router + count.routed;
    if (perToken > 0 && perToken < experts)
        idleExperts = double(moeLayers) * (experts - perToken) * matrices * h * moeIntermediate;
    return mlp;
}

/// Parameters the config implies: embeddings, attention, dense and expert
/// MLPs. An estimate: norms, biases and multi-token-prediction layers are left out.
ParameterCount parameterCount(ConfigFields &f, const AttentionArchitecture &a, HybridFamily hybrid,
                              const std::optional<FalconH1Config> &falcon)
{
    ParameterCount count;
    const double h = f.integer(QStringLiteral("hidden_size"));
    const double vocab = f.integer(QStringLiteral("vocab_size"));
    const bool tied = f.value(QStringLiteral("tie_word_embeddings")).toBool(false);
    count.inputEmbeddings = vocab * h;
    count.embeddings = vocab * h * (tied ? 1 : 2);

    count.attention = a.attentionLayers * attentionParameters(f, a, h);
    count.linear = a.linearLayers * linearParameters(f, a, hybrid, falcon, h);
    double idleExperts = 0; // the routed experts a token is not sent to
    const double mlp = mlpParameters(f, hybrid, a.numHiddenLayers, h, count, idleExperts);
    count.total = count.embeddings + count.attention + count.linear + mlp;
    // Active as OpenAI counts gpt-oss's (its model card): the input
    // embedding is a lookup, not run through.
    count.active = idleExperts > 0 ? count.total - idleExperts - count.inputEmbeddings : 0;
    return count;
}

/// The catalogue reader's own rules, applied to the entry as it would be
/// stored: an import that the user catalogue could not read back is refused
/// here, before `import --save` or the window stores it.
void checkReadable(const CustomCheckpoint &entry)
{
    try {
        const QString file = QStringLiteral("(entry)");
        CatalogueReader::readModel(
            JsonCursor(file, CatalogueEntryWriter::model(entry.model), QStringLiteral("$.model")));
        CatalogueReader::readCheckpoint(
            JsonCursor(file, CatalogueEntryWriter::checkpoint(entry.checkpoint),
                       QStringLiteral("$.checkpoint")));
    } catch (const FormatError &e) {
        throw FormatError(kConfig, QString(),
                          CheckpointImporter::tr("imports as an entry the catalogue cannot read "
                                                 "back (%1: %2)")
                              .arg(e.field(), e.problem()));
    }
}

/// The heads, experts and widths that decide how the model splits over cards.
ModelShape readShape(ConfigFields &f, int layers, HybridFamily hybrid)
{
    ModelShape shape;
    shape.hiddenSize = f.integerOr(QStringLiteral("hidden_size"), 0);
    shape.numAttentionHeads = f.integerOr(QStringLiteral("num_attention_heads"), 0);
    shape.numKeyValueHeads =
        f.integerOr(QStringLiteral("num_key_value_heads"), shape.numAttentionHeads);
    shape.headDim = f.integerOr(QStringLiteral("head_dim"), 0);
    shape.intermediateSize = f.integerOr(QStringLiteral("intermediate_size"), 0);
    shape.nRoutedExperts =
        f.integerOr(QStringLiteral("n_routed_experts"),
                    f.integerOr(QStringLiteral("num_experts"),
                                f.integerOr(QStringLiteral("num_local_experts"), 0)));
    if (shape.nRoutedExperts > 0) {
        // Mixtral and gpt-oss give the expert's width as intermediate_size.
        shape.moeIntermediateSize =
            f.integerOr(QStringLiteral("moe_intermediate_size"), shape.intermediateSize);
        shape.nSharedExperts = f.integerOr(QStringLiteral("n_shared_experts"),
                                           f.integerOr(QStringLiteral("num_shared_experts"), 0));
        shape.numExpertsPerTok =
            f.integerOr(QStringLiteral("num_experts_per_tok"),
                        f.integerOr(QStringLiteral("num_experts_per_token"), 0));
        shape.firstKDenseReplace =
            std::min(layers, f.integerOr(QStringLiteral("first_k_dense_replace"), 0));
        const RoutedLayers routed = routedLayers(f, hybrid, layers);
        if (routed.interleaved)
            shape.moeLayers = routed.moe;
    }
    shape.vocabSize = f.integerOr(QStringLiteral("vocab_size"), 0);
    shape.indexTopk = f.integerOr(QStringLiteral("index_topk"), 0);
    shape.qLoraRank = f.integerOr(QStringLiteral("q_lora_rank"), 0);
    shape.qkNopeHeadDim = f.integerOr(QStringLiteral("qk_nope_head_dim"), 0);
    shape.vHeadDim = f.integerOr(QStringLiteral("v_head_dim"), 0);
    shape.indexNHeads = f.integerOr(QStringLiteral("index_n_heads"), 0);
    shape.numNextnPredictLayers = f.integerOr(QStringLiteral("num_nextn_predict_layers"), 0);
    shape.tieWordEmbeddings = f.value(QStringLiteral("tie_word_embeddings")).toBool(false);
    if (shape.numAttentionHeads > 0 && shape.numKeyValueHeads > 0 &&
        shape.numAttentionHeads % shape.numKeyValueHeads != 0)
        throw FormatError(kConfig, QStringLiteral("$.num_key_value_heads"),
                          CheckpointImporter::tr("%1 KV heads do not divide the %2 attention heads")
                              .arg(shape.numKeyValueHeads)
                              .arg(shape.numAttentionHeads));
    if (shape.numExpertsPerTok > shape.nRoutedExperts)
        throw FormatError(kConfig, QStringLiteral("$.num_experts_per_tok"),
                          CheckpointImporter::tr("%1 experts per token are more than the %2 "
                                                 "routed experts")
                              .arg(shape.numExpertsPerTok)
                              .arg(shape.nRoutedExperts));
    return shape;
}

/// The first whole number of `keys` in `object` within 1 .. `most`, else 0.
double wholeField(const QJsonObject &object, std::initializer_list<const char *> keys, double most)
{
    for (const char *key : keys) {
        const QJsonValue v = object.value(QString::fromLatin1(key));
        if (v.isDouble() && v.toDouble() >= 1 && v.toDouble() <= most &&
            v.toDouble() == std::floor(v.toDouble()))
            return v.toDouble();
    }
    return 0;
}

/// The vision tower's parameters from vision_config: each encoder layer's
/// attention (4 x width^2) and MLP (2 x width x intermediate), in the
/// spellings of Llama 4, Gemma 3 and SigLIP (num_hidden_layers), Qwen-VL
/// (depth) and MoonViT (vt_*). The projector is left out (under 1 %).
double visionParameters(const QJsonObject &root)
{
    const QJsonObject vision = root.value(QStringLiteral("vision_config")).toObject();
    if (vision.isEmpty())
        return 0;
    const double layers =
        wholeField(vision, {"num_hidden_layers", "depth", "vt_num_hidden_layers"}, 1000);
    const double width = wholeField(vision, {"hidden_size", "vt_hidden_size", "embed_dim"}, 65536);
    double inner = wholeField(vision, {"intermediate_size", "vt_intermediate_size"}, 1 << 20);
    if (inner == 0)
        inner = 4 * width; // the usual MLP ratio
    return layers * (4 * width * width + 2 * width * inner);
}

QString formatParameters(double count)
{
    return count >= 1e12 ? QString::number(count / 1e12, 'f', 2) + QStringLiteral("T")
                         : QString::number(count / 1e9, 'f', 1) + QStringLiteral("B");
}

} // namespace

QString CheckpointImporter::provenanceName(Provenance provenance)
{
    switch (provenance) {
    case Provenance::Estimated:
        return QStringLiteral("estimated");
    case Provenance::Entered:
        return QStringLiteral("entered");
    case Provenance::Read:
        break;
    }
    return QStringLiteral("read");
}

bool CheckpointImporter::readsFile(const QString &fileName)
{
    return fileName == kConfig || fileName == kQuantConfig ||
           fileName.endsWith(QLatin1String(".safetensors")) ||
           fileName.endsWith(QLatin1String(".safetensors.index.json"));
}

QString CheckpointImporter::idForDirectory(const QString &directory)
{
    const QString clean = QDir::cleanPath(QFileInfo(directory).absoluteFilePath());
    for (const QString &part : clean.split(QLatin1Char('/'))) {
        if (part.startsWith(QLatin1String("models--"))) {
            // "models--" alone (or "models----x") names no one: no empty id or part.
            const QStringList names = part.mid(8).split(QStringLiteral("--"), Qt::SkipEmptyParts);
            if (!names.isEmpty())
                return names.join(QLatin1Char('/'));
        }
    }
    return QFileInfo(clean).fileName();
}

std::optional<Bytes> CheckpointImporter::weightsOnDisk(const QString &directory)
{
    const QDir dir(directory);
    QByteArray indexData;
    if (CappedFile::readIfPresent(dir.filePath(kIndex), kIndex, CappedFile::kLargeDocument,
                                  indexData)) {
        const JsonCursor root = JsonCursor::fromDocument(kIndex, indexData);
        const JsonCursor total =
            root.field(QStringLiteral("metadata")).field(QStringLiteral("total_size"));
        const double size = total.number();
        // A size is a whole number of bytes: 0.5 is as damaged as 0.
        if (!(size >= 1) || size > kMostWeightBytes || size != std::floor(size))
            total.fail(tr("%1 is not a whole number of bytes from 1 to %2")
                           .arg(size)
                           .arg(kMostWeightBytes));
        return bytes(size);
    }
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.safetensors")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        return std::nullopt;
    double sum = 0;
    for (const QFileInfo &file : files)
        sum += double(file.size());
    return bytes(sum);
}

ImportedCheckpoint CheckpointImporter::importDirectory(const Catalogue &builtIn,
                                                       const QString &directory,
                                                       const Entered &entered, const QString &id)
{
    const QDir dir(directory);
    if (!dir.exists())
        throw FormatError(directory, QString(), tr("no such folder"));
    // A pipe is refused before anything opens it (CappedFile): open() would wait.
    if (!QFileInfo::exists(dir.filePath(kConfig)))
        throw FormatError(kConfig, QString(),
                          tr("cannot be read in %1: no such file").arg(directory));
    const QByteArray configData =
        CappedFile::read(dir.filePath(kConfig), kConfig, CappedFile::kSmallDocument);
    std::optional<QByteArray> quant;
    if (QByteArray data; CappedFile::readIfPresent(dir.filePath(kQuantConfig), kQuantConfig,
                                                   CappedFile::kSmallDocument, data))
        quant = data;
    // Hugging Face writes README.md; copies made by hand may spell it otherwise.
    std::optional<QByteArray> card;
    const QStringList cards = dir.entryList({kModelCard}, QDir::Files | QDir::Readable);
    if (QByteArray data; CappedFile::readIfPresent(dir.filePath(cards.value(0, kModelCard)),
                                                   kModelCard, CappedFile::kSmallDocument, data))
        card = data;
    return importFiles(builtIn, id.isEmpty() ? idForDirectory(directory) : id, configData, quant,
                       weightsOnDisk(directory), entered, card);
}

namespace {

/// What config.json says of the attention and the layers beside it.
struct LayersRead
{
    AttentionArchitecture attention;
    HybridFamily hybrid = HybridFamily::None;
    std::optional<FalconH1Config> falcon;
};

/// An architecture of no family this program knows: refused when its fields
/// describe layers without a key-value cache (Mamba, RWKV, linear attention),
/// never counted as attention; a layer_types list of attention kinds only
/// (full, sliding, chunked) is read, not refused.
void refuseUnreadLayers(const QJsonObject &config, const QString &arch)
{
    QStringList unread = LayerFamilies::unreadLayerFields(config);
    if (unread.contains(QStringLiteral("layer_types")) && LayerFamilies::attentionKindsOnly(config))
        unread.removeAll(QStringLiteral("layer_types"));
    if (!unread.isEmpty())
        throw FormatError(
            kConfig, QStringLiteral("$.architectures"),
            CheckpointImporter::tr("%1 is not a family this program knows, and %2 describe layers "
                                   "it cannot read; refused rather than counted as full attention "
                                   "on every layer")
                .arg(arch.isEmpty() ? CheckpointImporter::tr("(no architectures)") : arch,
                     unread.join(QStringLiteral(", "))));
}

/// A plain decoder of no family this program knows: full attention on every
/// layer (or on the layers the user entered), with a note naming what was assumed.
void notePlainDecoder(ConfigFields &f, const QString &arch, const AttentionArchitecture &a,
                      ImportedCheckpoint &result)
{
    const bool entered = f.entered(QStringLiteral("full_attention_layers"));
    result.provenance.insert(QStringLiteral("architecture"),
                             entered ? Provenance::Entered : Provenance::Estimated);
    const QString name = arch.isEmpty() ? CheckpointImporter::tr("(no architectures)") : arch;
    QStringList assumed;
    if (!f.has(QStringLiteral("num_key_value_heads")))
        assumed.append(CheckpointImporter::tr("num_key_value_heads = num_attention_heads"));
    if (!f.has(QStringLiteral("head_dim")))
        assumed.append(CheckpointImporter::tr("head_dim = hidden_size / num_attention_heads"));
    result.notes.append(
        CheckpointImporter::tr(
            "%1 is not one of the families this program knows; read as a plain decoder: "
            "grouped-query attention with %2 KV heads of %3 on %4 of %5 layers%6. If its "
            "layers differ, give their number with --set full_attention_layers=VALUE.")
            .arg(name)
            .arg(a.numKeyValueHeads)
            .arg(a.headDim)
            .arg(a.attentionLayers)
            .arg(a.numHiddenLayers)
            .arg(assumed.isEmpty() ? QString()
                                   : CheckpointImporter::tr(" (assumed: %1)")
                                         .arg(assumed.join(QStringLiteral(", ")))));
}

/// The attention architecture: its kind and heads, then each family of
/// layers beside attention (LayerFamilies), in this order.
LayersRead readLayers(ConfigFields &f, const JsonCursor &root, const QString &arch,
                      ImportedCheckpoint &result)
{
    LayersRead read;
    AttentionArchitecture &a = read.attention;
    const QString modelType = f.string(QStringLiteral("model_type"));
    a.numHiddenLayers = f.integer(QStringLiteral("num_hidden_layers"));
    const int layers = a.numHiddenLayers;

    const QJsonObject kimiLinear = f.object(QStringLiteral("linear_attn_config"));
    const bool qwenNext =
        modelType == QLatin1String("qwen3_next") || arch == QLatin1String("Qwen3NextForCausalLM");
    const bool latent = LayerFamilies::latentArchitectures().contains(arch) ||
                        f.has(QStringLiteral("kv_lora_rank"));
    read.hybrid = LayerFamilies::hybridFamily(f, arch);
    // Qwen3-Next, Qwen3.5 and Qwen3.6: gated-delta-net layers beside full attention.
    const bool gatedDelta = qwenNext || f.has(QStringLiteral("linear_num_value_heads"));
    const bool knownGqa = LayerFamilies::groupedQueryArchitectures().contains(arch) || gatedDelta ||
                          read.hybrid != HybridFamily::None;
    const bool plain = !latent && !knownGqa && kimiLinear.isEmpty();
    if (plain)
        refuseUnreadLayers(root.object(), arch);
    LayerFamilies::attentionHeads(f, latent, a);
    a.attentionLayers = layers;
    if (plain && f.entered(QStringLiteral("full_attention_layers")))
        a.attentionLayers =
            std::clamp(f.integer(QStringLiteral("full_attention_layers")), 0, layers);
    if (plain)
        notePlainDecoder(f, arch, a, result);

    // Hybrids of attention with Mamba or lightning-attention layers.
    if (read.hybrid != HybridFamily::None)
        LayerFamilies::hybridLayers(f, read.hybrid, layers, a, result.notes);
    read.falcon = LayerFamilies::falconH1(f, root, read.hybrid, layers, a, result.notes);

    // Linear-attention layers with a fixed state.
    if (!kimiLinear.isEmpty())
        LayerFamilies::kimiLinear(
            JsonCursor(kConfig, kimiLinear, QStringLiteral("$.linear_attn_config")), a);
    else if (gatedDelta)
        LayerFamilies::gatedDeltaNet(f, layers, a, result.notes);
    LayerFamilies::sparseIndexer(f, arch, a);
    LayerFamilies::slidingWindow(f, layers, a);
    return read;
}

/// The vision tower apart: its parameters and 16-bit weights, and a note
/// on where they and the encoder's cache go.
void noteVision(double parameters, ImportedCheckpoint &result)
{
    if (!(parameters > 0))
        return;
    result.visionParameters = parameters;
    result.visionWeightsBytes = bytes(parameters * 2.0);
    result.notes.append(
        CheckpointImporter::tr(
            "Vision tower (vision_config): about %1 parameters, %2 GB in 16 bits, not counted "
            "in the model's parameters but in its weights; every card that runs the encoder "
            "holds them. vLLM also reserves an encoder cache for image embeddings "
            "(max_num_encoder_input_tokens, --limit-mm-per-prompt), not sized here.")
            .arg(QString::number(parameters / 1e9, 'f', 2) + QStringLiteral("B"))
            .arg(parameters * 2.0 / 1e9, 0, 'f', 2));
}

/// The parameters a checkpoint stores at the quantised width: the routed
/// experts alone (MXFP4), else every part but the embeddings, less the parts
/// the quantisation config leaves in 16 bits (named in `kept`). A part is
/// left out when a module of it, in any family's naming, is.
double quantisedParameters(const QuantisationConfig &quant, const ParameterCount &counted,
                           QStringList &kept)
{
    if (quant.routedExpertsOnly)
        return counted.routed;
    struct Part
    {
        double parameters;
        QStringList modules; // Hugging Face module names of the part
        QString name;
    };
    const Part parts[] = {
        {counted.attention,
         {QStringLiteral("model.layers.1.self_attn.q_proj"),
          QStringLiteral("model.layers.1.self_attn.o_proj")},
         CheckpointImporter::tr("attention")},
        {counted.linear,
         {QStringLiteral("model.layers.1.linear_attn.out_proj"),
          QStringLiteral("model.layers.1.mixer.in_proj")},
         CheckpointImporter::tr("linear-attention and state-space layers")},
        {counted.dense,
         {QStringLiteral("model.layers.0.mlp.gate_proj"),
          QStringLiteral("model.layers.0.mlp.down_proj")},
         CheckpointImporter::tr("dense MLPs")},
        {counted.shared,
         {QStringLiteral("model.layers.1.mlp.shared_experts.gate_proj"),
          QStringLiteral("model.layers.1.mlp.shared_expert.gate_proj")},
         CheckpointImporter::tr("shared experts")},
        {counted.routed,
         {QStringLiteral("model.layers.1.mlp.experts.0.gate_proj"),
          QStringLiteral("model.layers.1.block_sparse_moe.experts.0.w1")},
         CheckpointImporter::tr("routed experts")},
    };
    // Every part's modules matched at once: each pattern compiled once.
    QStringList modules;
    for (const Part &part : parts)
        modules += part.modules;
    const QList<bool> quantisedModules = quant.quantised(modules);
    double quantised = 0;
    qsizetype next = 0;
    for (const Part &part : parts) {
        const auto first = quantisedModules.cbegin() + next;
        next += part.modules.size();
        const bool all =
            std::all_of(first, quantisedModules.cbegin() + next, [](bool q) { return q; });
        if (all)
            quantised += part.parameters;
        else if (part.parameters > 0)
            kept.append(part.name);
    }
    return quantised;
}

/// The weights: read from the files, else entered, else estimated from the
/// parameter count and the quantisation, each part at its own width; the
/// vision tower in 16 bits.
void readWeights(const std::optional<Bytes> &weights, const CheckpointImporter::Entered &entered,
                 const QuantisationConfig &quant, const ParameterCount &counted,
                 ImportedCheckpoint &result)
{
    QStringList kept; // the parts the quantisation leaves in 16 bits
    const double quantised = quantisedParameters(quant, counted, kept);
    if (quant.known && quant.format != WeightFormat::Bf16 && !kept.isEmpty()) {
        for (const QString &part : std::as_const(kept))
            result.entry.checkpoint.unquantised.append(LocalizedText(part));
        result.notes.append(CheckpointImporter::tr("%1 leaves %2 unquantised: sized at 16 bits, "
                                                   "the rest at the quantised width")
                                .arg(quant.unquantisedField, kept.join(QStringLiteral(", "))));
    }
    if (weights) {
        result.weightsBytes = *weights;
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Read);
    } else if (entered.contains(QStringLiteral("weightsBytes"))) {
        const double entry = entered.value(QStringLiteral("weightsBytes"));
        if (!(entry >= 1 && entry <= kMostWeightBytes)) // also refuses nan
            throw FormatError(QStringLiteral("--set"), QStringLiteral("weightsBytes"),
                              CheckpointImporter::tr("%1 is outside 1 to %2 bytes")
                                  .arg(entry)
                                  .arg(kMostWeightBytes));
        result.weightsBytes = bytes(entry);
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Entered);
    } else if (quant.known) {
        // Embeddings and output layer stay 16-bit in quantised checkpoints.
        result.weightsBytes = bytes((counted.total - quantised + counted.vision) * 2.0 +
                                    quantised * quant.bytesPerParameter);
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Estimated);
    }
}

/// The fields transformers' defaults filled (a note), every field still
/// missing (one MissingFieldsError naming them all) and counts that describe
/// no model; a value the user entered makes the architecture Entered.
void checkComplete(ConfigFields &f, const QString &id, const QString &arch, bool weightsKnown,
                   const AttentionArchitecture &a, const CheckpointImporter::Entered &entered,
                   ImportedCheckpoint &result)
{
    if (!f.defaulted().isEmpty()) {
        QStringList filled;
        for (const QString &key : f.defaulted()) {
            const QJsonValue v = f.value(key);
            filled.append(QStringLiteral("%1 %2").arg(
                key, v.isBool() ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                     : v.isDouble() ? QString::number(v.toDouble())
                                    : v.toString()));
        }
        result.notes.append(
            CheckpointImporter::tr("Not in config.json, filled as transformers does for %1: %2")
                .arg(f.modelType(), filled.join(QStringLiteral(", "))));
    }
    QStringList missing = f.missing();
    if (!weightsKnown)
        missing.append(QStringLiteral("weightsBytes"));
    missing.removeDuplicates();
    if (!missing.isEmpty()) {
        QStringList sets;
        for (const QString &field : std::as_const(missing))
            sets.append(QStringLiteral("--set %1=VALUE").arg(field));
        throw MissingFieldsError(
            kConfig, missing,
            CheckpointImporter::tr("%1 (%2) lacks %3; enter them in the import form or give "
                                   "them on the command line (%4)")
                .arg(id, arch.isEmpty() ? CheckpointImporter::tr("unknown architecture") : arch,
                     missing.join(QStringLiteral(", ")), sets.join(QLatin1Char(' '))));
    }
    if (a.numHiddenLayers < 1 ||
        (!a.linearBesideAttention && a.attentionLayers + a.linearLayers > a.numHiddenLayers) ||
        (a.kind == AttentionKind::GroupedQuery && (a.numKeyValueHeads < 1 || a.headDim < 1)))
        throw FormatError(
            kConfig, QStringLiteral("$.num_hidden_layers"),
            CheckpointImporter::tr("the layer and head counts do not describe a model"));

    for (auto it = entered.begin(); it != entered.end(); ++it)
        if (it.key() != QLatin1String("weightsBytes"))
            result.provenance.insert(QStringLiteral("architecture"), Provenance::Entered);
}

/// The cache per token and fixed state at 16 bits, with where they come from.
void cacheFigures(const AttentionArchitecture &a, const QuantisationConfig &quant,
                  ImportedCheckpoint &result)
{
    const CacheFootprint footprint(a, CacheDtype::Bf16);
    result.cacheBytesPerToken = footprint.perToken();
    result.linearStateBytes = footprint.linearState();
    const Provenance architectureProvenance =
        result.provenance.value(QStringLiteral("architecture"));
    result.provenance.insert(QStringLiteral("cacheBytesPerToken"), architectureProvenance);
    result.provenance.insert(QStringLiteral("linearStateBytes"), architectureProvenance);
    result.provenance.insert(QStringLiteral("weightFormat"),
                             quant.known ? Provenance::Read : Provenance::Estimated);
}

/// The catalogue entries of the model and its checkpoint, the licence aside.
void fillEntries(ConfigFields &f, const QString &id, const LayersRead &read, int maxContext,
                 const ParameterCount &counted, const QuantisationConfig &quant,
                 ImportedCheckpoint &result)
{
    const AttentionArchitecture &a = read.attention;
    ModelFamily &model = result.entry.model;
    model.id = id;
    model.name = id.section(QLatin1Char('/'), -1);
    model.architectures = result.architecture;
    model.parameters = formatParameters(counted.total);
    result.parameterCount = counted.total;
    result.activeParameterCount = counted.active;
    if (counted.active > 0) {
        model.activeParameters = formatParameters(counted.active);
        // Vendors differ: OpenAI leaves the input embedding out, MiniMax the
        // output layer too, Meta counts both; both figures are named.
        result.notes.append(
            CheckpointImporter::tr("Active parameters per token: %1 without the input embedding "
                                   "(as OpenAI counts gpt-oss), %2 with it (as Meta counts "
                                   "Llama 4)")
                .arg(model.activeParameters,
                     formatParameters(counted.active + counted.inputEmbeddings)));
    }
    model.maxContext = std::max(1, maxContext);
    model.attention = a;
    model.shape = readShape(f, a.numHiddenLayers, read.hybrid);
    model.sources.insert(
        QStringLiteral("attention"),
        LocalizedText(
            CheckpointImporter::tr("config.json of %1, imported from local files").arg(id)));

    Checkpoint &c = result.entry.checkpoint;
    c.id = id;
    c.model = id;
    c.publisher = id.contains(QLatin1Char('/')) ? id.section(QLatin1Char('/'), 0, 0)
                                                : CheckpointImporter::tr("local");
    c.size = result.weightsBytes;
    c.format = quant.format;
    c.formatDetail = LocalizedText(quant.detail);
    if (!quant.detailDe.isEmpty())
        c.formatDetail.setTranslation(QStringLiteral("de"), quant.detailDe);
    c.defaultCacheDtype = quant.cacheDtype;
    c.weightBlockSize = quant.blockSize;
    result.weightsFormat = quant.known ? quant.name : quant.detail.toLower();
    c.sources.insert(
        QStringLiteral("size"),
        LocalizedText(
            result.provenance.value(QStringLiteral("weightsBytes")) == Provenance::Read
                ? CheckpointImporter::tr("model.safetensors.index.json or the .safetensors files")
                : CheckpointImporter::tr("estimated: %1 parameters in %2")
                      .arg(model.parameters, quant.detail)));
}

} // namespace

ImportedCheckpoint CheckpointImporter::importFiles(const Catalogue &builtIn, const QString &id,
                                                   const QByteArray &configData,
                                                   const std::optional<QByteArray> &quantConfig,
                                                   std::optional<Bytes> weights,
                                                   const Entered &entered,
                                                   const std::optional<QByteArray> &modelCard)
{
    const JsonCursor root = JsonCursor::fromDocument(kConfig, withoutPythonConstants(configData));
    const QJsonObject config = root.object();
    ConfigFields f(config, entered);

    ImportedCheckpoint result;
    const QJsonArray architectures = config.value(QStringLiteral("architectures")).toArray();
    result.architecture = architectures.isEmpty() ? f.string(QStringLiteral("model_type"))
                                                  : architectures.first().toString();
    result.provenance.insert(QStringLiteral("architecture"), Provenance::Read);
    const QString &arch = result.architecture;
    const LayersRead read = readLayers(f, root, arch, result);

    // Kimi-Linear states its context only as model_max_length.
    const int maxContext = !f.has(QStringLiteral("max_position_embeddings")) &&
                                   f.has(QStringLiteral("model_max_length"))
                               ? f.integer(QStringLiteral("model_max_length"))
                               : f.integer(QStringLiteral("max_position_embeddings"));
    const QuantisationConfig quant = QuantisationConfig::read(config, quantConfig);

    // Weights: read from the files, else estimated from the parameter count.
    ParameterCount counted = parameterCount(f, read.attention, read.hybrid, read.falcon);
    counted.vision = visionParameters(config);
    noteVision(counted.vision, result);
    readWeights(weights, entered, quant, counted, result);
    checkComplete(f, id, arch,
                  weights || quant.known || entered.contains(QStringLiteral("weightsBytes")),
                  read.attention, entered, result);
    cacheFigures(read.attention, quant, result);
    fillEntries(f, id, read, maxContext, counted, quant, result);
    ModelFamily &model = result.entry.model;
    Checkpoint &c = result.entry.checkpoint;

    // The licence as the model card states it, in the catalogue's ids where
    // they match (the user's catalogue adds no licences).
    const ModelCard card = modelCard ? ModelCard::fromReadme(*modelCard) : ModelCard();
    c.licences = card.licenceIds(builtIn);
    if (c.licences.isEmpty()) {
        c.licences = {CheckpointLicences::notStated()};
        model.sources.insert(
            QStringLiteral("licence"),
            LocalizedText(modelCard
                              ? tr("README.md of %1, which names no licence").arg(id)
                              : tr("config.json of %1 without a model card (README.md)").arg(id)));
        if (!card.problem().isEmpty())
            result.notes.append(tr("README.md: %1; no licence read").arg(card.problem()));
        result.notes.append(modelCard ? tr("The model card (README.md) names no licence: the "
                                           "licence is not stated. Check it before offering "
                                           "the model.")
                                      : tr("No model card (README.md) beside config.json: the "
                                           "licence is not stated. Check it on the model card "
                                           "before offering the model."));
    } else {
        result.provenance.insert(QStringLiteral("licence"), Provenance::Read);
        model.sources.insert(
            QStringLiteral("licence"),
            LocalizedText(card.licenceLink().isEmpty()
                              ? tr("README.md of %1").arg(id)
                              : tr("README.md of %1, %2").arg(id, card.licenceLink())));
        for (const QString &licence : std::as_const(c.licences))
            if (!builtIn.licence(licence))
                result.notes.append(
                    tr("The model card names the licence %1, which the catalogue does not "
                       "describe: read it on the model card before offering the model.")
                        .arg(licence));
    }
    model.licence = c.licences.first();
    checkReadable(result.entry);
    return result;
}

QJsonObject CheckpointImporter::toJson(const ImportedCheckpoint &imported,
                                       const Catalogue &catalogue)
{
    QJsonObject provenance;
    for (auto it = imported.provenance.begin(); it != imported.provenance.end(); ++it)
        provenance.insert(it.key(), provenanceName(it.value()));
    const AttentionArchitecture &a = imported.entry.model.attention;
    // Each licence with the name the window shows, and whether the catalogue describes it.
    QJsonArray licences;
    for (const QString &id :
         CheckpointLicences::ids(&imported.entry.model, imported.entry.checkpoint))
        licences.append(
            QJsonObject{{QStringLiteral("id"), id},
                        {QStringLiteral("name"), CheckpointLicences::name(catalogue, id)},
                        {QStringLiteral("inCatalogue"), catalogue.licence(id) != nullptr}});
    return QJsonObject{
        {QStringLiteral("id"), imported.entry.checkpoint.id},
        {QStringLiteral("architecture"), imported.architecture},
        {QStringLiteral("attention"),
         a.kind == AttentionKind::LatentMla ? QStringLiteral("mla") : QStringLiteral("gqa")},
        {QStringLiteral("cacheBytesPerToken"), inBytes(imported.cacheBytesPerToken)},
        {QStringLiteral("linearStateBytes"), inBytes(imported.linearStateBytes)},
        {QStringLiteral("weightsBytes"), inBytes(imported.weightsBytes)},
        {QStringLiteral("visionParameters"), imported.visionParameters},
        {QStringLiteral("visionWeightsBytes"), inBytes(imported.visionWeightsBytes)},
        {QStringLiteral("weightFormat"),
         imported.weightsFormat.isEmpty()
             ? CatalogueEntryWriter::weightFormatName(imported.entry.checkpoint.format)
             : imported.weightsFormat},
        {QStringLiteral("slidingWindowLayers"), a.slidingWindowLayers},
        {QStringLiteral("slidingWindow"), a.slidingWindow},
        {QStringLiteral("licences"), licences},
        {QStringLiteral("provenance"), provenance},
        {QStringLiteral("notes"), QJsonArray::fromStringList(imported.notes)},
        {QStringLiteral("model"), CatalogueEntryWriter::model(imported.entry.model)},
        {QStringLiteral("checkpoint"),
         CatalogueEntryWriter::checkpoint(imported.entry.checkpoint)}};
}

} // namespace llmconf
