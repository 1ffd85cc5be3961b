// SPDX-License-Identifier: MIT
#include "builddocument.h"

#include "buildcatalogue.h"
#include "buildfile.h"
#include "costcalculator.h"

namespace llmconf {

BuildDocument::BuildDocument(const Catalogue &catalogue, QObject *parent)
    : QObject(parent), m_catalogue(catalogue), m_prices(PriceList::builtIn())
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

BuildDocument::~BuildDocument()
{
    // The undo stack's destructor clears it and emits cleanChanged(); by then
    // the window that listens to modifiedChanged() is half destroyed.
    m_undoStack.blockSignals(true);
}

void BuildDocument::addCustomCheckpoints(const QList<CustomCheckpoint> &entries)
{
    if (entries.isEmpty())
        return;
    for (const CustomCheckpoint &entry : entries) {
        m_catalogue.addModel(entry.model);
        m_catalogue.addCheckpoint(entry.checkpoint);
    }
    emit catalogueChanged();
    // The figures point into the catalogue: evaluate again.
    replaceBuild(m_build);
}

void BuildDocument::addCustomCards(const QList<Card> &cards)
{
    if (cards.isEmpty())
        return;
    for (const Card &card : cards)
        m_catalogue.addCard(card);
    emit catalogueChanged();
    replaceBuild(m_build);
}

void BuildDocument::reset(const Build &build, const QString &filePath)
{
    for (const Card &card : build.customCards)
        m_catalogue.addCard(card);
    if (!build.customCheckpoints.isEmpty() || !build.customCards.isEmpty()) {
        for (const CustomCheckpoint &entry : build.customCheckpoints) {
            m_catalogue.addModel(entry.model);
            m_catalogue.addCheckpoint(entry.checkpoint);
        }
        emit catalogueChanged();
    }
    m_undoStack.clear();
    m_undoStack.setClean();
    m_filePath = filePath;
    replaceBuild(build);
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void BuildDocument::save(const QString &filePath)
{
    Build carried = m_build;
    BuildCatalogue::embedCustom(carried, m_catalogue);
    BuildFile::write(carried, filePath);
    m_undoStack.setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
}

void BuildDocument::replaceBuild(const Build &build)
{
    m_build = build;
    m_evaluation = SizingEngine::evaluate(m_build, m_catalogue);
    m_cost = m_evaluation.ok()
                 ? CostCalculator::evaluate(m_build, m_evaluation.figures, m_catalogue, m_prices)
                 : CostFigures();
    emit buildChanged();
}

void BuildDocument::setPrices(const PriceList &prices)
{
    m_prices = prices;
    replaceBuild(m_build);
    emit pricesChanged();
}

} // namespace llmconf
