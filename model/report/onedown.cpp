// SPDX-License-Identifier: MIT
#include "onedown.h"

#include "assessment.h"
#include "buildreport.h"
#include "quantityformat.h"

#include <QSet>

#include <algorithm>

namespace llmconf {

namespace {

/// The copy of every card, in slot order server by server (-1 for an empty
/// slot or a card beyond the layout's copies): copies take the cards in order.
QList<QList<int>> copyOfEachCard(const Build &build)
{
    const int perCopy = std::max(1, build.layout.cardsPerCopy());
    QList<QList<int>> copies;
    int index = 0;
    for (const Server &server : build.servers) {
        QList<int> ofServer;
        for (const QString &id : server.slotCards) {
            const int copy = id.isEmpty() ? -1 : index++ / perCopy;
            ofServer.append(copy < build.layout.copies ? copy : -1);
        }
        copies.append(ofServer);
    }
    return copies;
}

/// The copies a failure of `server` (all of it, or its first card) stops.
QSet<int> copiesStopped(const QList<QList<int>> &copies, OneDownFigures::Unit unit, int server)
{
    QSet<int> stopped;
    for (int copy : copies[server]) {
        if (copy < 0)
            continue;
        stopped.insert(copy);
        if (unit == OneDownFigures::Unit::Card)
            break;
    }
    return stopped;
}

} // namespace

Build OneDown::without(const Build &build, OneDownFigures::Unit unit, int server, int *copiesLost)
{
    Build down = build;
    const QList<QList<int>> copies = copyOfEachCard(build);
    const QSet<int> stopped =
        server >= 0 && server < copies.size() ? copiesStopped(copies, unit, server) : QSet<int>();
    for (qsizetype s = 0; s < copies.size(); ++s)
        for (qsizetype slot = 0; slot < copies[s].size(); ++slot)
            if (stopped.contains(copies[s][slot]))
                down.servers[s].slotCards[slot].clear();
    if (unit == OneDownFigures::Unit::Server && server >= 0 && server < down.servers.size())
        down.servers.removeAt(server);
    down.layout.copies = build.layout.copies - int(stopped.size());
    if (copiesLost)
        *copiesLost = int(stopped.size());
    return down;
}

Build OneDown::worst(const Build &build, OneDownFigures &f)
{
    QList<int> withCards;
    for (qsizetype s = 0; s < build.servers.size(); ++s)
        if (build.servers[s].cardCount() > 0)
            withCards.append(int(s));
    if (withCards.size() >= 2)
        f.unit = OneDownFigures::Unit::Server;
    else if (withCards.size() == 1 && build.layout.copies >= 2)
        f.unit = OneDownFigures::Unit::Card;
    else
        return build;
    // The worst single failure: the server whose loss stops the most copies
    // (the last of equals, so that a cluster loses its last server).
    const QList<QList<int>> copies = copyOfEachCard(build);
    for (int s : withCards)
        if (f.server < 0 || copiesStopped(copies, f.unit, s).size() >=
                                copiesStopped(copies, f.unit, f.server).size())
            f.server = s;
    Build down = without(build, f.unit, f.server, &f.copiesLost);
    f.copiesLeft = build.layout.copies - f.copiesLost;
    f.cardsPerServer = build.servers[f.server].cardCount();
    f.wholeCopies = f.copiesLost * build.layout.cardsPerCopy() == f.cardsPerServer;
    return down;
}

OneDownFigures OneDown::of(const BuildReport &full, const AssessmentInputs &inputs)
{
    OneDownFigures f;
    if (!full.ok())
        return f;
    const Build down = worst(full.build, f);
    if (!f.applies())
        return f;
    f.wanted = full.served;
    if (f.copiesLeft < 1)
        return f;
    const BuildReport r = assess(down, inputs, BuildReport::Parts::Core);
    f.served = r.served;
    f.speedKnown = r.ok() && r.speed().estimated;
    f.tokensPerSecondPerConversation = r.speed().decodeTokensPerSecondPerConversation;
    f.timeToFirstToken = r.speed().timeToFirstToken;
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
    if (f.copiesLeft < 1) {
        item.text = tr("With %1 out of service no copy of the model runs: every copy has a card "
                       "there. Serving on through one failure needs a copy with no card on it.")
                        .arg(part);
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
                 format.integer(f.served), format.integer(f.wanted), speed);
    if (f.holds())
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
