// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "buildreport.h"
#include "catalogue.h"
#include "costfigures.h"
#include "pricelist.h"
#include "quantityformat.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

class SheetPainter;
struct SheetTable;

/// The configuration sheet for the customer: one build on three A4 pages
/// (build, checkpoint, layout and serving command, figures, power and feed;
/// speed and cost with their assumptions and formulas; the charts, advice,
/// assumptions and sources), in the current language. The window's File menu and `llm-configurator
/// sheet` both write it.
class ConfigurationSheet
{
    Q_DECLARE_TR_FUNCTIONS(ConfigurationSheet)

public:
    static constexpr int kPages = 3;

    /// Writes the sheet of the report's build to `pdfPath`: rendered to a
    /// temporary file in the same folder and renamed on success, so that a
    /// failure leaves no half-written PDF and an existing file unchanged.
    /// Throws FormatError when the build cannot be evaluated or the file
    /// cannot be written.
    static void write(const BuildReport &report, const QString &pdfPath);

    /// The sheet as PDF bytes; throws FormatError (naming `fileName`) when
    /// the build cannot be evaluated.
    static QByteArray pdf(const BuildReport &report, const QString &fileName = QString());

    /// Shows `report` (assess()): the sheet computes no figure of its own.
    explicit ConfigurationSheet(const BuildReport &report);
    // The members below refer into m_report: a copy would refer into the original.
    Q_DISABLE_COPY_MOVE(ConfigurationSheet)
    /// Empty when the build can be evaluated.
    QString error() const { return m_evaluation.error; }
    /// Paints the sheet's pages with `painter`.
    void paint(SheetPainter &painter) const;

private:
    void titleBlock(SheetPainter &painter) const;
    void buildSection(SheetPainter &painter) const;
    void checkpointSection(SheetPainter &painter) const;
    void layoutSection(SheetPainter &painter) const;
    /// Further models on the same cards, each with its conversations, speed
    /// and serving command.
    void instancesSection(SheetPainter &painter) const;
    void figuresSection(SheetPainter &painter) const;
    void chartsSection(SheetPainter &painter) const;
    void powerSection(SheetPainter &painter) const;
    void speedSection(SheetPainter &painter) const;
    void costSection(SheetPainter &painter) const;
    void adviceSection(SheetPainter &painter) const;
    void sourcesSection(SheetPainter &painter) const;

    QString buildTitle() const;
    QString cardDescription(const Server &server, const Card &card) const;
    QString vllmCommand() const;
    SheetTable powerTable() const;
    SheetTable partsTable() const;
    SheetTable costTable() const;
    QStringList costAssumptions() const;

    BuildReport m_report; // keeps the catalogue the figures point into
    const Build &m_build;
    const Catalogue &m_catalogue;
    const Evaluation &m_evaluation;
    QuantityFormat m_format;
    const QList<AdviceItem> &m_advice;
    const CostFigures &m_cost;
};

} // namespace llmconf
