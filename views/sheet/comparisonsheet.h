// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "catalogue.h"
#include "comparison/buildcomparison.h"
#include "quantityformat.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

class SheetPainter;
struct SheetTable;

/// The comparison sheet for the customer: two to four builds on two A4 pages
/// (every figure with the better value marked and the ratio to build A, the
/// memory, conversations and power charts of every build on shared axes, the
/// advice that differs, the assumptions and sources), in the current
/// language. The comparison view and `llm-configurator compare -o` write it.
class ComparisonSheet
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonSheet)

public:
    static constexpr int kPages = 2;

    /// Writes the sheet of `builds` to `pdfPath`: rendered to a temporary
    /// file in the same folder and renamed on success, so that a failure
    /// leaves no half-written PDF and an existing file unchanged. Throws
    /// FormatError when there are not two to four builds, a build cannot be
    /// evaluated or the file cannot be written.
    static void write(const QList<Build> &builds, const Catalogue &catalogue,
                      const QString &pdfPath);

    /// The sheet as PDF bytes; throws FormatError (naming `fileName`) as write() does.
    static QByteArray pdf(const QList<Build> &builds, const Catalogue &catalogue,
                          const QString &fileName = QString());

    /// Compares the builds (one to four; none or more throw std::invalid_argument).
    ComparisonSheet(const QList<Build> &builds, const Catalogue &catalogue);
    const BuildComparison &comparison() const { return m_comparison; }
    /// Empty when the sheet can be written: two to four builds, each evaluated.
    QString error() const;
    /// Paints the sheet's pages with `painter`.
    void paint(SheetPainter &painter) const;

private:
    void titleBlock(SheetPainter &painter) const;
    void figuresSection(SheetPainter &painter) const;
    void chartsSection(SheetPainter &painter) const;
    void adviceSection(SheetPainter &painter) const;
    void sourcesSection(SheetPainter &painter) const;

    QString sheetTitle() const;
    /// "A, C" for the given builds, "all builds" when they are every build.
    QString buildNames(const QList<int> &indices) const;
    SheetTable figuresTable() const;
    SheetTable sourcesTable() const;

    BuildComparison m_comparison;
    QuantityFormat m_format;
};

} // namespace llmconf
