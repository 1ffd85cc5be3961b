// SPDX-License-Identifier: MIT
#pragma once

#include <QTreeWidget>

namespace llmconf {

class BuildDocument;

/// The catalogue's hardware to build with: cards (memory, power, compute
/// capability) to drag into slots, CPUs for the sockets, chassis to add as
/// servers. Enter or a double click does what a drag would: places a card
/// in the first free slot that takes it, adds a server, fits the CPUs.
class HardwarePalette : public QTreeWidget
{
    Q_OBJECT

public:
    enum Kind { CardKind = 1, CpuKind, ChassisKind };
    static constexpr int kIdRole = Qt::UserRole;
    static constexpr int kKindRole = Qt::UserRole + 1;

    explicit HardwarePalette(BuildDocument *document, QWidget *parent = nullptr);

    /// Does what activating the item does (for keyboard users and tests).
    void activate(QTreeWidgetItem *item);
    /// The width that shows every column whole beside the scroll bar (the
    /// German headers "Speicher", "Leistung" are wider than the English).
    int widthForAllColumns() const;

signals:
    void message(const QString &text);

protected:
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
    QStringList mimeTypes() const override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fill();

    BuildDocument *m_document;
};

} // namespace llmconf
