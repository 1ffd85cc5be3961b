// SPDX-License-Identifier: MIT
#include "falconh1config.h"

#include "jsoncursor.h"

namespace llmconf {

bool FalconH1Config::describes(const QString &architecture, const QString &modelType)
{
    return architecture.startsWith(QLatin1String("FalconH1")) ||
           modelType == QLatin1String("falcon_h1");
}

FalconH1Config FalconH1Config::read(const JsonCursor &config, int hiddenSize)
{
    FalconH1Config c;
    c.m_hiddenSize = hiddenSize;
    c.m_heads = config.field(QStringLiteral("mamba_n_heads")).integer(1, 65536);
    // transformers' FalconH1Config: mamba_d_ssm, else mamba_expand x hidden_size.
    const int expand = config.integerOr(QStringLiteral("mamba_expand"), 2, 1, 64);
    c.m_ssmWidth = config.has(QStringLiteral("mamba_d_ssm"))
                       ? config.field(QStringLiteral("mamba_d_ssm")).integer(1, 1 << 20)
                       : expand * hiddenSize;
    // mamba_d_head "auto" (the configuration class's default) is d_ssm / heads.
    const JsonCursor head = config.field(QStringLiteral("mamba_d_head"));
    if (head.value().isString() && head.string() == QLatin1String("auto")) {
        if (c.m_ssmWidth % c.m_heads != 0)
            head.fail(tr("\"auto\" needs mamba_n_heads (%1) to divide mamba_d_ssm (%2)")
                          .arg(c.m_heads)
                          .arg(c.m_ssmWidth));
        c.m_headDim = c.m_ssmWidth / c.m_heads;
    } else {
        c.m_headDim = head.integer(1, 65536);
    }
    if (qint64(c.m_heads) * c.m_headDim != c.m_ssmWidth)
        config.field(QStringLiteral("mamba_n_heads"))
            .fail(tr("%1 heads of %2 are not the mixer's width of %3 (mamba_d_ssm)")
                      .arg(c.m_heads)
                      .arg(c.m_headDim)
                      .arg(c.m_ssmWidth));
    c.m_groups = config.integerOr(QStringLiteral("mamba_n_groups"), 1, 1, 65536);
    c.m_stateSize = config.field(QStringLiteral("mamba_d_state")).integer(1, 65536);
    c.m_convKernel = config.integerOr(QStringLiteral("mamba_d_conv"), 4, 1, 1024);
    c.m_rmsNorm = config.booleanOr(QStringLiteral("mamba_rms_norm"), false);
    // The conv state must stay within what the catalogue holds (1 GiB a layer).
    const qint64 convBytes = qint64(c.m_convKernel - 1) *
                             (qint64(c.m_ssmWidth) + 2 * qint64(c.m_groups) * c.m_stateSize) * 2;
    if (convBytes > (qint64(1) << 30) || convBytes < 0)
        config.field(QStringLiteral("mamba_d_state"))
            .fail(tr("a convolution state of %1 bytes per layer is more than any model keeps")
                      .arg(convBytes));
    // vLLM keeps the temporal state in the model's dtype unless told otherwise.
    const QString dtype = config.stringOr(QStringLiteral("mamba_ssm_cache_dtype"), QString());
    c.m_stateBytes = dtype == QLatin1String("float32") ? 4 : 2;
    return c;
}

void FalconH1Config::applyTo(AttentionArchitecture &a) const
{
    a.linearLayers = a.numHiddenLayers;
    a.linearBesideAttention = true;
    a.linearNumHeads = m_heads;
    a.linearHeadDim = m_headDim;
    a.linearStateDim = m_stateSize;
    a.linearStateBytesPerValue = m_stateBytes;
    a.convStateBytesPerLayer = int(qint64(m_convKernel - 1) *
                                   (qint64(m_ssmWidth) + 2 * qint64(m_groups) * m_stateSize) * 2);
}

double FalconH1Config::parametersPerLayer() const
{
    const double h = m_hiddenSize;
    const double bc = 2.0 * m_groups * m_stateSize;
    const double convChannels = m_ssmWidth + bc;
    const double inProj = h * (2.0 * m_ssmWidth + bc + m_heads);
    const double conv = convChannels * m_convKernel + convChannels;
    const double perHead = 3.0 * m_heads; // dt_bias, A_log, D
    const double norm = m_rmsNorm ? m_ssmWidth : 0.0;
    const double outProj = double(m_ssmWidth) * h;
    return inProj + conv + perHead + norm + outProj;
}

} // namespace llmconf
