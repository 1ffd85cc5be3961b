// SPDX-License-Identifier: MIT
#pragma once

#include "priceitem.h"
#include "units.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace llmconf {

class JsonCursor;

/// Prices of parts: the built-in indicative prices (resources/catalogue/
/// prices.json, in USD), the user's own list (File > Price list, kept beside
/// the user catalogue) or the list a build file carries, each over the
/// built-in one. An item is in its own currency, the list's where it names
/// none; the cost converts every price to the currency it is shown in at a
/// cited exchange rate (CostDefaults), so that no total adds euros to dollars.
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
    /// Reads the list at `object` (a file's root, a build file's "prices").
    static PriceList read(const JsonCursor &object);
    /// The JSON form read() reads: currency, date and the items, each with
    /// its currency where it is not the list's.
    QJsonObject toJson() const;

    /// The user's price list: prices.json next to the user catalogue.
    static QString userPath();
    /// The built-in prices overridden by the list at `path` where that file
    /// exists (an empty path: userPath()). Throws FormatError for a bad file.
    static PriceList effective(const QString &path = QString());

    /// `user`'s prices over these, each item in its own currency; the
    /// merged list's currency and date are the user's.
    PriceList overriddenBy(const PriceList &user) const;

    const QString &currency() const { return m_currency; }
    QDate date() const { return m_date; }
    const QList<PriceItem> &items() const { return m_items; }
    bool isEmpty() const { return m_items.isEmpty(); }
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

    bool operator==(const PriceList &other) const
    {
        return m_currency == other.m_currency && m_date == other.m_date && m_items == other.m_items;
    }

private:
    QString m_currency;
    QDate m_date;
    QList<PriceItem> m_items;
    QHash<QString, qsizetype> m_index;
};

} // namespace llmconf
