// SPDX-License-Identifier: MIT
// The built-in catalogue's files are parsed once per process and shared by
// their readers (the catalogue, the price list, the cost defaults), which
// read them as they read any file.
#include "builtindocument.h"
#include "catalogue.h"
#include "costdefaults.h"
#include "formaterror.h"
#include "pricelist.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

QByteArray builtInFile(const char *name)
{
    QFile file(QStringLiteral(":/catalogue/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

TEST(BuiltInDocument, IsTheFileAsParsedAndTheSameObjectEachTime)
{
    const JsonCursor first = BuiltInDocument::root(QStringLiteral("prices.json"));
    const JsonCursor again = BuiltInDocument::root(QStringLiteral("prices.json"));
    const JsonCursor parsed =
        JsonCursor::fromDocument(QStringLiteral("prices.json"), builtInFile("prices.json"));
    EXPECT_EQ(first.value(), parsed.value());
    EXPECT_EQ(again.value(), first.value());
    EXPECT_EQ(first.file(), QStringLiteral("prices.json"));
    EXPECT_EQ(first.path(), QStringLiteral("$"));
}

TEST(BuiltInDocument, ItsReadersGiveWhatTheFileGives)
{
    const QByteArray prices = builtInFile("prices.json");
    const CostDefaults fromFile = CostDefaults::fromJson(prices, QStringLiteral("prices.json"));
    EXPECT_EQ(CostDefaults::builtIn().api.size(), fromFile.api.size());
    EXPECT_EQ(CostDefaults::builtIn().nvmeSizes, fromFile.nvmeSizes);
    EXPECT_EQ(CostDefaults::builtIn().kwhTariffs.size(), fromFile.kwhTariffs.size());
    const PriceList list = PriceList::fromJson(prices, QStringLiteral("prices.json"));
    EXPECT_EQ(PriceList::builtIn().items().size(), list.items().size());
    EXPECT_EQ(PriceList::builtIn().date(), list.date());
    EXPECT_EQ(Catalogue::builtIn().rules().cost.years, CostDefaults::builtIn().settings.years);
}

TEST(BuiltInDocument, AMissingFileNamesItself)
{
    for (int attempt = 0; attempt < 2; ++attempt) { // a failure is not kept
        try {
            (void)BuiltInDocument::root(QStringLiteral("nosuchfile.json"));
            ADD_FAILURE() << "a missing file was read";
        } catch (const FormatError &e) {
            EXPECT_TRUE(e.message().startsWith(QStringLiteral("nosuchfile.json")))
                << e.message().toStdString();
        }
    }
}

} // namespace
