// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "catalogue.h"
#include "costfigures.h"
#include "customcheckpoint.h"
#include "pricelist.h"
#include "sizingengine.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace llmconf {

/// The build being edited: owns it, its undo stack, its current figures and
/// the catalogue it is evaluated with (the app's catalogue plus checkpoints
/// imported or carried by an opened build file). Every edit is a
/// QUndoCommand pushed on undoStack(); commands call replaceBuild(), which
/// re-evaluates and emits buildChanged() once.
class BuildDocument : public QObject
{
    Q_OBJECT

public:
    explicit BuildDocument(const Catalogue &catalogue, QObject *parent = nullptr);
    ~BuildDocument() override;

    const Catalogue &catalogue() const { return m_catalogue; }
    /// Adds imported checkpoints (and their models) to the catalogue and
    /// re-evaluates; emits catalogueChanged() and buildChanged().
    void addCustomCheckpoints(const QList<CustomCheckpoint> &entries);
    /// Adds the user's own cards to the catalogue and re-evaluates.
    void addCustomCards(const QList<Card> &cards);
    const Build &build() const { return m_build; }
    const Evaluation &evaluation() const { return m_evaluation; }
    /// What the build costs with prices(): evaluated with the figures.
    const CostFigures &cost() const { return m_cost; }
    const PriceList &prices() const { return m_prices; }
    /// The prices the cost is reckoned with (built in, or the user's list
    /// over them); re-evaluates and emits pricesChanged() and buildChanged().
    void setPrices(const PriceList &prices);
    QUndoStack *undoStack() { return &m_undoStack; }

    /// Starts afresh with `build` (New, Open): clears the undo stack. Custom
    /// checkpoints the build carries join the catalogue.
    void reset(const Build &build, const QString &filePath = QString());
    /// Writes the build (atomically), with the custom checkpoints it uses, and
    /// marks the stack clean; throws FormatError.
    void save(const QString &filePath);

    const QString &filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }

    /// Sets the build and re-evaluates; for undo commands only.
    void replaceBuild(const Build &build);

signals:
    void buildChanged();
    /// The price list changed (the comparison prices its builds with it).
    void pricesChanged();
    void catalogueChanged();
    void filePathChanged(const QString &filePath);
    void modifiedChanged(bool modified);

private:
    Catalogue m_catalogue;
    Build m_build;
    Evaluation m_evaluation;
    PriceList m_prices;
    CostFigures m_cost;
    QUndoStack m_undoStack;
    QString m_filePath;
};

} // namespace llmconf
