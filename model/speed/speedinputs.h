// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

/// Everything the speed estimate needs of a model, a checkpoint, a card and
/// a layout, as plain numbers: SpeedEstimate::inputsOf fills it from the
/// catalogue, tests write it out by hand.
struct SpeedInputs
{
    // Weights, whole model in the checkpoint's format.
    Bytes checkpointSize;
    Bytes routedExpertBytes;       // the routed experts' share of it; zero for a dense model
    int routedExperts = 0;         // E (n_routed_experts)
    int expertsPerToken = 0;       // k (num_experts_per_tok)
    int moeLayers = 0;             // layers with routed experts
    double activeParameters = 0.0; // per token
    int layers = 0;                // num_hidden_layers
    int hiddenSize = 0;

    // Attention: compute per attended token, and the cache each step reads.
    int attentionLayers = 0; // layers with a growing cache
    int attentionHeads = 0;
    int attentionDim = 0;    // query-key width per head (head_dim; MLA: kv_lora_rank + rope)
    Bytes attentionPerToken; // growing cache per token, whole model
    int slidingWindowLayers = 0;
    int slidingWindow = 0;
    int indexTopk = 0;             // sparse attention reads this many entries (0: all)
    Bytes indexerPerToken;         // sparse-attention indexer keys, every token read
    Bytes linearState;             // linear-attention state per conversation
    double cacheShareOnCard = 1.0; // share of one conversation's cache the fullest card holds

    // Card.
    BytesPerSecond memoryBandwidth = gigabytesPerSecond(0);
    FlopsPerSecond tensorThroughput = teraflopsPerSecond(0); // dense, checkpoint's format
    // The card's bandwidth curve (rules.json bandwidthCurves); a zero peak
    // leaves the flat memoryBandwidthFraction.
    double bandwidthPeakFraction = 0.0;
    Bytes bandwidthHalfBytes;
    double clockFraction = 1.0; // the clock a power cap allows; scales the compute terms

    // Layout and links.
    int tp = 1;
    int pp = 1;
    bool ep = false;
    int dp = 1; // attention data-parallel ranks of a copy
    int copies = 1;
    BytesPerSecond tpLink = gigabytesPerSecond(0); // one way, between the cards of a TP group
    BytesPerSecond ppLink = gigabytesPerSecond(0); // one way, between pipeline stages
    BytesPerSecond epLink = gigabytesPerSecond(0); // one way, between the DP x TP ranks of EP
    Bytes activationBytes = bytes(2);              // one value of the hidden state (BF16)
    // Latency of one collective over each link; zero: rules' collectiveLatency.
    Seconds tpLatency = seconds(0);
    Seconds ppLatency = seconds(0);
    Seconds epLatency = seconds(0);

    // Engine. Overlapping the CPU's step with the GPU's (vLLM V1 async
    // scheduling, SGLang's overlap scheduler) leaves max(CPU, GPU) per step
    // instead of their sum. vLLM mixes prompt chunks into decode steps;
    // SGLang runs a prefill batch on its own while decoding waits.
    bool overlapsCpuStep = false;
    bool mixesPrefill = true;
    // CUDA graphs off (vLLM --enforce-eager, SGLang --disable-cuda-graph):
    // the host launches every kernel of a step (rules' eagerLayerLaunch).
    bool eager = false;
    // Logits the sampler sorts per conversation and step: vLLM's PyTorch
    // top-p/top-k path sorts the whole vocabulary (rules' sortPerLogit);
    // zero where the engine samples without sorting.
    double sortedLogits = 0.0;
    int chunkTokens = 0; // prefill budget of a step (max_num_batched_tokens, chunked_prefill_size)

    // Requests: in a steady state each conversation that ends is replaced by
    // one whose prompt is prefilled in the running decode steps. Zero answer
    // tokens leave the decode steps to decode alone.
    double promptTokens = 0.0;
    double answerTokens = 0.0;

    // Speculative decoding: a draft module of draftLayers layers proposes
    // draftTokens tokens, each accepted with draftAcceptance (given the ones
    // before it); the model verifies them in one step of draftTokens + 1
    // tokens per conversation. Zero draft tokens: off.
    int draftTokens = 0;
    double draftAcceptance = 0.0;
    int draftLayers = kDraftLayers;
    /// DeepSeek-V3's and GLM's MTP modules (num_nextn_predict_layers 1) and
    /// an EAGLE head are one decoder layer each.
    static constexpr int kDraftLayers = 1;

    /// Whether the routed layers send tokens to their experts' cards. vLLM
    /// uses all-to-all kernels only under data-parallel attention
    /// (FusedMoEParallelConfig::use_all2all_kernels: dp_size > 1 and use_ep);
    /// TP with EP holds every token on every rank and ends the routed layer
    /// with the same all-reduce as TP alone.
    bool dispatchesTokens() const { return ep && routedExperts > 0 && dp > 1; }
};

} // namespace llmconf
