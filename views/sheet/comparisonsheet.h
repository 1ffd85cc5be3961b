// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "buildcomparison.h"
#include "catalogue.h"
#include "pricelist.h"
#include "quantityformat.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

class SheetPainter;
struct SheetTable;

/// The comparison sheet for the customer: two to four builds on four A4
/// pages (every figure of memory, speed and cost with the better value marked
/// and the ratio to build A, the memory, conversations and power charts of
/// every build on shared axes, one speed chart and one cost chart for all
/// builds, the advice that differs, the assumptions and
/// sources), in the current language. The comparison view and `llm-configurator compare -o` write
/// it.
class ComparisonSheet
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonSheet)

public:
    static constexpr int kPages = 4;

    /// Writes the sheet of `comparison` to `pdfPath`: rendered to a
    /// temporary file in the same folder and renamed on success, so that a
    /// failure leaves no half-written PDF and an existing file unchanged.
    /// Throws FormatError when there are not two to four builds, a build
    /// cannot be evaluated or the file cannot be written.
    static void write(const BuildComparison &comparison, const QString &pdfPath);

    /// The sheet as PDF bytes; throws FormatError (naming `fileName`) as write() does.
    static QByteArray pdf(const BuildComparison &comparison, const QString &fileName = QString());

    /// Shows `comparison` (each build a report of assess()): computes nothing.
    explicit ComparisonSheet(const BuildComparison &comparison);
    const BuildComparison &comparison() const { return m_comparison; }
    /// Empty when the sheet can be written: two to four builds, each evaluated.
    QString error() const;
    /// Paints the sheet's pages with `painter`.
    void paint(SheetPainter &painter) const;

private:
    void titleBlock(SheetPainter &painter) const;
    void figuresSection(SheetPainter &painter) const;
    void speedSection(SheetPainter &painter) const;
    void costSection(SheetPainter &painter) const;
    void chartsSection(SheetPainter &painter) const;
    /// The speed chart and the cost chart every build shares, side by side.
    void sharedChartsRow(SheetPainter &painter) const;
    void adviceSection(SheetPainter &painter) const;
    void sourcesSection(SheetPainter &painter) const;

    QString sheetTitle() const;
    /// "A, C" for the given builds, "all builds" when they are every build.
    QString buildNames(const QList<int> &indices) const;
    /// The rows of one section, a column per build and its ratio to A.
    SheetTable figuresTable(ComparisonSection section) const;
    /// `text(build)` once when every build says the same, else "A: ...; B: ...".
    QString perBuild(const std::function<QString(const ComparedBuild &)> &text) const;
    SheetTable sourcesTable() const;

    BuildComparison m_comparison;
    QuantityFormat m_format;
};

} // namespace llmconf
