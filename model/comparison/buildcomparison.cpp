// SPDX-License-Identifier: MIT
#include "buildcomparison.h"

#include "advice/buildadvisor.h"
#include "card.h"
#include "checkpoint.h"
#include "figureformulas.h"
#include "import/buildcatalogue.h"

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

BuildComparison::BuildComparison(const QList<Build> &builds, const Catalogue &catalogue,
                                 const QuantityFormat &format)
{
    if (builds.isEmpty() || builds.size() > kMaxBuilds)
        throw std::invalid_argument(tr("A comparison holds %1 to %2 builds, not %3.")
                                        .arg(kMinBuilds)
                                        .arg(kMaxBuilds)
                                        .arg(builds.size())
                                        .toStdString());
    for (const Build &build : builds) {
        ComparedBuild compared;
        compared.build = build;
        compared.catalogue =
            std::make_shared<const Catalogue>(BuildCatalogue::effective(catalogue, build));
        compared.evaluation = SizingEngine::evaluate(build, *compared.catalogue);
        if (compared.evaluation.ok()) {
            compared.sweep = ContextSweep::of(build, *compared.catalogue);
            compared.advice = BuildAdvisor::advise(build, *compared.catalogue,
                                                   SoftwareCatalogue::builtIn(), format);
        }
        compared.title = build.title;
        if (compared.title.isEmpty()) {
            const Figures &f = compared.evaluation.figures;
            compared.title =
                compared.evaluation.ok()
                    ? tr("%1 x %2, %3").arg(f.cards).arg(f.card->shortName, f.checkpoint->id)
                    : build.checkpoint;
        }
        m_builds.append(compared);
    }
    addRows(format);
    addDifferingAdvice();
    computeAxes();
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
    const auto fig = [](const ComparedBuild &b) -> const Figures & { return b.evaluation.figures; };
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
    const auto countRow = [&](const QString &key, const QString &label, B better,
                              int Figures::*member) {
        return RowSpec{key,
                       label,
                       QString(),
                       better,
                       true,
                       true,
                       [=](const ComparedBuild &b) { return double(fig(b).*member); },
                       [=](const ComparedBuild &b) { return format.integer(fig(b).*member); }};
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
                    return FigureFormulas(b.build, fig(b), format).layout();
                }),
        textRow(QStringLiteral("kvCache"), tr("KV cache"),
                [&](const ComparedBuild &b) {
                    return FigureFormulas(b.build, fig(b), format).cacheDtype();
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
        yesNoRow(QStringLiteral("fits"), tr("Fits"), &Figures::fits, tr("yes"), tr("no")),
        gbRow(QStringLiteral("hostMemory"), tr("Host memory"), &Figures::hostMemory),
        gbRow(QStringLiteral("storage"), tr("Storage per server"), &Figures::storagePerServer),
    };

    for (const RowSpec &spec : specs) {
        ComparisonRow row;
        row.key = spec.key;
        row.label = spec.label;
        row.unit = spec.unit;
        row.better = spec.better;
        row.numeric = spec.numeric;
        row.hasRatio = spec.hasRatio;
        for (const ComparedBuild &b : std::as_const(m_builds)) {
            const bool ok = b.evaluation.ok();
            row.values.append(ok ? spec.value(b) : kNoValue);
            row.texts.append(ok ? spec.text(b) : noValueText());
        }
        row.best = bestIndex(row.values, row.better);
        const double first = row.values.value(0, kNoValue);
        for (double v : std::as_const(row.values)) {
            const bool defined =
                row.hasRatio && std::isfinite(v) && std::isfinite(first) && first != 0;
            row.ratios.append(defined ? v / first : kNoValue);
            row.ratioTexts.append(defined ? tr("%1x").arg(format.number(v / first, 2)) : QString());
        }
        m_rows.append(row);
    }
}

void BuildComparison::addDifferingAdvice()
{
    // Only builds that could be evaluated have advice to compare.
    QList<int> evaluated;
    for (int i = 0; i < size(); ++i)
        if (m_builds[i].evaluation.ok())
            evaluated.append(i);
    QStringList codes;
    for (int i : std::as_const(evaluated))
        for (const AdviceItem &item : m_builds[i].advice)
            if (!codes.contains(item.code))
                codes.append(item.code);
    for (const QString &code : std::as_const(codes)) {
        DifferingAdvice differing;
        differing.code = code;
        differing.severity = AdviceSeverity::Note;
        int having = 0;
        for (int i = 0; i < size(); ++i) {
            std::optional<AdviceItem> found;
            for (const AdviceItem &item : m_builds[i].advice)
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
        if (!b.evaluation.ok())
            continue;
        const Figures &f = b.evaluation.figures;
        m_axes.memoryPerCard = std::max(m_axes.memoryPerCard, f.memoryPerCard);
        m_axes.conversations = std::max(m_axes.conversations, f.conversations);
        for (int c : b.sweep.bf16)
            m_axes.conversations = std::max(m_axes.conversations, c);
        for (int c : b.sweep.fp8)
            m_axes.conversations = std::max(m_axes.conversations, c);
        for (const ServerPower &p : f.perServer)
            m_axes.power = std::max({m_axes.power, p.wall, p.feedNominal});
    }
}

} // namespace llmconf
