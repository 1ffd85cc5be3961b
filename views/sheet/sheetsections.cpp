// SPDX-License-Identifier: MIT
#include "sheetsections.h"

#include "checkpointlicences.h"
#include "figureformulas.h"
#include "sheettable.h"
#include "softwarecatalogue.h"

namespace llmconf {

QColor SheetSections::severityColour(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Blocker:
        return QColor(0xc0, 0x39, 0x2b);
    case AdviceSeverity::Warning:
        return QColor(0xd3, 0x6b, 0x00);
    case AdviceSeverity::Note:
        break;
    }
    return QColor(0x4a, 0x6f, 0x96);
}

QStringList SheetSections::assumptions(const Build &build, const Figures &figures,
                                       const QuantityFormat &format)
{
    const FigureFormulas formulas(build, figures, format);
    QString basis;
    switch (build.cacheBasis) {
    case CacheBasis::Conservative:
        basis = tr("the larger of the published planning figure and the arithmetic from "
                   "config.json");
        break;
    case CacheBasis::Published:
        basis = tr("the published planning figure");
        break;
    case CacheBasis::Config:
        basis = tr("the arithmetic from config.json");
        break;
    case CacheBasis::Vllm:
        basis = tr("the arithmetic from config.json, in the memory vLLM's start-up profile leaves");
        break;
    }
    const QString memoryRule =
        figures.vllm.active
            ? tr("Usable memory per card follows vLLM's own start-up profile: %1 of the card's "
                 "memory less the peak activations of one forward pass, the non-torch and NCCL "
                 "allocations (%2). CUDA graphs are captured after the cache is sized and take "
                 "from the memory above the utilisation.")
                  .arg(format.number(build.utilization, 2), formulas.usable())
            : tr("Usable memory per card follows the users-per-card rule with this build's "
                 "settings: %1 of the memory the driver reports (vLLM --gpu-memory-utilization) "
                 "less a runtime reserve of %2 per card. vLLM measures its own runtime need at "
                 "start; calibrate with the token count it prints on the delivered server.")
                  .arg(format.number(build.utilization, 2), format.gib(build.reserve, 1));
    return {memoryRule,
            tr("Each conversation is counted at %1 tokens with a %2; the cache per conversation is "
               "%3.")
                .arg(format.integer(build.context), formulas.cacheDtype(), basis),
            tr("Wall power counts every card at its power limit and every processor at its TDP, "
               "plus the overhead for memory, drives, fans and conversion losses.")};
}

SheetTable SheetSections::sourcesTable(const Build &build, const Catalogue &catalogue,
                                       const SoftwareCatalogue &software, const Figures &figures,
                                       const QuantityFormat &format)
{
    const Figures &f = figures;
    const SizingRules &rules = catalogue.rules();
    SheetTable table;
    table.header = {tr("Figure"), tr("Value"), tr("Source")};
    table.widths = {0.24, 0.16, 0.60};
    table.alignments = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignLeft};
    table.mutedColumns = {2};
    auto add = [&](const QString &label, const QString &value, const QString &source) {
        if (!source.isEmpty())
            table.rows.append({label, value, source});
    };
    const Card &card = *f.card;
    add(tr("GPU memory reported"), format.gib(card.driverMemory, 1),
        card.sources.value(QStringLiteral("memoryReported")).text());
    add(tr("GPU memory budget"), format.gb(card.fixedBudget),
        card.sources.value(QStringLiteral("usableBudget")).text());
    add(tr("Card power"), format.watts(f.cardPowerEach),
        card.sources.value(QStringLiteral("powerLimits")).text());
    add(tr("NVLink"), card.nvlinkGroup > 0 ? tr("groups of %1").arg(card.nvlinkGroup) : tr("none"),
        card.sources.value(QStringLiteral("nvlinkGroup")).text());
    for (const Server &server : build.servers) {
        if (const Cpu *cpu = catalogue.cpu(server.cpu)) {
            add(tr("Processor TDP"), format.watts(cpu->tdp),
                cpu->sources.value(QStringLiteral("tdp")).text());
            add(tr("Memory channels"), format.integer(cpu->memoryChannels),
                cpu->sources.value(QStringLiteral("memoryChannels")).text());
            break;
        }
    }
    add(tr("Checkpoint size"), format.gib(f.checkpointSize, 1),
        f.checkpoint->sources.value(QStringLiteral("size")).text());
    if (f.model) {
        add(tr("KV cache per token"), format.kib(f.cachePerToken, 1),
            f.model->sources.value(QStringLiteral("attention")).text());
        add(tr("Linear-attention state"), format.mib(f.linearStatePerConversation, 0),
            f.model->sources.value(QStringLiteral("linear")).text());
        add(tr("Parameters"),
            f.model->activeParameters.isEmpty()
                ? f.model->parameters
                : tr("%1 / %2 active").arg(f.model->parameters, f.model->activeParameters),
            f.model->sources.value(QStringLiteral("activeParameters")).text());
    }
    add(tr("GPU memory utilization"), format.number(rules.defaultUtilization, 2),
        rules.sources.value(QStringLiteral("gpuMemoryUtilization")).text());
    add(tr("Runtime reserve per card"), format.gib(rules.defaultReserve, 0),
        rules.sources.value(QStringLiteral("runtimeReservePerCard")).text());
    add(tr("Power overhead"), tr("x %1").arg(format.number(rules.powerOverhead, 2)),
        rules.sources.value(QStringLiteral("powerOverhead")).text());
    add(tr("Share of the feed planned"),
        tr("%1 %").arg(format.number(rules.feedPlanShare * 100, 0)),
        rules.sources.value(QStringLiteral("feedPlanShare")).text());
    add(tr("Host memory factor"), tr("x %1").arg(format.number(rules.hostMemoryFactor, 0)),
        rules.sources.value(QStringLiteral("hostMemoryFactor")).text());
    if (!software.dimmSizes.isEmpty() && !card.unifiedMemory)
        add(tr("DIMM sizes"),
            tr("%1 to %2")
                .arg(format.gb(software.dimmSizes.first()), format.gb(software.dimmSizes.last())),
            software.dimmSource.source.text() +
                (software.dimmSource.date.isValid()
                     ? QStringLiteral(", ") + format.date(software.dimmSource.date)
                     : QString()));
    // A licence the catalogue lacks cites where it was read: the imported model card.
    for (const QString &id : CheckpointLicences::ids(f.model, *f.checkpoint)) {
        const Licence *licence = catalogue.licence(id);
        add(tr("Licence"), CheckpointLicences::name(catalogue, id),
            licence
                ? licence->source.text()
                : (f.model ? f.model->sources.value(QStringLiteral("licence")).text() : QString()));
    }
    return table;
}

} // namespace llmconf
