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

/// The speed figures, each with its formula (a successful estimate).
QString speedRows(const Build &build, const Figures &f, const SpeedRules &rules,
                  const QuantityFormat &format)
{
    QString text;
    const SpeedFigures &s = f.speed;
    const SpeedFormulas speed(build, f, rules, format);
    const auto ms = [&speed](Seconds t) { return speed.ms(t); };
    text += QLatin1Char('\n') + FiguresTable::tr("Speed (roofline estimate)") + QLatin1Char('\n');
    text += row(FiguresTable::tr("Prompt and answer"),
                FiguresTable::tr("%1 + %2 tokens")
                    .arg(format.integer(s.promptTokens), format.integer(s.answerTokens)),
                speed.assumptions());
    text +=
        row(FiguresTable::tr("Active conversations"),
            s.activeOverMemory
                ? FiguresTable::tr("%1 (over memory)").arg(format.integer(s.activeConversations))
                : format.integer(s.activeConversations),
            speed.active());
    text += row(FiguresTable::tr("Weights read per step"), format.gb(s.decode.weightsRead, 2),
                speed.weightsRead());
    text += row(FiguresTable::tr("Cache read per step"), format.gb(s.decode.cacheRead, 2),
                speed.cacheRead());
    text += row(FiguresTable::tr("Memory time"), ms(s.decode.memoryTime), speed.memoryTime());
    text += row(FiguresTable::tr("Compute time"), ms(s.decode.computeTime), speed.computeTime());
    text += row(FiguresTable::tr("Communication"), ms(s.decode.communicationTime()),
                speed.communication());
    if (s.draftTokens > 0)
        text +=
            row(FiguresTable::tr("Speculative decoding"),
                FiguresTable::tr("%1 tokens a step").arg(format.number(s.decode.tokensPerStep, 2)),
                speed.speculative());
    text += row(FiguresTable::tr("Time per token"), ms(s.decode.tokenTime), speed.stepTime());
    text += row(FiguresTable::tr("Speed per conversation"),
                speed.rate(s.decodeTokensPerSecondPerConversation), speed.decode());
    text += row(FiguresTable::tr("Output of the build"), speed.rate(s.outputTokensPerSecond),
                speed.output());
    if (s.disaggregated()) {
        text += row(FiguresTable::tr("Prefill/decode split"),
                    FiguresTable::tr("%1 + %2 copies")
                        .arg(format.integer(s.prefillCopies), format.integer(s.decodeCopies)),
                    speed.pools());
        text += row(FiguresTable::tr("KV-cache transfer"), ms(s.kvTransfer), speed.kvTransfer());
    }
    text += row(FiguresTable::tr("Time to first token"), ms(s.timeToFirstToken),
                speed.timeToFirstToken());
    text += row(FiguresTable::tr("At the speed target"),
                format.integer(s.conversationsAtSpeedTarget), speed.atSpeedTarget());
    if (s.ttftTarget > seconds(0))
        text += row(FiguresTable::tr("At the first-token target"),
                    format.integer(s.conversationsAtTtftTarget),
                    speed.atTtftTarget(BindingLimit::FirstToken));
    if (s.ttftP95Target > seconds(0))
        text += row(FiguresTable::tr("At the first-token p95"),
                    format.integer(s.conversationsAtTtftP95Target),
                    speed.atTtftTarget(BindingLimit::FirstTokenP95));
    text += row(FiguresTable::tr("Served conversations"), format.integer(s.servedConversations),
                speed.served());
    return text;
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
    text += row(tr("Cards"), formulas.cards(), tr("%n server(s)", nullptr, f.servers));
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
    // Under a split the figures above are a decode card's; a prefill card
    // holds its own pool's weights and the prompts in flight.
    if (f.prefillPool.active())
        text += row(
            tr("Prefill card"),
            tr("%1 of %2")
                .arg(format.gib(f.prefillPool.weightsPerCard + f.prefillPool.cacheInUsePerCard, 2),
                     format.gib(f.prefillPool.usablePerCard, 2)),
            formulas.prefillCard());
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

    return text + speedRows(build, f, rules, format);
}

} // namespace llmconf
