// SPDX-License-Identifier: MIT
// Units, parsing and display: GiB and GB meet only through Boost.Units, and
// numbers follow the language.
#include "quantityformat.h"
#include "quantityparser.h"
#include "units.h"

#include <gtest/gtest.h>

using namespace llmconf;

TEST(Units, BinaryAndDecimalPrefixes)
{
    EXPECT_DOUBLE_EQ(inBytes(gibibytes(1)), 1073741824.0);
    EXPECT_DOUBLE_EQ(inBytes(gigabytes(1)), 1e9);
    EXPECT_NEAR(inGiB(gigabytes(756)), 704.08, 0.005);        // GLM-5.3 FP8
    EXPECT_NEAR(inGiB(bytes(464143549144.0)), 432.27, 0.005); // nvidia/GLM-5.3-NVFP4
    EXPECT_NEAR(inGiB(gigabytes(102)), 94.99, 0.005);         // DGX Spark budget
    EXPECT_DOUBLE_EQ(inKiB(kibibytes(368)), 368.0);
    EXPECT_DOUBLE_EQ(inWatts(volts(230) * amperes(16)), 3680.0);
}

TEST(QuantityParser, ReadsUnitsAndRefusesBareNumbers)
{
    EXPECT_DOUBLE_EQ(inGiB(*QuantityParser::bytes(u"95.6 GiB")), 95.6);
    EXPECT_DOUBLE_EQ(inGB(*QuantityParser::bytes(u"756 GB")), 756);
    EXPECT_DOUBLE_EQ(inTB(*QuantityParser::bytes(u"1.51 TB")), 1.51);
    EXPECT_DOUBLE_EQ(inBytes(*QuantityParser::bytes(u"464143549144 B")), 464143549144.0);
    EXPECT_DOUBLE_EQ(inWatts(*QuantityParser::power(u"3.68 kW")), 3680);
    EXPECT_DOUBLE_EQ(inGBps(*QuantityParser::bandwidth(u"4.8 TB/s")), 4800);
    EXPECT_FALSE(QuantityParser::bytes(u"95.6"));
    EXPECT_FALSE(QuantityParser::bytes(u"95.6 gib"));
    EXPECT_FALSE(QuantityParser::bytes(u"GiB"));
    EXPECT_FALSE(QuantityParser::power(u"600 GiB"));
    EXPECT_FALSE(QuantityParser::voltage(u"nan V"));
}

TEST(QuantityFormat, EnglishNumbers)
{
    const QuantityFormat en(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(en.gib(gibibytes(432.27)), QStringLiteral("432.3 GiB"));
    EXPECT_EQ(en.kilowatts(watts(2944)), QStringLiteral("2.94 kW"));
    EXPECT_EQ(en.watts(watts(3404)), QStringLiteral("3,404 W"));
    EXPECT_EQ(en.integer(1048576), QStringLiteral("1,048,576"));
    EXPECT_EQ(en.tokens(32768), QStringLiteral("32K"));
    EXPECT_EQ(en.tokens(1048576), QStringLiteral("1M"));
    EXPECT_EQ(en.tokens(30000), QStringLiteral("30,000"));
    EXPECT_EQ(en.date(QDate(2026, 11, 29)), QStringLiteral("29 November 2026"));
}

TEST(QuantityFormat, TinyAmountsOfMemoryKeepTheirSize)
{
    const QuantityFormat en(QLocale(QLocale::English, QLocale::UnitedStates));
    // 52.9 KiB is 0.00005 GiB: "0.00 GiB" would say nothing.
    EXPECT_EQ(en.gib(kibibytes(52.9), 2), QStringLiteral("52.9 KiB"));
    // 3 MiB is 0.0029 GiB: below half a hundredth, so in MiB.
    EXPECT_EQ(en.gib(mebibytes(3), 2), QStringLiteral("3.0 MiB"));
    // 6 MiB is 0.0059 GiB and rounds to 0.01 GiB: GiB it stays.
    EXPECT_EQ(en.gib(mebibytes(6), 2), QStringLiteral("0.01 GiB"));
    EXPECT_EQ(en.gib(gibibytes(0), 2), QStringLiteral("0.00 GiB"));
}

TEST(QuantityFormat, GermanNumbers)
{
    const QuantityFormat de(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(de.gib(gibibytes(432.27)), QStringLiteral("432,3 GiB"));
    EXPECT_EQ(de.kilowatts(watts(2944)), QStringLiteral("2,94 kW"));
    EXPECT_EQ(de.watts(watts(3404)), QStringLiteral("3.404 W"));
    EXPECT_EQ(de.date(QDate(2026, 11, 29)), QStringLiteral("29. November 2026"));
}
