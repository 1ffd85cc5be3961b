// SPDX-License-Identifier: MIT
#include "servingcommand.h"

#include "cardroles.h"
#include "modelinstance.h"

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

/// One `vllm serve` for `copies` of the build's layout; `extra` ends it
/// (a P/D role).
QString vllmCommand(const Build &build, const Figures &figures, int copies, const QString &extra)
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
    else if (copies > 1)
        args << QStringLiteral("--data-parallel-size ") + number(copies);
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
    // Eager: no CUDA graphs (vLLM's engine arguments, ModelConfig.enforce_eager:
    // "disable CUDA graph and always execute the model in eager mode").
    if (build.enforceEager)
        args << QStringLiteral("--enforce-eager");
    if (!extra.isEmpty())
        args << extra;
    return args.join(QLatin1Char(' '));
}

/// One SGLang launch_server for `copies` of the build's layout; `extra`
/// ends it (a P/D role).
QString sglangCommand(const Build &build, const Figures &figures, int copies, const QString &extra)
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
    if (l.dp == 1 && copies > 1)
        args << QStringLiteral("--dp-size ") + number(copies);
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
    // Eager: SGLang's server arguments name it --disable-cuda-graph
    // (docs.sglang.ai, "Server Arguments", Optimization/debug options).
    if (build.enforceEager)
        args << QStringLiteral("--disable-cuda-graph");
    if (!extra.isEmpty())
        args << extra;
    return args.join(QLatin1Char(' '));
}

/// vLLM's P/D connector with the instance's role (vLLM
/// docs/features/nixl_connector_usage.md, "Multiple Prefiller Instances":
/// kv_producer for prefill, kv_consumer for decode; a proxy routes requests).
QString vllmRole(const char *role)
{
    return QStringLiteral("--kv-transfer-config "
                          "'{\"kv_connector\":\"NixlConnector\",\"kv_role\":\"%1\"}'")
        .arg(QLatin1String(role));
}

/// SGLang's P/D mode with NIXL moving the caches (SGLang
/// docs/advanced_features/pd_disaggregation.md; a router routes requests).
QString sglangRole(const char *mode)
{
    return QStringLiteral("--disaggregation-mode %1 --disaggregation-transfer-backend nixl")
        .arg(QLatin1String(mode));
}

} // namespace

namespace {

/// "--port N" where the build serves several models, so that each listens
/// on its own; empty for a build of one model (the engine's default).
QString portArgument(const Build &build, ServingEngine engine, int model)
{
    if (model <= 1 && build.instances.isEmpty())
        return QString();
    return QStringLiteral("--port ") + number(ServingCommand::port(engine, model));
}

/// `first` and `second` joined by a space, either may be empty.
QString joined(const QString &first, const QString &second)
{
    return first.isEmpty() || second.isEmpty() ? first + second : first + QLatin1Char(' ') + second;
}

} // namespace

int ServingCommand::port(ServingEngine engine, int model)
{
    const int first = engine == ServingEngine::Sglang ? 30000 : 8000;
    return first + std::max(0, model - 1);
}

namespace {

using EngineCommand = QString (*)(const Build &, const Figures &, int, const QString &);

/// "CUDA_VISIBLE_DEVICES=0,1 " where every server listed runs on the same
/// GPUs, else (or where `nameServers`) a comment line naming each server's;
/// empty for no server.
QString devicesText(const QList<QPair<int, QList<int>>> &perServer, bool nameServers = false)
{
    if (perServer.isEmpty())
        return QString();
    const auto list = [](const QList<int> &gpus) {
        QStringList ids;
        for (int g : gpus)
            ids.append(number(g));
        return QStringLiteral("CUDA_VISIBLE_DEVICES=") + ids.join(QLatin1Char(','));
    };
    const bool alike = std::all_of(perServer.begin(), perServer.end(), [&perServer](const auto &p) {
        return p.second == perServer.first().second;
    });
    if (alike && !nameServers)
        return list(perServer.first().second) + QLatin1Char(' ');
    // Other GPUs on each server: a shell comment names each server's.
    QStringList servers;
    for (const auto &[server, gpus] : perServer)
        servers.append(QStringLiteral("server %1 %2").arg(server + 1).arg(list(gpus)));
    return QStringLiteral("# ") + servers.join(QStringLiteral(", ")) + QLatin1Char('\n');
}

/// The GPUs of a split's pool (CardRoles), counted from 0 in each server.
QString poolDevices(const Build &build, CardRole::Pool pool)
{
    QList<QPair<int, QList<int>>> perServer;
    int server = -1, device = 0, servers = 0;
    for (const CardRole &r : CardRoles::of(build)) {
        if (r.server != server) {
            server = r.server;
            device = 0;
            ++servers;
        }
        if (r.pool == pool) {
            if (perServer.isEmpty() || perServer.last().first != r.server)
                perServer.append({r.server, QList<int>()});
            perServer.last().second.append(device);
        }
        ++device;
    }
    // A pool on some of the servers says which.
    return devicesText(perServer, perServer.size() < servers);
}

/// One instance on every copy, or one per pool of a prefill/decode split
/// (each its pool's copies in its pool's layout as data-parallel replicas)
/// with its role flag; each line after the model's GPUs (`devices`; model
/// 1's from the build).
QString instances(const Build &build, const Figures &figures, int model, ServingEngine engine,
                  EngineCommand command, const QString &prefillRole, const QString &decodeRole,
                  const QString &devices)
{
    const Layout &l = build.layout;
    const QString port = portArgument(build, engine, model);
    const QString gpus = model <= 1 ? ServingCommand::visibleDevices(build, 1) : devices;
    if (!l.disaggregated())
        return gpus + command(build, figures, l.copies, port);
    // Each pool with its own layout (the prefill copies' may differ).
    Build prefill = build;
    prefill.layout = l.prefillPool();
    Build decode = build;
    decode.layout = l.decodePool();
    // Where the build's model has every card, each role runs on its pool's.
    const bool perPool = model <= 1 && gpus.isEmpty();
    const QString prefillGpus = perPool ? poolDevices(build, CardRole::Pool::Prefill) : gpus;
    const QString decodeGpus = perPool ? poolDevices(build, CardRole::Pool::Decode) : gpus;
    return prefillGpus + command(prefill, figures, l.prefillCopies, joined(port, prefillRole)) +
           QLatin1Char('\n') + decodeGpus +
           command(decode, figures, l.decodeCopies(), joined(port, decodeRole));
}

} // namespace

QString ServingCommand::visibleDevices(const Build &build, int model)
{
    return devicesText(ModelInstance::devices(build, model));
}

QString ServingCommand::vllm(const Build &build, const Figures &figures, int model,
                             const QString &devices)
{
    return instances(build, figures, model, ServingEngine::Vllm, vllmCommand,
                     vllmRole("kv_producer"), vllmRole("kv_consumer"), devices);
}

QString ServingCommand::sglang(const Build &build, const Figures &figures, int model,
                               const QString &devices)
{
    return instances(build, figures, model, ServingEngine::Sglang, sglangCommand,
                     sglangRole("prefill"), sglangRole("decode"), devices);
}

QString ServingCommand::forEngine(const Build &build, const Figures &figures, int model,
                                  const QString &devices)
{
    return build.engine == ServingEngine::Sglang ? sglang(build, figures, model, devices)
                                                 : vllm(build, figures, model, devices);
}

QString ServingCommand::otherEngine(const Build &build, const Figures &figures, int model,
                                    const QString &devices)
{
    return build.engine == ServingEngine::Sglang ? vllm(build, figures, model, devices)
                                                 : sglang(build, figures, model, devices);
}

QJsonObject ServingCommand::toJson(const Build &build, const Figures &figures, int model,
                                   const QString &devices)
{
    return QJsonObject{{QStringLiteral("vllm"), vllm(build, figures, model, devices)},
                       {QStringLiteral("sglang"), sglang(build, figures, model, devices)}};
}

} // namespace llmconf
