// SPDX-License-Identifier: MIT
// Test support: the config.json files of public checkpoints in tests/data/hf
// (provenance in tests/data/README.md), and a small dense config to carry a
// quantization_config. The test target defines LLMCONF_TEST_DATA.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <gtest/gtest.h>

namespace llmconf::test {

/// tests/data/hf/<name>: a checkpoint's folder.
inline QString hf(const char *name)
{
    return QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(name);
}

/// The config.json of tests/data/hf/<folder>.
inline QByteArray readConfig(const char *folder)
{
    QFile f(hf(folder) + QStringLiteral("/config.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << folder;
    return f.readAll();
}

/// A dense config with `quantisation` as its quantization_config.
inline QByteArray withQuantisation(const QByteArray &quantisation)
{
    return R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "num_hidden_layers": 2, "hidden_size": 256, "num_attention_heads": 4,
        "num_key_value_heads": 2, "intermediate_size": 512, "vocab_size": 1000,
        "max_position_embeddings": 4096, "quantization_config": )" +
           quantisation + "}";
}

/// vllm-ascend's COMPRESSED_TENSORS_W8A8_CONFIG (see tests/data/README.md),
/// Python literals written as JSON: int8 weights per channel, int8 tokens.
inline QByteArray compressedTensorsW8a8()
{
    return R"({
    "config_groups": {"group_0": {"format": "int-quantized",
        "input_activations": {"dynamic": true, "num_bits": 8, "strategy": "token",
                              "symmetric": true, "type": "int"},
        "targets": ["Linear"],
        "weights": {"dynamic": false, "group_size": null, "num_bits": 8,
                    "strategy": "channel", "symmetric": true, "type": "int"}}},
    "format": "int-quantized", "quant_method": "compressed-tensors"})";
}

} // namespace llmconf::test
