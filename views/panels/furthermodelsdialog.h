// SPDX-License-Identifier: MIT
#pragma once

#include "modelinstance.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QPushButton;
class QSpinBox;

namespace llmconf {

class BuildDocument;

/// File > Further models: the models served on the build's cards beside its
/// own checkpoint (Build::instances), each with its checkpoint, TP, copies,
/// share of a card and whether it shares every card or has cards of its
/// own (first to last, counted as the canvas counts them). OK applies them
/// as one undoable edit; the report then says whether the cards hold them all.
class FurtherModelsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FurtherModelsDialog(BuildDocument *document, QWidget *parent = nullptr);

    /// The models as the rows say them.
    QList<ModelInstance> instances() const;
    /// Adds a row: a model on all the build's cards (one copy) with a tenth
    /// of every card.
    void addModel();
    /// Removes row `row`.
    void removeModel(int row);
    int rows() const { return int(m_rows.size()); }
    QDoubleSpinBox *share(int row) const { return m_rows[row].share; }
    /// "Shares every card" or "Own cards", and the first and last own card.
    QComboBox *cards(int row) const { return m_rows[row].cards; }
    QSpinBox *firstCard(int row) const { return m_rows[row].firstCard; }
    QSpinBox *lastCard(int row) const { return m_rows[row].lastCard; }

    void accept() override;

private:
    struct Row
    {
        ModelInstance instance; // what the row does not show (PP, EP, DCP, DP, reserve)
        QComboBox *checkpoint = nullptr;
        QSpinBox *tp = nullptr;
        QSpinBox *copies = nullptr;
        QDoubleSpinBox *share = nullptr;
        QComboBox *cards = nullptr; // shares every card, or has firstCard to lastCard
        QSpinBox *firstCard = nullptr;
        QSpinBox *lastCard = nullptr;
        QPushButton *remove = nullptr;

        QList<QWidget *> cells() const;
    };
    void appendRow(const ModelInstance &instance);
    void layOut();

    BuildDocument *m_document;
    QList<Row> m_rows;
    QGridLayout *m_grid;
};

} // namespace llmconf
