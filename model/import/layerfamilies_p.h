// SPDX-License-Identifier: MIT
#pragma once

// Internal to the importer (and its tests): the families of layers
// config.json describes, one reader each, in the order
// CheckpointImporter::importFiles runs them. Each fills its part of the
// attention architecture; a field out of range throws FormatError naming it.

#include "attention.h"
#include "falconh1config.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace llmconf {

class ConfigFields;
class JsonCursor;

// Falcon-H1 runs attention and a Mamba-2 mixer side by side in every layer
// (FalconH1Config).
enum class HybridFamily { None, NemotronH, MiniMax, Jamba, FalconH1 };

class LayerFamilies
{
    // The messages are the importer's (one translation context).
    Q_DECLARE_TR_FUNCTIONS(CheckpointImporter)

public:
    /// Architectures whose full-attention layers are grouped-query (or
    /// multi-head) attention with the standard config fields.
    static const QSet<QString> &groupedQueryArchitectures();
    static const QSet<QString> &latentArchitectures();
    /// Sparse-attention (DSA) models: an indexer key on every layer.
    static bool hasSparseIndexer(const QString &architecture);
    static HybridFamily hybridFamily(const ConfigFields &f, const QString &arch);
    /// Fields of an unknown config that describe layers without a key-value
    /// cache (state-space, recurrent or linear attention).
    static QStringList unreadLayerFields(const QJsonObject &config);
    /// Whether the config's layer_types (of the language model) names
    /// attention kinds only: full, sliding or chunked attention.
    static bool attentionKindsOnly(const QJsonObject &config);

    /// The bytes of a short convolution's state per layer: the last kernel - 1
    /// inputs of `channels` channels in 16 bits. Computed in 64 bits; more than
    /// the catalogue holds (1 GiB per layer) names the field that says the kernel.
    static int convStateBytes(qint64 kernel, qint64 channels, const QString &field);
    static int stateBytes(const QString &dtype, int fallback);

    /// Multi-head latent attention (kv_lora_rank) or grouped-query heads.
    static void attentionHeads(ConfigFields &f, bool latent, AttentionArchitecture &a);
    /// The layer kinds and fixed state of the hybrid families.
    static void hybridLayers(ConfigFields &f, HybridFamily family, int layers,
                             AttentionArchitecture &a, QStringList &notes);
    static void nemotronH(ConfigFields &f, int layers, AttentionArchitecture &a,
                          QStringList &notes);
    static void miniMax(ConfigFields &f, int layers, AttentionArchitecture &a, QStringList &notes);
    static void jamba(ConfigFields &f, int layers, AttentionArchitecture &a, QStringList &notes);
    /// Falcon-H1's Mamba-2 mixer beside attention in every layer (of
    /// `root`'s text_config where it has one).
    static std::optional<FalconH1Config> falconH1(ConfigFields &f, const JsonCursor &root,
                                                  HybridFamily family, int layers,
                                                  AttentionArchitecture &a, QStringList &notes);
    /// Kimi-Linear's KDA layers (linear_attn_config) with their fixed state.
    static void kimiLinear(const JsonCursor &lin, AttentionArchitecture &a);
    /// Qwen3-Next's gated-delta-net layers with their fixed state.
    static void gatedDeltaNet(ConfigFields &f, int layers, AttentionArchitecture &a,
                              QStringList &notes);
    /// Sparse-attention indexer key on every layer (DeepSeek-V3.2, GLM-5).
    static void sparseIndexer(ConfigFields &f, const QString &arch, AttentionArchitecture &a);
    /// Sliding-window layers (gpt-oss, Gemma, Mistral): layer_types, a
    /// pattern, or every layer when only sliding_window is given.
    static void slidingWindow(ConfigFields &f, int layers, AttentionArchitecture &a);
};

} // namespace llmconf
