// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>

#include <functional>

namespace llmconf {

class BuildComparison;
class BuildComparison;

/// Writes the comparison sheet (a PDF with charts) of `comparison` to
/// `pdfPath`; throws FormatError as ComparisonSheet::write does. Given by the
/// GUI part of the command line (app/gui), which links the sheets.
using ComparisonSheetWriter =
    std::function<void(const BuildComparison &comparison, const QString &pdfPath)>;

/// `compare A.json B.json [...] [--preset NAME] [--json]`: two to four
/// builds side by side, every figure with the better value marked and the
/// ratio to the first build, and the advice that differs.
class CompareCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)

public:
    /// Without `writeSheet`, -o fails (exit 2): the table and --json need no display.
    explicit CompareCommand(ComparisonSheetWriter writeSheet = {});

    QString name() const override { return QStringLiteral("compare"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
    /// With -o: the sheet draws charts.
    bool needsGui(const QStringList &arguments) const override;

    /// The aligned table the command prints without --json.
    static QString render(const BuildComparison &comparison, const QStringList &files);

private:
    static void declareOptions(QCommandLineParser &parser);

    ComparisonSheetWriter m_writeSheet;
};

} // namespace llmconf
