// SPDX-License-Identifier: MIT
#include "configfields_p.h"

#include "formaterror.h"

#include <cmath>

namespace llmconf {

QJsonValue ConfigFields::value(const QString &key) const
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

QString ConfigFields::textConfigKey(const QJsonObject &root)
{
    for (const char *key : {"text_config", "language_config", "llm_config"}) {
        const QString name = QString::fromLatin1(key);
        if (root.value(name).isObject() && !root.value(name).toObject().isEmpty())
            return name;
    }
    return QString();
}

QString ConfigFields::modelType() const
{
    const QJsonValue t = m_text.value(QStringLiteral("model_type"));
    return t.isString() ? t.toString() : m_root.value(QStringLiteral("model_type")).toString();
}

const QHash<QString, QJsonObject> &ConfigFields::defaults()
{
    // The keyword defaults of transformers' configuration classes
    // (src/transformers/models/<type>/configuration_<type>.py): GemmaConfig,
    // Gemma2Config and Gemma3TextConfig tie the embeddings and use heads of
    // 256; Phi3Config keeps Phi-3-mini's vocabulary and context.
    const auto gemma = [](int vocab, int context) {
        return QJsonObject{{QStringLiteral("vocab_size"), vocab},
                           {QStringLiteral("max_position_embeddings"), context},
                           {QStringLiteral("head_dim"), 256},
                           {QStringLiteral("tie_word_embeddings"), true}};
    };
    const auto sized = [](int vocab, int context) {
        return QJsonObject{{QStringLiteral("vocab_size"), vocab},
                           {QStringLiteral("max_position_embeddings"), context}};
    };
    static const QHash<QString, QJsonObject> table = [&] {
        QHash<QString, QJsonObject> t{
            {QStringLiteral("gemma"), gemma(256000, 8192)},
            {QStringLiteral("gemma2"), gemma(256000, 8192)},
            {QStringLiteral("gemma3_text"), gemma(262208, 131072)},
            {QStringLiteral("llama"), sized(32000, 2048)},
            {QStringLiteral("mistral"), sized(32000, 4096 * 32)},
            {QStringLiteral("mixtral"), sized(32000, 4096 * 32)},
            {QStringLiteral("phi3"), sized(32064, 4096)},
            {QStringLiteral("qwen2"), sized(151936, 32768)},
            {QStringLiteral("qwen3"), sized(151936, 32768)},
            {QStringLiteral("qwen3_moe"), sized(151936, 32768)},
            {QStringLiteral("deepseek_v3"), sized(129280, 4096)},
            {QStringLiteral("glm4_moe"), sized(151552, 131072)},
            {QStringLiteral("gpt_oss"), sized(201088, 131072)},
            {QStringLiteral("nemotron_h"), sized(131072, 4096)},
            {QStringLiteral("jamba"), sized(65536, 262144)},
        };
        // Qwen3.5 and Qwen3.6 (Qwen3_5TextConfig, which Qwen3_5MoeTextConfig
        // extends): a full-attention layer every 4th, gated-delta-net heads
        // of 128 (16 key, 32 value heads, kernel 4), its state in float32.
        for (const char *type : {"qwen3_5_text", "qwen3_5_moe_text"})
            t.insert(QString::fromLatin1(type),
                     QJsonObject{{QStringLiteral("vocab_size"), 248320},
                                 {QStringLiteral("max_position_embeddings"), 32768},
                                 {QStringLiteral("head_dim"), 256},
                                 {QStringLiteral("full_attention_interval"), 4},
                                 {QStringLiteral("linear_conv_kernel_dim"), 4},
                                 {QStringLiteral("linear_key_head_dim"), 128},
                                 {QStringLiteral("linear_value_head_dim"), 128},
                                 {QStringLiteral("linear_num_key_heads"), 16},
                                 {QStringLiteral("linear_num_value_heads"), 32},
                                 {QStringLiteral("mamba_ssm_dtype"), QStringLiteral("float32")}});
        // Gemma 2 alternates sliding and full layers (Gemma2Config's
        // layer_types: sliding where (i + 1) % 2); Gemma 3 has five local
        // layers to one global.
        t[QStringLiteral("gemma2")].insert(QStringLiteral("sliding_window_pattern"), 2);
        t[QStringLiteral("gemma3_text")].insert(QStringLiteral("sliding_window_pattern"), 6);
        return t;
    }();
    return table;
}

std::pair<int, int> ConfigFields::range(const QString &key)
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
        {QStringLiteral("index_n_heads"), {0, 4096}},
        {QStringLiteral("num_nextn_predict_layers"), {0, 64}},
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

int ConfigFields::integer(const QString &key)
{
    const std::pair<int, int> limits = range(key);
    const int minimum = limits.first; // not a structured binding: lambdas capture it
    const int maximum = limits.second;
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
            throw outside(QStringLiteral("config.json"), QStringLiteral("$.") + key, n);
        return int(n);
    }
    if (!v.isUndefined())
        throw FormatError(QStringLiteral("config.json"), QStringLiteral("$.") + key,
                          CheckpointImporter::tr("expected a whole number"));
    m_missing.append(key);
    return 0;
}

} // namespace llmconf
