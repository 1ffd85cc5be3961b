// SPDX-License-Identifier: MIT
#include "hardwarepalette.h"

#include "addserver.h"
#include "builddocument.h"
#include "cardmimedata.h"
#include "catalogue.h"
#include "editbuild.h"
#include "placecard.h"
#include "quantityformat.h"

#include <QDragEnterEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace llmconf {

HardwarePalette::HardwarePalette(BuildDocument *document, QWidget *parent)
    : QTreeWidget(parent), m_document(document)
{
    setColumnCount(4);
    setDragEnabled(true);
    setAcceptDrops(true);
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::MoveAction);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setRootIsDecorated(true);
    setIndentation(12);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    // Names in full (three RTX PRO 6000 differ only at the end); scroll if narrow.
    header()->setStretchLastSection(false);
    for (int c = 0; c < 4; ++c)
        header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    connect(this, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { activate(item); });
    fill();
    // The user's own cards join the catalogue while the window is open.
    connect(m_document, &BuildDocument::catalogueChanged, this, &HardwarePalette::fill);
}

void HardwarePalette::fill()
{
    clear();
    setHeaderLabels({tr("Hardware"), tr("Memory"), tr("Power"), tr("CC")});
    headerItem()->setToolTip(3, tr("Compute capability"));
    setAccessibleName(tr("Hardware palette"));
    const Catalogue &catalogue = m_document->catalogue();
    const QuantityFormat format;

    auto *cards = new QTreeWidgetItem(this, {tr("Cards")});
    cards->setFlags(Qt::ItemIsEnabled);
    cards->setToolTip(0, tr("Drag a card into a free slot, or press Enter to place it"));
    for (const Card &card : catalogue.cards()) {
        auto *item = new QTreeWidgetItem(
            cards,
            {card.shortName,
             format.gb(card.nominalMemory.value() > 0 ? card.nominalMemory : card.fixedBudget),
             format.watts(card.maxPower()), card.computeCapability()});
        item->setData(0, kIdRole, card.id);
        item->setData(0, kKindRole, CardKind);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        item->setToolTip(
            0, tr("%1\n%2 %3, %4 GB/s, compute capability %5, %6")
                   .arg(card.name, format.gb(card.nominalMemory), card.memoryType.text())
                   .arg(format.integer(qRound64(inGBps(card.bandwidth))))
                   .arg(card.computeCapability())
                   .arg(card.nvlinkGroup > 0 ? tr("NVLink groups of up to %1").arg(card.nvlinkGroup)
                                             : tr("PCIe only, no NVLink")));
    }
    auto *cpus = new QTreeWidgetItem(this, {tr("CPUs")});
    cpus->setFlags(Qt::ItemIsEnabled);
    cpus->setToolTip(0, tr("Enter or double click: fit this CPU to every server"));
    for (const Cpu &cpu : catalogue.cpus()) {
        auto *item = new QTreeWidgetItem(
            cpus, {cpu.name, tr("%n cores", nullptr, cpu.cores), format.watts(cpu.tdp), QString()});
        item->setData(0, kIdRole, cpu.id);
        item->setData(0, kKindRole, CpuKind);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }
    auto *chassis = new QTreeWidgetItem(this, {tr("Servers")});
    chassis->setFlags(Qt::ItemIsEnabled);
    chassis->setToolTip(0, tr("Enter or double click: add this server to the build"));
    for (const Chassis &c : catalogue.chassis()) {
        auto *item = new QTreeWidgetItem(chassis, {c.name.text().section(QLatin1Char(','), 0, 0),
                                                   tr("%n GPU(s)", nullptr, c.gpuSlots), QString(),
                                                   QString()});
        item->setData(0, kIdRole, c.id);
        item->setData(0, kKindRole, ChassisKind);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setToolTip(0, c.name.text());
    }
    expandAll();
    // The first column fits the card names; longer server names elide (full in the tooltip).
    int width = 0;
    for (int i = 0; i < cards->childCount(); ++i)
        width = std::max(width, fontMetrics().horizontalAdvance(cards->child(i)->text(0)));
    header()->setSectionResizeMode(0, QHeaderView::Interactive);
    setColumnWidth(0, width + 2 * indentation() + 12);
}

int HardwarePalette::widthForAllColumns() const
{
    int width = columnWidth(0); // the card names, set in fill()
    for (int c = 1; c < columnCount(); ++c)
        width += std::max(sizeHintForColumn(c), header()->sectionSizeHint(c));
    return width + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
}

void HardwarePalette::activate(QTreeWidgetItem *item)
{
    if (!item)
        return;
    const QString id = item->data(0, kIdRole).toString();
    const Build &build = m_document->build();
    const Catalogue &catalogue = m_document->catalogue();
    switch (item->data(0, kKindRole).toInt()) {
    case CardKind: {
        QString reason = tr("There is no server; add one first.");
        for (qsizetype s = 0; s < build.servers.size(); ++s) {
            const Chassis *chassis = catalogue.chassisById(build.servers[s].chassis);
            for (int slot = 0; chassis && slot < chassis->gpuSlots; ++slot) {
                const SlotRef to{int(s), slot};
                reason = CardPlacement::whyNot(build, catalogue, id, to);
                if (reason.isEmpty()) {
                    m_document->undoStack()->push(new PlaceCard(m_document, id, to));
                    return;
                }
            }
        }
        emit message(tr("No free slot takes the card: %1").arg(reason));
        break;
    }
    case CpuKind:
        m_document->undoStack()->push(
            new EditBuild(m_document, EditBuild::Describe([] { return tr("Set CPU"); }),
                          [id, &catalogue](Build &b) {
                              for (Server &s : b.servers) {
                                  const Chassis *chassis = catalogue.chassisById(s.chassis);
                                  s.cpu = id;
                                  s.cpuCount = chassis ? chassis->sockets : s.cpuCount;
                              }
                          }));
        break;
    case ChassisKind:
        m_document->undoStack()->push(new AddServer(m_document, id));
        break;
    default:
        break;
    }
}

QStringList HardwarePalette::mimeTypes() const
{
    return {CardMimeData::mimeType()};
}

QMimeData *HardwarePalette::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    for (QTreeWidgetItem *item : items)
        if (item->data(0, kKindRole).toInt() == CardKind)
            return new CardMimeData(item->data(0, kIdRole).toString());
    return nullptr;
}

// Cards dragged back from the canvas onto the palette are taken out of the
// build; the canvas removes them when the drop is accepted here.
void HardwarePalette::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(CardMimeData::mimeType()) && event->source() != this &&
        event->source() != viewport())
        event->acceptProposedAction();
    else
        event->ignore();
}

void HardwarePalette::dragMoveEvent(QDragMoveEvent *event)
{
    if (event->mimeData()->hasFormat(CardMimeData::mimeType()) && event->source() != this &&
        event->source() != viewport()) {
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->ignore();
    }
}

void HardwarePalette::dropEvent(QDropEvent *event)
{
    event->setDropAction(Qt::MoveAction);
    event->accept();
}

void HardwarePalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QTreeWidget::changeEvent(event);
}

} // namespace llmconf
