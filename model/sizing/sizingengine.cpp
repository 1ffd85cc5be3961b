// SPDX-License-Identifier: MIT
#include "sizingengine.h"

#include "layoutoptions.h"

#include "buildspeed.h"
#include "catalogue.h"
#include "modelinstance.h"
#include "sizingchecks_p.h"
#include "sizingsteps_p.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace llmconf {

int SizingEngine::conversationsFitting(Bytes free, Bytes perConversation)
{
    if (free.value() <= 0 || perConversation.value() <= 0)
        return 0;
    const double ratio = free / perConversation;
    // Both figures come from decimal data through binary arithmetic; a
    // relative epsilon keeps 68.0 from becoming 67.99999.
    const double count = std::floor(ratio * (1.0 + 1e-9));
    return count > double(kMostConversations) ? kMostConversations : int(count);
}

QString SizingEngine::validate(const Build &build, const Catalogue &catalogue)
{
    if (ModelInstance::anyOwnCards(build))
        return evaluate(build, catalogue, false).error;
    ResolvedBuild resolved;
    return resolve(build, catalogue, resolved, true);
}

namespace {
/// The servers, checkpoint and checkpoints kept of the last build resolved
/// on this thread without an error, and what they resolved to. A build
/// evaluated again (the window's context sweep and speed curve, the
/// planner's variants of one candidate, copies of one build) shares these
/// lists and strings, so their ids are not looked up and compared again.
/// The copies held here keep the shared data alive: the same data means
/// the same ids, and a change detaches it.
struct LastResolved
{
    using Lists = std::array<const void *, 5>;
    /// Where the catalogue's entries lie: a catalogue moved from keeps its
    /// serial but not its lists.
    static Lists listsOf(const Catalogue &c)
    {
        return {c.cards().constData(), c.checkpoints().constData(), c.models().constData(),
                c.cpus().constData(), c.feeds().constData()};
    }

    const Catalogue *catalogue = nullptr;
    quint64 serial = 0;
    Lists lists = {};
    QList<Server> servers;
    QString checkpoint;
    QStringList keep;
    ResolvedBuild resolved;

    bool resolves(const Build &build, const Catalogue &c) const
    {
        return catalogue == &c && serial == c.serial() && lists == listsOf(c) &&
               servers.isSharedWith(build.servers) &&
               SizingChecks::sameText(checkpoint, build.checkpoint) &&
               (keep.isSharedWith(build.keep) || (keep.isEmpty() && build.keep.isEmpty()));
    }
};
} // namespace

QString SizingEngine::resolve(const Build &build, const Catalogue &catalogue,
                              ResolvedBuild &resolved, bool whole)
{
    thread_local LastResolved last;
    const bool known = last.resolves(build, catalogue);
    if (known) {
        resolved = last.resolved;
    } else {
        if (QString error = SizingChecks::servers(build, catalogue, resolved); !error.isEmpty())
            return error;
        if (QString error = SizingChecks::checkpoint(build, catalogue, resolved); !error.isEmpty())
            return error;
    }
    if (QString error = SizingChecks::layout(build.layout, resolved.cards, *resolved.model,
                                             *resolved.checkpoint);
        !error.isEmpty())
        return error;
    // Two card types: a split's pools, one type each (the layout says where they lie).
    if (resolved.secondCard)
        if (QString error = SizingChecks::pools(build, catalogue, resolved); !error.isEmpty())
            return error;
    if (QString error = SizingChecks::settings(build, *resolved.card, *resolved.model);
        !error.isEmpty())
        return error;
    if (resolved.prefillCard && resolved.prefillCard != resolved.card)
        if (QString error = SizingChecks::settings(build, *resolved.prefillCard, *resolved.model);
            !error.isEmpty())
            return error;
    // The cards one model of a build has are bought with the build (whose
    // whole servers evaluateFirstModel checks): not remembered as a build.
    if (known || !whole)
        return QString();
    // A chassis holds what can be bought: an HGX baseboard with all its GPUs,
    // linked desktop systems in the numbers the vendor supports.
    if (QString error = SizingChecks::purchasable(build, catalogue, resolved); !error.isEmpty())
        return error;
    last = {&catalogue,    catalogue.serial(), LastResolved::listsOf(catalogue),
            build.servers, build.checkpoint,   build.keep,
            resolved};
    return QString();
}

Evaluation SizingEngine::evaluate(const Build &build, const Catalogue &catalogue)
{
    return evaluate(build, catalogue, true);
}

Evaluation SizingEngine::evaluateMemory(const Build &build, const Catalogue &catalogue)
{
    return evaluate(build, catalogue, false);
}

Evaluation SizingEngine::evaluatePart(const Build &part, const Catalogue &catalogue)
{
    return evaluateCards(part, catalogue, true, false);
}

Evaluation SizingEngine::evaluate(const Build &build, const Catalogue &catalogue, bool withSpeed)
{
    if (ModelInstance::anyOwnCards(build))
        return evaluateFirstModel(build, catalogue, withSpeed);
    return evaluateCards(build, catalogue, withSpeed, true);
}

Evaluation SizingEngine::evaluateFirstModel(const Build &build, const Catalogue &catalogue,
                                            bool withSpeed)
{
    Evaluation result;
    ResolvedBuild whole;
    result.error = ModelInstance::whyRefusedCards(build);
    if (result.ok())
        result.error = SizingChecks::servers(build, catalogue, whole);
    if (result.ok())
        result.error = SizingChecks::purchasable(build, catalogue, whole);
    if (result.ok() && whole.secondCard)
        result.error = tr("The build holds a %1 and a %2: further models with cards of their own "
                          "share the build's one card type.")
                           .arg(whole.card->shortName, whole.secondCard->shortName);
    if (!result.ok())
        return result;
    const Build first = ModelInstance::firstModel(build);
    result = evaluateCards(first, catalogue, withSpeed, false);
    if (!result.ok()) {
        result.error = tr("Model 1 (%1) on the %2 cards no further model has: %3")
                           .arg(build.checkpoint)
                           .arg(first.cardCount())
                           .arg(result.error);
        return result;
    }
    // Power, feeds, host memory and storage are the whole build's: every
    // server draws and stores, whichever model its cards serve.
    Figures &f = result.figures;
    f.cardsPower = f.cpusPower = f.overheadPower = f.wallPower = watts(0);
    f.feedNominal = f.feedPlanned = watts(0);
    f.feedOk = true;
    f.hostMemory = bytes(0);
    f.perServer.clear();
    SizingSteps::power(f, build, catalogue, whole);
    return result;
}

Evaluation SizingEngine::evaluateCards(const Build &build, const Catalogue &catalogue,
                                       bool withSpeed, bool whole)
{
    Evaluation result;
    ResolvedBuild resolved;
    result.error = resolve(build, catalogue, resolved, whole);
    if (!result.ok())
        return result;

    Figures &f = result.figures;
    SizingSteps::start(f, build, resolved);
    SizingSteps::memory(f, build);
    SizingSteps::weights(f, build);
    SizingSteps::cache(f, build);
    SizingSteps::conversations(f, build);
    SizingSteps::prefillPool(f, build);
    SizingSteps::power(f, build, catalogue, resolved);
    // 5. Speed at the build's prompt, answer and active conversations.
    if (withSpeed)
        f.speed = BuildSpeed::evaluate(build, f, catalogue.rules().speed);
    return result;
}

int SizingEngine::conversationsAt(const Build &build, const Catalogue &catalogue, int context,
                                  CacheDtype dtype)
{
    Build changed = build;
    changed.context = context;
    changed.cacheDtype = dtype;
    const Evaluation e = evaluate(changed, catalogue);
    return e.ok() ? e.figures.conversations : 0;
}

} // namespace llmconf
