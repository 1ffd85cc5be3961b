// SPDX-License-Identifier: MIT
#include "comparisonrowspecs_p.h"

#include "card.h"
#include "checkpoint.h"
#include "figureformulas.h"
#include "moneyformat.h"
#include "speedformulas.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

namespace {

const Figures &fig(const ComparedBuild &b)
{
    return b.report.evaluation.figures;
}

const SpeedFigures &speedOf(const ComparedBuild &b)
{
    return b.report.evaluation.figures.speed;
}

/// The figures a row reads: the memory figures or the speed figures.
template <typename Owner> const Owner &figuresOf(const ComparedBuild &b);

template <> const Figures &figuresOf<Figures>(const ComparedBuild &b)
{
    return fig(b);
}

template <> const SpeedFigures &figuresOf<SpeedFigures>(const ComparedBuild &b)
{
    return speedOf(b);
}

/// A whole number of the memory figures or of the speed figures.
template <typename Owner>
RowSpec countRow(const QString &key, const QString &label, BetterDirection better,
                 int Owner::*member, const QuantityFormat &format)
{
    return RowSpec{
        key,
        label,
        QString(),
        better,
        true,
        true,
        [=](const ComparedBuild &b) { return double(figuresOf<Owner>(b).*member); },
        [=](const ComparedBuild &b) { return format.integer(figuresOf<Owner>(b).*member); }};
}

} // namespace

QString ComparisonRowSpecs::rateText(const QuantityFormat &format, double tokensPerSecond)
{
    const bool whole = tokensPerSecond >= 100 || tokensPerSecond == std::round(tokensPerSecond);
    return tr("%1 tokens/s").arg(format.number(tokensPerSecond, whole ? 0 : 1));
}

QString ComparisonRowSpecs::commonCurrency(const QList<ComparedBuild> &builds)
{
    QString currency;
    for (const ComparedBuild &b : builds) {
        if (!b.report.evaluation.ok())
            continue;
        if (currency.isEmpty())
            currency = b.report.cost.currency;
        else if (b.report.cost.currency != currency)
            return QString();
    }
    return currency;
}

RowSpec ComparisonRowSpecs::gib(const QString &key, const QString &label, B better, int decimals,
                                Bytes Figures::*member) const
{
    const QuantityFormat format = m_format;
    return RowSpec{key,
                   label,
                   tr("GiB"),
                   better,
                   true,
                   true,
                   [=](const ComparedBuild &b) { return inGiB(fig(b).*member); },
                   [=](const ComparedBuild &b) { return format.gib(fig(b).*member, decimals); }};
}

RowSpec ComparisonRowSpecs::gb(const QString &key, const QString &label,
                               Bytes Figures::*member) const
{
    const QuantityFormat format = m_format;
    return RowSpec{key,
                   label,
                   tr("GB"),
                   B::None,
                   true,
                   true,
                   [=](const ComparedBuild &b) { return inGB(fig(b).*member); },
                   [=](const ComparedBuild &b) { return format.gb(fig(b).*member); }};
}

RowSpec ComparisonRowSpecs::count(const QString &key, const QString &label, B better,
                                  int Figures::*member) const
{
    return countRow(key, label, better, member, m_format);
}

RowSpec ComparisonRowSpecs::count(const QString &key, const QString &label, B better,
                                  int SpeedFigures::*member) const
{
    return countRow(key, label, better, member, m_format);
}

RowSpec ComparisonRowSpecs::text(const QString &key, const QString &label,
                                 std::function<QString(const ComparedBuild &)> text)
{
    return RowSpec{key,
                   label,
                   QString(),
                   B::None,
                   false,
                   false,
                   [](const ComparedBuild &) { return RowSpec::kNoValue; },
                   std::move(text)};
}

RowSpec ComparisonRowSpecs::yesNo(const QString &key, const QString &label, bool Figures::*member,
                                  const QString &yes, const QString &no) const
{
    return RowSpec{key,
                   label,
                   QString(),
                   B::Higher,
                   true,
                   false,
                   [=](const ComparedBuild &b) { return fig(b).*member ? 1.0 : 0.0; },
                   [=](const ComparedBuild &b) { return fig(b).*member ? yes : no; }};
}

RowSpec ComparisonRowSpecs::rate(const QString &key, const QString &label,
                                 double SpeedFigures::*member) const
{
    const QuantityFormat format = m_format;
    return RowSpec{key,
                   label,
                   tr("tokens/s"),
                   B::Higher,
                   true,
                   true,
                   [=](const ComparedBuild &b) { return speedOf(b).*member; },
                   [=](const ComparedBuild &b) { return rateText(format, speedOf(b).*member); }};
}

RowSpec ComparisonRowSpecs::money(const QString &key, const QString &label,
                                  std::optional<double> CostFigures::*member, int decimals,
                                  const QString &currency) const
{
    const MoneyFormat money(m_format.locale());
    return RowSpec{
        key,
        label,
        currency,
        currency.isEmpty() ? B::None : B::Lower,
        true,
        !currency.isEmpty(),
        [=](const ComparedBuild &b) { return (b.report.cost.*member).value_or(RowSpec::kNoValue); },
        [=](const ComparedBuild &b) {
            const std::optional<double> &v = b.report.cost.*member;
            return v ? money.money(*v, b.report.cost.currency, decimals) : tr("not known");
        }};
}

RowSpec ComparisonRowSpecs::measure(const QString &key, const QString &label, const QString &unit,
                                    const QString &text, std::optional<double> CostFigures::*member,
                                    int decimals) const
{
    const QuantityFormat format = m_format;
    return RowSpec{
        key,
        label,
        unit,
        B::Lower,
        true,
        true,
        [=](const ComparedBuild &b) { return (b.report.cost.*member).value_or(RowSpec::kNoValue); },
        [=](const ComparedBuild &b) {
            const std::optional<double> &v = b.report.cost.*member;
            return v ? text.arg(format.number(*v, decimals)) : tr("not known");
        }};
}

QList<RowSpec> ComparisonRowSpecs::memory() const
{
    const QuantityFormat format = m_format;
    return {
        text(QStringLiteral("cards"), tr("Cards"),
             [=](const ComparedBuild &b) {
                 return FigureFormulas(b.report.build, fig(b), format).cards();
             }),
        text(QStringLiteral("checkpoint"), tr("Checkpoint"),
             [](const ComparedBuild &b) { return fig(b).checkpoint->id; }),
        text(QStringLiteral("layout"), tr("Layout"),
             [=](const ComparedBuild &b) {
                 return FigureFormulas(b.report.build, fig(b), format).layout();
             }),
        text(QStringLiteral("kvCache"), tr("KV cache"),
             [=](const ComparedBuild &b) {
                 return FigureFormulas(b.report.build, fig(b), format).cacheDtype();
             }),
        text(QStringLiteral("context"), tr("Context"),
             [=](const ComparedBuild &b) { return format.tokens(fig(b).context); }),
        count(QStringLiteral("servers"), tr("Servers"), B::None, &Figures::servers),
        gib(QStringLiteral("usablePerCard"), tr("Usable per card"), B::Higher, 2,
            &Figures::usablePerCard),
        gib(QStringLiteral("weightsPerCard"), tr("Weights per card"), B::None, 1,
            &Figures::weightsPerCard),
        gib(QStringLiteral("freePerCard"), tr("Free per card"), B::Higher, 1,
            &Figures::freePerCard),
        gib(QStringLiteral("cachePerConversationPerCard"), tr("Cache per conversation per card"),
            B::Lower, 2, &Figures::cachePerConversationPerCard),
        gib(QStringLiteral("usableTotal"), tr("Usable in total"), B::Higher, 1,
            &Figures::usableTotal),
        gib(QStringLiteral("freeTotal"), tr("Free in total"), B::Higher, 1, &Figures::freeTotal),
        count(QStringLiteral("conversationsPerCopy"), tr("Conversations per copy"), B::None,
              &Figures::conversationsPerCopy),
        count(QStringLiteral("copies"), tr("Copies"), B::None, &Figures::copies),
        count(QStringLiteral("conversations"), tr("Conversations"), B::Higher,
              &Figures::conversations),
        RowSpec{QStringLiteral("wallPower"), tr("Wall power"), tr("W"), B::Lower, true, true,
                [](const ComparedBuild &b) { return inWatts(fig(b).wallPower); },
                [=](const ComparedBuild &b) { return format.watts(fig(b).wallPower); }},
        RowSpec{QStringLiteral("wallPowerPerConversation"), tr("Wall power per conversation"),
                tr("W"), B::Lower, true, true,
                [](const ComparedBuild &b) {
                    return fig(b).conversations > 0
                               ? inWatts(fig(b).wallPower) / fig(b).conversations
                               : RowSpec::kNoValue;
                },
                [=](const ComparedBuild &b) {
                    return fig(b).conversations > 0
                               ? format.watts(fig(b).wallPower / double(fig(b).conversations))
                               : RowSpec::noValueText();
                }},
        yesNo(QStringLiteral("feedOk"), tr("Feed"), &Figures::feedOk, tr("within plan"),
              tr("over plan")),
        // The one verdict the window, the sheet and the planner state
        // (memory, speed target, feed, whether the card runs the checkpoint).
        RowSpec{QStringLiteral("verdict"), tr("Verdict"), QString(), B::Higher, true, false,
                [](const ComparedBuild &b) { return b.report.verdict.fits() ? 1.0 : 0.0; },
                [](const ComparedBuild &b) { return b.report.verdict.text(); }},
        gb(QStringLiteral("hostMemory"), tr("Host memory"), &Figures::hostMemory),
        gb(QStringLiteral("storage"), tr("Storage per server"), &Figures::storagePerServer),
    };
}

QList<RowSpec> ComparisonRowSpecs::speed() const
{
    const QuantityFormat format = m_format;
    // A figure the estimate needs is missing (a card without TFLOPS): each
    // estimated row says "unknown", never 0. The target, the conversations
    // served and the limit that binds (the memory limit then) stand.
    const auto estimated = [](RowSpec row) {
        row.value = [value = row.value](const ComparedBuild &b) {
            return speedOf(b).unknown.isEmpty() ? value(b) : RowSpec::kNoValue;
        };
        row.text = [text = row.text](const ComparedBuild &b) {
            return speedOf(b).unknown.isEmpty() ? text(b) : tr("unknown");
        };
        return row;
    };
    return {
        estimated(rate(QStringLiteral("decodeTokensPerSecondPerConversation"),
                       tr("Tokens/s per conversation"),
                       &SpeedFigures::decodeTokensPerSecondPerConversation)),
        estimated(rate(QStringLiteral("outputTokensPerSecond"), tr("Output tokens/s of the build"),
                       &SpeedFigures::outputTokensPerSecond)),
        estimated(
            RowSpec{QStringLiteral("timeToFirstTokenSeconds"), tr("Time to first token"), tr("s"),
                    B::Lower, true, true,
                    [](const ComparedBuild &b) { return inSeconds(speedOf(b).timeToFirstToken); },
                    [=](const ComparedBuild &b) {
                        const double t = inSeconds(speedOf(b).timeToFirstToken);
                        return tr("%1 s").arg(format.number(t, t < 1 ? 3 : t < 10 ? 2 : 1));
                    }}),
        text(QStringLiteral("speedTarget"), tr("Speed target"),
             [=](const ComparedBuild &b) {
                 const double target = speedOf(b).speedTarget;
                 return target > 0 ? rateText(format, target) : tr("none");
             }),
        estimated(count(QStringLiteral("conversationsAtSpeedTarget"),
                        tr("Conversations at the speed target"), B::Higher,
                        &SpeedFigures::conversationsAtSpeedTarget)),
        RowSpec{QStringLiteral("servedConversations"), tr("Conversations served"), QString(),
                B::Higher, true, true,
                [](const ComparedBuild &b) { return double(b.report.served); },
                [=](const ComparedBuild &b) { return format.integer(b.report.served); }},
        text(QStringLiteral("bindingLimit"), tr("Limit that binds"),
             [](const ComparedBuild &b) {
                 return SpeedFormulas::bindingName(speedOf(b).bindingLimit);
             }),
        estimated(text(QStringLiteral("speedLimitedBy"), tr("Speed limited by"),
                       [](const ComparedBuild &b) {
                           return SpeedFormulas::limitName(speedOf(b).speedLimitedBy);
                       })),
    };
}

QList<RowSpec> ComparisonRowSpecs::cost(const QList<ComparedBuild> &builds) const
{
    const QuantityFormat format = m_format;
    const QString currency = commonCurrency(builds);
    QList<RowSpec> specs = {
        money(QStringLiteral("priceTotal"), tr("Purchase price"), &CostFigures::priceTotal, 0,
              currency),
        RowSpec{QStringLiteral("energyKWhPerYear"), tr("Energy per year"), tr("kWh"), B::Lower,
                true, true, [](const ComparedBuild &b) { return b.report.cost.energyKWhPerYear; },
                [=](const ComparedBuild &b) {
                    return tr("%1 kWh").arg(
                        format.integer(qRound64(b.report.cost.energyKWhPerYear)));
                }},
        money(QStringLiteral("energyCostPerYear"), tr("Energy cost per year"),
              &CostFigures::energyCostPerYear, 0, currency),
        money(QStringLiteral("costPerYear"), tr("Cost per year"), &CostFigures::costPerYear, 0,
              currency),
        money(QStringLiteral("costPerMonth"), tr("Cost per month"), &CostFigures::costPerMonth, 0,
              currency),
        money(QStringLiteral("costPerSeatPerMonth"), tr("Cost per seat and month"),
              &CostFigures::costPerSeatPerMonth, 2, currency),
        money(QStringLiteral("costPerMillionOutputTokens"), tr("Cost per million output tokens"),
              &CostFigures::costPerMillionOutputTokens, 3, currency),
        measure(QStringLiteral("kWhPerMillionOutputTokens"), tr("Energy per million output tokens"),
                tr("kWh"), tr("%1 kWh"), &CostFigures::kwhPerMillionOutputTokens, 2),
        measure(QStringLiteral("co2KgPerYear"), tr("CO₂ per year"), tr("kg"), tr("%1 kg"),
                &CostFigures::co2KgPerYear, 0),
        measure(QStringLiteral("co2KgPerMillionOutputTokens"), tr("CO₂ per million output tokens"),
                tr("kg"), tr("%1 kg"), &CostFigures::co2KgPerMillionOutputTokens, 3),
        // The build beats the API from this volume on: the lower, the sooner.
        RowSpec{QStringLiteral("breakEvenTokensPerMonth"), tr("Break-even volume per month"),
                tr("million tokens"), B::Lower, true, true,
                [](const ComparedBuild &b) {
                    return b.report.cost.breakEvenTokensPerMonth
                               ? *b.report.cost.breakEvenTokensPerMonth / 1e6
                               : RowSpec::kNoValue;
                },
                [=](const ComparedBuild &b) {
                    return b.report.cost.breakEvenTokensPerMonth
                               ? tr("%1 million")
                                     .arg(format.number(
                                         *b.report.cost.breakEvenTokensPerMonth / 1e6, 1))
                               : tr("not known");
                }},
    };
    // Only where a build lacks prices: which parts, so that "not known" has a reason.
    if (std::any_of(builds.cbegin(), builds.cend(),
                    [](const ComparedBuild &b) { return !b.report.cost.missingParts.isEmpty(); }))
        specs.append(text(QStringLiteral("missingPrices"), tr("Parts without a price"),
                          [](const ComparedBuild &b) {
                              return b.report.cost.missingParts.isEmpty()
                                         ? tr("none")
                                         : b.report.cost.missingParts.join(QStringLiteral(", "));
                          }));
    return specs;
}

} // namespace llmconf
