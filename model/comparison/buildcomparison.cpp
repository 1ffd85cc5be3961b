// SPDX-License-Identifier: MIT
#include "buildcomparison.h"

#include "assessment.h"
#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "card.h"
#include "checkpoint.h"
#include "comparisonrowspecs_p.h"
#include "figureformulas.h"
#include "moneyformat.h"
#include "speedformulas.h"

#include <QHash>

#include <algorithm>
#include <functional>
#include <limits>
#include <stdexcept>

namespace llmconf {

namespace {

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
    // "8 x H200 NVL" (each pool's cards where the prefill pool has its own).
    return tr("%1, %2").arg(FigureFormulas(report.build, f, QuantityFormat(QLocale())).cards(),
                            f.checkpoint->id);
}

const ComparisonRow *BuildComparison::row(const QString &key) const
{
    for (const ComparisonRow &r : m_rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

QString BuildComparison::currency() const
{
    return ComparisonRowSpecs::commonCurrency(m_builds);
}

QString BuildComparison::columnName(int index)
{
    return QString(QChar(char16_t(u'A' + index)));
}

void BuildComparison::addRows(const QuantityFormat &format)
{
    const ComparisonRowSpecs specs(format);
    const QList<std::pair<ComparisonSection, QList<RowSpec>>> sections = {
        {ComparisonSection::Memory, specs.memory()},
        {ComparisonSection::Speed, specs.speed()},
        {ComparisonSection::Cost, specs.cost(m_builds)}};
    for (const auto &[section, sectionSpecs] : sections)
        for (const RowSpec &spec : sectionSpecs)
            m_rows.append(rowOf(section, spec, format));
}

ComparisonRow BuildComparison::rowOf(ComparisonSection section, const RowSpec &spec,
                                     const QuantityFormat &format) const
{
    ComparisonRow row;
    row.section = section;
    row.key = spec.key;
    row.label = spec.label;
    row.unit = spec.unit;
    row.better = spec.better;
    row.numeric = spec.numeric;
    row.hasRatio = spec.hasRatio;
    for (const ComparedBuild &b : m_builds) {
        const bool ok = b.report.evaluation.ok();
        row.values.append(ok ? spec.value(b) : RowSpec::kNoValue);
        row.texts.append(ok ? spec.text(b) : RowSpec::noValueText());
    }
    row.best = bestIndex(row.values, row.better);
    const double first = row.values.value(0, RowSpec::kNoValue);
    for (double v : std::as_const(row.values)) {
        const bool defined = row.hasRatio && std::isfinite(v) && std::isfinite(first) && first != 0;
        row.ratios.append(defined ? v / first : RowSpec::kNoValue);
        row.ratioTexts.append(defined ? tr("%1x").arg(format.number(v / first, 2)) : QString());
    }
    return row;
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
        const SpeedCurve &curve = b.report.speedCurve;
        if (!curve.conversations.isEmpty())
            m_axes.speedConversations =
                std::max(m_axes.speedConversations, curve.conversations.last());
        m_axes.tokensPerSecond = std::max(m_axes.tokensPerSecond, curve.speedTarget);
        for (double t : curve.tokensPerSecond)
            m_axes.tokensPerSecond = std::max(m_axes.tokensPerSecond, t);
        m_axes.costPerYear = std::max(m_axes.costPerYear, b.report.cost.costPerYear.value_or(0));
    }
}

} // namespace llmconf
