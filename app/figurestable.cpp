// SPDX-License-Identifier: MIT
#include "figurestable.h"

#include "card.h"
#include "checkpoint.h"
#include "figureformulas.h"
#include "modelfamily.h"
#include "speedformulas.h"

namespace llmconf {

namespace {
QString row(const QString &label, const QString &value, const QString &explanation = QString())
{
    QString line = QStringLiteral("  ") + label.leftJustified(28) + value;
    if (!explanation.isEmpty())
        line = line.leftJustified(48) + QStringLiteral("  ") + explanation;
    return line + QLatin1Char('\n');
}
} // namespace

QString FiguresTable::render(const BuildReport &report, const QuantityFormat &format)
{
    const Build &build = report.build;
    const Figures &f = report.figures();
    const SpeedRules &rules = report.catalogue->rules().speed;
    const FigureFormulas formulas(build, f, format);
    QString text;
    if (!build.title.isEmpty())
        text += build.title + QLatin1Char('\n');
    text +=
        row(tr("Checkpoint"), f.checkpoint->id,
            tr("%1, %2").arg(f.checkpoint->formatDetail.text(), format.gib(f.checkpointSize, 1)));
    text += row(tr("Cards"), tr("%1 x %2").arg(f.cards).arg(f.card->shortName),
                tr("%n server(s)", nullptr, f.servers));
    text += row(tr("Layout"), formulas.layout());
    text +=
        row(tr("Context"), tr("%1 tokens").arg(format.integer(f.context)), formulas.cacheDtype());
    text += QLatin1Char('\n') + tr("Memory per card") + QLatin1Char('\n');
    text += row(tr("Usable"), format.gib(f.usablePerCard, 2), formulas.usable());
    text += row(tr("Weights"), format.gib(f.weightsPerCard, 2), formulas.weights());
    text += row(tr("Free"), format.gib(f.freePerCard, 2), formulas.free());
    text += row(tr("Cache per conversation"), format.gib(f.cachePerConversationPerCard, 2),
                formulas.basis());
    text += row(tr("Cache per token"), format.kib(f.cachePerToken, 1), tr("whole model"));
    if (f.vllm.active) {
        text += row(tr("vLLM cache tokens"), format.integer(f.vllm.cacheTokens),
                    tr("per card, as vLLM's \"GPU KV cache size\""));
        for (const QString &line : formulas.vllmProfile().split(QLatin1Char('\n')))
            text += QStringLiteral("    ") + line + QLatin1Char('\n');
    }
    text += QLatin1Char('\n');
    // Memory's count first (it follows from the lines above), then what
    // the build serves and the one verdict every view states.
    text +=
        row(tr("Conversations in memory"), formulas.conversationsCount(), formulas.conversations());
    text += row(tr("Conversations served"), format.integer(report.served),
                tr("limit: %1").arg(SpeedFormulas::bindingName(report.binding())));
    text += row(tr("Verdict"), report.verdict.text(),
                report.verdict.fits() ? report.verdict.checks().join(QStringLiteral(", "))
                                      : report.verdict.reason());
    text += row(tr("Wall power"), format.watts(f.wallPower), formulas.power());
    text += row(tr("Feed"), f.feedOk ? tr("within plan") : tr("over plan"), formulas.feed());
    text += row(tr("Host memory"), format.gb(f.hostMemory), formulas.hostMemory());
    text += row(tr("Storage"), format.gb(f.storagePerServer), formulas.storage());
    if (!f.speed.estimated) {
        if (!f.speed.unknown.isEmpty())
            text += QLatin1Char('\n') + row(tr("Speed"), tr("unknown"),
                                            tr("%1: %2").arg(tr("unknown"), f.speed.unknown));
        return text;
    }

    const SpeedFigures &s = f.speed;
    const SpeedFormulas speed(build, f, rules, format);
    const auto ms = [&speed](Seconds t) { return speed.ms(t); };
    text += QLatin1Char('\n') + tr("Speed (roofline estimate)") + QLatin1Char('\n');
    text += row(
        tr("Prompt and answer"),
        tr("%1 + %2 tokens").arg(format.integer(s.promptTokens), format.integer(s.answerTokens)),
        speed.assumptions());
    text +=
        row(tr("Active conversations"),
            s.activeOverMemory ? tr("%1 (over memory)").arg(format.integer(s.activeConversations))
                               : format.integer(s.activeConversations),
            speed.active());
    text +=
        row(tr("Weights read per step"), format.gb(s.decode.weightsRead, 2), speed.weightsRead());
    text += row(tr("Cache read per step"), format.gb(s.decode.cacheRead, 2), speed.cacheRead());
    text += row(tr("Memory time"), ms(s.decode.memoryTime), speed.memoryTime());
    text += row(tr("Compute time"), ms(s.decode.computeTime), speed.computeTime());
    text += row(tr("Communication"), ms(s.decode.communicationTime()), speed.communication());
    text += row(tr("Time per token"), ms(s.decode.tokenTime), speed.stepTime());
    text += row(tr("Speed per conversation"), speed.rate(s.decodeTokensPerSecondPerConversation),
                speed.decode());
    text += row(tr("Output of the build"), speed.rate(s.outputTokensPerSecond), speed.output());
    text += row(tr("Time to first token"), ms(s.timeToFirstToken), speed.timeToFirstToken());
    text += row(tr("At the speed target"), format.integer(s.conversationsAtSpeedTarget),
                speed.atSpeedTarget());
    text += row(tr("Served conversations"), format.integer(s.servedConversations), speed.served());
    return text;
}

} // namespace llmconf
