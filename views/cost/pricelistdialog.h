// SPDX-License-Identifier: MIT
#pragma once

#include "pricelist.h"

#include <QDialog>
#include <QHash>

#include <optional>

class QLabel;
class QTableWidget;

namespace llmconf {

class BuildDocument;

/// File > Price list: every price the build is costed with in a table
/// (part, price, currency, source, date), rows added and removed, a list
/// imported from or exported to the JSON form of prices.json. OK keeps the
/// rows that differ from the built-in list as the user's list (beside the
/// user catalogue) and as the list the build carries, one undoable edit.
class PriceListDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { Part, Price, Currency, Source, Date, Columns };

    explicit PriceListDialog(BuildDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    /// The last problem (a bad row, a file that could not be read); empty when none.
    QString problem() const;

    /// Replaces the rows with the built-in list under the one in `path`;
    /// false (and problem() naming file and field) for a bad file.
    bool importFile(const QString &path);
    /// Writes every row as a price list; false (and problem()) on failure.
    bool exportFile(const QString &path);
    void addRow();
    /// Removes the selected rows.
    void removeRows();
    /// The rows as a list; nullopt (and problem() naming row and column) for a bad row.
    std::optional<PriceList> rows();

    void accept() override;

private:
    void fill(const PriceList &list);
    void setProblem(const QString &text);
    /// The rows that differ from the built-in list: what the user's list keeps.
    PriceList ownRows(const PriceList &all) const;
    void chooseImport();
    void chooseExport();

    BuildDocument *m_document;
    QString m_currency;                // of new rows and the list: the currency shown
    QHash<QString, PriceItem> m_shown; // as filled, for the translations of unchanged sources
    QTableWidget *m_table;
    QLabel *m_problem;
};

} // namespace llmconf
