// SPDX-License-Identifier: MIT
#include "pricelistdialog.h"

#include "builddocument.h"
#include "formaterror.h"
#include "outputfile.h"
#include "pricelistedit.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace llmconf {

namespace {

QString priceText(double price)
{
    return QLocale().toString(price, 'f', 2).remove(QLocale().groupSeparator());
}

std::optional<double> priceOf(const QString &text)
{
    bool ok = false;
    double value = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        value = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(value) || value < 0 || value > 1e9)
        return std::nullopt;
    return value;
}

/// The file's bytes, nullopt where there is none.
std::optional<QByteArray> contentOf(const QString &path)
{
    QFile file(path);
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

} // namespace

PriceListDialog::PriceListDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_currency(document->cost().currency)
{
    setWindowTitle(tr("Price list"));
    m_table = new QTableWidget(0, Columns);
    m_table->setObjectName(QStringLiteral("prices"));
    m_table->setHorizontalHeaderLabels(
        {tr("Part"), tr("Price"), tr("Currency"), tr("Source"), tr("Date")});
    m_table->horizontalHeader()->setSectionResizeMode(Source, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b03a2e;"));
    auto *note = new QLabel(tr("Prices in another currency than %1 are converted at the cited "
                               "reference rate. OK keeps the rows that differ from the built-in "
                               "list beside your catalogue and in this build; undo restores both.")
                                .arg(m_currency));
    note->setWordWrap(true);

    auto *add = new QPushButton(tr("Add row"));
    auto *remove = new QPushButton(tr("Remove rows"));
    auto *import = new QPushButton(tr("Import..."));
    auto *exportButton = new QPushButton(tr("Export..."));
    connect(add, &QPushButton::clicked, this, &PriceListDialog::addRow);
    connect(remove, &QPushButton::clicked, this, &PriceListDialog::removeRows);
    connect(import, &QPushButton::clicked, this, &PriceListDialog::chooseImport);
    connect(exportButton, &QPushButton::clicked, this, &PriceListDialog::chooseExport);
    auto *tools = new QHBoxLayout;
    for (QPushButton *b : {add, remove, import, exportButton})
        tools->addWidget(b);
    tools->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(tools);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    fill(m_document->report().prices);
    resize(900, 600);
}

QString PriceListDialog::problem() const
{
    return m_problem->text();
}

void PriceListDialog::setProblem(const QString &text)
{
    m_problem->setText(text);
}

void PriceListDialog::fill(const PriceList &list)
{
    m_table->setRowCount(0);
    m_shown.clear();
    for (const PriceItem &item : list.items()) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QString currency = item.currency.isEmpty() ? list.currency() : item.currency;
        m_table->setItem(row, Part, new QTableWidgetItem(item.id));
        m_table->setItem(row, Price, new QTableWidgetItem(priceText(item.price)));
        m_table->setItem(row, Currency, new QTableWidgetItem(currency));
        m_table->setItem(row, Source, new QTableWidgetItem(item.source.text()));
        m_table->setItem(row, Date, new QTableWidgetItem(item.date.toString(Qt::ISODate)));
        m_table->item(row, Source)->setToolTip(item.source.text());
        m_table->item(row, Part)->setData(Qt::UserRole, item.indicative);
        PriceItem shown = item;
        shown.currency = currency;
        m_shown.insert(item.id, shown);
    }
}

void PriceListDialog::addRow()
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, Part, new QTableWidgetItem);
    m_table->setItem(row, Price, new QTableWidgetItem(priceText(0)));
    m_table->setItem(row, Currency, new QTableWidgetItem(m_currency));
    m_table->setItem(row, Source, new QTableWidgetItem);
    m_table->setItem(row, Date, new QTableWidgetItem(QDate::currentDate().toString(Qt::ISODate)));
    m_table->setCurrentCell(row, Part);
}

void PriceListDialog::removeRows()
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : std::as_const(rows))
        m_table->removeRow(row);
}

std::optional<PriceList> PriceListDialog::rows()
{
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    const QStringList columns{tr("part"), tr("price"), tr("currency"), tr("source"), tr("date")};
    PriceList list;
    list.setCurrency(m_currency);
    QDate latest;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto text = [&](int column) {
            const QTableWidgetItem *cell = m_table->item(row, column);
            return cell ? cell->text().trimmed() : QString();
        };
        const auto bad = [&](int column, const QString &what) {
            setProblem(tr("Row %1, %2: %3").arg(row + 1).arg(columns[column], what));
            return std::nullopt;
        };
        PriceItem item;
        item.id = text(Part);
        if (item.id.isEmpty())
            return bad(Part, tr("give the id of a part, such as \"rtx-pro-6000-se\""));
        if (list.item(item.id))
            return bad(Part, tr("\"%1\" has a price already").arg(item.id));
        const std::optional<double> price = priceOf(text(Price));
        if (!price)
            return bad(Price, tr("give a number from 0 to 1000000000"));
        item.price = *price;
        item.currency = text(Currency).toUpper();
        if (!code.match(item.currency).hasMatch())
            return bad(Currency, tr("give a currency code such as EUR or USD"));
        const PriceItem shown = m_shown.value(item.id);
        // An unchanged source keeps its translations.
        item.source = text(Source) == shown.source.text() && !shown.source.isEmpty()
                          ? shown.source
                          : LocalizedText(text(Source));
        if (item.source.isEmpty())
            return bad(Source, tr("say where the price comes from"));
        item.date = QDate::fromString(text(Date), Qt::ISODate);
        if (!item.date.isValid())
            return bad(Date, tr("give a date such as 2026-11-30"));
        item.indicative = m_table->item(row, Part)->data(Qt::UserRole).toBool();
        latest = std::max(latest, item.date);
        list.setItem(item);
    }
    list.setDate(latest.isValid() ? latest : QDate::currentDate());
    setProblem(QString());
    return list;
}

PriceList PriceListDialog::ownRows(const PriceList &all) const
{
    const PriceList &builtIn = PriceList::builtIn();
    PriceList own;
    own.setCurrency(all.currency());
    own.setDate(all.date());
    for (PriceItem item : all.items()) {
        const PriceItem *b = builtIn.item(item.id);
        PriceItem base = b ? *b : PriceItem();
        if (base.currency.isEmpty())
            base.currency = builtIn.currency();
        if (b && base == item)
            continue;
        own.setItem(item);
    }
    return own;
}

bool PriceListDialog::importFile(const QString &path)
{
    try {
        fill(PriceList::builtIn().overriddenBy(PriceList::read(path)));
    } catch (const FormatError &e) {
        setProblem(e.message());
        return false;
    }
    setProblem(QString());
    return true;
}

bool PriceListDialog::exportFile(const QString &path)
{
    const std::optional<PriceList> list = rows();
    if (!list)
        return false;
    try {
        OutputFile::write(QJsonDocument(list->toJson()).toJson(QJsonDocument::Indented), path);
    } catch (const FormatError &e) {
        setProblem(e.message());
        return false;
    }
    return true;
}

void PriceListDialog::chooseImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import price list"), QString(),
                                                      tr("Price lists (*.json)"));
    if (!path.isEmpty())
        importFile(path);
}

void PriceListDialog::chooseExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export price list"), QStringLiteral("prices.json"), tr("Price lists (*.json)"));
    if (!path.isEmpty())
        exportFile(path);
}

void PriceListDialog::accept()
{
    const std::optional<PriceList> all = rows();
    if (!all)
        return;
    const PriceList own = ownRows(*all);
    const QString path = PriceList::userPath();
    const std::optional<QByteArray> before = contentOf(path);
    std::optional<QByteArray> after;
    if (!own.isEmpty())
        after = QJsonDocument(own.toJson()).toJson(QJsonDocument::Indented);
    try {
        if (after) {
            QDir().mkpath(QFileInfo(path).path());
            OutputFile::write(*after, path);
        } else {
            QFile::remove(path);
        }
        m_document->setPrices(PriceList::effective());
    } catch (const FormatError &e) {
        setProblem(e.message());
        return;
    }
    m_document->undoStack()->push(new PriceListEdit(
        m_document, own.isEmpty() ? std::nullopt : std::optional<PriceList>(own), before, after));
    QDialog::accept();
}

} // namespace llmconf
