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

#include <thread>
#include <vector>

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

TEST(BuiltInDocument, WhatAnotherThreadParsedAheadIsTheFileAsParsed)
{
    std::thread ahead([] {
        BuiltInDocument::parseAhead({QStringLiteral("models.json"), QStringLiteral("cpus.json")});
    });
    // Read meanwhile: each file is waited for if the other thread has begun it.
    const JsonCursor models = BuiltInDocument::root(QStringLiteral("models.json"));
    ahead.join();
    EXPECT_EQ(models.value(),
              JsonCursor::fromDocument(QStringLiteral("models.json"), builtInFile("models.json"))
                  .value());
    EXPECT_EQ(
        BuiltInDocument::root(QStringLiteral("cpus.json")).value(),
        JsonCursor::fromDocument(QStringLiteral("cpus.json"), builtInFile("cpus.json")).value());
}

TEST(BuiltInDocument, ThreadsReadingAtOnceGetOneDocument)
{
    const char *names[] = {"chassis.json", "feeds.json", "licences.json", "checkpoints.json"};
    std::vector<std::thread> readers;
    std::vector<QJsonValue> read(std::size(names) * 3);
    for (std::size_t i = 0; i < read.size(); ++i)
        readers.emplace_back([&read, &names, i] {
            read[i] =
                BuiltInDocument::root(QString::fromLatin1(names[i % std::size(names)])).value();
        });
    for (std::thread &reader : readers)
        reader.join();
    for (std::size_t i = 0; i < read.size(); ++i) {
        const char *name = names[i % std::size(names)];
        EXPECT_EQ(read[i],
                  JsonCursor::fromDocument(QString::fromLatin1(name), builtInFile(name)).value())
            << name;
    }
}

TEST(BuiltInDocument, AFileThatFailsAheadIsSaidByItsReader)
{
    std::thread ahead([] { BuiltInDocument::parseAhead({QStringLiteral("nosuchfile2.json")}); });
    ahead.join(); // no exception leaves the thread
    try {
        (void)BuiltInDocument::root(QStringLiteral("nosuchfile2.json"));
        ADD_FAILURE() << "a missing file was read";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("nosuchfile2.json"));
    }
}

} // namespace
