// SPDX-License-Identifier: MIT
#include "onedown.h"

#include "assessment.h"
#include "buildreport.h"
#include "cardroles.h"
#include "modelinstance.h"
#include "quantityformat.h"

#include <algorithm>

namespace llmconf {

namespace {

/// The copies a failure of one server (all of it, or its first card) stops:
/// copies take the cards in order, slot by slot and server by server, so
/// those of a server are a range of consecutive copies.
struct CopyRange
{
    int first = 0;
    int last = -1; // last < first: none
    int count() const { return last - first + 1; }
    bool contains(int copy) const { return copy >= first && copy <= last; }
};

/// Calls visit(server, slot, copy) for every placed card; copy -1 for a
/// card beyond the layout's copies. Which copy a card serves is CardRoles'
/// placement (a split's prefill copies first, each pool's cards in its layout).
template <typename Visit> void forEachCard(const Build &build, Visit visit)
{
    for (const CardRole &r : CardRoles::of(build))
        visit(r.server, r.slot, r.spare ? -1 : r.copy);
}

/// What a failure of each server stops, in one pass over the slots (the
/// planner asks this of builds of 256 servers).
QList<CopyRange> stoppedByEach(const Build &build, OneDownFigures::Unit unit)
{
    QList<CopyRange> stopped(build.servers.size());
    forEachCard(build, [&](qsizetype s, qsizetype, int copy) {
        CopyRange &r = stopped[s];
        if (copy < 0 || (unit == OneDownFigures::Unit::Card && r.count() > 0))
            return;
        if (r.count() == 0)
            r.first = copy;
        r.last = copy;
    });
    return stopped;
}

/// The prefill copies among `stopped` (the first Layout::prefillCopies
/// copies prefill).
int prefillCopiesIn(const Layout &l, const CopyRange &stopped)
{
    return std::max(0, std::min(stopped.last, l.prefillCopies - 1) - stopped.first + 1);
}

/// The layout of the copies `stopped` leaves. A split keeps both pools
/// while each has a copy; with one pool gone, the other's copies serve
/// whole requests (the router sends them prompt and answer) in their layout.
Layout survivingLayout(const Layout &l, const CopyRange &stopped)
{
    Layout down = l;
    down.copies = l.copies - stopped.count();
    if (!l.disaggregated())
        return down;
    const int prefillLeft = l.prefillCopies - prefillCopiesIn(l, stopped);
    const int decodeLeft = down.copies - prefillLeft;
    if (prefillLeft > 0 && decodeLeft > 0) {
        down.prefillCopies = prefillLeft;
        return down;
    }
    down = prefillLeft > 0 ? l.prefillPool() : l.decodePool();
    down.copies = prefillLeft + decodeLeft;
    return down;
}

} // namespace

namespace {

/// The build without the copies `stopped` (Unit::Server: without `server`
/// itself, and every server that held only their cards).
Build withoutCopies(const Build &build, OneDownFigures::Unit unit, int server,
                    const CopyRange &stopped)
{
    Build down = build;
    forEachCard(build, [&](qsizetype s, qsizetype slot, int copy) {
        if (copy >= 0 && stopped.contains(copy))
            down.servers[s].slotCards[slot].clear();
    });
    // The server out of service goes, and with it every server that held
    // only cards of the copies it stopped: they stand idle (an empty HGX
    // board is no build the engine takes).
    if (unit == OneDownFigures::Unit::Server && server >= 0 && server < down.servers.size())
        for (qsizetype s = down.servers.size() - 1; s >= 0; --s)
            if (s == server ||
                (down.servers[s].cardCount() == 0 && build.servers[s].cardCount() > 0))
                down.servers.removeAt(s);
    down.layout = survivingLayout(build.layout, stopped);
    // The build's own model: OneDown::of assesses each further model on its
    // own cards with the same part out.
    down.instances.clear();
    return down;
}

} // namespace

Build OneDown::without(const Build &build, OneDownFigures::Unit unit, int server, int *copiesLost)
{
    const CopyRange stopped = server >= 0 && server < build.servers.size()
                                  ? stoppedByEach(build, unit)[server]
                                  : CopyRange();
    if (copiesLost)
        *copiesLost = stopped.count();
    return withoutCopies(build, unit, server, stopped);
}

namespace {

QList<int> serversWithCards(const Build &build)
{
    QList<int> withCards;
    for (qsizetype s = 0; s < build.servers.size(); ++s)
        if (build.servers[s].cardCount() > 0)
            withCards.append(int(s));
    return withCards;
}

/// One model's part of a build (ModelInstance::alone, firstModel) assessed
/// as the part it is (not bought on its own).
BuildReport assessPart(const Build &part, const BuildReport &full, const AssessmentInputs &inputs)
{
    return assessEvaluated(part, SizingEngine::evaluatePart(part, *full.catalogue), inputs,
                           std::nullopt, BuildReport::Parts::Core);
}

/// `build` with `f.server` out as `f.unit`, the copies `lost` stopped: the
/// rest of `f` (copies lost and left, the server's cards, whole copies, a
/// pool lost) is filled in.
Build failAt(const Build &build, const CopyRange &lost, OneDownFigures &f)
{
    Build down = withoutCopies(build, f.unit, f.server, lost);
    f.copiesLost = lost.count();
    f.copiesLeft = build.layout.copies - f.copiesLost;
    f.cardsPerServer = build.servers[f.server].cardCount();
    int cardsStopped = 0;
    forEachCard(build,
                [&](qsizetype, qsizetype, int copy) { cardsStopped += lost.contains(copy); });
    f.wholeCopies = cardsStopped == f.cardsPerServer;
    const Layout &l = build.layout;
    // One card of a split: the pool whose copy it stops.
    if (f.unit == OneDownFigures::Unit::Card && l.disaggregated())
        f.cardPool = prefillCopiesIn(l, lost) > 0 ? OneDownFigures::Pool::Prefill
                                                  : OneDownFigures::Pool::Decode;
    // A pool the failure empties: the other serves on without the split.
    if (l.disaggregated() && f.copiesLeft > 0 && !down.layout.disaggregated())
        f.poolLost = prefillCopiesIn(l, lost) == l.prefillCopies ? OneDownFigures::Pool::Prefill
                                                                 : OneDownFigures::Pool::Decode;
    return down;
}

/// The build's own model with the part `down` leaves (`part`: its cards
/// are a part of the build): conversations served, speed and first token.
void assessFirst(const BuildReport &full, const Build &down, bool part,
                 const AssessmentInputs &inputs, OneDownFigures &f)
{
    f.wanted = full.served;
    if (f.copiesLeft < 1)
        return;
    const BuildReport r =
        part ? assessPart(down, full, inputs) : assess(down, inputs, BuildReport::Parts::Core);
    f.served = r.served;
    f.speedKnown = r.ok() && r.speed().estimated;
    f.tokensPerSecondPerConversation = r.speed().decodeTokensPerSecondPerConversation;
    f.timeToFirstToken = r.speed().timeToFirstToken;
}

/// One card out of a split's only server: the first card stops a prefill
/// copy (the first token waits longer), a decode copy's card stops the
/// conversations it holds. `f` (the first card's failure, assessed) becomes
/// the decode card's where that loses more, or as many and answers later.
void worstCardOfSplit(const BuildReport &full, const Build &build, bool part,
                      const AssessmentInputs &inputs, OneDownFigures &f)
{
    const Layout &l = build.layout;
    if (f.unit != OneDownFigures::Unit::Card || !l.disaggregated() ||
        f.cardPool != OneDownFigures::Pool::Prefill)
        return;
    OneDownFigures decode;
    decode.unit = f.unit;
    decode.model = f.model;
    decode.server = f.server;
    const Build down = failAt(build, CopyRange{l.prefillCopies, l.prefillCopies}, decode);
    assessFirst(full, down, part, inputs, decode);
    const int lostByPrefill = f.wanted - f.served;
    const int lostByDecode = decode.wanted - decode.served;
    if (lostByDecode > lostByPrefill ||
        (lostByDecode == lostByPrefill && decode.timeToFirstToken > f.timeToFirstToken))
        f = decode;
}

/// The build's own model untouched by the failure: it serves what it
/// serves in the whole build.
void untouched(const BuildReport &full, int copies, OneDownFigures &f)
{
    f.wanted = f.served = full.served;
    f.copiesLeft = copies;
    f.speedKnown = full.speed().estimated;
    f.tokensPerSecondPerConversation = full.speed().decodeTokensPerSecondPerConversation;
    f.timeToFirstToken = full.speed().timeToFirstToken;
}

/// Further model `r` of `full` with `f`'s part out of service: the copies
/// with a card on it stop. One card out is a card of the model `f.model`
/// (a further model that shares cards has model 1's).
OneDownFigures::Model modelDown(const BuildReport &full, const InstanceReport &r,
                                const OneDownFigures &f, const AssessmentInputs &inputs)
{
    OneDownFigures::Model m;
    m.number = r.number;
    m.wanted = m.served = r.served;
    m.copiesLeft = r.build.layout.copies;
    const int server = ModelInstance::serversOf(full.build, r.number).indexOf(f.server);
    const bool hit =
        f.unit == OneDownFigures::Unit::Server || f.model == (r.instance.ownCards() ? r.number : 1);
    if (!hit || server < 0 || r.served <= 0)
        return m;
    const Build down = OneDown::without(r.build, f.unit, server, &m.copiesLost);
    m.copiesLeft -= m.copiesLost;
    m.served = m.copiesLeft < 1 ? 0 : assessPart(down, full, inputs).served;
    return m;
}

/// Conversations every model of the build loses with `f`'s part out.
int conversationsLost(const OneDownFigures &f)
{
    int lost = f.wanted - f.served;
    for (const OneDownFigures::Model &m : f.models)
        lost += m.wanted - m.served;
    return lost;
}

/// Where further models have cards of their own: `unit` of `server` (the
/// whole build's index) out, a card out being one of model `model`'s.
OneDownFigures failureOf(const BuildReport &full, OneDownFigures::Unit unit, int server, int model,
                         const AssessmentInputs &inputs)
{
    OneDownFigures f;
    f.unit = unit;
    f.model = model;
    const Build first = ModelInstance::firstModel(full.build);
    const int local = ModelInstance::serversOf(full.build, 1).indexOf(server);
    if (local >= 0 && (unit == OneDownFigures::Unit::Server || model == 1)) {
        f.server = local;
        const Build down = failAt(first, stoppedByEach(first, unit)[local], f);
        assessFirst(full, down, true, inputs, f);
        worstCardOfSplit(full, first, true, inputs, f);
    } else {
        untouched(full, first.layout.copies, f);
        f.cardsPerServer = full.build.servers[server].cardCount();
    }
    f.server = server;
    for (const InstanceReport &r : full.instances)
        f.models.append(modelDown(full, r, f, inputs));
    return f;
}

/// The worst single failure where further models have cards of their own,
/// over every model: each server (one server: one card of each model that
/// runs two copies or more) taken out in turn, the one that loses the most
/// conversations of all models (the last of equals) is the failure.
OneDownFigures worstOverModels(const BuildReport &full, const AssessmentInputs &inputs)
{
    const Build &build = full.build;
    const QList<int> withCards = serversWithCards(build);
    QList<OneDownFigures> failures;
    if (withCards.size() >= 2) {
        for (int s : withCards)
            failures.append(failureOf(full, OneDownFigures::Unit::Server, s, 1, inputs));
    } else if (withCards.size() == 1) {
        if (ModelInstance::firstModel(build).layout.copies >= 2)
            failures.append(failureOf(full, OneDownFigures::Unit::Card, withCards[0], 1, inputs));
        for (const InstanceReport &r : full.instances)
            if (r.instance.ownCards() && r.build.layout.copies >= 2)
                failures.append(
                    failureOf(full, OneDownFigures::Unit::Card, withCards[0], r.number, inputs));
    }
    OneDownFigures worst;
    int most = -1;
    for (const OneDownFigures &f : failures)
        if (conversationsLost(f) >= most) {
            most = conversationsLost(f);
            worst = f;
        }
    return worst;
}

} // namespace

Build OneDown::worst(const Build &build, OneDownFigures &f)
{
    return worstOf(build, int(serversWithCards(build).size()), f);
}

Build OneDown::worstOf(const Build &build, int serversInBuild, OneDownFigures &f)
{
    const QList<int> withCards = serversWithCards(build);
    // A model on one server of several fails with it.
    if (withCards.size() >= 2 || (withCards.size() == 1 && serversInBuild >= 2))
        f.unit = OneDownFigures::Unit::Server;
    else if (withCards.size() == 1 && build.layout.copies >= 2)
        f.unit = OneDownFigures::Unit::Card;
    else
        return build;
    // The worst single failure: the server whose loss stops the most copies
    // (the last of equals, so that a cluster loses its last server). Each
    // server's count once: the planner asks this of builds of 256 servers.
    const QList<CopyRange> stopped = stoppedByEach(build, f.unit);
    int most = -1;
    for (int s : withCards)
        if (stopped[s].count() >= most) {
            most = stopped[s].count();
            f.server = s;
        }
    return failAt(build, stopped[f.server], f);
}

OneDownFigures OneDown::of(const BuildReport &full, const AssessmentInputs &inputs)
{
    if (!full.ok())
        return {};
    // A further model on cards of its own may be hurt most: the failure is
    // chosen over every model.
    if (ModelInstance::anyOwnCards(full.build))
        return worstOverModels(full, inputs);
    OneDownFigures f;
    const Build down = worst(full.build, f);
    if (!f.applies())
        return f;
    assessFirst(full, down, false, inputs, f);
    worstCardOfSplit(full, full.build, false, inputs, f);
    for (const InstanceReport &r : full.instances)
        f.models.append(modelDown(full, r, f, inputs));
    return f;
}

void OneDown::addTo(BuildReport &report, const AssessmentInputs &inputs)
{
    report.oneDownAssessed = true;
    if (report.served <= 0)
        return;
    report.oneDown = of(report, inputs);
    if (report.oneDown.applies())
        report.advice.append(advice(report.oneDown, inputs.format));
}

void OneDown::complete(BuildReport &report, const QuantityFormat &format)
{
    if (report.oneDownAssessed)
        return;
    AssessmentInputs inputs;
    inputs.catalogue = report.catalogue;
    inputs.software = report.software;
    inputs.prices = report.prices;
    inputs.costDefaults = report.costDefaults;
    inputs.format = format;
    addTo(report, inputs);
}

AdviceItem OneDown::advice(const OneDownFigures &f, const QuantityFormat &format)
{
    AdviceItem item;
    item.code = f.unit == OneDownFigures::Unit::Server ? QStringLiteral("one-server-down")
                                                       : QStringLiteral("one-card-down");
    item.severity = f.holds() ? AdviceSeverity::Note : AdviceSeverity::Warning;
    item.source = tr("N+1: this build's own estimate with the part out of service");
    const QString part =
        f.unit == OneDownFigures::Unit::Server ? tr("server %1").arg(f.server + 1)
        : f.model != 1 ? tr("one card of model %1 on server %2").arg(f.model).arg(f.server + 1)
        : f.cardPool == OneDownFigures::Pool::Prefill
            ? tr("one prefill card of server %1").arg(f.server + 1)
        : f.cardPool == OneDownFigures::Pool::Decode
            ? tr("one decode card of server %1").arg(f.server + 1)
            : tr("one card of server %1").arg(f.server + 1);
    // The further models hit by it, each with what it still serves.
    QString models;
    for (const OneDownFigures::Model &m : f.models)
        if (m.copiesLost > 0)
            models +=
                QLatin1Char(' ') +
                tr("Model %1: %2 of %3 copies serve on, %4 of its %5 conversations.")
                    .arg(m.number)
                    .arg(format.integer(m.copiesLeft), format.integer(m.copiesLeft + m.copiesLost),
                         format.integer(m.served), format.integer(m.wanted));
    if (f.copiesLeft < 1) {
        item.text = tr("With %1 out of service no copy of the model runs: every copy has a card "
                       "there. Serving on through one failure needs a copy with no card on it.")
                        .arg(part) +
                    models;
        return item;
    }
    const QString speed = f.speedKnown
                              ? tr(" at %1 tokens/s each, first token after %2 ms")
                                    .arg(format.number(f.tokensPerSecondPerConversation, 1),
                                         format.number(f.timeToFirstToken.value() * 1000, 0))
                              : QString();
    item.text =
        tr("With %1 out of service, %2 of %3 copies serve on: %4 of the %5 conversations%6.")
            .arg(part, format.integer(f.copiesLeft), format.integer(f.copiesLeft + f.copiesLost),
                 format.integer(f.served), format.integer(f.wanted), speed) +
        models;
    if (f.poolLost == OneDownFigures::Pool::Prefill)
        item.text += QLatin1Char(' ') + tr("It holds every prefill copy: the decode copies left "
                                           "prefill their own prompts, serving whole requests "
                                           "without the split.");
    else if (f.poolLost == OneDownFigures::Pool::Decode)
        item.text += QLatin1Char(' ') + tr("It holds every decode copy: the prefill copies left "
                                           "serve whole requests without the split, in their "
                                           "own layout.");
    // One more server restores exactly what the failed one held where it
    // held whole copies; a copy across servers needs whole copies more.
    if (f.served < f.wanted && f.unit == OneDownFigures::Unit::Server && f.wholeCopies)
        item.text += QLatin1Char(' ') +
                     tr("One more server like it (%n card(s)) keeps all %1 through one failure.",
                        nullptr, f.cardsPerServer)
                         .arg(format.integer(f.wanted));
    else if (f.served < f.wanted)
        item.text +=
            QLatin1Char(' ') + tr("%n more copy(ies) of the model keep all %1 through one failure.",
                                  nullptr, f.copiesLost)
                                   .arg(format.integer(f.wanted));
    // A further model short of its conversations gets its own: whether the
    // server held its copies whole is not known, so whole copies of it.
    for (const OneDownFigures::Model &m : f.models)
        if (!m.holds())
            item.text += QLatin1Char(' ') +
                         tr("%n more copy(ies) of model %1 keep all %2 of its conversations "
                            "through one failure.",
                            nullptr, m.copiesLost)
                             .arg(m.number)
                             .arg(format.integer(m.wanted));
    return item;
}

} // namespace llmconf
