// SPDX-License-Identifier: MIT
#include "servercanvas.h"

#include "builddocument.h"
#include "buildreport.h"
#include "carditem.h"
#include "cardmimedata.h"
#include "catalogue.h"
#include "fillservers.h"
#include "movecards.h"
#include "placecard.h"
#include "removecards.h"
#include "removeserver.h"
#include "serveritem.h"

#include <QApplication>
#include <QCheckBox>
#include <QContextMenuEvent>
#include <QCursor>
#include <QDrag>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QStyleOptionGraphicsItem>
#include <QTimer>

#include <utility>

namespace llmconf {

namespace {
constexpr qreal kServerSpacing = 14;
} // namespace

ServerCanvas::ServerCanvas(BuildDocument *document, QWidget *parent)
    : QGraphicsView(parent), m_document(document), m_banner(new QLabel(viewport())),
      m_bannerTimer(new QTimer(this))
{
    setScene(new QGraphicsScene(this));
    setAcceptDrops(true);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRenderHint(QPainter::Antialiasing);
    setBackgroundBrush(QColor(0x1b, 0x1f, 0x24));
    setFocusPolicy(Qt::StrongFocus);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setAccessibleName(tr("Server canvas"));

    m_banner->setObjectName(QStringLiteral("refusalBanner"));
    m_banner->setStyleSheet(QStringLiteral(
        "QLabel { background: #b3261e; color: white; padding: 6px 10px; border-radius: 4px; "
        "font-weight: bold; }"));
    m_banner->setWordWrap(true);
    m_banner->hide();
    m_bannerTimer->setSingleShot(true);
    m_bannerTimer->setInterval(5000);
    connect(m_bannerTimer, &QTimer::timeout, m_banner, &QWidget::hide);

    connect(document, &BuildDocument::buildChanged, this, &ServerCanvas::rebuild);
    rebuild();
}

void ServerCanvas::rebuild()
{
    // Keep the selection across the rebuild: items are recreated from the build.
    const Build &build = m_document->build();
    const Catalogue &catalogue = m_document->catalogue();
    const Evaluation &evaluation = m_document->evaluation();
    const Figures &f = evaluation.figures;
    const BuildReport &report = m_document->report();
    const QList<CardRole> roles = CardRoles::of(build);

    QList<ServerLook> serverLooks;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const Server &server = build.servers[s];
        const Chassis *chassis = catalogue.chassisById(server.chassis);
        ServerLook look;
        look.index = int(s);
        look.chassisName = chassis ? chassis->name.text() : server.chassis;
        look.slotCount = chassis ? chassis->gpuSlots : int(server.slotCards.size());
        look.sockets = chassis ? chassis->sockets : 0;
        look.cpuCount = server.cpuCount;
        const Cpu *cpu = catalogue.cpu(server.cpu);
        look.cpuName = cpu ? cpu->name : server.cpu;

        // Bridges: aligned groups of the card's NVLink group size whose slots
        // all hold that card; otherwise bridged pairs.
        bool anyCard = false, anyNvlink = false;
        for (int first = 0; first < look.slotCount;) {
            const QString id = server.slotCards.value(first);
            const Card *card = catalogue.card(id);
            anyCard = anyCard || card;
            int step = 1;
            if (card && card->nvlinkGroup > 1) {
                anyNvlink = true;
                for (int size = card->nvlinkGroup; size >= 2; size /= 2) {
                    if (first % size != 0 || first + size > look.slotCount)
                        continue;
                    bool all = true;
                    for (int i = first; i < first + size; ++i)
                        all = all && server.slotCards.value(i) == id;
                    if (all) {
                        look.bridges.append({first, size});
                        step = size;
                        break;
                    }
                }
            }
            first += step;
        }
        look.pcieOnly = anyCard && !anyNvlink;
        serverLooks.append(look);
    }

    QList<CardLook> cardLooks;
    for (const CardRole &role : roles) {
        const QString id = build.servers[role.server].slotCards[role.slot];
        const Card *card = catalogue.card(id);
        CardLook look;
        look.cardId = id;
        look.name = card ? card->shortName : id;
        look.role = role;
        // A card of a further model with cards of its own shows that
        // model's layout and memory, as the report gives them.
        const InstanceReport *own = role.model > 1 && role.model - 2 < report.instances.size()
                                        ? &report.instances[role.model - 2]
                                        : nullptr;
        const Layout &layout = own ? own->build.layout : build.layout;
        const Figures &figures = own ? own->figures() : f;
        look.checkpoint = own ? own->instance.checkpoint : QString();
        look.tp = layout.tp;
        look.pp = layout.pp;
        look.dp = std::max(1, layout.dp);
        look.valid = evaluation.ok() && (!own || own->ok()) && figures.memoryPerCard.value() > 0;
        if (look.valid) {
            const double memory = figures.memoryPerCard.value();
            look.weights = figures.weightsPerCard.value() / memory;
            look.cache = figures.cacheInUsePerCard.value() / memory;
            look.reserve = figures.reservePerCard.value() / memory;
        }
        cardLooks.append(look);
    }

    // The same servers and occupied slots: update the cards in place, so
    // that an edit repaints only the cards whose look changed.
    bool same = serverLooks.size() == m_servers.size();
    for (qsizetype s = 0; same && s < serverLooks.size(); ++s)
        same = m_servers[s]->look() == serverLooks[s];
    QList<CardItem *> existing;
    for (ServerItem *server : std::as_const(m_servers))
        for (QGraphicsItem *child : server->childItems())
            if (child->type() == CardItem::Type)
                existing.append(static_cast<CardItem *>(child));
    same = same && existing.size() == cardLooks.size();
    for (qsizetype i = 0; same && i < cardLooks.size(); ++i)
        same = existing[i]->slotRef() == SlotRef{cardLooks[i].role.server, cardLooks[i].role.slot};
    if (same) {
        for (qsizetype i = 0; i < cardLooks.size(); ++i)
            existing[i]->setLook(cardLooks[i]);
        return;
    }

    // Keep the selection across the rebuild: items are recreated from the build.
    const QList<SlotRef> selected = selectedSlots();
    m_pressCard = nullptr;
    scene()->clear();
    m_servers.clear();
    for (const ServerLook &look : serverLooks) {
        auto *item = new ServerItem(look);
        scene()->addItem(item);
        m_servers.append(item);
    }
    for (const CardLook &look : cardLooks) {
        ServerItem *server = m_servers[look.role.server];
        auto *item = new CardItem(look, server->slotRect(look.role.slot), server);
        item->setSelected(selected.contains(item->slotRef()));
    }
    m_columns = 0;
    arrangeServers();
}

int ServerCanvas::columnsFor(QSizeF viewport) const
{
    // The number of columns that shows the servers largest: one column for a
    // few servers, a grid for a cluster (64 servers in one column would be
    // drawn at a sixtieth of their size, 8 columns at a tenth).
    QSizeF cell;
    for (const ServerItem *server : m_servers)
        cell = cell.expandedTo(server->boundingRect().size());
    const int count = int(m_servers.size());
    const auto width = [&cell](int columns) {
        return columns * cell.width() + (columns - 1) * kServerSpacing + 32;
    };
    int best = 1;
    qreal bestScale = 0;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const qreal height = rows * cell.height() + (rows - 1) * kServerSpacing + 32;
        const qreal scale =
            std::min({1.0, viewport.width() / width(columns), viewport.height() / height});
        if (scale > bestScale + 1e-9) {
            best = columns;
            bestScale = scale;
        }
    }
    // Too small to read even so: the text stays readable and the canvas
    // scrolls down only, in as many columns as the width takes at that size.
    const qreal least = leastScale();
    if (bestScale < least) {
        best = 1;
        while (best < count && viewport.width() / width(best + 1) >= least)
            ++best;
    }
    return best;
}

void ServerCanvas::arrangeServers()
{
    const int columns = columnsFor(viewport()->size());
    if (columns != m_columns) {
        m_columns = columns;
        QSizeF cell;
        for (const ServerItem *server : std::as_const(m_servers))
            cell = cell.expandedTo(server->boundingRect().size());
        for (qsizetype i = 0; i < m_servers.size(); ++i)
            m_servers[i]->setPos(8 + (i % columns) * (cell.width() + kServerSpacing),
                                 8 + (i / columns) * (cell.height() + kServerSpacing));
        scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-8, -8, 8, 8));
    }
    fitScene();
}

void ServerCanvas::fitScene()
{
    // Shrink to fit a small viewport, but never enlarge beyond 1:1 and never
    // below readable text: past that the canvas scrolls.
    const QRectF r = sceneRect();
    if (r.isEmpty())
        return;
    const qreal scale = std::max(leastScale(), std::min({1.0, viewport()->width() / r.width(),
                                                         viewport()->height() / r.height()}));
    setTransform(QTransform::fromScale(scale, scale));
}

qreal ServerCanvas::leastScale() const
{
    return m_servers.size() <= kMostReadableServers
               ? kLeastTextPoints / CardItem::textFont(false).pointSizeF()
               : 0.0;
}

qreal ServerCanvas::slotTextPoints() const
{
    return CardItem::textFont(false).pointSizeF() * transform().m11();
}

void ServerCanvas::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    arrangeServers();
    m_banner->setMaximumWidth(viewport()->width() - 20);
    m_banner->adjustSize();
    m_banner->move(10, viewport()->height() - m_banner->height() - 10);
}

QList<SlotRef> ServerCanvas::selectedSlots() const
{
    QList<SlotRef> result;
    for (QGraphicsItem *item : scene()->selectedItems())
        if (item->type() == CardItem::Type)
            result.append(static_cast<CardItem *>(item)->slotRef());
    std::sort(result.begin(), result.end(), [](const SlotRef &a, const SlotRef &b) {
        return std::tie(a.server, a.slot) < std::tie(b.server, b.slot);
    });
    return result;
}

CardItem *ServerCanvas::cardItem(SlotRef slot) const
{
    if (slot.server < 0 || slot.server >= m_servers.size())
        return nullptr;
    for (QGraphicsItem *child : m_servers[slot.server]->childItems())
        if (child->type() == CardItem::Type && static_cast<CardItem *>(child)->slotRef() == slot)
            return static_cast<CardItem *>(child);
    return nullptr;
}

ServerItem *ServerCanvas::serverItem(int server) const
{
    return server >= 0 && server < m_servers.size() ? m_servers[server] : nullptr;
}

QPoint ServerCanvas::slotCentre(SlotRef slot) const
{
    const ServerItem *server = serverItem(slot.server);
    if (!server)
        return QPoint();
    return mapFromScene(server->mapToScene(server->slotRect(slot.slot).center()));
}

ServerCanvas::DropTarget ServerCanvas::dropTargetAt(const QPoint &pos, const QMimeData *mime) const
{
    DropTarget target;
    QString cardId;
    QList<SlotRef> from;
    if (!CardMimeData::decode(mime, &cardId, &from)) {
        target.refusal = tr("Only cards can be dropped onto a server.");
        return target;
    }
    const QPointF scenePos = mapToScene(pos);
    for (ServerItem *server : m_servers) {
        const int slot = server->slotAt(scenePos);
        if (slot < 0)
            continue;
        target.server = server;
        target.slot = SlotRef{server->serverIndex(), slot};
        break;
    }
    if (!target.server) {
        target.refusal = m_servers.isEmpty()
                             ? tr("Add a server from the palette first, then drop cards into it.")
                             : tr("Drop the card onto a GPU slot of a server.");
        return target;
    }
    if (from.isEmpty()) {
        target.refusal = CardPlacement::whyNot(m_document->build(), m_document->catalogue(), cardId,
                                               target.slot);
    } else {
        Build trial = m_document->build();
        if (from.size() == 1 && from.first() == target.slot)
            target.refusal = tr("The card is already in this slot.");
        else
            target.refusal = CardPlacement::move(trial, m_document->catalogue(), from, target.slot);
    }
    return target;
}

void ServerCanvas::showHint(const DropTarget &target)
{
    for (ServerItem *server : m_servers)
        server->setDropHint(server == target.server ? target.slot.slot : -1,
                            target.refusal.isEmpty());
}

void ServerCanvas::clearHints()
{
    for (ServerItem *server : m_servers)
        server->setDropHint(-1, false);
}

void ServerCanvas::refuse(const QString &reason)
{
    m_lastRefusal = reason;
    m_banner->setText(reason);
    m_banner->setMaximumWidth(viewport()->width() - 20);
    m_banner->adjustSize();
    m_banner->move(10, viewport()->height() - m_banner->height() - 10);
    m_banner->show();
    m_banner->raise();
    m_bannerTimer->start();
    emit dropRefused(reason);
}

void ServerCanvas::dragEnterEvent(QDragEnterEvent *event)
{
    if (!event->mimeData()->hasFormat(CardMimeData::mimeType())) {
        event->ignore();
        return;
    }
    m_dragInside = true;
    // Accept the enter so that moves and the drop arrive; each move says whether it can drop.
    event->acceptProposedAction();
}

void ServerCanvas::dragMoveEvent(QDragMoveEvent *event)
{
    const DropTarget target = dropTargetAt(event->position().toPoint(), event->mimeData());
    showHint(target);
    if (target.refusal.isEmpty()) {
        event->setDropAction(event->source() == this || event->source() == viewport()
                                 ? Qt::MoveAction
                                 : Qt::CopyAction);
        event->accept();
    } else {
        event->ignore();
    }
    // Over a slot that refuses, remember why: under X11 a drop on a target
    // that ignored the move never arrives, the drag just leaves.
    m_refusalUnderCursor = target.server ? target.refusal : QString();
}

void ServerCanvas::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_dragInside = false;
    clearHints();
    // Released (not moved away) over a slot that refuses: say why, as a drop would.
    const QString refusal = std::exchange(m_refusalUnderCursor, QString());
    if (!refusal.isEmpty() &&
        viewport()->rect().contains(viewport()->mapFromGlobal(QCursor::pos())))
        refuse(refusal);
    event->accept();
}

void ServerCanvas::dropEvent(QDropEvent *event)
{
    clearHints();
    m_refusalUnderCursor.clear();
    const DropTarget target = dropTargetAt(event->position().toPoint(), event->mimeData());
    if (!target.refusal.isEmpty()) {
        refuse(target.refusal);
        event->ignore();
        return;
    }
    QString cardId;
    QList<SlotRef> from;
    CardMimeData::decode(event->mimeData(), &cardId, &from);
    m_lastRefusal.clear();
    m_banner->hide();
    if (from.isEmpty())
        m_document->undoStack()->push(new PlaceCard(m_document, cardId, target.slot));
    else
        m_document->undoStack()->push(new MoveCards(m_document, from, target.slot));
    event->setDropAction(from.isEmpty() ? Qt::CopyAction : Qt::MoveAction);
    event->accept();
}

void ServerCanvas::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    m_pressCard = nullptr;
    for (QGraphicsItem *item : items(m_pressPos))
        if (item->type() == CardItem::Type) {
            m_pressCard = static_cast<CardItem *>(item);
            break;
        }
    // Pressing a selected card keeps the selection so that all of it can be dragged.
    if (m_pressCard && m_pressCard->isSelected() && event->button() == Qt::LeftButton &&
        !(event->modifiers() & Qt::ControlModifier)) {
        event->accept();
        return;
    }
    if (m_pressCard)
        setDragMode(QGraphicsView::NoDrag);
    QGraphicsView::mousePressEvent(event);
    setDragMode(QGraphicsView::RubberBandDrag);
}

void ServerCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressCard && (event->buttons() & Qt::LeftButton) &&
        (event->position().toPoint() - m_pressPos).manhattanLength() >=
            QApplication::startDragDistance()) {
        startCardDrag();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void ServerCanvas::startCardDrag()
{
    CardItem *pressed = m_pressCard;
    m_pressCard = nullptr;
    if (!pressed->isSelected()) {
        scene()->clearSelection();
        pressed->setSelected(true);
    }
    const QList<SlotRef> from = selectedSlots();
    auto *drag = new QDrag(this);
    drag->setMimeData(new CardMimeData(pressed->look().cardId, from));
    QPixmap pixmap(int(pressed->boundingRect().width()), int(pressed->boundingRect().height()));
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.translate(-pressed->boundingRect().topLeft());
        QStyleOptionGraphicsItem option;
        pressed->paint(&painter, &option, nullptr);
    }
    drag->setPixmap(pixmap);
    drag->setHotSpot(QPoint(pixmap.width() / 2, pixmap.height() / 2));
    m_dragInside = true;
    const Qt::DropAction action = drag->exec(Qt::MoveAction);
    // Dragged out of the canvas and let go: the cards are removed, as one step.
    if (action == Qt::IgnoreAction && !m_dragInside)
        removeCards(from);
    else if (action == Qt::MoveAction && drag->target() &&
             !(drag->target()->isWidgetType() &&
               isAncestorOf(static_cast<QWidget *>(drag->target()))) &&
             drag->target() != this)
        removeCards(from);
    m_dragInside = false;
}

void ServerCanvas::removeSelected()
{
    const QList<SlotRef> cards = selectedSlots();
    if (!cards.isEmpty()) {
        removeCards(cards);
        return;
    }
    QList<int> servers;
    for (QGraphicsItem *item : scene()->selectedItems())
        if (item->type() == ServerItem::Type)
            servers.append(static_cast<ServerItem *>(item)->serverIndex());
    // Highest index first so that the others keep their indexes; one undo step.
    std::sort(servers.begin(), servers.end(), std::greater<>());
    Build trial = m_document->build();
    for (int s : servers)
        if (const QString reason = CardPlacement::removeServer(trial, m_document->catalogue(), s);
            !reason.isEmpty()) {
            refuse(reason);
            return;
        }
    if (servers.isEmpty() || !confirmServerRemoval(servers))
        return;
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Remove %n server(s)", nullptr, int(servers.size())));
    for (int s : servers)
        stack->push(new RemoveServer(m_document, s));
    stack->endMacro();
}

void ServerCanvas::removeCards(const QList<SlotRef> &cards)
{
    Build trial = m_document->build();
    if (const QString reason = CardPlacement::remove(trial, m_document->catalogue(), cards);
        !reason.isEmpty()) {
        refuse(reason);
        return;
    }
    m_document->undoStack()->push(new RemoveCards(m_document, cards));
}

namespace {
const QString kAskKey = QStringLiteral("canvas/askBeforeRemovingServersWithCards");
} // namespace

void ServerCanvas::setConfirmServerRemoval(bool ask)
{
    QSettings().setValue(kAskKey, ask);
}

bool ServerCanvas::confirmServerRemoval(const QList<int> &servers)
{
    const Build &build = m_document->build();
    int cards = 0;
    for (int s : servers)
        if (s >= 0 && s < build.servers.size())
            for (const QString &id : build.servers[s].slotCards)
                cards += id.isEmpty() ? 0 : 1;
    if (cards == 0 || !QSettings().value(kAskKey, true).toBool())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Remove servers"),
                    tr("Remove %n server(s) with %1 card(s)? Ctrl+Z brings them back.", nullptr,
                       int(servers.size()))
                        .arg(cards),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("confirmServerRemoval"));
    box.setDefaultButton(QMessageBox::Yes);
    box.button(QMessageBox::Yes)->setText(tr("Remove"));
    auto *never = new QCheckBox(tr("Do not ask again"));
    box.setCheckBox(never);
    if (box.exec() != QMessageBox::Yes)
        return false;
    if (never->isChecked())
        setConfirmServerRemoval(false);
    return true;
}

void ServerCanvas::fill(const QString &cardId, int server)
{
    const Build &build = m_document->build();
    const Catalogue &catalogue = m_document->catalogue();
    const QString reason = FillServers::whyNot(build, catalogue, cardId, server);
    if (!reason.isEmpty()) {
        refuse(reason);
        return;
    }
    const int n = FillServers::freeSlots(build, catalogue, cardId, server);
    m_document->undoStack()->push(new FillServers(m_document, cardId, server));
    const Card *card = catalogue.card(cardId);
    emit message(tr("Placed %n × %1.", nullptr, n).arg(card ? card->shortName : cardId));
}

void ServerCanvas::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
        removeSelected();
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::SelectAll)) {
        for (QGraphicsItem *item : scene()->items())
            item->setSelected(item->type() == CardItem::Type);
        event->accept();
        return;
    }
    // Arrow keys walk the selection from card to card for keyboard users.
    if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right ||
        event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
        QList<CardItem *> cards;
        for (ServerItem *server : m_servers)
            for (QGraphicsItem *child : server->childItems())
                if (child->type() == CardItem::Type)
                    cards.append(static_cast<CardItem *>(child));
        if (cards.isEmpty())
            return;
        const QList<SlotRef> selected = selectedSlots();
        qsizetype current = -1;
        for (qsizetype i = 0; i < cards.size(); ++i)
            if (!selected.isEmpty() && cards[i]->slotRef() == selected.last())
                current = i;
        const bool forward = event->key() == Qt::Key_Right || event->key() == Qt::Key_Down;
        const qsizetype next =
            current < 0 ? 0 : (current + (forward ? 1 : cards.size() - 1)) % cards.size();
        if (!(event->modifiers() & Qt::ShiftModifier))
            scene()->clearSelection();
        cards[next]->setSelected(true);
        ensureVisible(cards[next]);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void ServerCanvas::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *remove = menu.addAction(tr("Remove selected"), this, &ServerCanvas::removeSelected);
    remove->setEnabled(!scene()->selectedItems().isEmpty());
    // Fill the server under the cursor (or every server) with one card: a
    // card the chassis refuses stays listed and says why, as a drop does.
    const QPointF at = mapToScene(event->pos());
    int server = -1;
    for (ServerItem *item : std::as_const(m_servers))
        if (item->sceneBoundingRect().contains(at))
            server = item->serverIndex();
    QMenu *fillMenu = menu.addMenu(server < 0 ? tr("&Fill every server with")
                                              : tr("&Fill server %1 with").arg(server + 1));
    fillMenu->setObjectName(QStringLiteral("fillMenu"));
    const Build &build = m_document->build();
    const Catalogue &catalogue = m_document->catalogue();
    for (const Card &card : catalogue.cards()) {
        const int n = FillServers::freeSlots(build, catalogue, card.id, server);
        QAction *a =
            fillMenu->addAction(n > 0 ? tr("%1 × %2").arg(n).arg(card.shortName) : card.shortName,
                                this, [this, id = card.id, server] { fill(id, server); });
        a->setData(card.id);
        if (n == 0)
            a->setStatusTip(FillServers::whyNot(build, catalogue, card.id, server));
    }
    fillMenu->setEnabled(!m_servers.isEmpty());
    menu.exec(event->globalPos());
}

void ServerCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Server canvas"));
        // Texts are drawn by the items: recreate them all.
        m_pressCard = nullptr;
        scene()->clear();
        m_servers.clear();
        rebuild();
    }
    QGraphicsView::changeEvent(event);
}

} // namespace llmconf
