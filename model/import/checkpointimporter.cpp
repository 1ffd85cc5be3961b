// SPDX-License-Identifier: MIT
#include "checkpointimporter.h"

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

namespace llmconf {

namespace {

const QString kConfig = QStringLiteral("config.json");
const QString kQuantConfig = QStringLiteral("hf_quant_config.json");
const QString kIndex = QStringLiteral("model.safetensors.index.json");
const QString kModelCard = QStringLiteral("README.md");
// A petabyte: a thousand times the largest checkpoints; more is a damaged figure.
constexpr double kMostWeightBytes = 1e15;

/// What the importer accepts of each whole-number field: the catalogue
/// reader's own limits where it has them (CatalogueReader::readModel), else
/// bounds far above any published model, so that the arithmetic on them
/// (parameters, cache per token) stays far from overflow.
std::pair<int, int> fieldRange(const QString &key)
{
    static const QHash<QString, std::pair<int, int>> ranges{
        {QStringLiteral("num_hidden_layers"), {1, 10000}},
        {QStringLiteral("num_attention_heads"), {1, 65536}},
        {QStringLiteral("num_key_value_heads"), {1, 4096}},
        {QStringLiteral("head_dim"), {1, 4096}},
        {QStringLiteral("hidden_size"), {1, 1 << 20}},
        {QStringLiteral("vocab_size"), {1, 1 << 24}},
        {QStringLiteral("kv_lora_rank"), {1, 65536}},
        {QStringLiteral("qk_rope_head_dim"), {0, 4096}},
        {QStringLiteral("qk_nope_head_dim"), {0, 4096}},
        {QStringLiteral("v_head_dim"), {0, 4096}},
        {QStringLiteral("q_lora_rank"), {0, 65536}},
        {QStringLiteral("index_head_dim"), {1, 4096}},
        {QStringLiteral("full_attention_interval"), {1, 10000}},
        {QStringLiteral("linear_num_value_heads"), {1, 4096}},
        {QStringLiteral("linear_key_head_dim"), {1, 4096}},
        {QStringLiteral("linear_value_head_dim"), {1, 4096}},
        {QStringLiteral("sliding_window_pattern"), {0, 10000}},
        {QStringLiteral("max_position_embeddings"), {1, 1 << 30}},
        {QStringLiteral("model_max_length"), {1, 1 << 30}},
        {QStringLiteral("n_routed_experts"), {0, 65536}},
        {QStringLiteral("num_experts"), {0, 65536}},
        {QStringLiteral("num_local_experts"), {0, 65536}},
        {QStringLiteral("n_shared_experts"), {0, 65536}},
        {QStringLiteral("num_shared_experts"), {0, 65536}},
        {QStringLiteral("first_k_dense_replace"), {0, 10000}},
        {QStringLiteral("intermediate_size"), {0, 1 << 24}},
        {QStringLiteral("moe_intermediate_size"), {0, 1 << 24}},
        {QStringLiteral("shared_expert_intermediate_size"), {0, 1 << 24}},
        // Mamba and short-convolution fields: the catalogue's own limits.
        {QStringLiteral("mamba_num_heads"), {1, 4096}},
        {QStringLiteral("mamba_head_dim"), {1, 65536}},
        {QStringLiteral("ssm_state_size"), {1, 1 << 20}},
        {QStringLiteral("mamba_d_state"), {1, 1 << 20}},
        {QStringLiteral("n_groups"), {1, 65536}},
        {QStringLiteral("mamba_expand"), {1, 64}},
        {QStringLiteral("conv_kernel"), {1, 1024}},
        {QStringLiteral("mamba_d_conv"), {1, 1024}},
        {QStringLiteral("linear_conv_kernel_dim"), {1, 1024}},
    };
    return ranges.value(key, {0, 1 << 30});
}

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
        // What transformers fills in when the file leaves it out.
        const QJsonValue fallback = defaults().value(modelType()).value(key);
        if (!fallback.isUndefined()) {
            if (!m_defaulted.contains(key))
                m_defaulted.append(key);
            return fallback;
        }
        return QJsonValue(QJsonValue::Undefined);
    }
    /// The text model's model_type (gemma3_text inside gemma3).
    QString modelType() const
    {
        const QJsonValue t = m_text.value(QStringLiteral("model_type"));
        return t.isString() ? t.toString() : m_root.value(QStringLiteral("model_type")).toString();
    }
    /// Fields taken from transformers' defaults for the model_type.
    const QStringList &defaulted() const { return m_defaulted; }

    /// transformers' defaults of the configuration classes for the fields
    /// real config.json files leave out (configuration_<type>.py).
    static const QHash<QString, QJsonObject> &defaults()
    {
        static const QHash<QString, QJsonObject> table{
            {QStringLiteral("gemma3_text"),
             QJsonObject{{QStringLiteral("vocab_size"), 262208},
                         {QStringLiteral("max_position_embeddings"), 131072},
                         // five local layers to one global
                         {QStringLiteral("sliding_window_pattern"), 6}}},
            {QStringLiteral("gemma2"),
             QJsonObject{{QStringLiteral("vocab_size"), 256000},
                         {QStringLiteral("max_position_embeddings"), 8192}}},
            {QStringLiteral("llama"),
             QJsonObject{{QStringLiteral("vocab_size"), 32000},
                         {QStringLiteral("max_position_embeddings"), 2048}}},
            {QStringLiteral("mistral"),
             QJsonObject{{QStringLiteral("vocab_size"), 32000},
                         {QStringLiteral("max_position_embeddings"), 4096 * 32}}},
            {QStringLiteral("mixtral"),
             QJsonObject{{QStringLiteral("vocab_size"), 32000},
                         {QStringLiteral("max_position_embeddings"), 4096 * 32}}},
            {QStringLiteral("qwen2"),
             QJsonObject{{QStringLiteral("vocab_size"), 151936},
                         {QStringLiteral("max_position_embeddings"), 32768}}},
            {QStringLiteral("qwen3"),
             QJsonObject{{QStringLiteral("vocab_size"), 151936},
                         {QStringLiteral("max_position_embeddings"), 32768}}},
            {QStringLiteral("qwen3_moe"),
             QJsonObject{{QStringLiteral("vocab_size"), 151936},
                         {QStringLiteral("max_position_embeddings"), 32768}}},
            {QStringLiteral("deepseek_v3"),
             QJsonObject{{QStringLiteral("vocab_size"), 129280},
                         {QStringLiteral("max_position_embeddings"), 4096}}},
            {QStringLiteral("glm4_moe"),
             QJsonObject{{QStringLiteral("vocab_size"), 151552},
                         {QStringLiteral("max_position_embeddings"), 131072}}},
            {QStringLiteral("gpt_oss"),
             QJsonObject{{QStringLiteral("vocab_size"), 201088},
                         {QStringLiteral("max_position_embeddings"), 131072}}},
            {QStringLiteral("nemotron_h"),
             QJsonObject{{QStringLiteral("vocab_size"), 131072},
                         {QStringLiteral("max_position_embeddings"), 4096}}},
            {QStringLiteral("jamba"),
             QJsonObject{{QStringLiteral("vocab_size"), 65536},
                         {QStringLiteral("max_position_embeddings"), 262144}}},
        };
        return table;
    }
    bool has(const QString &key) const
    {
        return m_entered.contains(key) || !value(key).isUndefined();
    }
    bool entered(const QString &key) const { return m_entered.contains(key); }

    /// A whole number in the field's range (fieldRange), or 0 and noted as
    /// missing. A value out of range names the field and the range, whether
    /// config.json or --set gave it.
    int integer(const QString &key)
    {
        const std::pair<int, int> range = fieldRange(key);
        const int minimum = range.first; // not a structured binding: lambdas capture it
        const int maximum = range.second;
        const auto outside = [&](const QString &file, const QString &field, double n) {
            return FormatError(
                file, field,
                CheckpointImporter::tr("%1 is outside %2 to %3").arg(n).arg(minimum).arg(maximum));
        };
        if (m_entered.contains(key)) {
            const double n = m_entered.value(key);
            if (!std::isfinite(n) || n != std::floor(n))
                throw FormatError(QStringLiteral("--set"), key,
                                  CheckpointImporter::tr("expected a whole number"));
            if (n < minimum || n > maximum)
                throw outside(QStringLiteral("--set"), key, n);
            return int(n);
        }
        const QJsonValue v = value(key);
        if (v.isDouble() && v.toDouble() == std::floor(v.toDouble())) {
            const double n = v.toDouble();
            if (n < minimum || n > maximum)
                throw outside(kConfig, QStringLiteral("$.") + key, n);
            return int(n);
        }
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
    /// A value only the user can give (nothing in the file states it).
    void requireEntered(const QString &key) { m_missing.append(key); }

private:
    QJsonObject m_root;
    QJsonObject m_text;
    const CheckpointImporter::Entered &m_entered;
    QStringList m_missing;
    mutable QStringList m_defaulted;
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

// Falcon-H1 runs attention and a Mamba-2 mixer side by side in every layer
// (FalconH1Config).
enum class HybridFamily { None, NemotronH, MiniMax, Jamba, FalconH1 };

HybridFamily hybridFamily(const ConfigFields &f, const QString &arch)
{
    const QString type = f.modelType();
    if (arch.startsWith(QLatin1String("NemotronH")) || type == QLatin1String("nemotron_h") ||
        f.has(QStringLiteral("hybrid_override_pattern")))
        return HybridFamily::NemotronH;
    if (arch.startsWith(QLatin1String("MiniMaxM1")) ||
        arch.startsWith(QLatin1String("MiniMaxText01")) || f.has(QStringLiteral("attn_type_list")))
        return HybridFamily::MiniMax;
    if (arch.startsWith(QLatin1String("Jamba")) || type == QLatin1String("jamba"))
        return HybridFamily::Jamba;
    if (FalconH1Config::describes(arch, type))
        return HybridFamily::FalconH1;
    return HybridFamily::None;
}

/// Fields of an unknown config that describe layers without a key-value
/// cache (state-space, recurrent or linear attention).
QStringList unreadLayerFields(const QJsonObject &config)
{
    static const QStringList markers{
        QStringLiteral("mamba"),     QStringLiteral("ssm"),        QStringLiteral("conv_kernel"),
        QStringLiteral("d_conv"),    QStringLiteral("d_state"),    QStringLiteral("attn_type"),
        QStringLiteral("hybrid"),    QStringLiteral("block_type"), QStringLiteral("linear_attn"),
        QStringLiteral("rwkv"),      QStringLiteral("recurrent"),  QStringLiteral("layer_types"),
        QStringLiteral("lru_width"), QStringLiteral("xlstm"),      QStringLiteral("retention")};
    QStringList found;
    const auto scan = [&](const QJsonObject &o) {
        for (auto it = o.begin(); it != o.end(); ++it)
            for (const QString &m : markers)
                if (it.key().contains(m, Qt::CaseInsensitive) && !found.contains(it.key()))
                    found.append(it.key());
    };
    scan(config);
    scan(config.value(QStringLiteral("text_config")).toObject());
    const QString type = config.value(QStringLiteral("model_type")).toString();
    for (const QString &m : markers)
        if (type.contains(m, Qt::CaseInsensitive) && !found.contains(QStringLiteral("model_type")))
            found.append(QStringLiteral("model_type \"%1\"").arg(type));
    return found;
}

/// The bytes of a short convolution's state per layer: the last kernel - 1
/// inputs of `channels` channels in 16 bits. Computed in 64 bits; more than
/// the catalogue holds (1 GiB per layer) names the field that says the kernel.
int convStateBytes(qint64 kernel, qint64 channels, const QString &field)
{
    const qint64 bytes = std::max<qint64>(0, kernel - 1) * std::max<qint64>(0, channels) * 2;
    if (bytes > (qint64(1) << 30))
        throw FormatError(kConfig, field,
                          CheckpointImporter::tr("a convolution state of %1 bytes per layer is "
                                                 "more than any model keeps")
                              .arg(bytes));
    return int(bytes);
}

int stateBytes(const QString &dtype, int fallback)
{
    if (dtype == QLatin1String("float32"))
        return 4;
    if (dtype == QLatin1String("bfloat16") || dtype == QLatin1String("float16"))
        return 2;
    return fallback;
}

/// The layer kinds and fixed state of the hybrid families.
void readHybridLayers(ConfigFields &f, HybridFamily family, int layers, AttentionArchitecture &a,
                      QStringList &notes)
{
    switch (family) {
    case HybridFamily::NemotronH: {
        // hybrid_override_pattern: M = Mamba-2, * = attention, - = MLP, E = experts.
        const QString pattern = f.string(QStringLiteral("hybrid_override_pattern"));
        if (pattern.size() != layers)
            throw FormatError(kConfig, QStringLiteral("$.hybrid_override_pattern"),
                              CheckpointImporter::tr("%1 characters for %2 layers")
                                  .arg(pattern.size())
                                  .arg(layers));
        a.attentionLayers = int(pattern.count(QLatin1Char('*')));
        a.linearLayers = int(pattern.count(QLatin1Char('M')));
        const int heads = f.integer(QStringLiteral("mamba_num_heads"));
        const int headDim = f.integer(QStringLiteral("mamba_head_dim"));
        const int state = f.integer(QStringLiteral("ssm_state_size"));
        const int groups = f.integerOr(QStringLiteral("n_groups"), 1);
        const int kernel = f.integerOr(QStringLiteral("conv_kernel"), 4);
        a.linearNumHeads = heads;
        a.linearHeadDim = headDim;
        a.linearStateDim = state;
        a.linearStateBytesPerValue =
            stateBytes(f.string(QStringLiteral("mamba_ssm_cache_dtype")), 2);
        // Mamba-2's convolution runs over x, B and C: heads x head_dim + 2 x groups x state.
        a.convStateBytesPerLayer =
            convStateBytes(kernel, qint64(heads) * headDim + 2 * qint64(groups) * state,
                           QStringLiteral("$.conv_kernel"));
        if (a.kind == AttentionKind::GroupedQuery && f.has(QStringLiteral("attention_head_dim")))
            a.headDim = f.integer(QStringLiteral("attention_head_dim"));
        notes.append(CheckpointImporter::tr("Nemotron-H: %1 attention and %2 Mamba-2 layers from "
                                            "hybrid_override_pattern; SSM state in %3")
                         .arg(a.attentionLayers)
                         .arg(a.linearLayers)
                         .arg(a.linearStateBytesPerValue == 4 ? QStringLiteral("float32")
                                                              : QStringLiteral("bfloat16")));
        break;
    }
    case HybridFamily::MiniMax: {
        // attn_type_list: 1 softmax attention, 0 lightning (linear) attention,
        // whose state is heads x head_dim x head_dim in the model's 16-bit
        // dtype (vLLM's linear_attention_state_dtype; it refuses float32 for MiniMax).
        const QJsonArray types = f.array(QStringLiteral("attn_type_list"));
        if (types.size() != layers)
            throw FormatError(
                kConfig, QStringLiteral("$.attn_type_list"),
                CheckpointImporter::tr("%1 entries for %2 layers").arg(types.size()).arg(layers));
        int softmax = 0;
        for (const QJsonValue &t : types)
            softmax += t.toInt() == 1 ? 1 : 0;
        a.attentionLayers = softmax;
        a.linearLayers = layers - softmax;
        a.linearNumHeads = f.integer(QStringLiteral("num_attention_heads"));
        a.linearHeadDim = a.headDim;
        a.linearStateBytesPerValue = 2;
        notes.append(CheckpointImporter::tr("MiniMax: %1 softmax and %2 lightning-attention "
                                            "layers from attn_type_list")
                         .arg(a.attentionLayers)
                         .arg(a.linearLayers));
        break;
    }
    case HybridFamily::Jamba: {
        // Attention on layers i with i % attn_layer_period == attn_layer_offset;
        // the others are Mamba (v1): d_inner x d_state state, (d_conv - 1) x d_inner conv.
        const int period = f.integer(QStringLiteral("attn_layer_period"));
        const int offset = f.integer(QStringLiteral("attn_layer_offset"));
        int attention = 0;
        for (int i = 0; i < layers && period > 0; ++i)
            attention += i % period == offset ? 1 : 0;
        a.attentionLayers = attention;
        a.linearLayers = layers - attention;
        const qint64 wide = qint64(f.integerOr(QStringLiteral("mamba_expand"), 2)) *
                            f.integer(QStringLiteral("hidden_size"));
        if (wide > (1 << 20)) // the catalogue's largest state width
            throw FormatError(kConfig, QStringLiteral("$.mamba_expand"),
                              CheckpointImporter::tr("mamba_expand x hidden_size is %1, more "
                                                     "than %2")
                                  .arg(wide)
                                  .arg(1 << 20));
        const int inner = int(wide);
        const int state = f.integerOr(QStringLiteral("mamba_d_state"), 16);
        const int conv = f.integerOr(QStringLiteral("mamba_d_conv"), 4);
        a.linearNumHeads = 1;
        a.linearHeadDim = inner;
        a.linearStateDim = state;
        a.linearStateBytesPerValue =
            stateBytes(f.string(QStringLiteral("mamba_ssm_cache_dtype")), 2);
        a.convStateBytesPerLayer = convStateBytes(conv, inner, QStringLiteral("$.mamba_d_conv"));
        notes.append(CheckpointImporter::tr("Jamba: %1 attention and %2 Mamba layers from "
                                            "attn_layer_period and attn_layer_offset")
                         .arg(a.attentionLayers)
                         .arg(a.linearLayers));
        break;
    }
    case HybridFamily::FalconH1: // read by FalconH1Config
    case HybridFamily::None:
        break;
    }
}

/// The parameters of a model: all of them, those one token runs through
/// (all but the routed experts it is not sent to) and the embeddings'.
struct ParameterCount
{
    double total = 0;
    double active = 0; // 0 for a model without routed experts
    double embeddings = 0;
    double routed = 0; // the routed experts' weights, without the shared ones
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

/// Parameters the config implies: embeddings, attention, dense and expert
/// MLPs. An estimate: norms, biases and multi-token-prediction layers are left out.
ParameterCount parameterCount(ConfigFields &f, const AttentionArchitecture &a, HybridFamily hybrid,
                              const std::optional<FalconH1Config> &falcon)
{
    ParameterCount count;
    double &embeddingParameters = count.embeddings;
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
    // Linear layers: Mamba-2 projects x, z, B, C and dt in and x out, with a
    // short convolution; Mamba (v1) also projects dt and B, C from x; linear
    // attention has projections of the same order as attention.
    double linear = 0;
    if (falcon) {
        linear = falcon->parametersPerLayer();
    } else if (a.linearLayers > 0 && hybrid == HybridFamily::NemotronH) {
        const double inner = double(a.linearNumHeads) * a.linearHeadDim;
        const double groups = f.integerOr(QStringLiteral("n_groups"), 1);
        const double bc = 2 * groups * a.linearStateDim;
        linear = h * (2 * inner + bc + a.linearNumHeads) + inner * h + (inner + bc) * 4;
    } else if (a.linearLayers > 0 && hybrid == HybridFamily::Jamba) {
        const double inner = a.linearHeadDim, state = a.linearStateDim;
        // mamba_dt_rank, or transformers' default ceil(hidden / 16).
        const QJsonValue dtRank = f.value(QStringLiteral("mamba_dt_rank"));
        const double rank = dtRank.isDouble() && dtRank.toDouble() >= 1 && dtRank.toDouble() <= h
                                ? std::floor(dtRank.toDouble())
                                : std::ceil(h / 16.0);
        linear = h * 2 * inner + inner * (rank + 2 * state) + rank * inner + inner * h + inner * 4 +
                 inner * state;
    } else if (a.linearLayers > 0 && hybrid == HybridFamily::MiniMax) {
        // Lightning attention (vLLM's MiniMaxText01LinearAttention): q, k and
        // v, an output gate and the output projection, each hidden x heads x head_dim.
        linear = 5.0 * h * a.linearNumHeads * a.linearHeadDim;
    } else if (a.linearLayers > 0) {
        linear = 4.0 * h * a.linearNumHeads * a.linearHeadDim;
    }

    // Gated MLPs have three matrices, relu2 MLPs (Nemotron-H) two.
    const QString act = f.has(QStringLiteral("mlp_hidden_act"))
                            ? f.string(QStringLiteral("mlp_hidden_act"))
                            : f.string(QStringLiteral("hidden_act"));
    const double matrices = act == QLatin1String("relu2") ? 2 : 3;

    const int layers = a.numHiddenLayers;
    const int experts =
        f.integerOr(QStringLiteral("n_routed_experts"),
                    f.integerOr(QStringLiteral("num_experts"),
                                f.integerOr(QStringLiteral("num_local_experts"), 0)));
    const double intermediate = f.integerOr(QStringLiteral("intermediate_size"), 0);
    // Llama 4 gives its dense layers their own width.
    const double denseIntermediate =
        f.integerOr(QStringLiteral("intermediate_size_mlp"), int(intermediate));
    double mlp = 0;
    double idleExperts = 0; // the routed experts a token is not sent to
    if (experts > 0) {
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
        mlp = denseLayers * matrices * h * denseIntermediate +
              moeLayers *
                  (matrices * h * moeIntermediate * experts + matrices * h * shared + h * experts);
        // Kimi-Linear spells it num_experts_per_token.
        const int perToken = f.integerOr(QStringLiteral("num_experts_per_tok"),
                                         f.integerOr(QStringLiteral("num_experts_per_token"), 0));
        count.routed = double(moeLayers) * experts * matrices * h * moeIntermediate;
        if (perToken > 0 && perToken < experts)
            idleExperts = double(moeLayers) * (experts - perToken) * matrices * h * moeIntermediate;
    } else if (hybrid == HybridFamily::NemotronH) {
        const QString pattern = f.string(QStringLiteral("hybrid_override_pattern"));
        mlp = pattern.count(QLatin1Char('-')) * matrices * h * intermediate;
    } else {
        mlp = layers * matrices * h * intermediate;
    }
    count.total =
        embeddingParameters + a.attentionLayers * attention + a.linearLayers * linear + mlp;
    count.active = idleExperts > 0 ? count.total - idleExperts : 0;
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
        if (!(size > 0) || size > kMostWeightBytes)
            total.fail(tr("%1 is outside 1 to %2 bytes").arg(size).arg(kMostWeightBytes));
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
    if (QFile config(dir.filePath(kConfig)); !config.open(QIODevice::ReadOnly))
        throw FormatError(kConfig, QString(),
                          tr("cannot be read in %1: %2").arg(directory, config.errorString()));
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
    const QString modelType = f.string(QStringLiteral("model_type"));

    AttentionArchitecture a;
    a.numHiddenLayers = f.integer(QStringLiteral("num_hidden_layers"));
    const int layers = a.numHiddenLayers;

    const QJsonObject kimiLinear = f.object(QStringLiteral("linear_attn_config"));
    const bool qwenNext =
        modelType == QLatin1String("qwen3_next") || arch == QLatin1String("Qwen3NextForCausalLM");
    const bool latent =
        latentArchitectures().contains(arch) || f.has(QStringLiteral("kv_lora_rank"));
    const HybridFamily hybrid = hybridFamily(f, arch);
    const bool knownGqa =
        groupedQueryArchitectures().contains(arch) || qwenNext || hybrid != HybridFamily::None;
    if (!latent && !knownGqa) {
        // Layers without a key-value cache (Mamba, RWKV, linear attention)
        // that this program cannot read: refused, never counted as attention.
        const QStringList unread = unreadLayerFields(config);
        if (!unread.isEmpty())
            throw FormatError(kConfig, QStringLiteral("$.architectures"),
                              tr("%1 is not a family this program knows, and %2 describe layers "
                                 "it cannot read; refused rather than counted as full attention "
                                 "on every layer")
                                  .arg(arch.isEmpty() ? tr("(no architectures)") : arch,
                                       unread.join(QStringLiteral(", "))));
        // Otherwise the user confirms in the form how many layers are full attention.
        if (!f.entered(QStringLiteral("full_attention_layers")))
            f.requireEntered(QStringLiteral("full_attention_layers"));
        result.provenance.insert(QStringLiteral("architecture"), Provenance::Estimated);
        result.notes.append(tr("%1 is not one of the families this program knows; its layer "
                               "kinds were confirmed in the form")
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
    if (!latent && !knownGqa && f.entered(QStringLiteral("full_attention_layers")))
        a.attentionLayers =
            std::clamp(f.integer(QStringLiteral("full_attention_layers")), 0, layers);

    // Hybrids of attention with Mamba or lightning-attention layers.
    if (hybrid != HybridFamily::None)
        readHybridLayers(f, hybrid, layers, a, result.notes);
    std::optional<FalconH1Config> falcon;
    const int falconHidden =
        hybrid == HybridFamily::FalconH1 ? f.integer(QStringLiteral("hidden_size")) : 0;
    if (falconHidden > 0 && layers > 0) {
        const QJsonObject text = config.value(QStringLiteral("text_config")).toObject();
        falcon = FalconH1Config::read(
            text.isEmpty() ? root : JsonCursor(kConfig, text, QStringLiteral("$.text_config")),
            falconHidden);
        falcon->applyTo(a);
        result.notes.append(tr("Falcon-H1: attention and a Mamba-2 mixer in each of the %1 "
                               "layers; SSM state in %2")
                                .arg(layers)
                                .arg(a.linearStateBytesPerValue == 4 ? QStringLiteral("float32")
                                                                     : QStringLiteral("bfloat16")));
    }

    // Linear-attention layers with a fixed state.
    if (!kimiLinear.isEmpty()) {
        const JsonCursor lin(kConfig, kimiLinear, QStringLiteral("$.linear_attn_config"));
        a.linearLayers = int(lin.field(QStringLiteral("kda_layers")).array().size());
        a.attentionLayers = int(lin.field(QStringLiteral("full_attn_layers")).array().size());
        a.linearNumHeads = lin.field(QStringLiteral("num_heads")).integer(1, 4096);
        a.linearHeadDim = lin.field(QStringLiteral("head_dim")).integer(1, 4096);
        a.linearStateBytesPerValue = 4; // KDA keeps its recurrent state in FP32 in vLLM
        // The short convolutions of q, k and v keep their last kernel - 1
        // inputs in the model's 16-bit dtype (vLLM's kda_state_shape: conv_dim
        // = num_heads x head_dim + 2 x num_k_heads x head_k_dim, the key
        // heads and width defaulting to the value's).
        const int kernel = lin.integerOr(QStringLiteral("short_conv_kernel_size"), 4, 1, 1024);
        const int keyHeads =
            lin.integerOr(QStringLiteral("num_k_heads"), a.linearNumHeads, 1, 4096);
        const int keyDim = lin.integerOr(QStringLiteral("head_k_dim"), a.linearHeadDim, 1, 4096);
        a.convStateBytesPerLayer = convStateBytes(
            kernel, qint64(a.linearNumHeads) * a.linearHeadDim + 2 * qint64(keyHeads) * keyDim,
            QStringLiteral("$.linear_attn_config.short_conv_kernel_size"));
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
        // Each value head keeps a key_dim x value_dim state.
        a.linearHeadDim = keyDim;
        a.linearStateDim = valueDim != keyDim ? valueDim : 0;
        const QString ssmDtype = f.string(QStringLiteral("mamba_ssm_dtype"));
        a.linearStateBytesPerValue = ssmDtype == QLatin1String("float32") ? 4 : 2;
        // The short convolution keeps its last kernel - 1 inputs of the query,
        // key and value channels, in the model's 16-bit dtype (vLLM's
        // gated-delta-net conv state: (kernel - 1) x (2 x key_dim + value_dim)).
        const int kernel = f.integerOr(QStringLiteral("linear_conv_kernel_dim"), 4);
        const int keyHeads = f.integerOr(QStringLiteral("linear_num_key_heads"), a.linearNumHeads);
        const qint64 channels = 2 * qint64(keyHeads) * keyDim + qint64(a.linearNumHeads) * valueDim;
        a.convStateBytesPerLayer =
            convStateBytes(kernel, channels, QStringLiteral("$.linear_conv_kernel_dim"));
        result.notes.append(tr("gated-delta-net state counted in %1, with the short "
                               "convolution state in bfloat16")
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
    const QuantisationConfig quant = QuantisationConfig::read(config, quantConfig);

    // Weights: read from the files, else estimated from the parameter count.
    const ParameterCount counted = parameterCount(f, a, hybrid, falcon);
    const double parameters = counted.total;
    const double embeddings = counted.embeddings;
    if (weights) {
        result.weightsBytes = *weights;
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Read);
    } else if (entered.contains(QStringLiteral("weightsBytes"))) {
        const double entry = entered.value(QStringLiteral("weightsBytes"));
        if (!(entry >= 1 && entry <= kMostWeightBytes)) // also refuses nan
            throw FormatError(QStringLiteral("--set"), QStringLiteral("weightsBytes"),
                              tr("%1 is outside 1 to %2 bytes").arg(entry).arg(kMostWeightBytes));
        result.weightsBytes = bytes(entry);
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Entered);
    } else if (quant.known) {
        // Embeddings and output layer stay 16-bit in quantised checkpoints;
        // MXFP4 (gpt-oss) quantises the routed experts alone.
        const double quantised = quant.routedExpertsOnly ? counted.routed : parameters - embeddings;
        result.weightsBytes =
            bytes((parameters - quantised) * 2.0 + quantised * quant.bytesPerParameter);
        result.provenance.insert(QStringLiteral("weightsBytes"), Provenance::Estimated);
    }

    if (!f.defaulted().isEmpty()) {
        QStringList filled;
        for (const QString &key : f.defaulted())
            filled.append(QStringLiteral("%1 %2").arg(key).arg(f.value(key).toInt()));
        result.notes.append(tr("Not in config.json, filled as transformers does for %1: %2")
                                .arg(f.modelType(), filled.join(QStringLiteral(", "))));
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
    if (a.numHiddenLayers < 1 ||
        (!a.linearBesideAttention && a.attentionLayers + a.linearLayers > a.numHiddenLayers) ||
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
    if (counted.active > 0)
        model.activeParameters = formatParameters(counted.active);
    model.maxContext = std::max(1, maxContext);
    model.attention = a;
    model.shape = readShape(f, layers, hybrid);
    model.sources.insert(QStringLiteral("attention"),
                         LocalizedText(tr("config.json of %1, imported from local files").arg(id)));

    Checkpoint &c = result.entry.checkpoint;
    c.id = id;
    c.model = id;
    c.publisher = id.contains(QLatin1Char('/')) ? id.section(QLatin1Char('/'), 0, 0) : tr("local");
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
                ? tr("model.safetensors.index.json or the .safetensors files")
                : tr("estimated: %1 parameters in %2").arg(model.parameters, quant.detail)));

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
