// SPDX-License-Identifier: MIT
#include "sizingchecks_p.h"

#include "catalogue.h"
#include "chassisfit.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "nearestids.h"
#include "targetrangetext.h"

#include <QStringList>

namespace llmconf {

QString SizingChecks::servers(const Build &build, const Catalogue &catalogue,
                              ResolvedBuild &resolved)
{
    if (build.servers.isEmpty())
        return tr("The build has no server.");

    Walk walk;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const Server &server = build.servers[s];
        const int number = int(s) + 1;
        // A server after the first of its run (below) is never checked here.
        const Server *previous = s > 0 ? &build.servers[s - 1] : nullptr;
        if (!previous || !sameText(server.chassis, previous->chassis)) {
            walk.chassis = catalogue.chassisById(server.chassis);
            walk.checked = nullptr; // another chassis checks the cards' form factor again
        }
        if (!walk.chassis)
            return tr("Server %1: unknown chassis \"%2\".").arg(number).arg(server.chassis);
        if (server.slotCards.size() > walk.chassis->gpuSlots)
            return tr("Server %1: %2 slots listed, but the %3 has %4.")
                .arg(number)
                .arg(server.slotCards.size())
                .arg(walk.chassis->name.text())
                .arg(walk.chassis->gpuSlots);
        // A slot list shared with the server before (a cluster's servers
        // copy one) holds the same cards, checked already in this chassis.
        if (!(previous && walk.checked && server.slotCards.isSharedWith(previous->slotCards)))
            if (QString error = slotCards(server, number, catalogue, walk); !error.isEmpty())
                return error;
        if (QString error = cpuFeedAndCap(server, previous, number, catalogue, walk, resolved);
            !error.isEmpty())
            return error;
        if (!previous) {
            resolved.firstCpu = resolved.cpu;
            resolved.firstFeed = resolved.feed;
        }
        // The servers of a cluster mostly repeat the one before: they pass
        // as it passed, without a look-up (at 64 servers the look-ups were
        // most of an evaluation), and the steps after read it for them all.
        qsizetype end = s + 1;
        while (end < build.servers.size() && copyOf(build.servers[end], &build.servers[end - 1]))
            ++end;
        resolved.cards += int(end - s) * walk.cardsInServer;
        resolved.runs.append({int(s), int(end - s)});
        s = end - 1;
    }
    if (!walk.firstCard)
        return tr("The build has no card.");
    resolved.card = walk.firstCard;
    resolved.prefillCard = walk.firstCard;
    resolved.secondCard = walk.secondCard;
    return QString();
}

namespace {
/// Where a pool's first card lies, and its type.
struct PoolStart
{
    const Card *card = nullptr;
    int server = 0;
    int slot = 0;
    int index = 0; // among the placed cards, from 1
};
} // namespace

QString SizingChecks::pools(const Build &build, const Catalogue &catalogue, ResolvedBuild &resolved)
{
    const Layout &l = build.layout;
    const int prefillCards = l.disaggregated() ? l.prefillCards() : 0;
    PoolStart start[2]; // the prefill pool's, the decode pool's (spare cards with it)
    int index = 0;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const QStringList &ids = build.servers[s].slotCards;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (ids[i].isEmpty())
                continue;
            const Card *card = catalogue.card(ids[i]); // servers() knows each
            const int pool = index++ < prefillCards ? 0 : 1;
            PoolStart &first = start[pool];
            if (!first.card) {
                first = {card, int(s) + 1, int(i) + 1, index};
                continue;
            }
            if (card == first.card)
                continue;
            const QString where = tr("server %1, slot %2").arg(first.server).arg(first.slot);
            if (prefillCards == 0)
                return tr("Server %1, slot %2 holds a %3, but %4 holds a %5: a build without a "
                          "prefill/decode split sizes one card type; a split may run its prefill "
                          "copies (the first cards) on a type of their own.")
                    .arg(s + 1)
                    .arg(i + 1)
                    .arg(card->shortName, where, first.card->shortName);
            if (pool == 0)
                return tr("Server %1, slot %2 holds a %3, but the prefill pool (cards 1 to %4) "
                          "starts with a %5 at %6: each pool runs on one card type.")
                    .arg(s + 1)
                    .arg(i + 1)
                    .arg(card->shortName)
                    .arg(prefillCards)
                    .arg(first.card->shortName, where);
            return tr("Server %1, slot %2 holds a %3, but the decode pool (cards %4 to %5) starts "
                      "with a %6 at %7: each pool runs on one card type.")
                .arg(s + 1)
                .arg(i + 1)
                .arg(card->shortName)
                .arg(first.index)
                .arg(resolved.cards)
                .arg(first.card->shortName, where);
        }
    }
    resolved.prefillCard = start[0].card ? start[0].card : start[1].card;
    resolved.card = start[1].card ? start[1].card : start[0].card;
    return QString();
}

QString SizingChecks::slotCards(const Server &server, int number, const Catalogue &catalogue,
                                Walk &walk)
{
    walk.cardsInServer = 0;
    const Card *fitted = nullptr;
    for (qsizetype i = 0; i < server.slotCards.size(); ++i) {
        const QString &id = server.slotCards[i];
        if (id.isEmpty())
            continue;
        ++walk.cardsInServer;
        // A copy of that slot's id (the assembler, the planner and the
        // file reader share one string): the same card, already checked.
        if (walk.checked && id.isSharedWith(*walk.checked))
            continue;
        // Slots mostly repeat one id: skip the hash lookup then.
        const Card *card = (walk.firstCard && sameText(id, walk.firstCard->id))
                               ? walk.firstCard
                               : catalogue.card(id);
        if (!card)
            return tr("Server %1, slot %2: unknown card \"%3\"%4.")
                .arg(number)
                .arg(i + 1)
                .arg(id, NearestIds::cardHint(id, catalogue));
        // The server's chassis was checked for this card at an earlier slot.
        if (card != fitted && !ChassisFit::takes(*card, *walk.chassis))
            return tr("Server %1, slot %2: %3")
                .arg(number)
                .arg(i + 1)
                .arg(ChassisFit::whyNot(*card, *walk.chassis, catalogue));
        fitted = card;
        if (!walk.firstCard) {
            walk.firstCard = card;
            walk.firstServer = number;
            walk.firstSlot = int(i) + 1;
        } else if (card != walk.firstCard && !walk.secondCard) {
            // A split's pools may each have a type: pools() checks where they lie.
            walk.secondCard = card;
        } else if (card != walk.firstCard && card != walk.secondCard) {
            return tr("Server %1, slot %2 holds a %3, a third card type beside the %4 and the %5: "
                      "a build sizes one card type, or one for its prefill pool and one for its "
                      "decode pool.")
                .arg(number)
                .arg(i + 1)
                .arg(card->shortName, walk.firstCard->shortName, walk.secondCard->shortName);
        }
        walk.checked = &id;
    }
    return QString();
}

QString SizingChecks::cpuFeedAndCap(const Server &server, const Server *previous, int number,
                                    const Catalogue &catalogue, const Walk &walk,
                                    ResolvedBuild &resolved)
{
    const Chassis &chassis = *walk.chassis;
    const bool cpuKnown = previous && previous->cpuCount > 0 && sameText(server.cpu, previous->cpu);
    if (server.cpuCount > 0 && !cpuKnown) {
        resolved.cpu = catalogue.cpu(server.cpu);
        if (!resolved.cpu)
            return tr("Server %1: unknown CPU \"%2\".").arg(number).arg(server.cpu);
    }
    if (server.cpuCount < 0 || server.cpuCount > chassis.sockets)
        return tr("Server %1: %2 CPUs, but the %3 has %4 sockets.")
            .arg(number)
            .arg(server.cpuCount)
            .arg(chassis.name.text())
            .arg(chassis.sockets);
    if (!(previous && sameText(server.feed, previous->feed))) {
        resolved.feed = catalogue.feed(server.feed);
        if (!resolved.feed)
            return tr("Server %1: unknown feed \"%2\".").arg(number).arg(server.feed);
    }
    if (server.powerCap.value() < 0)
        return tr("Server %1: a power cap of %2 W is negative.")
            .arg(number)
            .arg(server.powerCap.value());
    // A cap holds for every card of the server: within each type's limits.
    for (const Card *card : {walk.firstCard, walk.secondCard}) {
        if (!card || !(server.powerCap.value() > 0))
            continue;
        const Watts lowest = card->powerLimits.last();
        if (server.powerCap < lowest || server.powerCap > card->maxPower())
            return tr("Server %1: a power cap of %2 W is outside the %3's %4 to %5 W.")
                .arg(number)
                .arg(server.powerCap.value())
                .arg(card->shortName)
                .arg(lowest.value())
                .arg(card->maxPower().value());
    }
    return QString();
}

QString SizingChecks::checkpoint(const Build &build, const Catalogue &catalogue,
                                 ResolvedBuild &resolved)
{
    const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
    if (!checkpoint)
        return tr("Unknown checkpoint \"%1\"%2.")
            .arg(build.checkpoint, NearestIds::checkpointHint(build.checkpoint, catalogue));
    const ModelFamily *model = catalogue.model(checkpoint->model);
    if (!model)
        return tr("Checkpoint %1 names an unknown model \"%2\".")
            .arg(checkpoint->id, checkpoint->model);
    for (const QString &kept : build.keep)
        if (!catalogue.checkpoint(kept))
            return tr("Unknown checkpoint \"%1\" among the checkpoints kept%2.")
                .arg(kept, NearestIds::checkpointHint(kept, catalogue));
    resolved.checkpoint = checkpoint;
    resolved.model = model;
    return QString();
}

QString SizingChecks::poolCards(const Layout &l, int cards)
{
    // In 64 bits: a file may give thousands of copies of thousands of cards.
    const qint64 prefill = qint64(l.prefillCopies) * l.prefillCardsPerCopy();
    const qint64 decode = qint64(l.decodeCopies()) * l.tp * l.pp * l.dp;
    if (prefill + decode == cards)
        return QString();
    return tr("%1 prefill copies x %2 cards + %3 decode copies x %4 cards = %5 cards, but the "
              "build has %6.")
        .arg(l.prefillCopies)
        .arg(l.prefillCardsPerCopy())
        .arg(l.decodeCopies())
        .arg(qint64(l.tp) * l.pp * l.dp)
        .arg(prefill + decode)
        .arg(cards);
}

QString SizingChecks::layout(const Layout &l, int cards, const ModelFamily &model,
                             const Checkpoint &checkpoint)
{
    if (l.tp < 1 || l.pp < 1 || l.dcp < 1 || l.copies < 1)
        return tr("TP %1, PP %2, DCP %3 and copies %4 must each be at least 1.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.dcp)
            .arg(l.copies);
    if (l.dp < 1)
        return tr("DP %1 must be at least 1.").arg(l.dp);
    if (const QString why = LayoutValidity::whyRefusedSplit(l); !why.isEmpty())
        return why;
    if (const QString why = l.prefill ? poolCards(l, cards) : QString(); !why.isEmpty())
        return why;
    if (!l.prefill && l.dp > 1 && qint64(l.tp) * l.pp * l.dp * l.copies != cards)
        return tr("TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.dp)
            .arg(l.copies)
            .arg(qint64(l.tp) * l.pp * l.dp * l.copies)
            .arg(cards);
    if (!l.prefill && qint64(l.tp) * l.pp * l.dp * l.copies != cards)
        return tr("TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.copies)
            .arg(qint64(l.tp) * l.pp * l.copies)
            .arg(cards);
    if (l.dp > 1 && !l.ep)
        return tr("DP %1 spreads the routed experts by expert parallelism: turn EP on.").arg(l.dp);
    if (l.dp > 1 && !LayoutOptions::offersDataParallel(model, checkpoint))
        return tr("DP %1 needs a model with routed experts of known size; %2 has none known.")
            .arg(l.dp)
            .arg(model.name);
    if (l.tp % l.dcp != 0)
        return tr("DCP %1 does not divide TP %2.").arg(l.dcp).arg(l.tp);
    if (l.pp > model.attention.numHiddenLayers)
        return tr("PP %1 is more than the %2 layers of %3.")
            .arg(l.pp)
            .arg(model.attention.numHiddenLayers)
            .arg(model.name);
    // What vLLM itself refuses for this model and checkpoint.
    return LayoutValidity::whyRefused(l, model, &checkpoint);
}

QString SizingChecks::settings(const Build &build, const Card &card, const ModelFamily &model)
{
    if (build.context < 1 || build.context > model.maxContext)
        return tr("A context of %1 tokens is outside 1 to %2, the context of %3.")
            .arg(build.context)
            .arg(model.maxContext)
            .arg(model.name);
    if (build.promptTokens < 1 || build.answerTokens < 1)
        return tr("Prompt tokens %1 and answer tokens %2 must each be at least 1.")
            .arg(build.promptTokens)
            .arg(build.answerTokens);
    if (build.activeConversations < 0)
        return tr("Active conversations %1 must not be negative (0: as many as fit).")
            .arg(build.activeConversations);
    if (QString why = TargetRangeText::speed(build.speedTarget); !why.isEmpty())
        return why;
    for (const Seconds &target : {build.ttftTarget, build.ttftP95Target})
        if (QString why = TargetRangeText::firstToken(inMilliseconds(target)); !why.isEmpty())
            return why;
    if (build.maxBatchedTokens < 0 || build.maxSequences < 0)
        return tr("max_num_batched_tokens %1 and max_num_seqs %2 must not be negative (0: vLLM's "
                  "default).")
            .arg(build.maxBatchedTokens)
            .arg(build.maxSequences);
    if (!(build.utilization > 0.0 && build.utilization <= 1.0))
        return tr("A memory utilisation of %1 is outside 0 to 1.").arg(build.utilization);
    const Bytes available =
        card.fixedBudget.value() > 0 ? card.fixedBudget : build.utilization * card.driverMemory;
    if (!(build.reserve.value() >= 0.0) || build.reserve >= available)
        return tr("A runtime reserve of %1 GiB per card is outside 0 to the %2 GiB the "
                  "utilisation leaves.")
            .arg(inGiB(build.reserve))
            .arg(inGiB(available));
    return QString();
}

QString SizingChecks::purchasable(const Build &build, const Catalogue &catalogue,
                                  const ResolvedBuild &resolved)
{
    // A run's further servers have the same chassis and cards: the same answer.
    for (const auto &[i, count] : resolved.runs) {
        const Server &server = build.servers[i];
        const Chassis *chassis = catalogue.chassisById(server.chassis);
        if (!chassis)
            continue;
        const int fitted = server.cardCount();
        if (!chassis->populations.isEmpty() && !chassis->populations.contains(fitted)) {
            QStringList sizes;
            for (int n : chassis->populations)
                sizes.append(QString::number(n));
            return tr("Server %1: the %2 is sold with %3 GPUs fitted, not %4.")
                .arg(i + 1)
                .arg(chassis->name.text(), sizes.join(tr(" or ")))
                .arg(fitted);
        }
        if (!chassis->linkSizes.isEmpty() &&
            !chassis->linkSizes.contains(int(build.servers.size()))) {
            QStringList sizes;
            for (int n : chassis->linkSizes)
                sizes.append(QString::number(n));
            return tr("%1 linked %2 systems: the vendor supports %3.")
                .arg(build.servers.size())
                .arg(chassis->name.text(), sizes.join(tr(" or ")));
        }
    }
    return QString();
}

} // namespace llmconf
