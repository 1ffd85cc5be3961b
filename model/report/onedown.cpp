// SPDX-License-Identifier: MIT
#include "onedown.h"

#include "assessment.h"
#include "buildreport.h"
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

/// Calls visit(server, slot, copy) for every slot; copy -1 for an empty slot
/// or a card beyond the layout's copies.
template <typename Visit> void forEachSlot(const Build &build, Visit visit)
{
    const Layout &l = build.layout;
    // A split's prefill copies come first, each with its pool's cards.
    const int prefillCards = l.disaggregated() ? l.prefillCards() : 0;
    const int prefillPerCopy = std::max(1, l.prefillCardsPerCopy());
    const int perCopy = std::max(1, l.cardsPerCopy());
    const auto copyOf = [&](int i) {
        return i < prefillCards
                   ? i / prefillPerCopy
                   : (prefillCards > 0 ? l.prefillCopies : 0) + (i - prefillCards) / perCopy;
    };
    int index = 0;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const QStringList &cards = build.servers[s].slotCards;
        for (qsizetype slot = 0; slot < cards.size(); ++slot) {
            const int copy = cards[slot].isEmpty() ? -1 : copyOf(index++);
            visit(s, slot, copy < build.layout.copies ? copy : -1);
        }
    }
}

/// What a failure of each server stops, in one pass over the slots (the
/// planner asks this of builds of 256 servers).
QList<CopyRange> stoppedByEach(const Build &build, OneDownFigures::Unit unit)
{
    QList<CopyRange> stopped(build.servers.size());
    forEachSlot(build, [&](qsizetype s, qsizetype, int copy) {
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

Build OneDown::without(const Build &build, OneDownFigures::Unit unit, int server, int *copiesLost)
{
    Build down = build;
    const CopyRange stopped = server >= 0 && server < build.servers.size()
                                  ? stoppedByEach(build, unit)[server]
                                  : CopyRange();
    forEachSlot(build, [&](qsizetype s, qsizetype slot, int copy) {
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
    if (copiesLost)
        *copiesLost = stopped.count();
    return down;
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
/// as the part it is (not bought on its own), for its conversations served.
int servedByPart(const Build &part, const BuildReport &full, const AssessmentInputs &inputs)
{
    return assessEvaluated(part, SizingEngine::evaluatePart(part, *full.catalogue), inputs,
                           std::nullopt, BuildReport::Parts::Core)
        .served;
}

/// Further model `r` of `full` with `f`'s part out of service: the copies
/// with a card on it stop. One card out is a card of model 1's, which a
/// model on cards of its own does not have.
OneDownFigures::Model modelDown(const BuildReport &full, const InstanceReport &r,
                                const OneDownFigures &f, const AssessmentInputs &inputs)
{
    OneDownFigures::Model m;
    m.number = r.number;
    m.wanted = m.served = r.served;
    m.copiesLeft = r.build.layout.copies;
    const int server = ModelInstance::serversOf(full.build, r.number).indexOf(f.server);
    const bool hit = f.unit == OneDownFigures::Unit::Server || !r.instance.ownCards();
    if (!hit || server < 0 || r.served <= 0)
        return m;
    const Build down = OneDown::without(r.build, f.unit, server, &m.copiesLost);
    m.copiesLeft -= m.copiesLost;
    m.served = m.copiesLeft < 1 ? 0 : servedByPart(down, full, inputs);
    return m;
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
    Build down = without(build, f.unit, f.server, &f.copiesLost);
    f.copiesLeft = build.layout.copies - f.copiesLost;
    f.cardsPerServer = build.servers[f.server].cardCount();
    int cardsStopped = 0;
    const CopyRange lost = stopped[f.server];
    forEachSlot(build,
                [&](qsizetype, qsizetype, int copy) { cardsStopped += lost.contains(copy); });
    f.wholeCopies = cardsStopped == f.cardsPerServer;
    // A pool the failure empties: the other serves on without the split.
    const Layout &l = build.layout;
    if (l.disaggregated() && f.copiesLeft > 0 && !down.layout.disaggregated())
        f.poolLost = prefillCopiesIn(l, lost) == l.prefillCopies ? OneDownFigures::Pool::Prefill
                                                                 : OneDownFigures::Pool::Decode;
    return down;
}

OneDownFigures OneDown::of(const BuildReport &full, const AssessmentInputs &inputs)
{
    OneDownFigures f;
    if (!full.ok())
        return f;
    // The failure is chosen on the build's own model's cards, its server
    // then named as the whole build counts them.
    const Build &build = full.build;
    const bool own = ModelInstance::anyOwnCards(build);
    const Build down =
        own ? worstOf(ModelInstance::firstModel(build), int(serversWithCards(build).size()), f)
            : worst(build, f);
    if (!f.applies())
        return f;
    f.server = ModelInstance::serversOf(build, 1).value(f.server, f.server);
    f.wanted = full.served;
    if (f.copiesLeft >= 1) {
        const BuildReport r =
            own ? assessEvaluated(down, SizingEngine::evaluatePart(down, *full.catalogue), inputs,
                                  std::nullopt, BuildReport::Parts::Core)
                : assess(down, inputs, BuildReport::Parts::Core);
        f.served = r.served;
        f.speedKnown = r.ok() && r.speed().estimated;
        f.tokensPerSecondPerConversation = r.speed().decodeTokensPerSecondPerConversation;
        f.timeToFirstToken = r.speed().timeToFirstToken;
    }
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
    const QString part = f.unit == OneDownFigures::Unit::Server
                             ? tr("server %1").arg(f.server + 1)
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
    // Where the build's own model holds, what a further model lost is said above.
    if (f.served >= f.wanted)
        return item;
    // One more server restores exactly what the failed one held where it
    // held whole copies; a copy across servers needs whole copies more.
    if (f.unit == OneDownFigures::Unit::Server && f.wholeCopies)
        item.text += QLatin1Char(' ') +
                     tr("One more server like it (%n card(s)) keeps all %1 through one failure.",
                        nullptr, f.cardsPerServer)
                         .arg(format.integer(f.wanted));
    else
        item.text +=
            QLatin1Char(' ') + tr("%n more copy(ies) of the model keep all %1 through one failure.",
                                  nullptr, f.copiesLost)
                                   .arg(format.integer(f.wanted));
    return item;
}

} // namespace llmconf
