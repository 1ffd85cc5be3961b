// SPDX-License-Identifier: MIT
#include "modelinstances.h"

#include "card.h"
#include "catalogue.h"
#include "figures.h"
#include "modelfamily.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "vllmmemoryprofile.h"
#include "vllmversionprofile.h"

#include <algorithm>

namespace llmconf {

QList<InstanceReport> ModelInstances::evaluate(const Build &build, const Catalogue &catalogue)
{
    QList<InstanceReport> reports;
    reports.reserve(build.instances.size());
    for (qsizetype i = 0; i < build.instances.size(); ++i) {
        InstanceReport r;
        r.number = int(i) + 2;
        r.instance = build.instances[i];
        r.build = r.instance.alone(build);
        r.evaluation = SizingEngine::evaluatePart(r.build, catalogue);
        r.served = r.ok() && r.figures().fits ? r.figures().speed.servedConversations : 0;
        r.devices = ServingCommand::visibleDevices(build, r.number);
        reports.append(r);
    }
    return reports;
}

Bytes ModelInstances::outsideShare(const Build &build, const Card &card)
{
    // vLLM takes its first memory snapshot after the CUDA context exists and
    // captures its graphs after sizing the cache, none when eager (docs/vllm-memory.md).
    const VllmVersionProfile release = VllmVersionProfile::of(build.vllmVersion, card);
    Bytes outside = bytes(0);
    if (!release.chargesCudaContext)
        outside += gibibytes(VllmMemoryProfile::kCudaContextGiB);
    if (!release.graphsSubtracted && !build.enforceEager)
        outside += gibibytes(VllmMemoryProfile::kCudaGraphsGiB);
    return outside;
}

SharedCardMemory ModelInstances::card(const Build &build, const Figures &first, int upTo)
{
    SharedCardMemory m;
    m.card = first.memoryPerCard;
    m.instances = 1;
    m.outside = first.card ? outsideShare(build, *first.card) : bytes(0);
    double shares = build.utilization;
    // A model on cards of its own has each of them alone.
    for (int i = 0; i + 1 < upTo && i < build.instances.size(); ++i)
        if (!build.instances[i].ownCards()) {
            shares += build.instances[i].utilization;
            ++m.instances;
        }
    m.shares = shares * m.card;
    return m;
}

bool ModelInstances::shareCards(const Build &build)
{
    return std::any_of(build.instances.begin(), build.instances.end(),
                       [](const ModelInstance &m) { return !m.ownCards(); });
}

QString ModelInstances::whyRefused(const Build &build, const Figures &first,
                                   const QList<InstanceReport> &instances)
{
    for (const InstanceReport &r : instances)
        if (!r.ok())
            return tr("Model %1 (%2): %3").arg(r.number).arg(r.instance.checkpoint, r.error());
    if (!shareCards(build) || !first.card)
        return QString();
    // The model whose share first overfills the card is the one named.
    for (const InstanceReport &r : instances) {
        if (r.instance.ownCards())
            continue;
        if (first.card->fixedBudget.value() > 0)
            return tr("Model %1 (%2): the %3 has a fixed memory budget that one model takes "
                      "whole; it cannot be shared between models.")
                .arg(r.number)
                .arg(r.instance.checkpoint, first.card->name);
        const SharedCardMemory m = card(build, first, r.number);
        if (m.fits())
            continue;
        return tr("Model %1 (%2), memory utilisation %3: the %4 models' shares of a card "
                  "(%5 GiB) and what each holds outside its share (%6 GiB: CUDA context "
                  "and graphs) need %7 GiB, but the card has %8 GiB.")
            .arg(r.number)
            .arg(r.instance.checkpoint)
            .arg(r.instance.utilization)
            .arg(m.instances)
            .arg(inGiB(m.shares), 0, 'f', 1)
            .arg(inGiB(m.outside), 0, 'f', 1)
            .arg(inGiB(m.needed()), 0, 'f', 1)
            .arg(inGiB(m.card), 0, 'f', 1);
    }
    return QString();
}

Bytes ModelInstances::othersShares(const Build &build, const Figures &first)
{
    double shares = 0;
    for (const ModelInstance &m : build.instances)
        if (!m.ownCards())
            shares += m.utilization;
    return shares * first.memoryPerCard;
}

double ModelInstances::outputTokensPerSecond(const Figures &first,
                                             const QList<InstanceReport> &instances)
{
    double tokens = first.speed.outputTokensPerSecond;
    for (const InstanceReport &r : instances)
        if (r.ok())
            tokens += r.figures().speed.outputTokensPerSecond;
    return tokens;
}

QString ModelInstances::costNote(const Figures &first, const QList<InstanceReport> &instances,
                                 const QuantityFormat &format)
{
    return tr("The cost per million tokens counts the output of all %1 models: %2 tokens/s in "
              "all at full load.")
        .arg(instances.size() + 1)
        .arg(format.number(outputTokensPerSecond(first, instances), 0));
}

int ModelInstances::servedConversations(const Figures &first,
                                        const QList<InstanceReport> &instances)
{
    int served = first.speed.servedConversations;
    for (const InstanceReport &r : instances)
        served += r.served;
    return served;
}

QString ModelInstances::seatNote(const Figures &first, const QList<InstanceReport> &instances,
                                 const QuantityFormat &format)
{
    return tr("The cost per seat counts the conversations of all %1 models: %2 in all.")
        .arg(instances.size() + 1)
        .arg(format.integer(servedConversations(first, instances)));
}

AdviceItem ModelInstances::advice(const Figures &first, const QList<InstanceReport> &instances,
                                  const QuantityFormat &format)
{
    const auto speedOf = [&format](const Figures &f) {
        return tr("%1 %2 tokens/s")
            .arg(f.model ? f.model->name : QString(),
                 format.number(f.speed.decodeTokensPerSecondPerConversation, 1));
    };
    // A model on cards of its own decodes alone there.
    QStringList speeds{speedOf(first)};
    int sharing = 1;
    for (const InstanceReport &r : instances) {
        if (r.instance.ownCards())
            continue;
        ++sharing;
        if (r.ok())
            speeds << speedOf(r.figures());
    }
    AdviceItem item;
    item.code = QStringLiteral("models-share-cards");
    item.severity = AdviceSeverity::Note;
    item.text = tr("%1 models share every card: each one's tokens/s per conversation (%2) is "
                   "estimated as if it ran alone. While they decode at once they share the "
                   "cards' memory bandwidth and compute, and each gets less.")
                    .arg(sharing)
                    .arg(speeds.join(QStringLiteral(", ")));
    item.source = tr("Several models on one build: each model's own estimate");
    return item;
}

} // namespace llmconf
