// SPDX-License-Identifier: MIT
#include "buildadvisor.h"

#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "checkpointlicences.h"
#include "dimmpopulation.h"
#include "layoutoptions.h"
#include "modelfamily.h"
#include "modelinstance.h"
#include "weightformatfacts.h"

#include <QSet>
#include <QVersionNumber>

#include <algorithm>

namespace llmconf {

QList<AdviceItem> BuildAdvisor::advise(const Build &build, const Catalogue &catalogue,
                                       const SoftwareCatalogue &software,
                                       const QuantityFormat &format)
{
    const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
    if (!evaluation.ok() || !evaluation.figures.card || !evaluation.figures.checkpoint ||
        !evaluation.figures.model)
        return {};
    const Figures &f = evaluation.figures;
    const Input in{build, catalogue, software, format, f, *f.card, *f.checkpoint, *f.model};
    // The layout rules read the build's own model's cards and servers: where
    // further models have cards of their own, those run elsewhere (their
    // rules in furtherModels). Power, feeds, host memory and cables stay
    // every card's and server's.
    const bool ownCards = ModelInstance::anyOwnCards(build);
    const Build first = ownCards ? ModelInstance::firstModel(build) : Build();
    const Input firstModel{
        ownCards ? first : build, catalogue, software, format, f, *f.card, *f.checkpoint, *f.model};
    using Rule = void (*)(const Input &, Items &);
    const QSet<Rule> layoutRules{&dcpNotDeclared, &tpCrossesNvlink, &tpAcrossServers,
                                 &pcieAllReduce,  &mlaMoreCopies,   &prefillSaturated};
    Items out;
    // Blockers first, then the software, the layout, the hardware and the licence.
    for (Rule rule : {&nvfp4NeedsBlackwell, &blockScaledFp8OnTensorRt, &ropeFreeSparseMlaIssue,
                      &minimumRelease, &dcpNotDeclared, &fp8CacheOnHopper, &trtllmGenAttention,
                      &tpCrossesNvlink, &tpAcrossServers, &pcieAllReduce, &mlaMoreCopies,
                      &prefillSaturated, &powerCable, &feedOverPlan, &hostMemory, &licences}) {
        const qsizetype before = out.size();
        const bool ofFirstModel = layoutRules.contains(rule);
        rule(ofFirstModel ? firstModel : in, out);
        // A suggestion for the model's part is its layout in the whole build.
        for (qsizetype n = before; ownCards && ofFirstModel && n < out.size(); ++n)
            for (AdviceSuggestion &suggestion : out[n].suggestions) {
                Build whole = build;
                whole.layout = suggestion.build.layout;
                suggestion.build = whole;
            }
    }
    furtherModels(build, catalogue, software, format, out);
    std::stable_sort(out.begin(), out.end(), [](const AdviceItem &a, const AdviceItem &b) {
        return int(a.severity) < int(b.severity);
    });
    return out;
}

// ---- shared -------------------------------------------------------------------------------

AdviceItem BuildAdvisor::item(const QString &code, AdviceSeverity severity, const QString &text,
                              const SoftwareSource &source)
{
    AdviceItem i;
    i.code = code;
    i.severity = severity;
    i.text = text;
    i.source = source.source.text(); // in the language of the advice text
    i.date = source.date;
    return i;
}

QString BuildAdvisor::issueStateText(const QString &state)
{
    // software.json holds the state as the tracker names it; the sentence
    // around it is translated, so the word must be too.
    if (state == QLatin1String("open"))
        return tr("open", "state of an engine issue");
    if (state == QLatin1String("closed"))
        return tr("closed", "state of an engine issue");
    return state;
}

bool BuildAdvisor::isSparseMla(const ModelFamily &model)
{
    return model.attention.kind == AttentionKind::LatentMla && model.attention.indexerLayers > 0;
}

bool BuildAdvisor::isRopeFreeSparseMla(const ModelFamily &model)
{
    return isSparseMla(model) && model.attention.qkRopeHeadDim == 0;
}

std::optional<Build> BuildAdvisor::withLayout(const Input &in, const Layout &layout)
{
    if (!LayoutOptions::whyNot(layout, in.build.cardCount(), in.model.attention.numHiddenLayers)
             .isEmpty())
        return std::nullopt;
    Build b = in.build;
    b.layout = layout;
    return b;
}

std::optional<Figures> BuildAdvisor::evaluate(const Input &in, const Build &build)
{
    const Evaluation e = SizingEngine::evaluate(build, in.catalogue);
    if (!e.ok())
        return std::nullopt;
    return e.figures;
}

std::optional<Build> BuildAdvisor::splitTensorParallel(const Input &in, int groupSize)
{
    const Layout &l = in.build.layout;
    if (groupSize < 1 || l.tp <= groupSize || l.tp % groupSize != 0)
        return std::nullopt;
    Layout split = l;
    split.tp = groupSize;
    split.pp = l.pp * (l.tp / groupSize);
    if (split.tp % split.dcp != 0)
        split.dcp = 1;
    return withLayout(in, split);
}

QString BuildAdvisor::layoutName(const Layout &layout)
{
    QString name = tr("TP%1").arg(layout.tp);
    if (layout.pp > 1)
        name = tr("%1 x PP%2").arg(name).arg(layout.pp);
    if (layout.dcp > 1)
        name = tr("%1 with DCP %2").arg(name).arg(layout.dcp);
    if (layout.copies > 1)
        name = tr("%1 copies of %2").arg(layout.copies).arg(name);
    return name;
}

// ---- software -----------------------------------------------------------------------------

void BuildAdvisor::nvfp4NeedsBlackwell(const Input &in, Items &out)
{
    for (const WeightFormatSupport &w : in.software.weightFormats) {
        if (!w.supported || w.format != in.checkpoint.format ||
            SoftwareCatalogue::matches(w.computeCapabilities, in.card))
            continue;
        QString text =
            in.checkpoint.format == WeightFormat::Nvfp4
                ? tr("%1 computes in NVFP4, but the %2 (compute capability %3) has no FP4 "
                     "arithmetic; NVFP4 needs compute capability %4.")
                      .arg(in.checkpoint.id, in.card.shortName, in.card.computeCapability(),
                           w.computeCapabilities.join(tr(" or ")))
                : tr("%1 holds %2, which %3 runs on compute capability %4 only; the %5 has %6.")
                      .arg(in.checkpoint.id, WeightFormatFacts::label(in.checkpoint.format),
                           in.software.engineName(w.engine), w.computeCapabilities.join(tr(" or ")),
                           in.card.shortName, in.card.computeCapability());
        AdviceItem i =
            item(weightsNeedArithmeticCode(), AdviceSeverity::Blocker, QString(), w.cited);
        // The best other checkpoint of the model that this card computes and that fits.
        const Checkpoint *best = nullptr;
        int bestConversations = 0;
        Build bestBuild;
        for (const Checkpoint &c : in.catalogue.checkpoints()) {
            if (c.model != in.model.id || c.format == in.checkpoint.format)
                continue;
            Build b = in.build;
            b.checkpoint = c.id;
            const std::optional<Figures> f = evaluate(in, b);
            if (f && f->fits && f->conversations > bestConversations) {
                best = &c;
                bestConversations = f->conversations;
                bestBuild = b;
            }
        }
        if (best) {
            text += QLatin1Char(' ') + tr("%1 holds %2 conversations on this build.")
                                           .arg(best->id, in.format.integer(bestConversations));
            i.suggestions.append({tr("Use %1").arg(best->id), bestBuild});
        } else {
            text += QLatin1Char(' ') +
                    tr("No other checkpoint of %1 fits this build.").arg(in.model.name);
        }
        i.text = text;
        out.append(i);
        return;
    }
}

QString BuildAdvisor::weightsNeedArithmeticCode()
{
    return QStringLiteral("weights-need-arithmetic");
}

std::optional<AdviceSuggestion>
BuildAdvisor::checkpointTheCardsCompute(const QList<AdviceItem> &advice)
{
    for (const AdviceItem &item : advice)
        if (item.code == weightsNeedArithmeticCode() && !item.suggestions.isEmpty())
            return item.suggestions.first();
    return std::nullopt;
}

void BuildAdvisor::blockScaledFp8OnTensorRt(const Input &in, Items &out)
{
    for (const WeightFormatSupport &w : in.software.weightFormats) {
        if (w.supported || w.format != in.checkpoint.format ||
            !SoftwareCatalogue::matches(w.computeCapabilities, in.card))
            continue;
        out.append(item(QStringLiteral("engine-weight-format"), AdviceSeverity::Note,
                        tr("%1 %2 lists only per-tensor FP8 on the %3, while %4 uses block-scaled "
                           "FP8: serve it with an engine that runs block scales on this card, "
                           "such as vLLM or SGLang.")
                            .arg(in.software.engineName(w.engine), w.version, in.card.shortName,
                                 in.checkpoint.id),
                        w.cited));
    }
}

void BuildAdvisor::ropeFreeSparseMlaIssue(const Input &in, Items &out)
{
    if (!isRopeFreeSparseMla(in.model))
        return;
    for (const EngineIssue &issue : in.software.issues) {
        if (issue.attention != QLatin1String("rope-free-sparse-mla") ||
            !SoftwareCatalogue::matches(issue.computeCapabilities, in.card))
            continue;
        const MinimumRelease *minimum =
            in.software.minimumRelease(issue.engine, in.model.id, in.card);
        QString text =
            tr("%1 issue %2 (\"%3\") for %4 on the %5, opened on %6, was still %7 on "
               "%8, with reports of unstable MTP drafts: test with and without MTP "
               "speculative decoding.")
                .arg(in.software.engineName(issue.engine), QString::number(issue.number),
                     issue.title, in.model.name, in.card.shortName, in.format.date(issue.opened),
                     issueStateText(issue.state), in.format.date(issue.checked));
        if (minimum)
            text += QLatin1Char(' ') +
                    tr("Serve it with %1 %2 or later.")
                        .arg(in.software.engineName(minimum->engine), minimum->version);
        out.append(item(QStringLiteral("engine-issue-") + QString::number(issue.number),
                        AdviceSeverity::Warning, text, issue.cited));
    }
}

void BuildAdvisor::minimumRelease(const Input &in, Items &out)
{
    for (const AdviceItem &i : std::as_const(out))
        if (i.code.startsWith(QLatin1String("engine-issue-")))
            return; // the issue already names the release
    const MinimumRelease *m =
        in.software.minimumRelease(QStringLiteral("vllm"), in.model.id, in.card);
    if (!m)
        return;
    out.append(item(
        QStringLiteral("minimum-release"), AdviceSeverity::Note,
        tr("Serve %1 on the %2 with %3 %4 or later.")
            .arg(in.model.name, in.card.shortName, in.software.engineName(m->engine), m->version),
        m->cited));
}

void BuildAdvisor::dcpNotDeclared(const Input &in, Items &out)
{
    const Layout &l = in.build.layout;
    if (l.dcp <= 1 || !isSparseMla(in.model))
        return;
    for (const AttentionBackend &b : in.software.attentionBackends) {
        if (b.attention != QLatin1String("sparse-mla") || b.dcp ||
            !SoftwareCatalogue::namesExactly(b.computeCapabilities, in.card))
            continue;
        // Pipeline stages instead: halve the TP group per stage where it divides, else drop DCP.
        Layout instead = l;
        instead.dcp = 1;
        if (l.tp % 2 == 0 && l.tp > 1) {
            instead.tp = l.tp / 2;
            instead.pp = l.pp * 2;
        }
        std::optional<Build> suggested = withLayout(in, instead);
        if (!suggested) {
            instead = l;
            instead.dcp = 1;
            suggested = withLayout(in, instead);
        }
        QString text =
            tr("DCP %1 on the %2: %3's %4 backend for compute capability %5 does not "
               "declare decode context parallelism; plan pipeline stages instead.")
                .arg(QString::number(l.dcp), in.card.shortName, in.software.engineName(b.engine),
                     b.id, in.card.computeCapability());
        AdviceItem i =
            item(QStringLiteral("dcp-not-declared"), AdviceSeverity::Warning, QString(), b.cited);
        if (suggested) {
            const std::optional<Figures> f = evaluate(in, *suggested);
            if (f) {
                text += QLatin1Char(' ') +
                        tr("%1 holds %2 conversations without DCP; %3 counts %4 with it.")
                            .arg(layoutName(instead), in.format.integer(f->conversations),
                                 layoutName(l), in.format.integer(in.figures.conversations));
                i.suggestions.append({tr("Use %1").arg(layoutName(instead)), *suggested});
            }
        }
        i.text = text;
        out.append(i);
        return;
    }
}

void BuildAdvisor::fp8CacheOnHopper(const Input &in, Items &out)
{
    if (in.build.cacheDtype != CacheDtype::Fp8)
        return;
    for (const Fp8CacheSupport &s : in.software.fp8Cache) {
        if (s.model != in.model.id || !SoftwareCatalogue::matches(s.computeCapabilities, in.card))
            continue;
        Build bf16 = in.build;
        bf16.cacheDtype = CacheDtype::Bf16;
        const std::optional<Figures> f = evaluate(in, bf16);
        if (!f)
            return;
        AdviceItem i = item(
            QStringLiteral("fp8-cache-needs-release"), AdviceSeverity::Warning,
            tr("%1's recipe says compute capability %2 does not store an FP8 cache for %3; %1 %4 "
               "added that path. Pin %1 %4 or later, or count the 16-bit cache: %5 conversations "
               "instead of %6.")
                .arg(in.software.engineName(s.engine), in.card.computeCapability(), in.model.name,
                     s.since, in.format.integer(f->conversations),
                     in.format.integer(in.figures.conversations)),
            s.cited);
        i.suggestions.append({tr("Count the 16-bit cache"), bf16});
        out.append(i);
        return;
    }
}

void BuildAdvisor::trtllmGenAttention(const Input &in, Items &out)
{
    if (in.checkpoint.format != WeightFormat::Nvfp4)
        return;
    for (const AttentionBackend &b : in.software.attentionBackends) {
        if (b.attention != QLatin1String("any") ||
            SoftwareCatalogue::matches(b.computeCapabilities, in.card))
            continue;
        out.append(item(QStringLiteral("attention-backend"), AdviceSeverity::Note,
                        tr("Published commands for NVFP4 checkpoints select TensorRT-LLM attention "
                           "for GB200; %1's %2 kernels need compute capability %3 and the %4 has "
                           "%5: read in the start-up log which backend %1 chooses.")
                            .arg(in.software.engineName(b.engine), b.id,
                                 b.computeCapabilities.join(tr(" or ")), in.card.shortName,
                                 in.card.computeCapability()),
                        b.cited));
        return;
    }
}

// ---- layout and interconnect --------------------------------------------------------------

void BuildAdvisor::tpCrossesNvlink(const Input &in, Items &out)
{
    const int group = in.card.nvlinkGroup;
    const Layout &l = in.build.layout;
    if (group <= 0 || l.tp <= group)
        return;
    AdviceItem i = item(QStringLiteral("tp-crosses-nvlink"), AdviceSeverity::Warning, QString(),
                        in.software.citation(QStringLiteral("nvlink-domain")));
    i.text = tr("TP%1 on the %2 sends every layer's all-reduce over PCIe between NVLink domains: "
                "the bridges join at most %3 cards.")
                 .arg(QString::number(l.tp), in.card.shortName, QString::number(group));
    if (const std::optional<Build> split = splitTensorParallel(in, group)) {
        if (const std::optional<Figures> f = evaluate(in, *split)) {
            i.text += QLatin1Char(' ') +
                      tr("%1 keeps each TP group in one domain and holds %2 conversations, "
                         "against %3 with %4.")
                          .arg(layoutName(split->layout), in.format.integer(f->conversations),
                               in.format.integer(in.figures.conversations), layoutName(l));
            i.suggestions.append({tr("Use %1").arg(layoutName(split->layout)), *split});
        }
    }
    out.append(i);
}

void BuildAdvisor::tpAcrossServers(const Input &in, Items &out)
{
    if (in.build.servers.size() < 2)
        return;
    int perServer = in.build.servers.first().cardCount();
    for (const Server &s : in.build.servers)
        perServer = std::min(perServer, s.cardCount());
    const Layout &l = in.build.layout;
    if (perServer <= 0 || l.tp <= perServer)
        return;
    AdviceItem i = item(QStringLiteral("tp-across-servers"), AdviceSeverity::Warning, QString(),
                        in.software.citation(QStringLiteral("tp-inside-server")));
    // %n: a linked DGX Spark is a "server" of one card.
    i.text = tr("TP%1 spans servers of %n card(s): every layer's all-reduce crosses the network. "
                "Keep each TP group inside one server and split across servers by pipeline "
                "stages.",
                nullptr, perServer)
                 .arg(QString::number(l.tp));
    if (const std::optional<Build> split = splitTensorParallel(in, perServer)) {
        if (const std::optional<Figures> f = evaluate(in, *split)) {
            i.text += QLatin1Char(' ') +
                      tr("%1 holds %2 conversations, against %3 with %4.")
                          .arg(layoutName(split->layout), in.format.integer(f->conversations),
                               in.format.integer(in.figures.conversations), layoutName(l));
            i.suggestions.append({tr("Use %1").arg(layoutName(split->layout)), *split});
        }
    }
    out.append(i);
}

void BuildAdvisor::pcieAllReduce(const Input &in, Items &out)
{
    const Layout &l = in.build.layout;
    if (in.card.nvlinkGroup > 0 || in.card.formFactor == FormFactor::Integrated)
        return;
    for (const AllReduceFallback &a : in.software.allReduce) {
        if (l.tp <= a.customAllReduceMaxPcieGpus)
            continue;
        out.append(item(QStringLiteral("pcie-all-reduce"), AdviceSeverity::Note,
                        tr("TP%1 over %2 cards without NVLink: %3 disables its custom all-reduce "
                           "on more than %4 such GPUs and falls back to %5; %3 %6 added an opt-in "
                           "%7. For more users run more copies rather than a wider TP group.")
                            .arg(QString::number(l.tp), in.card.shortName,
                                 in.software.engineName(a.engine),
                                 QString::number(a.customAllReduceMaxPcieGpus), a.fallback,
                                 a.optInSince, a.optIn),
                        a.cited));
        return;
    }
}

void BuildAdvisor::mlaMoreCopies(const Input &in, Items &out)
{
    const Layout &l = in.build.layout;
    if (in.model.attention.kind != AttentionKind::LatentMla || l.tp <= 1)
        return;
    // The same cards as more copies of a narrower TP group; the best that fits.
    std::optional<Build> best;
    int bestConversations = in.figures.conversations;
    for (int tp : LayoutOptions::divisors(l.tp)) {
        if (tp >= l.tp)
            continue;
        Layout narrower = l;
        narrower.tp = tp;
        narrower.copies = l.copies * (l.tp / tp);
        if (tp % narrower.dcp != 0)
            narrower.dcp = 1;
        const std::optional<Build> b = withLayout(in, narrower);
        if (!b)
            continue;
        const std::optional<Figures> f = evaluate(in, *b);
        if (f && f->fits && f->conversations > bestConversations) {
            best = b;
            bestConversations = f->conversations;
        }
    }
    if (!best)
        return;
    AdviceItem i =
        item(QStringLiteral("mla-more-copies"), AdviceSeverity::Note,
             tr("%1 keeps its latent cache in full on every card of a TP group: %2 hold %3 "
                "conversations, against %4 with %5.")
                 .arg(in.model.name, layoutName(best->layout), in.format.integer(bestConversations),
                      in.format.integer(in.figures.conversations), layoutName(l)),
             in.software.citation(QStringLiteral("mla-replication")));
    i.suggestions.append({tr("Use %1").arg(layoutName(best->layout)), *best});
    out.append(i);
}

void BuildAdvisor::prefillSaturated(const Input &in, Items &out)
{
    const SpeedFigures &s = in.figures.speed;
    if (!s.estimated || !s.prefillSaturated())
        return;
    // The same cards with more of their copies prefilling: the fewest that
    // bring the pool below saturation (and meet the first-token target
    // where the build sets one), each as the engine evaluates it.
    const Layout &l = in.build.layout;
    std::optional<Build> restored;
    std::optional<Figures> at;
    for (int copies = l.prefillCopies + 1; copies < l.copies && !restored; ++copies) {
        Layout more = l;
        more.prefillCopies = copies;
        const std::optional<Layout> filled = LayoutOptions::decodeFilling(more, l.cards());
        const std::optional<Build> b = filled ? withLayout(in, *filled) : std::nullopt;
        const std::optional<Figures> f = b ? evaluate(in, *b) : std::nullopt;
        if (f && f->fits && f->speed.estimated && !f->speed.prefillSaturated() &&
            (!(s.ttftTarget > seconds(0)) || f->speed.timeToFirstToken <= s.ttftTarget))
            restored = b, at = f;
    }
    const QuantityFormat &q = in.format;
    const auto secs = [&q](Seconds t) { return tr("%1 s").arg(q.number(inSeconds(t), 1)); };
    AdviceItem i;
    i.code = QStringLiteral("prefill-saturated");
    i.severity = AdviceSeverity::Warning;
    i.source = tr("The build's own estimate: the prefill pool's closed loop");
    i.text =
        tr("The prefill pool is saturated: %n prefill copy(ies) busy %1 % of the time, so "
           "prompts queue and the first token takes %2; the build serves %3 tokens/s "
           "instead of the %4 its decode copies could give.",
           nullptr, l.prefillCopies)
            .arg(q.number(100.0 * s.prefillLoad, 0), secs(s.timeToFirstToken),
                 q.number(s.outputTokensPerSecond, 0), q.number(s.decodeOutputTokensPerSecond, 0));
    if (!restored) {
        i.text += QLatin1Char(' ') + tr("No split of these cards keeps up: add cards for prefill "
                                        "copies, or shorten the prompts.");
        out.append(i);
        return;
    }
    const Layout &r = restored->layout;
    const QString split =
        tr("%1 prefill and %2 decode copies").arg(r.prefillCopies).arg(r.decodeCopies());
    i.text += QLatin1Char(' ') +
              tr("%1 on the same cards bring it to busy %2 %: first token after %3, %4 "
                 "tokens/s served, %5 conversations in memory.")
                  .arg(split, q.number(100.0 * at->speed.prefillLoad, 0),
                       secs(at->speed.timeToFirstToken),
                       q.number(at->speed.outputTokensPerSecond, 0), q.integer(at->conversations));
    i.suggestions.append({tr("Use %1").arg(split), *restored});
    out.append(i);
}

// ---- power and host -----------------------------------------------------------------------

void BuildAdvisor::powerCable(const Input &in, Items &out)
{
    // Every card placed, whichever model or pool it serves, by its type (a
    // split's prefill pool may have a type of its own).
    for (const auto &[id, count] : in.build.cardTypes())
        if (const Card *card = in.catalogue.card(id); card && card->needs600WCable)
            out.append(item(QStringLiteral("power-cable"), AdviceSeverity::Warning,
                            tr("Each of the %n %1 card(s) needs the 600 W GPU power cable; on a "
                               "450 W cable it does not boot.",
                               nullptr, count)
                                .arg(card->shortName),
                            in.software.citation(QStringLiteral("power-cable"))));
}

namespace {

/// Server numbers as a reader counts them: "1–8, 10, 12–13".
QString serverNumbers(const QList<int> &servers)
{
    QStringList parts;
    for (qsizetype i = 0; i < servers.size();) {
        qsizetype j = i;
        while (j + 1 < servers.size() && servers[j + 1] == servers[j] + 1)
            ++j;
        parts.append(j == i ? QString::number(servers[i] + 1)
                            : QStringLiteral("%1\u2013%2").arg(servers[i] + 1).arg(servers[j] + 1));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

/// The servers over their feed's plan, in groups of servers alike (same
/// cards, cap, processors and feed), which draw the same.
QList<QList<int>> serversOverPlan(const QList<ServerPower> &perServer, const QList<Server> &servers)
{
    QList<QList<int>> groups;
    for (qsizetype s = 0; s < perServer.size(); ++s) {
        if (perServer[s].feedOk)
            continue;
        const Server &server = servers[s];
        bool grouped = false;
        for (QList<int> &group : groups) {
            const Server &first = servers[group.first()];
            if (first.slotCards == server.slotCards && first.powerCap == server.powerCap &&
                first.cpu == server.cpu && first.cpuCount == server.cpuCount &&
                first.feed == server.feed && first.chassis == server.chassis) {
                group.append(int(s));
                grouped = true;
                break;
            }
        }
        if (!grouped)
            groups.append(QList<int>{int(s)});
    }
    return groups;
}

} // namespace

void BuildAdvisor::feedOverPlan(const Input &in, Items &out)
{
    // Servers alike (same cards, cap, processors and feed) draw the same and
    // get one item: a cluster of 64 equal servers reads one warning, not 64,
    // and its suggestions change them all.
    const QList<QList<int>> groups = serversOverPlan(in.figures.perServer, in.build.servers);
    for (const QList<int> &group : std::as_const(groups)) {
        const int s = group.first();
        const ServerPower &p = in.figures.perServer[s];
        const Server &server = in.build.servers[s];
        const Feed *feed = in.catalogue.feed(server.feed);
        const QString feedName = feed ? feed->name.text() : server.feed;
        AdviceItem i = item(QStringLiteral("feed-over-plan"), AdviceSeverity::Warning, QString(),
                            in.software.citation(QStringLiteral("feed-plan")));
        QString text =
            group.size() == 1
                ? tr("Server %1 draws %2 at the wall, above the %3 planned on its %4 feed: "
                     "plan 32 A or three-phase, or cap the cards.")
                      .arg(QString::number(s + 1), in.format.watts(p.wall),
                           in.format.watts(p.feedPlanned), feedName)
                : tr("Servers %1 draw %2 each at the wall, above the %3 planned on each one's "
                     "%4 feed: plan 32 A or three-phase, or cap the cards.")
                      .arg(serverNumbers(group), in.format.watts(p.wall),
                           in.format.watts(p.feedPlanned), feedName);
        // The wall power at each lower limit of the card, by the engine.
        bool capSuggested = false;
        for (const Watts &limit : in.card.powerLimits) {
            const Watts current =
                server.powerCap.value() > 0 ? server.powerCap : in.card.maxPower();
            if (limit >= current)
                continue;
            Build capped = in.build;
            for (int t : group)
                capped.servers[t].powerCap = limit;
            // The power step's figures alone: the speed estimate (most of
            // an evaluation) does not change what a server draws.
            const Evaluation e = SizingEngine::evaluateMemory(capped, in.catalogue);
            if (!e.ok())
                continue;
            const ServerPower &cp = e.figures.perServer[s];
            text += QLatin1Char(' ') + (cp.feedOk ? tr("At %1 per card: %2, within the plan.")
                                                  : tr("At %1 per card: %2, still above the plan."))
                                           .arg(in.format.watts(limit), in.format.watts(cp.wall));
            if (cp.feedOk && !capSuggested) {
                i.suggestions.append(
                    {tr("Cap the cards at %1").arg(in.format.watts(limit)), capped});
                capSuggested = true;
            }
        }
        // The smallest feeds of the catalogue that carry the server as it is.
        QList<const Feed *> bigger;
        for (const Feed &candidate : in.catalogue.feeds())
            if (in.catalogue.rules().feedPlanShare * candidate.nominal() >= p.wall)
                bigger.append(&candidate);
        std::stable_sort(bigger.begin(), bigger.end(),
                         [](const Feed *a, const Feed *b) { return a->nominal() < b->nominal(); });
        for (const Feed *candidate : bigger) {
            Build fed = in.build;
            for (int t : group)
                fed.servers[t].feed = candidate->id;
            i.suggestions.append({tr("Use a %1 feed").arg(candidate->name.text()), fed});
            if (i.suggestions.size() >= 3)
                break;
        }
        i.text = text;
        out.append(i);
    }
}

void BuildAdvisor::hostMemory(const Input &in, Items &out)
{
    if (in.card.unifiedMemory)
        return;
    const SoftwareSource cited = in.software.citation(QStringLiteral("host-memory"));
    // Servers alike (chassis and host memory) get one item; where the
    // servers need different amounts (a further model's server of fewer
    // cards, a part of a split), each item names its servers.
    QList<QList<int>> groups;
    qsizetype previousGroup = -1; // the group of the server before, if it has one
    for (qsizetype s = 0; s < in.build.servers.size(); ++s) {
        const Server &server = in.build.servers[s];
        const Bytes required = in.figures.perServer[s].hostMemory;
        // A copy of the server before (a cluster's servers share their
        // chassis text) needing as much joins its group without a look-up.
        if (previousGroup >= 0 && server.chassis.isSharedWith(in.build.servers[s - 1].chassis) &&
            in.figures.perServer[s - 1].hostMemory == required) {
            groups[previousGroup].append(int(s));
            continue;
        }
        previousGroup = -1;
        const Chassis *chassis = in.catalogue.chassisById(server.chassis);
        // No DIMM slots: the host memory is soldered beside the CPU (Grace in an
        // NVL72 tray, a DGX Spark's unified memory), nothing to populate.
        if (!chassis || chassis->dimmSlots <= 0 || required.value() <= 0)
            continue;
        const auto alike = std::find_if(groups.begin(), groups.end(), [&](const QList<int> &g) {
            return in.build.servers[g.first()].chassis == server.chassis &&
                   in.figures.perServer[g.first()].hostMemory == required;
        });
        if (alike == groups.end()) {
            groups.append(QList<int>{int(s)});
            previousGroup = groups.size() - 1;
        } else {
            alike->append(int(s));
            previousGroup = alike - groups.begin();
        }
    }
    for (const QList<int> &group : std::as_const(groups)) {
        const int s = group.first();
        const Server &server = in.build.servers[s];
        const Bytes required = in.figures.perServer[s].hostMemory;
        const Chassis *chassis = in.catalogue.chassisById(server.chassis);
        Bytes gpuMemory = bytes(0.0);
        for (const auto &[id, count] : server.cardTypes())
            if (const Card *card = in.catalogue.card(id))
                gpuMemory += double(count) * card->nominalMemory;
        const DimmPopulation dimms =
            DimmPopulation::reaching(required, *chassis, in.catalogue.cpu(server.cpu),
                                     server.cpuCount, in.software.dimmSizes);
        if (dimms.reaches()) {
            const QString text =
                groups.size() == 1
                    ? tr("Plan at least %1 of host memory per server, twice its %2 of GPU "
                         "memory: for example %3 x %4 DIMMs, %5 in all.")
                          .arg(in.format.gb(required), in.format.gb(gpuMemory),
                               QString::number(dimms.count), in.format.gb(dimms.dimm),
                               in.format.gb(dimms.total()))
                    : tr("Plan at least %1 of host memory in server(s) %2, twice its %3 of GPU "
                         "memory: for example %4 x %5 DIMMs, %6 in all.",
                         nullptr, int(group.size()))
                          .arg(in.format.gb(required), serverNumbers(group),
                               in.format.gb(gpuMemory), QString::number(dimms.count),
                               in.format.gb(dimms.dimm), in.format.gb(dimms.total()));
            out.append(item(QStringLiteral("host-memory"), AdviceSeverity::Note, text, cited));
        } else {
            out.append(item(
                QStringLiteral("host-memory"), AdviceSeverity::Warning,
                tr("Server %1 needs at least %2 of host memory, twice its %3 of GPU "
                   "memory, but its chassis holds at most %4 (%5 x %6).")
                    .arg(QString::number(s + 1), in.format.gb(required), in.format.gb(gpuMemory),
                         in.format.gb(double(chassis->dimmSlots) * chassis->largestDimm),
                         QString::number(chassis->dimmSlots), in.format.gb(chassis->largestDimm)),
                cited));
        }
    }
}

// ---- licence ------------------------------------------------------------------------------

void BuildAdvisor::licences(const Input &in, Items &out)
{
    // An imported model names where its licence was read (its model card);
    // that, not the catalogue's citation of other models' cards, is the source.
    const LocalizedText imported = in.model.sources.value(QStringLiteral("licence"));
    for (const QString &id : CheckpointLicences::ids(&in.model, in.checkpoint)) {
        if (const Licence *licence = in.catalogue.licence(id)) {
            SoftwareSource cited = imported.isEmpty()
                                       ? in.software.citation(QStringLiteral("licence-") + id)
                                       : SoftwareSource{imported, {}};
            if (cited.source.isEmpty())
                cited.source = licence->source;
            out.append(item(QStringLiteral("licence-") + id, AdviceSeverity::Note,
                            tr("%1 comes under the %2. %3")
                                .arg(in.checkpoint.id, licence->name, licence->summary.text()),
                            cited));
            continue;
        }
        const SoftwareSource cited{
            imported.isEmpty() ? LocalizedText(tr("the imported files of %1").arg(in.checkpoint.id))
                               : imported,
            {}};
        if (CheckpointLicences::isNotStated(id))
            out.append(item(QStringLiteral("licence-") + CheckpointLicences::notStated(),
                            AdviceSeverity::Warning,
                            tr("%1 states no licence in the files it was imported from: check "
                               "its model card before offering the build.")
                                .arg(in.checkpoint.id),
                            cited));
        else
            out.append(item(QStringLiteral("licence-") + id, AdviceSeverity::Note,
                            tr("%1 comes under %2, a licence the catalogue does not describe: "
                               "read it on the model card before offering the build.")
                                .arg(in.checkpoint.id, id),
                            cited));
    }
}

// ---- further models -----------------------------------------------------------------------

void BuildAdvisor::furtherModels(const Build &build, const Catalogue &catalogue,
                                 const SoftwareCatalogue &software, const QuantityFormat &format,
                                 Items &out)
{
    for (qsizetype n = 0; n < build.instances.size(); ++n) {
        const ModelInstance &m = build.instances[n];
        const int number = int(n) + 2; // as InstanceReport::number
        // The build the model alone sees, as the report evaluates it.
        const Build alone = m.alone(build);
        const Evaluation e = SizingEngine::evaluatePart(alone, catalogue);
        const Figures &f = e.figures;
        if (!e.ok() || !f.card || !f.checkpoint || !f.model)
            continue;
        const Input in{alone, catalogue, software, format, f, *f.card, *f.checkpoint, *f.model};
        Items own;
        for (auto rule : {&dcpNotDeclared, &tpCrossesNvlink, &tpAcrossServers, &pcieAllReduce,
                          &mlaMoreCopies, &licences})
            rule(in, own);
        for (AdviceItem &i : own) {
            // Its own code, so that the panel applies the right model's suggestion.
            i.code += QStringLiteral("-model-%1").arg(number);
            i.text = tr("Model %1 (%2): %3").arg(number).arg(m.checkpoint, i.text);
            for (AdviceSuggestion &s : i.suggestions) {
                Build whole = build;
                whole.instances[n].layout = s.build.layout;
                s.build = whole;
                s.label = tr("Model %1: %2").arg(number).arg(s.label);
            }
            out.append(i);
        }
    }
}

} // namespace llmconf
