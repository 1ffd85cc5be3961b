// SPDX-License-Identifier: MIT
#pragma once

#include "assessmentinputs.h"
#include "build.h"
#include "buildreport.h"
#include "catalogue.h"
#include "costfigures.h"
#include "customcheckpoint.h"
#include "pricelist.h"
#include "sizingengine.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace llmconf {

/// The build being edited: owns it, its undo stack, its current report and
/// the inputs it is assessed with (the app's catalogue plus checkpoints
/// imported or carried by an opened build file, the price list of the Cost
/// tab). Every edit is a QUndoCommand pushed on undoStack(); commands call
/// replaceBuild(), which assesses the build once (assess()) and emits
/// buildChanged() once. Every view reads report() and computes nothing.
class BuildDocument : public QObject
{
    Q_OBJECT

public:
    explicit BuildDocument(const AssessmentInputs &inputs, QObject *parent = nullptr);
    ~BuildDocument() override;

    /// The catalogue of the next assessment. A catalogue that grows (an
    /// import) is a new one: the current report keeps the one it read.
    const Catalogue &catalogue() const { return *m_inputs.catalogue; }
    /// What the build is assessed with: catalogue, software, prices, locale.
    const AssessmentInputs &inputs() const { return m_inputs; }
    /// The one assessment of the current build that every view reads.
    const BuildReport &report() const { return m_report; }
    /// Adds imported checkpoints (and their models) to the catalogue and
    /// re-evaluates; emits catalogueChanged() and buildChanged().
    void addCustomCheckpoints(const QList<CustomCheckpoint> &entries);
    /// Adds the user's own cards to the catalogue and re-evaluates.
    void addCustomCards(const QList<Card> &cards);
    const Build &build() const { return m_build; }
    const Evaluation &evaluation() const { return m_report.evaluation; }
    /// What the build costs with prices() (the report's cost).
    const CostFigures &cost() const { return m_report.cost; }
    const PriceList &prices() const { return m_inputs.prices; }
    /// The prices the cost is reckoned with (built in, or the user's list
    /// over them); re-assesses and emits pricesChanged() and buildChanged().
    void setPrices(const PriceList &prices);
    /// The locale the advice's sentences and numbers are written in (a
    /// language switch); re-assesses and emits buildChanged().
    void setFormat(const QuantityFormat &format);
    QUndoStack *undoStack() { return &m_undoStack; }

    /// Starts afresh with `build` (New, Open): clears the undo stack. Custom
    /// checkpoints the build carries join the catalogue.
    void reset(const Build &build, const QString &filePath = QString());
    /// Writes the build (atomically), with the custom checkpoints it uses, and
    /// marks the stack clean; throws FormatError.
    void save(const QString &filePath);

    const QString &filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }

    /// Sets the build and re-assesses; for undo commands only.
    void replaceBuild(const Build &build);

    /// Whether the layout was set by hand since New or Open (the layout
    /// boxes, advice): then a checkpoint change keeps it, otherwise the
    /// layout is chosen again for the new model (LayoutChoice). Part of
    /// each undo step, so undo restores it with the build.
    bool layoutSetByUser() const { return m_layoutSetByUser; }
    /// For undo commands only, before replaceBuild().
    void setLayoutSetByUser(bool set) { m_layoutSetByUser = set; }

signals:
    void buildChanged();
    /// The price list changed (the comparison prices its builds with it).
    void pricesChanged();
    void catalogueChanged();
    void filePathChanged(const QString &filePath);
    void modifiedChanged(bool modified);

private:
    /// A catalogue with `change` applied, shared from now on.
    void extendCatalogue(const std::function<void(Catalogue &)> &change);

    AssessmentInputs m_inputs;
    Build m_build;
    BuildReport m_report;
    QUndoStack m_undoStack;
    QString m_filePath;
    bool m_layoutSetByUser = false;
};

} // namespace llmconf
