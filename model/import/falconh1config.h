// SPDX-License-Identifier: MIT
#pragma once

#include "attention.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

class JsonCursor;

/// The Mamba-2 mixer of Falcon-H1 (FalconH1ForCausalLM, model_type
/// falcon_h1), which runs beside full attention in every layer, as vLLM's
/// falcon_h1.py builds it: MambaMixer2 with intermediate_size = mamba_d_ssm
/// (or mamba_expand x hidden_size), mamba_n_heads heads of mamba_d_head,
/// mamba_n_groups groups of mamba_d_state and a kernel of mamba_d_conv.
class FalconH1Config
{
    Q_DECLARE_TR_FUNCTIONS(FalconH1Config)

public:
    static bool describes(const QString &architecture, const QString &modelType);

    /// Reads the mixer's fields of config.json (`config` is its top level or
    /// text_config); a bad or missing field fails naming file and field.
    [[nodiscard]] static FalconH1Config read(const JsonCursor &config, int hiddenSize);

    /// Every layer keeps attention's cache and the mixer's state: the linear
    /// fields of `a` become the Mamba-2 state, per vLLM's
    /// MambaStateShapeCalculator.mamba2_state_shape: a temporal state of
    /// heads x head_dim x d_state and a conv state of (d_conv - 1) x
    /// (d_ssm + 2 x groups x d_state), both in the model's 16-bit dtype
    /// unless mamba_ssm_cache_dtype says float32 for the temporal one.
    void applyTo(AttentionArchitecture &a) const;

    /// The mixer's weights in one layer: in_proj (hidden to z, x, B, C and
    /// dt), the depthwise convolution with its bias, dt_bias, A and D, the
    /// gated norm where mamba_rms_norm is set, and out_proj.
    double parametersPerLayer() const;

    int ssmWidth() const { return m_ssmWidth; }
    int heads() const { return m_heads; }
    int headDim() const { return m_headDim; }
    int groups() const { return m_groups; }
    int stateSize() const { return m_stateSize; }
    int convKernel() const { return m_convKernel; }
    int stateBytesPerValue() const { return m_stateBytes; }

private:
    int m_hiddenSize = 0;
    int m_ssmWidth = 0;
    int m_heads = 0;
    int m_headDim = 0;
    int m_groups = 1;
    int m_stateSize = 0;
    int m_convKernel = 4;
    int m_stateBytes = 2;
    bool m_rmsNorm = true;
};

} // namespace llmconf
