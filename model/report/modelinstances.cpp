// SPDX-License-Identifier: MIT
#include "modelinstances.h"

#include "card.h"
#include "catalogue.h"
#include "figures.h"
#include "modelfamily.h"
#include "quantityformat.h"
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
        r.evaluation = SizingEngine::evaluate(r.build, catalogue);
        r.served = r.ok() && r.figures().fits ? r.figures().speed.servedConversations : 0;
        reports.append(r);
    }
    return reports;
}

Bytes ModelInstances::outsideShare(const Build &build, const Card &card)
{
    // vLLM takes its first memory snapshot after the CUDA context exists and
    // captures its graphs after sizing the cache (docs/vllm-memory.md).
    const VllmVersionProfile release = VllmVersionProfile::of(build.vllmVersion, card);
    Bytes outside = bytes(0);
    if (!release.chargesCudaContext)
        outside += gibibytes(VllmMemoryProfile::kCudaContextGiB);
    if (!release.graphsSubtracted)
        outside += gibibytes(VllmMemoryProfile::kCudaGraphsGiB);
    return outside;
}

SharedCardMemory ModelInstances::card(const Build &build, const Figures &first, int count)
{
    SharedCardMemory m;
    m.card = first.memoryPerCard;
    m.instances = count;
    m.outside = first.card ? outsideShare(build, *first.card) : bytes(0);
    double shares = build.utilization;
    for (int i = 0; i + 1 < count && i < build.instances.size(); ++i)
        shares += build.instances[i].utilization;
    m.shares = shares * m.card;
    return m;
}

QString ModelInstances::whyRefused(const Build &build, const Figures &first,
                                   const QList<InstanceReport> &instances)
{
    for (const InstanceReport &r : instances)
        if (!r.ok())
            return tr("Model %1 (%2): %3").arg(r.number).arg(r.instance.checkpoint, r.error());
    if (instances.isEmpty() || !first.card)
        return QString();
    if (first.card->fixedBudget.value() > 0)
        return tr("Model %1 (%2): the %3 has a fixed memory budget that one model takes whole; "
                  "it cannot be shared between models.")
            .arg(instances.first().number)
            .arg(instances.first().instance.checkpoint, first.card->name);
    // The model whose share first overfills the card is the one named.
    for (const InstanceReport &r : instances) {
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

AdviceItem ModelInstances::advice(const Figures &first, const QList<InstanceReport> &instances,
                                  const QuantityFormat &format)
{
    const auto speedOf = [&format](const Figures &f) {
        return tr("%1 %2 tokens/s")
            .arg(f.model ? f.model->name : QString(),
                 format.number(f.speed.decodeTokensPerSecondPerConversation, 1));
    };
    QStringList speeds{speedOf(first)};
    for (const InstanceReport &r : instances)
        if (r.ok())
            speeds << speedOf(r.figures());
    AdviceItem item;
    item.code = QStringLiteral("models-share-cards");
    item.severity = AdviceSeverity::Note;
    item.text = tr("%1 models share every card: each one's tokens/s per conversation (%2) is "
                   "estimated as if it ran alone. While they decode at once they share the "
                   "cards' memory bandwidth and compute, and each gets less.")
                    .arg(instances.size() + 1)
                    .arg(speeds.join(QStringLiteral(", ")));
    item.source = tr("Several models on one build: each model's own estimate");
    return item;
}

} // namespace llmconf
