// SPDX-License-Identifier: MIT
#include "servingcommand.h"

#include <QStringList>

#include <algorithm>

namespace llmconf {

namespace {

QString number(int n)
{
    return QString::number(n);
}

// Engines parse these numbers in C locale, whatever the user's language.
QString memoryShare(double utilization)
{
    return QString::number(utilization, 'f', 2);
}

// The sizing computes the count once (Figures::servingSequences), so that
// the command runs with the max_num_seqs the vLLM profile was sized with.
int sequencesPerCopy(const Figures &figures)
{
    return std::max(1, figures.servingSequences);
}

} // namespace

QString ServingCommand::vllm(const Build &build, const Figures &figures)
{
    const Layout &l = build.layout;
    QStringList args{QStringLiteral("vllm serve"), build.checkpoint,
                     QStringLiteral("--tensor-parallel-size ") + number(l.tp),
                     QStringLiteral("--pipeline-parallel-size ") + number(l.pp)};
    if (l.ep)
        args << QStringLiteral("--enable-expert-parallel");
    if (l.dcp > 1)
        args << QStringLiteral("--decode-context-parallel-size ") + number(l.dcp);
    // With DP attention the command serves one copy of DP ranks; otherwise
    // copies are data-parallel replicas.
    if (l.dp > 1)
        args << QStringLiteral("--data-parallel-size ") + number(l.dp);
    else if (l.copies > 1)
        args << QStringLiteral("--data-parallel-size ") + number(l.copies);
    args << QStringLiteral("--kv-cache-dtype ") + (build.cacheDtype == CacheDtype::Fp8
                                                       ? QStringLiteral("fp8")
                                                       : QStringLiteral("auto"))
         << QStringLiteral("--max-model-len ") + number(build.context)
         << QStringLiteral("--gpu-memory-utilization ") + memoryShare(build.utilization)
         << QStringLiteral("--max-num-seqs ") + number(sequencesPerCopy(figures));
    // The batch the vLLM-profile basis was sized with, where the build sets one.
    if (build.maxBatchedTokens > 0)
        args << QStringLiteral("--max-num-batched-tokens ") + number(build.maxBatchedTokens);
    // Speculative decoding with the model's own MTP layers (vLLM's MTP
    // page, docs.vllm.ai/en/v0.19.1/features/speculative_decoding/mtp/).
    if (build.mtpDraftTokens > 0)
        args << QStringLiteral("--speculative-config "
                               "'{\"method\":\"mtp\",\"num_speculative_tokens\":%1}'")
                    .arg(build.mtpDraftTokens);
    return args.join(QLatin1Char(' '));
}

QString ServingCommand::sglang(const Build &build, const Figures &figures)
{
    const Layout &l = build.layout;
    // SGLang's --tp-size counts every card of the DP-attention group, each
    // attention rank holding tp-size / dp-size of them.
    QStringList args{QStringLiteral("python -m sglang.launch_server"),
                     QStringLiteral("--model-path ") + build.checkpoint,
                     QStringLiteral("--tp-size ") + number(l.tp * l.dp),
                     QStringLiteral("--pp-size ") + number(l.pp)};
    if (l.dp > 1)
        args << QStringLiteral("--dp-size ") + number(l.dp)
             << QStringLiteral("--enable-dp-attention");
    if (l.ep)
        args << QStringLiteral("--ep-size ") +
                    number(l.tp * l.dp); // experts over the cards of the group
    if (l.dcp > 1)
        args << QStringLiteral("--dcp-size ") + number(l.dcp);
    if (l.dp == 1 && l.copies > 1)
        args << QStringLiteral("--dp-size ") + number(l.copies);
    args << QStringLiteral("--kv-cache-dtype ") + (build.cacheDtype == CacheDtype::Fp8
                                                       ? QStringLiteral("fp8_e4m3")
                                                       : QStringLiteral("auto"))
         << QStringLiteral("--context-length ") + number(build.context)
         << QStringLiteral("--mem-fraction-static ") + memoryShare(build.utilization)
         << QStringLiteral("--max-running-requests ") + number(sequencesPerCopy(figures));
    // The prefill budget the speed estimate used, where the build sets one.
    if (build.maxBatchedTokens > 0)
        args << QStringLiteral("--chunked-prefill-size ") + number(build.maxBatchedTokens);
    // SGLang serves MTP as EAGLE with one draft per step and N steps
    // (SGLang's DeepSeek usage page: --speculative-algorithm EAGLE
    // --speculative-num-steps 1 --speculative-eagle-topk 1
    // --speculative-num-draft-tokens 2 for one MTP token).
    if (build.mtpDraftTokens > 0)
        args << QStringLiteral("--speculative-algorithm EAGLE --speculative-num-steps %1 "
                               "--speculative-eagle-topk 1 --speculative-num-draft-tokens %2")
                    .arg(build.mtpDraftTokens)
                    .arg(build.mtpDraftTokens + 1);
    return args.join(QLatin1Char(' '));
}

QString ServingCommand::forEngine(const Build &build, const Figures &figures)
{
    return build.engine == ServingEngine::Sglang ? sglang(build, figures) : vllm(build, figures);
}

QString ServingCommand::otherEngine(const Build &build, const Figures &figures)
{
    return build.engine == ServingEngine::Sglang ? vllm(build, figures) : sglang(build, figures);
}

QJsonObject ServingCommand::toJson(const Build &build, const Figures &figures)
{
    return QJsonObject{{QStringLiteral("vllm"), vllm(build, figures)},
                       {QStringLiteral("sglang"), sglang(build, figures)}};
}

} // namespace llmconf
