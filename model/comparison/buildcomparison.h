// SPDX-License-Identifier: MIT
#pragma once

#include "assessmentinputs.h"
#include "comparedbuild.h"
#include "comparisonaxes.h"
#include "comparisonrow.h"
#include "differingadvice.h"
#include "pricelist.h"
#include "quantityformat.h"

#include <QCoreApplication>
#include <QList>

namespace llmconf {

struct RowSpec;

/// Two to four builds side by side: each a report of assess(), every
/// figure as a row with the better value and the ratio to the first build,
/// the advice that differs between them and the chart ranges they share.
/// The window, the `compare` command and the PDF sheet show its rows as
/// they are; a value, computed once in the constructor.
class BuildComparison
{
    Q_DECLARE_TR_FUNCTIONS(BuildComparison)

public:
    static constexpr int kMinBuilds = 2;
    static constexpr int kMaxBuilds = 4;

    BuildComparison() = default;
    /// Compares the builds' reports, as the window and the commands have
    /// them. One build is allowed, so that a window can show the first while
    /// the second is chosen; none or more than kMaxBuilds throw
    /// std::invalid_argument with a translated message.
    BuildComparison(const QList<BuildReport> &reports, const QuantityFormat &format);
    /// Assesses each of `builds` with `inputs` (the window's or the command
    /// line's catalogue, price list and locale), then compares them.
    BuildComparison(const QList<Build> &builds, const AssessmentInputs &inputs);

    /// The title of a build in a comparison: its own, else its cards and checkpoint.
    static QString titleOf(const BuildReport &report);

    int size() const { return int(m_builds.size()); }
    const QList<ComparedBuild> &builds() const { return m_builds; }
    const QList<ComparisonRow> &rows() const { return m_rows; }
    /// The row with `key`; nullptr when there is none.
    const ComparisonRow *row(const QString &key) const;
    const QList<DifferingAdvice> &differingAdvice() const { return m_differingAdvice; }
    const ComparisonAxes &axes() const { return m_axes; }
    /// The currency every evaluated build is priced in; empty when they differ.
    QString currency() const;

    /// The short name of a column: "A", "B", "C", "D".
    static QString columnName(int index);

private:
    void addRows(const QuantityFormat &format);
    /// One row: each build's value and text, the best, the ratios to the first.
    ComparisonRow rowOf(ComparisonSection section, const RowSpec &spec,
                        const QuantityFormat &format) const;
    void addDifferingAdvice();
    void computeAxes();

    QList<ComparedBuild> m_builds;
    QList<ComparisonRow> m_rows;
    QList<DifferingAdvice> m_differingAdvice;
    ComparisonAxes m_axes;
};

} // namespace llmconf
