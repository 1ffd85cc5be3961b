// SPDX-License-Identifier: MIT
#include "costdefaults.h"

#include "cappedfile.h"
#include "formaterror.h"
#include "installeddata.h"
#include "jsoncursor.h"

#include <algorithm>

namespace llmconf {

const CostDefaults &CostDefaults::builtIn()
{
    static const CostDefaults defaults = [] {
        const QString name = QStringLiteral("prices.json");
        return fromJson(
            CappedFile::read(InstalledData::catalogueDirectory() + QLatin1Char('/') + name, name,
                             CappedFile::kSmallDocument),
            name);
    }();
    return defaults;
}

CostDefaults CostDefaults::fromJson(const QByteArray &data, const QString &fileName)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    CostDefaults d;
    const JsonCursor s = root.field(QStringLiteral("settings"));
    d.settings.years = s.field(QStringLiteral("years")).integer(1, 50);
    d.settings.hoursPerDay = s.field(QStringLiteral("hoursPerDay")).numberIn(0, 24);
    d.settings.load = s.field(QStringLiteral("load")).numberIn(0, 1);
    d.loadSource = LocalizedText::read(s.field(QStringLiteral("loadSource")));
    const JsonCursor kwh = s.field(QStringLiteral("kwhPrice"));
    d.kwhPrice = kwh.field(QStringLiteral("price")).numberIn(0, 100);
    d.kwhCurrency = kwh.field(QStringLiteral("currency")).string();
    d.kwhDate = QDate::fromString(kwh.field(QStringLiteral("date")).string(), Qt::ISODate);
    d.kwhSource = LocalizedText::read(kwh.field(QStringLiteral("source")));
    const JsonCursor pue = s.field(QStringLiteral("pue"));
    d.settings.pue = pue.field(QStringLiteral("value")).numberIn(1, 5);
    d.pueSource = LocalizedText::read(pue.field(QStringLiteral("source")));
    d.settings.inputPerOutput = s.field(QStringLiteral("inputPerOutput")).numberIn(0, 1e6);
    d.inputPerOutputSource = LocalizedText::read(s.field(QStringLiteral("inputPerOutputSource")));
    const JsonCursor nvme = root.field(QStringLiteral("nvmeDrives"));
    nvme.field(QStringLiteral("sizes")).forEach([&](const JsonCursor &e) {
        const Bytes size = e.bytes();
        if (size.value() <= 0)
            e.fail(tr("must be more than zero"));
        d.nvmeSizes.append(size);
    });
    std::sort(d.nvmeSizes.begin(), d.nvmeSizes.end());
    d.nvmeSource = LocalizedText::read(nvme.field(QStringLiteral("source")));
    root.field(QStringLiteral("api")).forEach([&](const JsonCursor &e) {
        ApiPrice p;
        p.model = e.field(QStringLiteral("model")).string();
        p.in = e.field(QStringLiteral("in")).numberIn(0, 1e6);
        p.out = e.field(QStringLiteral("out")).numberIn(0, 1e6);
        p.currency = e.field(QStringLiteral("currency")).string();
        p.date = QDate::fromString(e.field(QStringLiteral("date")).string(), Qt::ISODate);
        p.source = LocalizedText::read(e.field(QStringLiteral("source")));
        d.api.append(p);
    });
    return d;
}

const ApiPrice *CostDefaults::apiPrice(const QString &modelId) const
{
    for (const ApiPrice &p : api)
        if (p.model == modelId)
            return &p;
    return nullptr;
}

} // namespace llmconf
