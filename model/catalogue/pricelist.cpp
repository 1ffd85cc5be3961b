// SPDX-License-Identifier: MIT
#include "pricelist.h"

#include "builtindocument.h"
#include "cappedfile.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "userfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace llmconf {

namespace {

QDate readDate(const JsonCursor &c)
{
    const QDate date = QDate::fromString(c.string(), Qt::ISODate);
    if (!date.isValid())
        c.fail(PriceList::tr("expected a date such as \"2026-11-30\", got \"%1\"").arg(c.string()));
    return date;
}

QString readCurrency(const JsonCursor &c)
{
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    const QString text = c.string();
    if (!code.match(text).hasMatch())
        c.fail(PriceList::tr("expected a currency code such as \"EUR\", got \"%1\"").arg(text));
    return text;
}

// "64 GB" -> "64gb", "7.68 TB" -> "7.68tb": ids read like the sizes people say.
QString sizeText(double value)
{
    return QString::number(value, 'g', 6);
}

} // namespace

const PriceList &PriceList::builtIn()
{
    // Parsed once with the catalogue's cost settings and the cost defaults.
    static const PriceList list = read(BuiltInDocument::root(QStringLiteral("prices.json")));
    return list;
}

PriceList PriceList::read(const QString &path)
{
    // A price list is a few hundred lines; a larger (or endless) file is not one.
    return fromJson(CappedFile::read(path, path, CappedFile::kSmallDocument), path);
}

PriceList PriceList::fromJson(const QByteArray &data, const QString &fileName)
{
    return read(JsonCursor::fromDocument(fileName, data));
}

PriceList PriceList::read(const JsonCursor &root)
{
    root.object(); // names the field when it is not an object
    PriceList list;
    list.m_currency = readCurrency(root.field(QStringLiteral("currency")));
    list.m_date = readDate(root.field(QStringLiteral("date")));
    const JsonCursor items = root.field(QStringLiteral("items"));
    items.array(); // names the field when it is not an array
    items.forEach([&](const JsonCursor &e) {
        PriceItem item;
        const JsonCursor id = e.field(QStringLiteral("id"));
        item.id = id.string().trimmed();
        if (item.id.isEmpty())
            id.fail(tr("expected the id of a part, such as \"rtx-pro-6000-se\""));
        if (list.m_index.contains(item.id))
            id.fail(tr("\"%1\" has a price already").arg(item.id));
        const JsonCursor price = e.field(QStringLiteral("price"));
        item.price = price.number();
        if (!std::isfinite(item.price) || item.price < 0 || item.price > 1e9)
            price.fail(tr("expected a price from 0 to 1000000000"));
        item.currency = e.has(QStringLiteral("currency"))
                            ? readCurrency(e.field(QStringLiteral("currency")))
                            : list.m_currency;
        item.source = LocalizedText::read(e.field(QStringLiteral("source")));
        if (item.source.english().trimmed().isEmpty())
            e.field(QStringLiteral("source")).fail(tr("a price needs its source"));
        item.date =
            e.has(QStringLiteral("date")) ? readDate(e.field(QStringLiteral("date"))) : list.m_date;
        item.indicative = e.booleanOr(QStringLiteral("indicative"), false);
        list.setItem(item);
    });
    return list;
}

QJsonObject PriceList::toJson() const
{
    QJsonArray items;
    for (const PriceItem &item : m_items) {
        QJsonObject o{{QStringLiteral("id"), item.id}, {QStringLiteral("price"), item.price}};
        if (item.currency != m_currency)
            o.insert(QStringLiteral("currency"), item.currency);
        if (item.indicative)
            o.insert(QStringLiteral("indicative"), true);
        if (item.date.isValid())
            o.insert(QStringLiteral("date"), item.date.toString(Qt::ISODate));
        o.insert(QStringLiteral("source"), item.source.toJson());
        items.append(o);
    }
    return QJsonObject{{QStringLiteral("currency"), m_currency},
                       {QStringLiteral("date"), m_date.toString(Qt::ISODate)},
                       {QStringLiteral("items"), items}};
}

QString PriceList::userPath()
{
    return UserFiles::priceListPath();
}

PriceList PriceList::effective(const QString &path)
{
    const QString file = path.isEmpty() ? userPath() : path;
    // A named file must exist; the user's default one need not.
    if (path.isEmpty() && !QFileInfo::exists(file))
        return builtIn();
    return builtIn().overriddenBy(read(file));
}

PriceList PriceList::overriddenBy(const PriceList &user) const
{
    // Each item keeps the currency of the list it came from.
    PriceList merged;
    merged.m_currency = user.m_currency;
    merged.m_date = user.m_date;
    for (PriceItem item : user.m_items) {
        if (item.currency.isEmpty())
            item.currency = user.m_currency;
        merged.setItem(std::move(item));
    }
    for (PriceItem item : m_items)
        if (!merged.item(item.id)) {
            if (item.currency.isEmpty())
                item.currency = m_currency;
            merged.setItem(std::move(item));
        }
    return merged;
}

const PriceItem *PriceList::item(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : &m_items[*it];
}

void PriceList::setItem(PriceItem item)
{
    if (const auto it = m_index.constFind(item.id); it != m_index.cend()) {
        m_items[*it] = std::move(item);
        return;
    }
    m_index.insert(item.id, m_items.size());
    m_items.append(std::move(item));
}

QString PriceList::dimmId(Bytes size)
{
    return QStringLiteral("dimm-%1gb").arg(sizeText(inGB(size)));
}

QString PriceList::nvmeId(Bytes size)
{
    return QStringLiteral("nvme-%1tb").arg(sizeText(inTB(size)));
}

} // namespace llmconf
