// SPDX-License-Identifier: MIT
#include "layerfamilies_p.h"

#include "configfields_p.h"
#include "formaterror.h"
#include "jsoncursor.h"

#include <algorithm>

namespace llmconf {

namespace {
const QString kConfig = QStringLiteral("config.json");
} // namespace

const QSet<QString> &LayerFamilies::groupedQueryArchitectures()
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

const QSet<QString> &LayerFamilies::latentArchitectures()
{
    static const QSet<QString> names{
        QStringLiteral("DeepseekV2ForCausalLM"),          QStringLiteral("DeepseekV3ForCausalLM"),
        QStringLiteral("DeepseekV32ForCausalLM"),         QStringLiteral("Glm4MoeLiteForCausalLM"),
        QStringLiteral("GlmMoeDsaForCausalLM"),           QStringLiteral("KimiLinearForCausalLM"),
        QStringLiteral("KimiK25ForConditionalGeneration")};
    return names;
}

bool LayerFamilies::hasSparseIndexer(const QString &architecture)
{
    return architecture == QLatin1String("DeepseekV32ForCausalLM") ||
           architecture == QLatin1String("GlmMoeDsaForCausalLM");
}

HybridFamily LayerFamilies::hybridFamily(const ConfigFields &f, const QString &arch)
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

QStringList LayerFamilies::unreadLayerFields(const QJsonObject &config)
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
    const QString textKey = ConfigFields::textConfigKey(config);
    if (!textKey.isEmpty())
        scan(config.value(textKey).toObject());
    const QString type = config.value(QStringLiteral("model_type")).toString();
    for (const QString &m : markers)
        if (type.contains(m, Qt::CaseInsensitive) && !found.contains(QStringLiteral("model_type")))
            found.append(QStringLiteral("model_type \"%1\"").arg(type));
    return found;
}

bool LayerFamilies::attentionKindsOnly(const QJsonObject &config)
{
    const QString textKey = ConfigFields::textConfigKey(config);
    const QJsonObject text = textKey.isEmpty() ? config : config.value(textKey).toObject();
    const QJsonArray types = text.value(QStringLiteral("layer_types")).toArray();
    static const QStringList kinds{
        QStringLiteral("full_attention"), QStringLiteral("sliding_attention"),
        QStringLiteral("chunked_attention"), QStringLiteral("attention")};
    return !types.isEmpty() && std::all_of(types.begin(), types.end(), [](const QJsonValue &t) {
        return kinds.contains(t.toString());
    });
}

int LayerFamilies::convStateBytes(qint64 kernel, qint64 channels, const QString &field)
{
    const qint64 bytes = std::max<qint64>(0, kernel - 1) * std::max<qint64>(0, channels) * 2;
    if (bytes > (qint64(1) << 30))
        throw FormatError(kConfig, field,
                          tr("a convolution state of %1 bytes per layer is "
                             "more than any model keeps")
                              .arg(bytes));
    return int(bytes);
}

int LayerFamilies::stateBytes(const QString &dtype, int fallback)
{
    if (dtype == QLatin1String("float32"))
        return 4;
    if (dtype == QLatin1String("bfloat16") || dtype == QLatin1String("float16"))
        return 2;
    return fallback;
}

void LayerFamilies::hybridLayers(ConfigFields &f, HybridFamily family, int layers,
                                 AttentionArchitecture &a, QStringList &notes)
{
    switch (family) {
    case HybridFamily::NemotronH:
        nemotronH(f, layers, a, notes);
        break;
    case HybridFamily::MiniMax:
        miniMax(f, layers, a, notes);
        break;
    case HybridFamily::Jamba:
        jamba(f, layers, a, notes);
        break;
    case HybridFamily::FalconH1: // read by FalconH1Config
    case HybridFamily::None:
        break;
    }
}

void LayerFamilies::nemotronH(ConfigFields &f, int layers, AttentionArchitecture &a,
                              QStringList &notes)
{
    // hybrid_override_pattern: M = Mamba-2, * = attention, - = MLP, E = experts.
    const QString pattern = f.string(QStringLiteral("hybrid_override_pattern"));
    if (pattern.size() != layers)
        throw FormatError(kConfig, QStringLiteral("$.hybrid_override_pattern"),
                          tr("%1 characters for %2 layers").arg(pattern.size()).arg(layers));
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
    a.linearStateBytesPerValue = stateBytes(f.string(QStringLiteral("mamba_ssm_cache_dtype")), 2);
    // Mamba-2's convolution runs over x, B and C: heads x head_dim + 2 x groups x state.
    a.convStateBytesPerLayer =
        convStateBytes(kernel, qint64(heads) * headDim + 2 * qint64(groups) * state,
                       QStringLiteral("$.conv_kernel"));
    if (a.kind == AttentionKind::GroupedQuery && f.has(QStringLiteral("attention_head_dim")))
        a.headDim = f.integer(QStringLiteral("attention_head_dim"));
    notes.append(tr("Nemotron-H: %1 attention and %2 Mamba-2 layers from "
                    "hybrid_override_pattern; SSM state in %3")
                     .arg(a.attentionLayers)
                     .arg(a.linearLayers)
                     .arg(a.linearStateBytesPerValue == 4 ? QStringLiteral("float32")
                                                          : QStringLiteral("bfloat16")));
}

void LayerFamilies::miniMax(ConfigFields &f, int layers, AttentionArchitecture &a,
                            QStringList &notes)
{
    // attn_type_list: 1 softmax attention, 0 lightning (linear) attention,
    // whose state is heads x head_dim x head_dim in the model's 16-bit
    // dtype (vLLM's linear_attention_state_dtype; it refuses float32 for MiniMax).
    const QJsonArray types = f.array(QStringLiteral("attn_type_list"));
    if (types.size() != layers)
        throw FormatError(kConfig, QStringLiteral("$.attn_type_list"),
                          tr("%1 entries for %2 layers").arg(types.size()).arg(layers));
    int softmax = 0;
    for (const QJsonValue &t : types)
        softmax += t.toInt() == 1 ? 1 : 0;
    a.attentionLayers = softmax;
    a.linearLayers = layers - softmax;
    a.linearNumHeads = f.integer(QStringLiteral("num_attention_heads"));
    a.linearHeadDim = a.headDim;
    a.linearStateBytesPerValue = 2;
    notes.append(tr("MiniMax: %1 softmax and %2 lightning-attention "
                    "layers from attn_type_list")
                     .arg(a.attentionLayers)
                     .arg(a.linearLayers));
}

void LayerFamilies::jamba(ConfigFields &f, int layers, AttentionArchitecture &a, QStringList &notes)
{
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
                          tr("mamba_expand x hidden_size is %1, more "
                             "than %2")
                              .arg(wide)
                              .arg(1 << 20));
    const int inner = int(wide);
    const int state = f.integerOr(QStringLiteral("mamba_d_state"), 16);
    const int conv = f.integerOr(QStringLiteral("mamba_d_conv"), 4);
    a.linearNumHeads = 1;
    a.linearHeadDim = inner;
    a.linearStateDim = state;
    a.linearStateBytesPerValue = stateBytes(f.string(QStringLiteral("mamba_ssm_cache_dtype")), 2);
    a.convStateBytesPerLayer = convStateBytes(conv, inner, QStringLiteral("$.mamba_d_conv"));
    notes.append(tr("Jamba: %1 attention and %2 Mamba layers from "
                    "attn_layer_period and attn_layer_offset")
                     .arg(a.attentionLayers)
                     .arg(a.linearLayers));
}

void LayerFamilies::attentionHeads(ConfigFields &f, bool latent, AttentionArchitecture &a)
{
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
}

std::optional<FalconH1Config> LayerFamilies::falconH1(ConfigFields &f, const JsonCursor &root,
                                                      HybridFamily family, int layers,
                                                      AttentionArchitecture &a, QStringList &notes)
{
    std::optional<FalconH1Config> falcon;
    const int falconHidden =
        family == HybridFamily::FalconH1 ? f.integer(QStringLiteral("hidden_size")) : 0;
    if (falconHidden > 0 && layers > 0) {
        falcon = FalconH1Config::read(
            f.textKey().isEmpty()
                ? root
                : JsonCursor(kConfig, f.textObject(), QStringLiteral("$.") + f.textKey()),
            falconHidden);
        falcon->applyTo(a);
        notes.append(tr("Falcon-H1: attention and a Mamba-2 mixer in each of the %1 "
                        "layers; SSM state in %2")
                         .arg(layers)
                         .arg(a.linearStateBytesPerValue == 4 ? QStringLiteral("float32")
                                                              : QStringLiteral("bfloat16")));
    }
    return falcon;
}

void LayerFamilies::kimiLinear(const JsonCursor &lin, AttentionArchitecture &a)
{
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
    const int keyHeads = lin.integerOr(QStringLiteral("num_k_heads"), a.linearNumHeads, 1, 4096);
    const int keyDim = lin.integerOr(QStringLiteral("head_k_dim"), a.linearHeadDim, 1, 4096);
    a.convStateBytesPerLayer = convStateBytes(
        kernel, qint64(a.linearNumHeads) * a.linearHeadDim + 2 * qint64(keyHeads) * keyDim,
        QStringLiteral("$.linear_attn_config.short_conv_kernel_size"));
}

void LayerFamilies::gatedDeltaNet(ConfigFields &f, int layers, AttentionArchitecture &a,
                                  QStringList &notes)
{
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
    notes.append(tr("gated-delta-net state counted in %1, with the short "
                    "convolution state in bfloat16")
                     .arg(a.linearStateBytesPerValue == 4 ? QStringLiteral("float32")
                                                          : QStringLiteral("bfloat16")));
}

void LayerFamilies::sparseIndexer(ConfigFields &f, const QString &arch, AttentionArchitecture &a)
{
    if (hasSparseIndexer(arch) || f.has(QStringLiteral("index_head_dim"))) {
        a.indexerLayers = a.attentionLayers;
        a.indexHeadDim = f.integer(QStringLiteral("index_head_dim"));
        a.indexerKeyFormat = IndexerKeyFormat::Fp8WithScale;
    }
}

void LayerFamilies::slidingWindow(ConfigFields &f, int layers, AttentionArchitecture &a)
{
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
}
} // namespace llmconf
