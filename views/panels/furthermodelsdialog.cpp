// SPDX-License-Identifier: MIT
#include "furthermodelsdialog.h"

#include "builddocument.h"
#include "buildreport.h"
#include "catalogue.h"
#include "editbuild.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace llmconf {

FurtherModelsDialog::FurtherModelsDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_grid(new QGridLayout)
{
    setWindowTitle(tr("Further models"));
    auto *intro =
        new QLabel(tr("Models served beside %1, each with its own share of a card "
                      "(--gpu-memory-utilization): on every card of %1, or on cards of its "
                      "own, counted server by server from 1; %1 then runs on the cards left.")
                       .arg(document->build().checkpoint));
    intro->setWordWrap(true);
    const QStringList headers{tr("Checkpoint"), tr("TP"),   tr("Copies"), tr("Share"),
                              tr("Cards"),      tr("From"), tr("To")};
    for (int c = 0; c < headers.size(); ++c)
        m_grid->addWidget(new QLabel(headers[c]), 0, c);
    for (const ModelInstance &instance : document->build().instances)
        appendRow(instance);
    auto *add = new QPushButton(tr("Add model"));
    add->setObjectName(QStringLiteral("addModel"));
    connect(add, &QPushButton::clicked, this, &FurtherModelsDialog::addModel);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(m_grid);
    layout->addWidget(add, 0, Qt::AlignLeft);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

void FurtherModelsDialog::appendRow(const ModelInstance &instance)
{
    Row row;
    row.instance = instance;
    row.checkpoint = new QComboBox;
    for (const Checkpoint &c : m_document->report().catalogue->checkpoints())
        row.checkpoint->addItem(c.id, c.id);
    if (row.checkpoint->findData(instance.checkpoint) < 0)
        row.checkpoint->addItem(instance.checkpoint, instance.checkpoint);
    row.checkpoint->setCurrentIndex(row.checkpoint->findData(instance.checkpoint));
    row.tp = new QSpinBox;
    row.tp->setRange(1, 4096);
    row.tp->setValue(instance.layout.tp);
    row.copies = new QSpinBox;
    row.copies->setRange(1, 4096);
    row.copies->setValue(instance.layout.copies);
    row.share = new QDoubleSpinBox;
    row.share->setRange(0.01, 1.0);
    row.share->setSingleStep(0.05);
    row.share->setValue(instance.utilization);
    row.cards = new QComboBox;
    row.cards->addItem(tr("Shares every card"));
    row.cards->addItem(tr("Own cards"));
    row.cards->setCurrentIndex(instance.ownCards() ? 1 : 0);
    const int placed = std::max(1, m_document->build().cardCount());
    row.firstCard = new QSpinBox;
    row.lastCard = new QSpinBox;
    row.firstCard->setRange(1, placed);
    row.lastCard->setRange(1, placed);
    row.firstCard->setValue(instance.ownCards() ? instance.firstCard : placed);
    row.lastCard->setValue(instance.ownCards() ? instance.lastCard : placed);
    QSpinBox *first = row.firstCard, *last = row.lastCard;
    const auto own = [first, last](int index) {
        first->setEnabled(index == 1);
        last->setEnabled(index == 1);
    };
    own(row.cards->currentIndex());
    connect(row.cards, &QComboBox::currentIndexChanged, this, own);
    row.remove = new QPushButton(tr("Remove"));
    QPushButton *remove = row.remove;
    connect(remove, &QPushButton::clicked, this, [this, remove] {
        for (int i = 0; i < rows(); ++i)
            if (m_rows[i].remove == remove)
                return removeModel(i);
    });
    m_rows.append(row);
    layOut();
}

QList<QWidget *> FurtherModelsDialog::Row::cells() const
{
    return {checkpoint, tp, copies, share, cards, firstCard, lastCard, remove};
}

void FurtherModelsDialog::layOut()
{
    for (int i = 0; i < rows(); ++i) {
        const Row &r = m_rows[i];
        const QList<QWidget *> cells = r.cells();
        for (int c = 0; c < cells.size(); ++c)
            m_grid->addWidget(cells[c], i + 1, c);
    }
}

void FurtherModelsDialog::addModel()
{
    const Build &build = m_document->build();
    ModelInstance instance;
    const QList<Checkpoint> &all = m_document->report().catalogue->checkpoints();
    instance.checkpoint = all.isEmpty() ? QString() : all.last().id;
    instance.layout.tp = std::max(1, build.cardCount());
    instance.utilization = 0.1;
    instance.reserve = build.reserve;
    appendRow(instance);
}

void FurtherModelsDialog::removeModel(int row)
{
    const Row r = m_rows.takeAt(row);
    for (QWidget *cell : r.cells())
        cell->deleteLater();
    layOut();
}

QList<ModelInstance> FurtherModelsDialog::instances() const
{
    QList<ModelInstance> list;
    for (const Row &r : m_rows) {
        ModelInstance m = r.instance;
        m.checkpoint = r.checkpoint->currentData().toString();
        m.layout.tp = r.tp->value();
        m.layout.copies = r.copies->value();
        m.utilization = r.share->value();
        const bool own = r.cards->currentIndex() == 1;
        m.firstCard = own ? r.firstCard->value() : 0;
        m.lastCard = own ? r.lastCard->value() : 0;
        list.append(m);
    }
    return list;
}

void FurtherModelsDialog::accept()
{
    const QList<ModelInstance> chosen = instances();
    if (chosen != m_document->build().instances)
        m_document->undoStack()->push(
            new EditBuild(m_document, EditBuild::Describe([] { return tr("Edit further models"); }),
                          [chosen](Build &b) { b.instances = chosen; }));
    QDialog::accept();
}

} // namespace llmconf
