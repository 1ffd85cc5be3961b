// SPDX-License-Identifier: MIT
#include "checkpointimporter.h"

#include "cachefootprint.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "checkpointlicences.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "missingfieldserror.h"
#include "modelcard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace llmconf {

namespace {

const QString kConfig = QStringLiteral("config.json");
const QString kQuantConfig = QStringLiteral("hf_quant_config.json");
const QString kIndex = QStringLiteral("model.safetensors.index.json");
const QString kModelCard = QStringLiteral("README.md");

/// config.json as the importer sees it: the text model's fields first
/// (multimodal configs keep them under text_config), then the top level,
/// then what the user entered. Every field asked for and not found is
/// remembered, so that one error names all of them.
class ConfigFields
{
public:
    ConfigFields(const QJsonObject &root, const CheckpointImporter::Entered &entered)
        : m_root(root), m_text(root.value(QStringLiteral("text_config")).toObject()),
          m_entered(entered)
    {
    }

    QJsonValue value(const QString &key) const
    {
        if (m_text.contains(key) && !m_text.value(key).isNull())
            return m_text.value(key);
        if (m_root.contains(key) && !m_root.value(key).isNull())
            return m_root.value(key);
        return QJsonValue(QJsonValue::Undefined);
    }
    bool has(const QString &key) const
    {
        return m_entered.contains(key) || !value(key).isUndefined();
    }
    bool entered(const QString &key) const { return m_entered.contains(key); }

    /// A whole number, or 0 and noted as missing.
    int integer(const QString &key)
    {
        if (m_entered.contains(key))
            return int(m_entered.value(key));
        const QJsonValue v = value(key);
        if (v.isDouble() && v.toDouble() == std::floor(v.toDouble()) && v.toDouble() >= 0)
            return int(v.toDouble());
        if (!v.isUndefined())
            throw FormatError(kConfig, QStringLiteral("$.") + key,
                              CheckpointImporter::tr("expected a whole number"));
        m_missing.append(key);
        return 0;
    }
    int integerOr(const QString &key, int fallback) { return has(key) ? integer(key) : fallback; }
    QString string(const QString &key) const { return value(key).toString(); }
    QJsonObject object(const QString &key) const { return value(key).toObject(); }
    QJsonArray array(const QString &key) const { return value(key).toArray(); }

    const QStringList &missing() const { return m_missing; }

private:
    QJsonObject m_root;
    QJsonObject m_text;
    const CheckpointImporter::Entered &m_entered;
    QStringList m_missing;
};

// Architectures whose full-attention layers are grouped-query (or
// multi-head) attention with the standard config fields.
const QSet<QString> &groupedQueryArchitectures()
{
    static const QSet<QString> names{
        QStringLiteral("LlamaForCausalLM"),
        QStringLiteral("MistralForCausalLM"),
        QStringLiteral("MixtralForCausalLM"),
        QStringLiteral("Mistral3ForConditionalGeneration"),
        QStringLiteral("Qwen2ForCausalLM"),
        QStringLiteral("Qwen2MoeForCausalLM"),
        QStringLiteral("Qwen3ForCausalLM"),
        QStringLiteral("Qwen3MoeForCausalLM"),
        QStringLiteral("Qwen2_5_VLForConditionalGeneration"),
        QStringLiteral("Qwen3VLForConditionalGeneration"),
        QStringLiteral("Qwen3VLMoeForConditionalGeneration"),
        QStringLiteral("Glm4MoeForCausalLM"),
        QStringLiteral("GptOssForCausalLM"),
        QStringLiteral("Gemma2ForCausalLM"),
        QStringLiteral("Gemma3ForCausalLM"),
        QStringLiteral("Gemma3ForConditionalGeneration"),
        QStringLiteral("Llama4ForConditionalGeneration"),
    };
    return names;
}

const QSet<QString> &latentArchitectures()
{
    static const QSet<QString> names{
        QStringLiteral("DeepseekV2ForCausalLM"),          QStringLiteral("DeepseekV3ForCausalLM"),
        QStringLiteral("DeepseekV32ForCausalLM"),         QStringLiteral("Glm4MoeLiteForCausalLM"),
        QStringLiteral("GlmMoeDsaForCausalLM"),           QStringLiteral("KimiLinearForCausalLM"),
        QStringLiteral("KimiK25ForConditionalGeneration")};
    return names;
}

// Sparse-attention (DSA) models: an indexer key on every layer.
bool hasSparseIndexer(const QString &architecture)
{
    return architecture == QLatin1String("DeepseekV32ForCausalLM") ||
           architecture == QLatin1String("GlmMoeDsaForCausalLM");
}

struct Quantisation
{
    WeightFormat format = WeightFormat::Bf16;
    bool known = true;
    QString detail = QStringLiteral("BF16");
    QString cacheDtype = QStringLiteral("bf16");
    double bytesPerParameter = 2.0;
};

Quantisation readQuantisation(const QJsonObject &config, const std::optional<QByteArray> &quantFile)
{
    Quantisation q;
    QString algo;
    QString kvAlgo;
    if (quantFile) {
        const JsonCursor root = JsonCursor::fromDocument(kQuantConfig, *quantFile);
        const JsonCursor quant = root.field(QStringLiteral("quantization"));
        algo = quant.field(QStringLiteral("quant_algo")).string().toUpper();
        kvAlgo = quant.stringOr(QStringLiteral("kv_cache_quant_algo"), QString()).toUpper();
    } else if (config.contains(QStringLiteral("quantization_config"))) {
        const QJsonObject qc = config.value(QStringLiteral("quantization_config")).toObject();
        const QString method = qc.value(QStringLiteral("quant_method")).toString().toLower();
        if (method == QLatin1String("fp8"))
            algo = QStringLiteral("FP8");
        else if (method == QLatin1String("modelopt"))
            algo = qc.value(QStringLiteral("quant_algo")).toString().toUpper();
        else if (method == QLatin1String("compressed-tensors")) {
            const QString format = qc.value(QStringLiteral("format")).toString();
            algo = format.contains(QLatin1String("nvfp4"))             ? QStringLiteral("NVFP4")
                   : format.contains(QLatin1String("float-quantized")) ? QStringLiteral("FP8")
                                                                       : format;
        } else
            algo = method;
        kvAlgo = qc.value(QStringLiteral("kv_cache_quant_algo")).toString().toUpper();
    }
    if (algo.isEmpty() || algo == QLatin1String("NONE")) {
        // No quantisation: the weights are in the model's 16-bit dtype.
    } else if (algo == QLatin1String("NVFP4")) {
        q.format = WeightFormat::Nvfp4;
        q.detail = QStringLiteral("NVFP4, blocks of 16");
        q.bytesPerParameter = 0.5 + 1.0 / 16.0; // 4 bits plus one FP8 scale per 16 values
    } else if (algo == QLatin1String("FP8") || algo.startsWith(QLatin1String("FP8_"))) {
        q.format = WeightFormat::Fp8BlockScaled;
        q.detail = QStringLiteral("FP8 with block scales");
        q.bytesPerParameter = 1.0 + 4.0 / (128.0 * 128.0); // one FP32 scale per 128x128 block
    } else {
        q.known = false;
        q.detail = algo;
    }
    if (kvAlgo == QLatin1String("FP8"))
        q.cacheDtype = QStringLiteral("fp8");
    return q;
}

/// Parameters the config implies: embeddings, attention, dense and expert
/// MLPs. An estimate: norms, biases and multi-token-prediction layers are left out.
double parameterCount(ConfigFields &f, const AttentionArchitecture &a, double &embeddingParameters)
{
    const double h = f.integer(QStringLiteral("hidden_size"));
    const double vocab = f.integer(QStringLiteral("vocab_size"));
    const bool tied = f.value(QStringLiteral("tie_word_embeddings")).toBool(false);
    embeddingParameters = vocab * h * (tied ? 1 : 2);

    const double heads = f.integerOr(QStringLiteral("num_attention_heads"), 0);
    double attention = 0;
    if (a.kind == AttentionKind::GroupedQuery) {
        attention = h * heads * a.headDim * 2 + 2 * h * a.numKeyValueHeads * a.headDim;
    } else {
        const double nope = f.integerOr(QStringLiteral("qk_nope_head_dim"), 0);
        const double vHead = f.integerOr(QStringLiteral("v_head_dim"), 0);
        const double qLora = f.integerOr(QStringLiteral("q_lora_rank"), 0);
        const double qk = nope + a.qkRopeHeadDim;
        attention = (qLora > 0 ? h * qLora + qLora * heads * qk : h * heads * qk) +
                    h * (a.kvLoraRank + a.qkRopeHeadDim) + a.kvLoraRank * heads * (nope + vHead) +
                    heads * vHead * h;
    }
    // Linear-attention layers: projections of the same order as attention.
    const double linear = a.linearLayers > 0 ? 4.0 * h * a.linearNumHeads * a.linearHeadDim : 0.0;

    const int layers = a.numHiddenLayers;
    const int experts =
        f.integerOr(QStringLiteral("n_routed_experts"),
                    f.integerOr(QStringLiteral("num_experts"),
                                f.integerOr(QStringLiteral("num_local_experts"), 0)));
    const double intermediate = f.integerOr(QStringLiteral("intermediate_size"), 0);
    double mlp = 0;
    if (experts > 0) {
        const double moeIntermediate =
            f.integerOr(QStringLiteral("moe_intermediate_size"), intermediate);
        const int dense = std::min(layers, f.integerOr(QStringLiteral("first_k_dense_replace"), 0));
        const double shared =
            f.has(QStringLiteral("shared_expert_intermediate_size"))
                ? f.integer(QStringLiteral("shared_expert_intermediate_size"))
                : f.integerOr(QStringLiteral("n_shared_experts"),
                              f.integerOr(QStringLiteral("num_shared_experts"), 0)) *
                      moeIntermediate; // Kimi-Linear spells it num_shared_experts
        mlp = dense * 3 * h * intermediate +
              (layers - dense) * (3 * h * moeIntermediate * experts + 3 * h * shared + h * experts);
    } else {
        mlp = layers * 3 * h * intermediate;
    }
    return embeddingParameters + a.attentionLayers * attention + a.linearLayers * linear + mlp;
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
    QFile index(dir.filePath(kIndex));
    if (index.open(QIODevice::ReadOnly)) {
        const JsonCursor root = JsonCursor::fromDocument(kIndex, index.readAll());
        const JsonCursor total =
            root.field(QStringLiteral("metadata")).field(QStringLiteral("total_size"));
        const double size = total.number();
        if (!(size > 0))
            total.fail(tr("must be more than zero"));
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

ImportedCheckpoint CheckpointImporter::importDirectory(const QString &directory,
                                                       const Entered &entered, const QString &id)
{
    const QDir dir(directory);
    if (!dir.exists())
        throw FormatError(directory, QString(), tr("no such folder"));
    QFile config(dir.filePath(kConfig));
    if (!config.open(QIODevice::ReadOnly))
        throw FormatError(kConfig, QString(),
                          tr("cannot be read in %1: %2").arg(directory, config.errorString()));
    std::optional<QByteArray> quant;
    QFile quantFile(dir.filePath(kQuantConfig));
    if (quantFile.open(QIODevice::ReadOnly))
        quant = quantFile.readAll();
    // Hugging Face writes README.md; copies made by hand may spell it otherwise.
    std::optional<QByteArray> card;
    const QStringList cards = dir.entryList({kModelCard}, QDir::Files | QDir::Readable);
    QFile cardFile(dir.filePath(cards.value(0, kModelCard)));
    if (cardFile.open(QIODevice::ReadOnly))
        card = cardFile.readAll();
    return importFiles(id.isEmpty() ? idForDirectory(directory) : id, config.readAll(), quant,
                       weightsOnDisk(directory), entered, card);
}

ImportedCheckpoint CheckpointImporter::importFiles(const QString &id, const QByteArray &configData,
                                                   const std::optional<QByteArray> &quantConfig,
                                                   std::optional<Bytes> weights,
                                                   const Entered &entered,
                                                   const std::optional<QByteArray> &modelCard)
{
    const JsonCursor root = JsonCursor::fromDocument(kConfig, configData);
    const QJsonObject config = root.object();
    ConfigFields f(config, entered);

    ImportedCheckpoint result;
    const QJsonArray architectures = config.value(QStringLiteral("architectures")).toArray();
    result.architecture = architectures.isEmpty() ? f.string(QStringLiteral("model_type"))
                                                  : architectures.first().toString();
    result.provenance.insert(QStringLiteral("architecture"), Provenance::Read);
    const QString &arch = result.architecture;
    const QString modelType = f.string(QStringLiteral("model_type"));

    AttentionArchitecture a;
    a.numHiddenLayers = f.integer(QStringLiteral("num_hidden_layers"));
    const int layers = a.numHiddenLayers;

    const QJsonObject kimiLinear = f.object(QStringLiteral("linear_attn_config"));
    const bool qwenNext =
        modelType == QLatin1String("qwen3_next") || arch == QLatin1String("Qwen3NextForCausalLM");
    const bool latent =
        latentArchitectures().contains(arch) || f.has(QStringLiteral("kv_lora_rank"));
    const bool knownGqa = groupedQueryArchitectures().contains(arch) || qwenNext;
    if (!latent && !knownGqa) {
        result.provenance.insert(QStringLiteral("architecture"), Provenance::Estimated);
        result.notes.append(tr("%1 is not one of the families this program knows; read as "
                               "grouped-query attention from its fields")
                                .arg(arch.isEmpty() ? tr("(no architectures)") : arch));
    }

    if (latent) {
        a.kind = AttentionKind::LatentMla;
        a.kvLoraRank = f.integer(QStringLiteral("kv_lora_rank"));
        a.qkRopeHeadDim = f.integer(QStringLiteral("qk_rope_head_dim"));
    } else {
        a.kind = AttentionKind::GroupedQuery;
        const int heads = f.integer(QStringLiteral("num_attention_heads"));
        a.numKeyValueHeads = f.has(QStringLiteral("num_key_value_heads"))
                                 ? f.integer(QStringLiteral("num_key_value_heads"))
                                 : heads;
        // head_dim may differ from hidden_size / heads (Qwen3, Mistral-Nemo, gpt-oss).
        if (f.has(QStringLiteral("head_dim"))) {
            a.headDim = f.integer(QStringLiteral("head_dim"));
        } else {
            const int hidden = f.integer(QStringLiteral("hidden_size"));
            a.headDim = heads > 0 ? hidden / heads : 0;
        }
    }
    a.attentionLayers = layers;

    // Linear-attention layers with a fixed state.
    if (!kimiLinear.isEmpty()) {
        const JsonCursor lin(kConfig, kimiLinear, QStringLiteral("$.linear_attn_config"));
        a.linearLayers = int(lin.field(QStringLiteral("kda_layers")).array().size());
        a.attentionLayers = int(lin.field(QStringLiteral("full_attn_layers")).array().size());
        a.linearNumHeads = lin.field(QStringLiteral("num_heads")).integer(1, 4096);
        a.linearHeadDim = lin.field(QStringLiteral("head_dim")).integer(1, 4096);
        a.linearStateBytesPerValue = 4; // KDA keeps its recurrent state in FP32 in vLLM
    } else if (qwenNext || f.has(QStringLiteral("linear_num_value_heads"))) {
        const QJsonArray types = f.array(QStringLiteral("layer_types"));
        if (!types.isEmpty()) {
            a.attentionLayers = 0;
            for (const QJsonValue &t : types)
                a.attentionLayers += t.toString() == QLatin1String("full_attention") ? 1 : 0;
        } else {
            const int interval = f.integer(QStringLiteral("full_attention_interval"));
            a.attentionLayers = interval > 0 ? layers / interval : 0;
        }
        a.linearLayers = layers - a.attentionLayers;
        a.linearNumHeads = f.integer(QStringLiteral("linear_num_value_heads"));
        const int keyDim = f.integer(QStringLiteral("linear_key_head_dim"));
        const int valueDim = f.integerOr(QStringLiteral("linear_value_head_dim"), keyDim);
        a.linearHeadDim = keyDim;
        if (valueDim != keyDim)
            result.notes.append(tr("linear_value_head_dim %1 differs from linear_key_head_dim %2; "
                                   "the state is counted as %2 x %2 per head")
                                    .arg(valueDim)
                                    .arg(keyDim));
        const QString ssmDtype = f.string(QStringLiteral("mamba_ssm_dtype"));
        a.linearStateBytesPerValue = ssmDtype == QLatin1String("float32") ? 4 : 2;
        result.notes.append(tr("gated-delta-net state counted in %1 without the short "
                               "convolution state")
                                .arg(a.linearStateBytesPerValue == 4 ? QStringLiteral("float32")
                                                                     : QStringLiteral("bfloat16")));
    }

    // Sparse-attention indexer key on every layer (DeepSeek-V3.2, GLM-5).
    if (hasSparseIndexer(arch) || f.has(QStringLiteral("index_head_dim"))) {
        a.indexerLayers = a.attentionLayers;
        a.indexHeadDim = f.integer(QStringLiteral("index_head_dim"));
        a.indexerKeyFormat = IndexerKeyFormat::Fp8WithScale;
    }

    // Sliding-window layers (gpt-oss, Gemma, Mistral): layer_types, a
    // pattern, or every layer when only sliding_window is given.
    const int window = f.value(QStringLiteral("sliding_window")).toInt(0);
    const bool slidingOff = f.value(QStringLiteral("use_sliding_window")).toBool(true) == false;
    if (window > 0 && !slidingOff && a.linearLayers == 0) {
        const QJsonArray types = f.array(QStringLiteral("layer_types"));
        int sliding = 0;
        if (!types.isEmpty()) {
            for (const QJsonValue &t : types)
                sliding += t.toString() == QLatin1String("sliding_attention") ? 1 : 0;
        } else if (f.has(QStringLiteral("sliding_window_pattern"))) {
            const int pattern = f.integer(QStringLiteral("sliding_window_pattern"));
            for (int i = 0; i < layers && pattern > 0; ++i)
                sliding += (i + 1) % pattern != 0 ? 1 : 0;
        } else {
            sliding = a.attentionLayers;
        }
        a.slidingWindowLayers = std::min(sliding, a.attentionLayers);
        a.slidingWindow = a.slidingWindowLayers > 0 ? window : 0;
    }

    // Kimi-Linear states its context only as model_max_length.
    const int maxContext = !f.has(QStringLiteral("max_position_embeddings")) &&
                                   f.has(QStringLiteral("model_max_length"))
                               ? f.integer(QStringLiteral("model_max_length"))
                               : f.integer(QStringLiteral("max_position_embeddings"));
    const Quantisation quant = readQuantisation(config, quantConfig);

    // Weights: read from the files, else estimated from the parameter count.
    double embeddings = 0;
    const double parameters = parameterCount(f, a, embeddings);
    if (weights) {
        result.weightsBytes = *weights;
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Read);
    } else if (entered.contains(QStringLiteral("weightsBytes"))) {
        result.weightsBytes = bytes(entered.value(QStringLiteral("weightsBytes")));
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Entered);
    } else if (quant.known) {
        // Embeddings and output layer stay 16-bit in quantised checkpoints.
        result.weightsBytes =
            bytes(embeddings * 2.0 + (parameters - embeddings) * quant.bytesPerParameter);
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Estimated);
    }

    QStringList missing = f.missing();
    if (!weights && !quant.known && !entered.contains(QStringLiteral("weightsBytes")))
        missing.append(QStringLiteral("weightsBytes"));
    missing.removeDuplicates();
    if (!missing.isEmpty())
        throw MissingFieldsError(kConfig, missing,
                                 tr("%1 (%2) lacks %3; enter them to import it")
                                     .arg(id, arch.isEmpty() ? tr("unknown architecture") : arch,
                                          missing.join(QStringLiteral(", "))));
    if (a.numHiddenLayers < 1 || a.attentionLayers + a.linearLayers > a.numHiddenLayers ||
        (a.kind == AttentionKind::GroupedQuery && (a.numKeyValueHeads < 1 || a.headDim < 1)))
        throw FormatError(kConfig, QStringLiteral("$.num_hidden_layers"),
                          tr("the layer and head counts do not describe a model"));

    for (auto it = entered.begin(); it != entered.end(); ++it)
        if (it.key() != QLatin1String("weightsBytes"))
            result.provenance.insert(QStringLiteral("architecture"), Provenance::Entered);

    const CacheFootprint footprint(a, CacheDtype::Bf16);
    result.cacheBytesPerToken = footprint.perToken();
    result.linearStateBytes = footprint.linearState();
    const Provenance architectureProvenance =
        result.provenance.value(QStringLiteral("architecture"));
    result.provenance.insert(QStringLiteral("cacheBytesPerToken"), architectureProvenance);
    result.provenance.insert(QStringLiteral("linearStateBytes"), architectureProvenance);
    result.provenance.insert(QStringLiteral("weightFormat"),
                             quant.known ? Provenance::Read : Provenance::Estimated);

    ModelFamily &model = result.entry.model;
    model.id = id;
    model.name = id.section(QLatin1Char('/'), -1);
    model.architectures = arch;
    model.parameters = formatParameters(parameters);
    model.maxContext = std::max(1, maxContext);
    model.attention = a;
    model.sources.insert(QStringLiteral("attention"),
                         LocalizedText(tr("config.json of %1, imported from local files").arg(id)));

    Checkpoint &c = result.entry.checkpoint;
    c.id = id;
    c.model = id;
    c.publisher = id.contains(QLatin1Char('/')) ? id.section(QLatin1Char('/'), 0, 0) : tr("local");
    c.size = result.weightsBytes;
    c.format = quant.format;
    c.formatDetail = LocalizedText(quant.detail);
    c.defaultCacheDtype = quant.cacheDtype;
    c.sources.insert(
        QStringLiteral("size"),
        LocalizedText(
            result.provenance.value(QStringLiteral("weightsBytes")) == Provenance::Read
                ? tr("model.safetensors.index.json or the .safetensors files")
                : tr("estimated: %1 parameters in %2").arg(model.parameters, quant.detail)));

    // The licence as the model card states it, in the catalogue's ids where
    // they match (the user's catalogue adds no licences).
    const ModelCard card = modelCard ? ModelCard::fromReadme(*modelCard) : ModelCard();
    c.licences = card.licenceIds(Catalogue::builtIn());
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
            if (!Catalogue::builtIn().licence(licence))
                result.notes.append(
                    tr("The model card names the licence %1, which the catalogue does not "
                       "describe: read it on the model card before offering the model.")
                        .arg(licence));
    }
    model.licence = c.licences.first();
    return result;
}

QJsonObject CheckpointImporter::toJson(const ImportedCheckpoint &imported)
{
    QJsonObject provenance;
    for (auto it = imported.provenance.begin(); it != imported.provenance.end(); ++it)
        provenance.insert(it.key(), provenanceName(it.value()));
    const AttentionArchitecture &a = imported.entry.model.attention;
    // Each licence with the name the window shows, and whether the catalogue describes it.
    QJsonArray licences;
    const Catalogue &catalogue = Catalogue::builtIn();
    for (const QString &id :
         CheckpointLicences::ids(&imported.entry.model, imported.entry.checkpoint))
        licences.append(
            QJsonObject{{QStringLiteral("id"), id},
                        {QStringLiteral("name"), CheckpointLicences::name(catalogue, id)},
                        {QStringLiteral("inCatalogue"), catalogue.licence(id) != nullptr}});
    return QJsonObject{{QStringLiteral("id"), imported.entry.checkpoint.id},
                       {QStringLiteral("architecture"), imported.architecture},
                       {QStringLiteral("attention"), a.kind == AttentionKind::LatentMla
                                                         ? QStringLiteral("mla")
                                                         : QStringLiteral("gqa")},
                       {QStringLiteral("cacheBytesPerToken"), inBytes(imported.cacheBytesPerToken)},
                       {QStringLiteral("linearStateBytes"), inBytes(imported.linearStateBytes)},
                       {QStringLiteral("weightsBytes"), inBytes(imported.weightsBytes)},
                       {QStringLiteral("weightFormat"),
                        CatalogueEntryWriter::weightFormatName(imported.entry.checkpoint.format)},
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
