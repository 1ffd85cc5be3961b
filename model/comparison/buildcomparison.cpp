// SPDX-License-Identifier: MIT
#include "buildcomparison.h"

#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "card.h"
#include "checkpoint.h"
#include "figureformulas.h"
#include "moneyformat.h"
#include "assessment.h"
#include "speedformulas.h"

#include <QHash>

#include <algorithm>
#include <functional>
#include <limits>
#include <stdexcept>

namespace llmconf {

namespace {

constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

/// How one row reads its value and text from a build that could be evaluated.
struct RowSpec
{
    QString key;
    QString label;
    QString unit;
    BetterDirection better;
    bool numeric;
    bool hasRatio;
    std::function<double(const ComparedBuild &)> value;
    std::function<QString(const ComparedBuild &)> text;
};

QString noValueText()
{
    return QString(QChar(0x2014)); // an em dash: the build has no such figure
}

/// "18.7 tokens/s": one decimal below 100 tokens/s, none above or where whole.
QString rateText(const QuantityFormat &format, double tokensPerSecond)
{
    const bool whole = tokensPerSecond >= 100 || tokensPerSecond == std::round(tokensPerSecond);
    return BuildComparison::tr("%1 tokens/s").arg(format.number(tokensPerSecond, whole ? 0 : 1));
}

/// The currency every evaluated build is priced in; empty when they differ
/// (then no money row marks a best value or a ratio: euros are not dollars).
QString commonCurrency(const QList<ComparedBuild> &builds)
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

/// The figures a row reads: the memory figures or the speed figures.
template <typename Owner> const Owner &figuresOf(const ComparedBuild &b);

template <> const Figures &figuresOf<Figures>(const ComparedBuild &b)
{
    return b.report.evaluation.figures;
}

template <> const SpeedFigures &figuresOf<SpeedFigures>(const ComparedBuild &b)
{
    return b.report.evaluation.figures.speed;
}

int bestIndex(const QList<double> &values, BetterDirection better)
{
    if (better == BetterDirection::None)
        return -1;
    int best = -1;
    int finite = 0;
    bool allEqual = true;
    for (int i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i]))
            continue;
        ++finite;
        if (best < 0) {
            best = i;
            continue;
        }
        if (values[i] != values[best])
            allEqual = false;
        if (better == BetterDirection::Higher ? values[i] > values[best] : values[i] < values[best])
            best = i;
    }
    // Nothing to mark where every build has the same figure.
    return finite >= 2 && !allEqual ? best : -1;
}

} // namespace

BuildComparison::BuildComparison(const QList<Build> &builds, const AssessmentInputs &inputs)
    : BuildComparison(
          [&] {
              // Checked before anything is assessed: five builds cost five assessments.
              if (builds.isEmpty() || builds.size() > kMaxBuilds)
                  return QList<BuildReport>(builds.size());
              QList<BuildReport> reports;
              reports.reserve(builds.size());
              for (const Build &build : builds)
                  reports.append(assess(build, inputs));
              return reports;
          }(),
          inputs.format)
{
}

BuildComparison::BuildComparison(const QList<BuildReport> &reports, const QuantityFormat &format)
{
    if (reports.isEmpty() || reports.size() > kMaxBuilds)
        throw std::invalid_argument(tr("A comparison holds %1 to %2 builds, not %3.")
                                        .arg(kMinBuilds)
                                        .arg(kMaxBuilds)
                                        .arg(reports.size())
                                        .toStdString());
    for (const BuildReport &report : reports)
        m_builds.append(ComparedBuild{titleOf(report), report});
    addRows(format);
    addDifferingAdvice();
    computeAxes();
}

QString BuildComparison::titleOf(const BuildReport &report)
{
    if (!report.build.title.isEmpty())
        return report.build.title;
    if (!report.ok())
        return report.build.checkpoint;
    const Figures &f = report.figures();
    return tr("%1 x %2, %3").arg(f.cards).arg(f.card->shortName, f.checkpoint->id);
}

const ComparisonRow *BuildComparison::row(const QString &key) const
{
    for (const ComparisonRow &r : m_rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

QString BuildComparison::columnName(int index)
{
    return QString(QChar(char16_t(u'A' + index)));
}

void BuildComparison::addRows(const QuantityFormat &format)
{
    using B = BetterDirection;
    const auto fig = [](const ComparedBuild &b) -> const Figures & {
        return b.report.evaluation.figures;
    };
    const auto gibRow = [&](const QString &key, const QString &label, B better, int decimals,
                            Bytes Figures::*member) {
        return RowSpec{
            key,
            label,
            tr("GiB"),
            better,
            true,
            true,
            [=](const ComparedBuild &b) { return inGiB(fig(b).*member); },
            [=](const ComparedBuild &b) { return format.gib(fig(b).*member, decimals); }};
    };
    const auto gbRow = [&](const QString &key, const QString &label, Bytes Figures::*member) {
        return RowSpec{key,
                       label,
                       tr("GB"),
                       B::None,
                       true,
                       true,
                       [=](const ComparedBuild &b) { return inGB(fig(b).*member); },
                       [=](const ComparedBuild &b) { return format.gb(fig(b).*member); }};
    };
    // A whole number of the memory figures or of the speed figures.
    const auto countRow = [&]<typename Owner>(const QString &key, const QString &label, B better,
                                              int Owner::*member) {
        return RowSpec{
            key,
            label,
            QString(),
            better,
            true,
            true,
            [=](const ComparedBuild &b) { return double(figuresOf<Owner>(b).*member); },
            [=](const ComparedBuild &b) { return format.integer(figuresOf<Owner>(b).*member); }};
    };
    const auto textRow = [&](const QString &key, const QString &label,
                             std::function<QString(const ComparedBuild &)> text) {
        return RowSpec{key,
                       label,
                       QString(),
                       B::None,
                       false,
                       false,
                       [](const ComparedBuild &) { return kNoValue; },
                       std::move(text)};
    };
    const auto yesNoRow = [&](const QString &key, const QString &label, bool Figures::*member,
                              const QString &yes, const QString &no) {
        return RowSpec{key,
                       label,
                       QString(),
                       B::Higher,
                       true,
                       false,
                       [=](const ComparedBuild &b) { return fig(b).*member ? 1.0 : 0.0; },
                       [=](const ComparedBuild &b) { return fig(b).*member ? yes : no; }};
    };

    const QList<RowSpec> specs = {
        textRow(QStringLiteral("cards"), tr("Cards"),
                [&](const ComparedBuild &b) {
                    return tr("%1 x %2").arg(fig(b).cards).arg(fig(b).card->shortName);
                }),
        textRow(QStringLiteral("checkpoint"), tr("Checkpoint"),
                [&](const ComparedBuild &b) { return fig(b).checkpoint->id; }),
        textRow(QStringLiteral("layout"), tr("Layout"),
                [&](const ComparedBuild &b) {
                    return FigureFormulas(b.report.build, fig(b), format).layout();
                }),
        textRow(QStringLiteral("kvCache"), tr("KV cache"),
                [&](const ComparedBuild &b) {
                    return FigureFormulas(b.report.build, fig(b), format).cacheDtype();
                }),
        textRow(QStringLiteral("context"), tr("Context"),
                [&](const ComparedBuild &b) { return format.tokens(fig(b).context); }),
        countRow(QStringLiteral("servers"), tr("Servers"), B::None, &Figures::servers),
        gibRow(QStringLiteral("usablePerCard"), tr("Usable per card"), B::Higher, 2,
               &Figures::usablePerCard),
        gibRow(QStringLiteral("weightsPerCard"), tr("Weights per card"), B::None, 1,
               &Figures::weightsPerCard),
        gibRow(QStringLiteral("freePerCard"), tr("Free per card"), B::Higher, 1,
               &Figures::freePerCard),
        gibRow(QStringLiteral("cachePerConversationPerCard"), tr("Cache per conversation per card"),
               B::Lower, 2, &Figures::cachePerConversationPerCard),
        gibRow(QStringLiteral("usableTotal"), tr("Usable in total"), B::Higher, 1,
               &Figures::usableTotal),
        gibRow(QStringLiteral("freeTotal"), tr("Free in total"), B::Higher, 1, &Figures::freeTotal),
        countRow(QStringLiteral("conversationsPerCopy"), tr("Conversations per copy"), B::None,
                 &Figures::conversationsPerCopy),
        countRow(QStringLiteral("copies"), tr("Copies"), B::None, &Figures::copies),
        countRow(QStringLiteral("conversations"), tr("Conversations"), B::Higher,
                 &Figures::conversations),
        RowSpec{QStringLiteral("wallPower"), tr("Wall power"), tr("W"), B::Lower, true, true,
                [&](const ComparedBuild &b) { return inWatts(fig(b).wallPower); },
                [&](const ComparedBuild &b) { return format.watts(fig(b).wallPower); }},
        RowSpec{QStringLiteral("wallPowerPerConversation"), tr("Wall power per conversation"),
                tr("W"), B::Lower, true, true,
                [&](const ComparedBuild &b) {
                    return fig(b).conversations > 0
                               ? inWatts(fig(b).wallPower) / fig(b).conversations
                               : kNoValue;
                },
                [&](const ComparedBuild &b) {
                    return fig(b).conversations > 0
                               ? format.watts(fig(b).wallPower / double(fig(b).conversations))
                               : noValueText();
                }},
        yesNoRow(QStringLiteral("feedOk"), tr("Feed"), &Figures::feedOk, tr("within plan"),
                 tr("over plan")),
        // The one verdict the window, the sheet and the planner state
        // (memory, speed target, feed, whether the card runs the checkpoint).
        RowSpec{QStringLiteral("verdict"), tr("Verdict"), QString(), B::Higher, true, false,
                [](const ComparedBuild &b) { return b.report.verdict.fits() ? 1.0 : 0.0; },
                [](const ComparedBuild &b) { return b.report.verdict.text(); }},
        gbRow(QStringLiteral("hostMemory"), tr("Host memory"), &Figures::hostMemory),
        gbRow(QStringLiteral("storage"), tr("Storage per server"), &Figures::storagePerServer),
    };

    // Speed (a roofline estimate at each build's prompt, answer and target).
    const auto speed = [](const ComparedBuild &b) -> const SpeedFigures & {
        return b.report.evaluation.figures.speed;
    };
    const auto rateRow = [&](const QString &key, const QString &label,
                             double SpeedFigures::*member) {
        return RowSpec{key,
                       label,
                       tr("tokens/s"),
                       B::Higher,
                       true,
                       true,
                       [=](const ComparedBuild &b) { return speed(b).*member; },
                       [=](const ComparedBuild &b) { return rateText(format, speed(b).*member); }};
    };
    const QList<RowSpec> speedSpecs = {
        rateRow(QStringLiteral("decodeTokensPerSecondPerConversation"),
                tr("Tokens/s per conversation"),
                &SpeedFigures::decodeTokensPerSecondPerConversation),
        rateRow(QStringLiteral("outputTokensPerSecond"), tr("Output tokens/s of the build"),
                &SpeedFigures::outputTokensPerSecond),
        RowSpec{QStringLiteral("timeToFirstTokenSeconds"), tr("Time to first token"), tr("s"),
                B::Lower, true, true,
                [=](const ComparedBuild &b) { return inSeconds(speed(b).timeToFirstToken); },
                [=](const ComparedBuild &b) {
                    const double t = inSeconds(speed(b).timeToFirstToken);
                    return tr("%1 s").arg(format.number(t, t < 1 ? 3 : t < 10 ? 2 : 1));
                }},
        textRow(QStringLiteral("speedTarget"), tr("Speed target"),
                [=](const ComparedBuild &b) { return rateText(format, speed(b).speedTarget); }),
        countRow(QStringLiteral("conversationsAtSpeedTarget"),
                 tr("Conversations at the speed target"), B::Higher,
                 &SpeedFigures::conversationsAtSpeedTarget),
        RowSpec{QStringLiteral("servedConversations"), tr("Conversations served"), QString(),
                B::Higher, true, true,
                [](const ComparedBuild &b) { return double(b.report.served); },
                [=](const ComparedBuild &b) { return format.integer(b.report.served); }},
        textRow(QStringLiteral("bindingLimit"), tr("Limit that binds"),
                [=](const ComparedBuild &b) {
                    return SpeedFormulas::bindingName(speed(b).bindingLimit);
                }),
        textRow(QStringLiteral("speedLimitedBy"), tr("Speed limited by"),
                [=](const ComparedBuild &b) {
                    return SpeedFormulas::limitName(speed(b).speedLimitedBy);
                }),
    };

    // Cost: absent money is "not known", never a total of the parts with a price.
    const QString currency = commonCurrency(m_builds);
    const MoneyFormat money(format.locale());
    const auto moneyRow = [&](const QString &key, const QString &label,
                              std::optional<double> CostFigures::*member, int decimals) {
        return RowSpec{
            key,
            label,
            currency,
            currency.isEmpty() ? B::None : B::Lower,
            true,
            !currency.isEmpty(),
            [=](const ComparedBuild &b) { return (b.report.cost.*member).value_or(kNoValue); },
            [=](const ComparedBuild &b) {
                const std::optional<double> &v = b.report.cost.*member;
                return v ? money.money(*v, b.report.cost.currency, decimals) : tr("not known");
            }};
    };
    QList<RowSpec> costSpecs = {
        moneyRow(QStringLiteral("priceTotal"), tr("Purchase price"), &CostFigures::priceTotal, 0),
        RowSpec{QStringLiteral("energyKWhPerYear"), tr("Energy per year"), tr("kWh"), B::Lower,
                true, true, [](const ComparedBuild &b) { return b.report.cost.energyKWhPerYear; },
                [=](const ComparedBuild &b) {
                    return tr("%1 kWh").arg(
                        format.integer(qRound64(b.report.cost.energyKWhPerYear)));
                }},
        moneyRow(QStringLiteral("energyCostPerYear"), tr("Energy cost per year"),
                 &CostFigures::energyCostPerYear, 0),
        moneyRow(QStringLiteral("costPerYear"), tr("Cost per year"), &CostFigures::costPerYear, 0),
        moneyRow(QStringLiteral("costPerSeatPerMonth"), tr("Cost per seat and month"),
                 &CostFigures::costPerSeatPerMonth, 2),
        moneyRow(QStringLiteral("costPerMillionOutputTokens"), tr("Cost per million output tokens"),
                 &CostFigures::costPerMillionOutputTokens, 3),
        // The build beats the API from this volume on: the lower, the sooner.
        RowSpec{QStringLiteral("breakEvenTokensPerMonth"), tr("Break-even volume per month"),
                tr("million tokens"), B::Lower, true, true,
                [](const ComparedBuild &b) {
                    return b.report.cost.breakEvenTokensPerMonth
                               ? *b.report.cost.breakEvenTokensPerMonth / 1e6
                               : kNoValue;
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
    const bool anyMissing =
        std::any_of(m_builds.cbegin(), m_builds.cend(),
                    [](const ComparedBuild &b) { return !b.report.cost.missingPrices.isEmpty(); });
    if (anyMissing)
        costSpecs.append(textRow(QStringLiteral("missingPrices"), tr("Parts without a price"),
                                 [=](const ComparedBuild &b) {
                                     return b.report.cost.missingPrices.isEmpty()
                                                ? tr("none")
                                                : b.report.cost.missingPrices.join(
                                                      QStringLiteral(", "));
                                 }));

    const QList<std::pair<ComparisonSection, const QList<RowSpec> *>> sections = {
        {ComparisonSection::Memory, &specs},
        {ComparisonSection::Speed, &speedSpecs},
        {ComparisonSection::Cost, &costSpecs}};
    for (const auto &[section, sectionSpecs] : sections)
        for (const RowSpec &spec : *sectionSpecs) {
            ComparisonRow row;
            row.section = section;
            row.key = spec.key;
            row.label = spec.label;
            row.unit = spec.unit;
            row.better = spec.better;
            row.numeric = spec.numeric;
            row.hasRatio = spec.hasRatio;
            for (const ComparedBuild &b : std::as_const(m_builds)) {
                const bool ok = b.report.evaluation.ok();
                row.values.append(ok ? spec.value(b) : kNoValue);
                row.texts.append(ok ? spec.text(b) : noValueText());
            }
            row.best = bestIndex(row.values, row.better);
            const double first = row.values.value(0, kNoValue);
            for (double v : std::as_const(row.values)) {
                const bool defined =
                    row.hasRatio && std::isfinite(v) && std::isfinite(first) && first != 0;
                row.ratios.append(defined ? v / first : kNoValue);
                row.ratioTexts.append(defined ? tr("%1x").arg(format.number(v / first, 2))
                                              : QString());
            }
            m_rows.append(row);
        }
}

void BuildComparison::addDifferingAdvice()
{
    // Only builds that could be evaluated have advice to compare.
    QList<int> evaluated;
    for (int i = 0; i < size(); ++i)
        if (m_builds[i].report.evaluation.ok())
            evaluated.append(i);
    QStringList codes;
    for (int i : std::as_const(evaluated))
        for (const AdviceItem &item : m_builds[i].report.advice)
            if (!codes.contains(item.code))
                codes.append(item.code);
    for (const QString &code : std::as_const(codes)) {
        DifferingAdvice differing;
        differing.code = code;
        differing.severity = AdviceSeverity::Note;
        int having = 0;
        for (int i = 0; i < size(); ++i) {
            std::optional<AdviceItem> found;
            for (const AdviceItem &item : m_builds[i].report.advice)
                if (item.code == code) {
                    found = item;
                    break;
                }
            if (found) {
                ++having;
                differing.severity = std::min(differing.severity, found->severity);
            }
            differing.items.append(found);
        }
        if (having < evaluated.size())
            m_differingAdvice.append(differing);
    }
}

void BuildComparison::computeAxes()
{
    for (const ComparedBuild &b : std::as_const(m_builds)) {
        if (!b.report.evaluation.ok())
            continue;
        const Figures &f = b.report.evaluation.figures;
        m_axes.memoryPerCard = std::max(m_axes.memoryPerCard, f.memoryPerCard);
        m_axes.conversations = std::max(m_axes.conversations, f.conversations);
        for (int c : b.report.sweep.bf16)
            m_axes.conversations = std::max(m_axes.conversations, c);
        for (int c : b.report.sweep.fp8)
            m_axes.conversations = std::max(m_axes.conversations, c);
        for (const ServerPower &p : f.perServer)
            m_axes.power = std::max({m_axes.power, p.wall, p.feedNominal});
    }
}

} // namespace llmconf
