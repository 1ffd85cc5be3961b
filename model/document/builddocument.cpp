// SPDX-License-Identifier: MIT
#include "builddocument.h"

#include "assessment.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "costcalculator.h"

namespace llmconf {

BuildDocument::BuildDocument(const AssessmentInputs &inputs, QObject *parent)
    : QObject(parent), m_inputs(inputs), m_build(Build::withDefaults(inputs.catalogue->rules()))
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
    extendCatalogue([&](Catalogue &catalogue) {
        for (const CustomCheckpoint &entry : entries) {
            catalogue.addModel(entry.model);
            catalogue.addCheckpoint(entry.checkpoint);
        }
    });
    emit catalogueChanged();
    replaceBuild(m_build);
}

void BuildDocument::addCustomCards(const QList<Card> &cards)
{
    if (cards.isEmpty())
        return;
    extendCatalogue([&](Catalogue &catalogue) {
        for (const Card &card : cards)
            catalogue.addCard(card);
    });
    emit catalogueChanged();
    replaceBuild(m_build);
}

void BuildDocument::reset(const Build &build, const QString &filePath)
{
    if (!build.customCheckpoints.isEmpty() || !build.customCards.isEmpty()) {
        extendCatalogue([&](Catalogue &catalogue) {
            for (const Card &card : build.customCards)
                catalogue.addCard(card);
            for (const CustomCheckpoint &entry : build.customCheckpoints) {
                catalogue.addModel(entry.model);
                catalogue.addCheckpoint(entry.checkpoint);
            }
        });
        emit catalogueChanged();
    }
    m_undoStack.clear();
    m_undoStack.setClean();
    m_filePath = filePath;
    m_layoutSetByUser = false;
    replaceBuild(build);
    emit filePathChanged(m_filePath);
    emit modifiedChanged(false);
}

void BuildDocument::save(const QString &filePath)
{
    Build carried = m_build;
    BuildCatalogue::embedCustom(carried, catalogue(), *m_inputs.builtIn);
    BuildFile::write(carried, filePath, catalogue().rules());
    m_undoStack.setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
}

void BuildDocument::replaceBuild(const Build &build)
{
    m_build = build;
    m_report = assess(m_build, m_inputs);
    emit buildChanged();
}

void BuildDocument::setPrices(const PriceList &prices)
{
    m_inputs.prices = prices;
    replaceBuild(m_build);
    emit pricesChanged();
}

void BuildDocument::setFormat(const QuantityFormat &format)
{
    m_inputs.format = format;
    replaceBuild(m_build);
}

void BuildDocument::extendCatalogue(const std::function<void(Catalogue &)> &change)
{
    auto extended = std::make_shared<Catalogue>(*m_inputs.catalogue);
    change(*extended);
    m_inputs.catalogue = std::move(extended);
}

} // namespace llmconf
