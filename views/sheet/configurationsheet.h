// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "catalogue.h"
#include "costfigures.h"
#include "pricelist.h"
#include "quantityformat.h"
#include "sizingengine.h"

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

    /// Writes the sheet of `build` to `pdfPath`: rendered to a temporary file
    /// in the same folder and renamed on success, so that a failure leaves no
    /// half-written PDF and an existing file unchanged. Throws FormatError
    /// when the build cannot be evaluated or the file cannot be written.
    static void write(const Build &build, const Catalogue &catalogue, const QString &pdfPath,
                      const PriceList &prices = PriceList::builtIn());

    /// The sheet as PDF bytes; throws FormatError (naming `fileName`) when
    /// the build cannot be evaluated.
    static QByteArray pdf(const Build &build, const Catalogue &catalogue,
                          const QString &fileName = QString(),
                          const PriceList &prices = PriceList::builtIn());

    /// Evaluates the build with the catalogue (plus the build's own
    /// checkpoints) and prices it with `prices` at the build's cost settings.
    ConfigurationSheet(const Build &build, const Catalogue &catalogue,
                       const PriceList &prices = PriceList::builtIn());
    /// Empty when the build can be evaluated.
    QString error() const { return m_evaluation.error; }
    /// Paints the sheet's pages with `painter`.
    void paint(SheetPainter &painter) const;

private:
    void titleBlock(SheetPainter &painter) const;
    void buildSection(SheetPainter &painter) const;
    void checkpointSection(SheetPainter &painter) const;
    void layoutSection(SheetPainter &painter) const;
    void figuresSection(SheetPainter &painter) const;
    void chartsSection(SheetPainter &painter) const;
    void powerSection(SheetPainter &painter) const;
    void speedSection(SheetPainter &painter) const;
    void costSection(SheetPainter &painter) const;
    void adviceSection(SheetPainter &painter) const;
    void sourcesSection(SheetPainter &painter) const;

    QString buildTitle() const;
    QString cardDescription(const Server &server) const;
    QString vllmCommand() const;
    SheetTable powerTable() const;
    SheetTable partsTable() const;
    SheetTable costTable() const;
    QStringList costAssumptions() const;

    Build m_build;
    Catalogue m_catalogue;
    Evaluation m_evaluation;
    QuantityFormat m_format;
    QList<AdviceItem> m_advice;
    CostFigures m_cost;
};

} // namespace llmconf
