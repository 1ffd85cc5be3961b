// SPDX-License-Identifier: MIT
// The vLLM-profile basis against real vLLM start-up logs, without
// calibration: each log's card, model, TP, utilisation, max_model_len,
// max_num_batched_tokens, max_num_seqs and dtype are set as the log ran, and
// the predicted "GPU KV cache size" must come within 10 % of the log's.
// Sources and the arithmetic of each case: tests/data/README.md and
// docs/vllm-memory.md.
#include "buildassembler.h"
#include "catalogue.h"
#include "cataloguereader.h"
#include "import/buildcatalogue.h"
#include "import/calibration.h"
#include "import/checkpointimporter.h"
#include "import/startuplogreader.h"
#include "jsoncursor.h"
#include "sizingengine.h"

#include <QFile>

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

namespace {

/// What one log ran with.
struct LogCase
{
    const char *log;
    const char *checkpointId;
    QByteArray config;
    double weightsBytes; // model.safetensors.index.json total_size of the repository
    const char *card;
    int cards; // a board sold only whole holds several copies of TP x PP
    int tp;
    double utilization;
    int maxModelLen;
    int maxBatchedTokens;
    int maxSequences;
};

/// meta-llama/Llama-2-7b-hf config.json (https://huggingface.co/meta-llama/Llama-2-7b-hf,
/// fields as the repository's file has them); total_size 13,476,839,424 bytes.
const QByteArray kLlama2_7b = R"({
  "architectures": ["LlamaForCausalLM"],
  "bos_token_id": 1,
  "eos_token_id": 2,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 11008,
  "max_position_embeddings": 4096,
  "model_type": "llama",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 32,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": null,
  "tie_word_embeddings": false,
  "torch_dtype": "float16",
  "transformers_version": "4.31.0.dev0",
  "use_cache": true,
  "vocab_size": 32000
})";

/// meta-llama/Meta-Llama-3-8B config.json (https://huggingface.co/meta-llama/Meta-Llama-3-8B);
/// total_size 16,060,522,496 bytes, which the log's "model weights take 14.96GiB" matches.
const QByteArray kLlama3_8b = R"({
  "architectures": ["LlamaForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 128000,
  "eos_token_id": 128001,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 8192,
  "model_type": "llama",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": null,
  "rope_theta": 500000.0,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.40.0.dev0",
  "use_cache": true,
  "vocab_size": 128256
})";

/// unsloth/Llama-3.2-3B-Instruct config.json: the fields of
/// https://huggingface.co/meta-llama/Llama-3.2-3B-Instruct, which unsloth
/// copies; total_size 6,425,499,648 bytes (tied embeddings).
const QByteArray kLlama32_3b = R"({
  "architectures": ["LlamaForCausalLM"],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 128000,
  "eos_token_id": [128001, 128008, 128009],
  "head_dim": 128,
  "hidden_act": "silu",
  "hidden_size": 3072,
  "initializer_range": 0.02,
  "intermediate_size": 8192,
  "max_position_embeddings": 131072,
  "mlp_bias": false,
  "model_type": "llama",
  "num_attention_heads": 24,
  "num_hidden_layers": 28,
  "num_key_value_heads": 8,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": {"factor": 32.0, "high_freq_factor": 4.0, "low_freq_factor": 1.0,
                   "original_max_position_embeddings": 8192, "rope_type": "llama3"},
  "rope_theta": 500000.0,
  "tie_word_embeddings": true,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.45.0.dev0",
  "use_cache": true,
  "vocab_size": 128256
})";

/// Qwen/Qwen2.5-7B-Instruct config.json (https://huggingface.co/Qwen/Qwen2.5-7B-Instruct);
/// total_size 15,231,233,024 bytes.
const QByteArray kQwen25_7b = R"({
  "architectures": ["Qwen2ForCausalLM"],
  "attention_dropout": 0.0,
  "bos_token_id": 151643,
  "eos_token_id": 151645,
  "hidden_act": "silu",
  "hidden_size": 3584,
  "initializer_range": 0.02,
  "intermediate_size": 18944,
  "max_position_embeddings": 32768,
  "max_window_layers": 28,
  "model_type": "qwen2",
  "num_attention_heads": 28,
  "num_hidden_layers": 28,
  "num_key_value_heads": 4,
  "rms_norm_eps": 1e-06,
  "rope_theta": 1000000.0,
  "sliding_window": 131072,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.43.1",
  "use_cache": true,
  "use_sliding_window": false,
  "vocab_size": 152064
})";

struct Prediction
{
    Calibration calibration;
    Figures figures;
};

Prediction predict(const LogCase &c)
{
    const ImportedCheckpoint imported = CheckpointImporter::importFiles(
        QString::fromLatin1(c.checkpointId), c.config, std::nullopt, bytes(c.weightsBytes));
    Build carrier;
    carrier.customCheckpoints = {imported.entry};
    // A card the catalogue lacks comes as the user's own, from its card file.
    if (!Catalogue::builtIn().card(QString::fromLatin1(c.card))) {
        QFile file(QStringLiteral(LLMCONF_TEST_DATA "/cards/") + QString::fromLatin1(c.card) +
                   QStringLiteral(".json"));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        carrier.customCards = {
            CatalogueReader::readCard(JsonCursor::fromDocument(file.fileName(), file.readAll()))};
    }
    const Catalogue catalogue = BuildCatalogue::effective(Catalogue::builtIn(), carrier);
    BuildRequest request;
    request.card = QString::fromLatin1(c.card);
    request.cards = c.cards;
    request.checkpoint = QString::fromLatin1(c.checkpointId);
    request.layout.tp = c.tp;
    request.layout.copies = 0;
    request.context = c.maxModelLen;
    request.cacheBasis = CacheBasis::Vllm;
    Build build = BuildAssembler::assemble(request, catalogue);
    build.customCheckpoints = carrier.customCheckpoints;
    build.customCards = carrier.customCards;
    build.utilization = c.utilization;
    build.maxBatchedTokens = c.maxBatchedTokens;
    build.maxSequences = c.maxSequences;
    const StartupLog log = StartupLogReader::readFile(QStringLiteral(LLMCONF_TEST_DATA "/logs/") +
                                                      QString::fromLatin1(c.log));
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    return {Calibration::compare(build, catalogue, log), e.figures};
}

/// The log's cache in tokens: its "GPU KV cache size" (or # GPU blocks x 16),
/// else its available memory in whole blocks of 16 at the model's cache per token.
double measuredTokens(const Calibration &c)
{
    if (c.measured.cacheTokens)
        return double(*c.measured.cacheTokens);
    const double perBlock = 16.0 * c.cachePerTokenPerCard.value();
    return std::floor(c.measured.availableCache->value() / perBlock) * 16.0;
}

double gib(double bytes)
{
    return bytes / (1024.0 * 1024.0 * 1024.0);
}

} // namespace

TEST(VllmProfileLogs, Llama2_7bOnOneA100_80GB)
{
    // vllm-project/vllm#2031 (12 December 2023): Llama-2-7B, TP1, 1x
    // A100-80GB, "# GPU blocks: 7351" -> 7351 x 16 = 117,616 tokens. vLLM of
    // then: utilisation 0.9, max_num_batched_tokens = max(max_model_len 4096,
    // 2048) = 4096, max_num_seqs 256, float16. An A100 SXM is sold on HGX
    // boards of four: four copies of TP1, each card alike.
    const LogCase c{"vllm-2031-llama2-7b-a100.log",
                    "meta-llama/Llama-2-7b-hf",
                    kLlama2_7b,
                    13476839424.0,
                    "a100-80gb",
                    4,
                    1,
                    0.9,
                    4096,
                    4096,
                    256};
    const Prediction p = predict(c);
    const VllmMemoryTerms &t = p.figures.vllm;
    // requested 0.9 x (81,920 MiB - 0.4 GiB the driver keeps) = 71.64 GiB
    EXPECT_NEAR(gib(t.requested.value()), 0.9 * (81920.0 / 1024.0 - 0.4), 1e-9);
    // weights 13,476,839,424 B = 12.55 GiB
    EXPECT_NEAR(gib(t.weights.value()), 13476839424.0 / (1 << 30), 1e-9);
    // forward on 4096 tokens: residual 2 x 4096 x 4096 x 2 + MLP 3 x 4096 x 11008 x 2
    const double forward = 2.0 * 4096 * 4096 * 2 + 3.0 * 4096 * 11008 * 2;
    EXPECT_NEAR(t.forwardPeak.value(), forward, 1.0);
    // sampler: 4096 x 4096 x 2 + 256 x 32000 x 26, smaller than the forward pass
    EXPECT_NEAR(t.samplerPeak.value(), 4096.0 * 4096 * 2 + 256.0 * 32000 * 26, 1.0);
    EXPECT_DOUBLE_EQ(t.activations.value(), forward);
    EXPECT_EQ(t.nccl.value(), 0.0); // one card per copy
    // cache 71.64 - 12.55 - 0.31 - 0.03 = 58.74 GiB at 2 x 32 x 32 x 128 x 2 = 512 KiB a token
    const double cache = t.requested.value() - 13476839424.0 - forward - t.nonTorch.value();
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(p.calibration.predictedTokens, qint64(std::floor(cache / (16 * 524288.0))) * 16);
    EXPECT_EQ(measuredTokens(p.calibration), 117616.0);
    EXPECT_NEAR(double(p.calibration.predictedTokens) / 117616.0, 1.0, 0.10);
}

TEST(VllmProfileLogs, Llama3_8bOnOneH100)
{
    // vllm-project/vllm#10511 (14 December 2024, vLLM 0.6.5's profiling
    // table): Meta-Llama-3-8B, TP1, one H100 (total_gpu_memory 79.22 GiB:
    // the 80 GB HBM3 card), utilisation 0.90, available_kv_cache_memory
    // 53.29 GiB -> 53.29 GiB / 128 KiB a token = 436,544 tokens in blocks of
    // 16. vLLM of then: max_num_batched_tokens = max_model_len 8192 (no
    // chunked prefill below 32K), max_num_seqs 256, bfloat16. Four copies
    // on an HGX board of four, each card alike.
    const LogCase c{"vllm-10511-llama3-8b-h100.log",
                    "meta-llama/Meta-Llama-3-8B",
                    kLlama3_8b,
                    16060522496.0,
                    "h100-sxm",
                    4,
                    1,
                    0.9,
                    8192,
                    8192,
                    256};
    const Prediction p = predict(c);
    const VllmMemoryTerms &t = p.figures.vllm;
    EXPECT_NEAR(gib(t.requested.value()), 0.9 * (81559.0 / 1024.0 - 0.4), 1e-9);
    // forward on 8192 tokens: residual 2 x 8192 x 4096 x 2 + MLP 3 x 8192 x 14336 x 2
    const double forward = 2.0 * 8192 * 4096 * 2 + 3.0 * 8192 * 14336 * 2;
    EXPECT_NEAR(t.forwardPeak.value(), forward, 1.0);
    // sampler: 8192 x 4096 x 2 + 256 x 128,256 x 26 = 0.86 GiB, the larger
    const double sampler = 8192.0 * 4096 * 2 + 256.0 * 128256 * 26;
    EXPECT_NEAR(t.samplerPeak.value(), sampler, 1.0);
    EXPECT_NEAR(t.activations.value(), sampler, 1.0);
    // 2 x 32 layers x 8 KV heads x 128 x 2 bytes = 128 KiB a token
    EXPECT_DOUBLE_EQ(p.calibration.cachePerTokenPerCard.value(), 131072.0);
    const double cache = t.requested.value() - 16060522496.0 - sampler - t.nonTorch.value();
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(p.calibration.predictedTokens, qint64(std::floor(cache / (16 * 131072.0))) * 16);
    EXPECT_EQ(measuredTokens(p.calibration), 436544.0);
    EXPECT_NEAR(double(p.calibration.predictedTokens) / 436544.0, 1.0, 0.10);
    // The log's own terms beside ours: weights 14.96 GiB (ours the same),
    // activations 1.26 GiB (ours 0.86), non-torch 1.79 GiB (ours 0.03).
    ASSERT_TRUE(p.calibration.measured.modelLoading);
    EXPECT_NEAR(gib(p.calibration.measured.modelLoading->value()), gib(t.weights.value()), 0.01);
}

TEST(VllmProfileLogs, Llama3_2_3bOnOneT4)
{
    // A vLLM 0.8.2 start-up log (V0 engine: the T4's compute capability 7.5
    // is below V1's 8.0) of unsloth/Llama-3.2-3B-Instruct, TP1, on a Tesla
    // T4 (total_gpu_memory 14.74 GiB), utilisation 0.89, max_seq_len 2048,
    // float16, chunked prefill off, so max_num_batched_tokens =
    // max(2048, 2048) = 2048 and max_num_seqs 256: "# cuda blocks: 3637"
    // -> 58,192 tokens. The T4 is a user card (tests/data/cards/tesla-t4.json).
    LogCase c{"vllm-082-llama32-3b-t4.log",
              "unsloth/Llama-3.2-3B-Instruct",
              kLlama32_3b,
              6425499648.0,
              "tesla-t4",
              1,
              1,
              0.89,
              2048,
              2048,
              256};
    const Prediction p = predict(c);
    const VllmMemoryTerms &t = p.figures.vllm;
    // requested 0.89 x (15,360 MiB - 0.4 GiB) = 12.99 GiB
    EXPECT_NEAR(gib(t.requested.value()), 0.89 * (15360.0 / 1024.0 - 0.4), 1e-9);
    // sampler 2048 x 3072 x 2 + 256 x 128,256 x 26 = 0.81 GiB, above the
    // forward pass 2 x 2048 x 3072 x 2 + 3 x 2048 x 8192 x 2 = 0.12 GiB
    const double sampler = 2048.0 * 3072 * 2 + 256.0 * 128256 * 26;
    EXPECT_NEAR(t.forwardPeak.value(), 2.0 * 2048 * 3072 * 2 + 3.0 * 2048 * 8192 * 2, 1.0);
    EXPECT_NEAR(t.activations.value(), sampler, 1.0);
    // 2 x 28 layers x 8 KV heads x 128 x 2 bytes = 112 KiB a token
    EXPECT_DOUBLE_EQ(p.calibration.cachePerTokenPerCard.value(), 114688.0);
    const double cache = t.requested.value() - 6425499648.0 - sampler - t.nonTorch.value();
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(p.calibration.predictedTokens, qint64(std::floor(cache / (16 * 114688.0))) * 16);
    EXPECT_EQ(measuredTokens(p.calibration), 58192.0);
    EXPECT_NEAR(double(p.calibration.predictedTokens) / 58192.0, 1.0, 0.10);
}

TEST(VllmProfileLogs, Qwen2_5_7bOnOneRtx3090)
{
    // vLLM 0.6.6 serving Qwen/Qwen2.5-7B-Instruct on one RTX 3090 with
    // --max-model-len 8192 --max-num-seqs 16, utilisation 0.9, bfloat16,
    // quoted in public study notes: "# GPU blocks: 6749" -> 107,984 tokens.
    // V0 without chunked prefill: max_num_batched_tokens = 8192. The RTX
    // 3090 is a user card (tests/data/cards/rtx-3090.json).
    LogCase c{"vllm-066-qwen25-7b-rtx3090.log",
              "Qwen/Qwen2.5-7B-Instruct",
              kQwen25_7b,
              15231233024.0,
              "rtx-3090",
              1,
              1,
              0.9,
              8192,
              8192,
              16};
    const Prediction p = predict(c);
    const VllmMemoryTerms &t = p.figures.vllm;
    // requested 0.9 x (24,576 MiB - 0.4 GiB) = 21.24 GiB
    EXPECT_NEAR(gib(t.requested.value()), 0.9 * (24576.0 / 1024.0 - 0.4), 1e-9);
    // forward on 8192 tokens: residual 2 x 8192 x 3584 x 2 + MLP 3 x 8192 x
    // 18944 x 2 = 0.98 GiB (the log: 1.09); the sampler of 16 requests is small
    const double forward = 2.0 * 8192 * 3584 * 2 + 3.0 * 8192 * 18944 * 2;
    EXPECT_NEAR(t.activations.value(), forward, 1.0);
    EXPECT_NEAR(t.samplerPeak.value(), 8192.0 * 3584 * 2 + 16.0 * 152064 * 26, 1.0);
    // 2 x 28 layers x 4 KV heads x 128 x 2 bytes = 56 KiB a token
    EXPECT_DOUBLE_EQ(p.calibration.cachePerTokenPerCard.value(), 57344.0);
    const double cache = t.requested.value() - 15231233024.0 - forward - t.nonTorch.value();
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(p.calibration.predictedTokens, qint64(std::floor(cache / (16 * 57344.0))) * 16);
    EXPECT_EQ(measuredTokens(p.calibration), 107984.0);
    EXPECT_NEAR(double(p.calibration.predictedTokens) / 107984.0, 1.0, 0.10);
}
