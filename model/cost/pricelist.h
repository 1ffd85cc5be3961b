// SPDX-License-Identifier: MIT
#pragma once

#include "priceitem.h"
#include "units.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

namespace llmconf {

class JsonCursor;

/// Prices of parts in one currency: the built-in indicative prices
/// (resources/catalogue/prices.json) or the user's own list, which overrides
/// them. One currency per list, so that no total adds euros to dollars.
class PriceList
{
    Q_DECLARE_TR_FUNCTIONS(PriceList)

public:
    /// The indicative public prices compiled into the program.
    static const PriceList &builtIn();
    /// Reads a price list; throws FormatError naming file and field, and
    /// refuses a list whose items name another currency than the list.
    static PriceList read(const QString &path);
    static PriceList fromJson(const QByteArray &data, const QString &fileName);

    /// The user's price list: prices.json next to the user catalogue.
    static QString userPath();
    /// The built-in prices overridden by the list at `path` where that file
    /// exists (an empty path: userPath()). Throws FormatError for a bad file.
    static PriceList effective(const QString &path = QString());

    /// `user`'s prices over these; items of this list in another currency
    /// than the user's are dropped rather than mixed.
    PriceList overriddenBy(const PriceList &user) const;

    const QString &currency() const { return m_currency; }
    QDate date() const { return m_date; }
    const QList<PriceItem> &items() const { return m_items; }
    /// nullptr where the list has no price for `id`.
    const PriceItem *item(const QString &id) const;
    void setItem(PriceItem item);
    void setCurrency(QString currency) { m_currency = std::move(currency); }
    void setDate(QDate date) { m_date = date; }

    /// Ids of the parts that are not in the catalogue: DIMMs ("dimm-64gb"),
    /// NVMe drives ("nvme-7.68tb") and the rest of a server.
    static QString dimmId(Bytes size);
    static QString nvmeId(Bytes size);
    static QString serverOtherId() { return QStringLiteral("server-other"); }

private:
    QString m_currency;
    QDate m_date;
    QList<PriceItem> m_items;
    QHash<QString, qsizetype> m_index;
};

} // namespace llmconf
