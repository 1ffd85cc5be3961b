// SPDX-License-Identifier: MIT
#include "instancestable.h"

#include "buildreport.h"
#include "quantityformat.h"
#include "servingcommand.h"

namespace llmconf {

namespace {

/// A command indented; a prefill/decode split's second line too.
QString indented(QString command)
{
    return QStringLiteral("  ") + command.replace(QLatin1Char('\n'), QStringLiteral("\n  ")) +
           QLatin1Char('\n');
}

/// One model's line: its share, memory per card, conversations and speed.
QString modelRow(int number, const QString &checkpoint, double utilization, const Figures &f,
                 int served, const QuantityFormat &format)
{
    // The runtime reserve is what the share holds beside weights and cache.
    const Bytes share = utilization * f.memoryPerCard;
    return InstancesTable::tr("  Model %1: %2, memory utilisation %3\n"
                              "      per card: weights %4, cache in use %5, reserve %6 of the "
                              "share %7\n"
                              "      %8 conversations fit, %9 served at %10 tokens/s each\n")
        .arg(number)
        .arg(checkpoint, format.number(utilization, 2), format.gib(f.weightsPerCard),
             format.gib(f.cacheInUsePerCard), format.gib(share - f.usablePerCard),
             format.gib(share), format.integer(f.conversations), format.integer(served))
        .arg(format.number(f.speed.decodeTokensPerSecondPerConversation, 1));
}

} // namespace

QString InstancesTable::render(const BuildReport &report, const QuantityFormat &format)
{
    if (report.instances.isEmpty())
        return QString();
    const bool own = ModelInstance::anyOwnCards(report.build);
    QString text = QLatin1Char('\n') +
                   (own ? tr("Models of the build") : tr("Models on the same cards")) +
                   QLatin1Char('\n');
    text += modelRow(1, report.build.checkpoint, report.build.utilization, report.figures(),
                     report.served, format);
    for (const InstanceReport &r : report.instances) {
        text += modelRow(r.number, r.instance.checkpoint, r.instance.utilization, r.figures(),
                         r.served, format);
        if (r.instance.ownCards())
            text += tr("      on cards %1 to %2 of its own\n")
                        .arg(r.instance.firstCard)
                        .arg(r.instance.lastCard);
    }
    const SharedCardMemory &m = report.sharedCard;
    if (m.instances > 0)
        text += tr("  A card holds the %1 shares (%2) and each model's %3 outside its share "
                   "(CUDA context and graphs): %4 of %5.\n")
                    .arg(m.instances)
                    .arg(format.gib(m.shares), format.gib(m.outside), format.gib(m.needed()),
                         format.gib(m.card));
    return text;
}

QString InstancesTable::servingCommands(const BuildReport &report)
{
    QString text = indented(ServingCommand::forEngine(report.build, report.figures())) +
                   indented(ServingCommand::otherEngine(report.build, report.figures()));
    for (const InstanceReport &r : report.instances)
        text += indented(ServingCommand::forEngine(r.build, r.figures(), r.number, r.devices)) +
                indented(ServingCommand::otherEngine(r.build, r.figures(), r.number, r.devices));
    return text;
}

} // namespace llmconf
