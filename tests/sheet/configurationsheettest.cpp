// SPDX-License-Identifier: MIT
// Sheets written by the built binary for the reference builds, in German and
// English, read back with pdftotext and pdfinfo: the figures the engine
// computes for the build, formatted for the language, must be on the pages.
#include "configurationsheet.h"
#include "assessment.h"
#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "costdefaults.h"
#include "examplefile.h"
#include "formaterror.h"
#include "fulldisk.h"
#include "language.h"
#include "moneyformat.h"
#include "pdfreading.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "sheetexport.h"
#include "sizingengine.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace llmconf {
using test::exampleFile;
namespace {

ProcessResult sheet(const QStringList &arguments)
{
    return run(QStringLiteral(LLMCONF_BINARY), QStringList{QStringLiteral("sheet")} + arguments);
}

using SheetCase = std::tuple<const char *, const char *>; // example file, language

class ConfigurationSheetTest : public ::testing::TestWithParam<SheetCase>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        file = QString::fromLatin1(std::get<0>(GetParam()));
        language = QString::fromLatin1(std::get<1>(GetParam()));
        ASSERT_TRUE(Language::apply(language));
        build = BuildFile::read(exampleFile(file), Catalogue::builtIn().rules());
        catalogue = BuildCatalogue::effective(Catalogue::builtIn(), build);
        evaluation = SizingEngine::evaluate(build, catalogue);
        ASSERT_TRUE(evaluation.ok()) << evaluation.error.toStdString();
        pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        const ProcessResult result = sheet(
            {exampleFile(file), QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        ASSERT_TRUE(QFile::exists(pdf));
        text = pdfText(pdf);
        flat = squeezed(text);
    }
    void TearDown() override { Language::apply(QStringLiteral("en")); }

    void expectOnSheet(const QString &expected, const char *what) const
    {
        EXPECT_TRUE(flat.contains(squeezed(expected)))
            << what << ": \"" << expected.toStdString() << "\" not on the sheet of "
            << file.toStdString() << " (" << language.toStdString() << ")";
    }

    QTemporaryDir dir;
    QString file, language, pdf, text, flat;
    Build build;
    Catalogue catalogue;
    Evaluation evaluation;
};

TEST_P(ConfigurationSheetTest, HasThreeA4Pages)
{
    EXPECT_EQ(pageCount(pdf), ConfigurationSheet::kPages);
    const ProcessResult info = run(QStringLiteral("pdfinfo"), {pdf});
    EXPECT_TRUE(info.out.contains(QStringLiteral("(A4)"))) << info.out.toStdString();
}

TEST_P(ConfigurationSheetTest, HoldsTheEnginesFigures)
{
    const Figures &f = evaluation.figures;
    const QuantityFormat format{QLocale()};
    expectOnSheet(format.gib(f.usablePerCard, 2), "usable per card");
    expectOnSheet(format.gib(f.weightsPerCard, 2), "weights per card");
    expectOnSheet(format.gib(f.freePerCard, 2), "free per card");
    expectOnSheet(format.gib(f.cachePerConversationPerCard, 2), "cache per conversation");
    expectOnSheet(format.watts(f.wallPower), "wall power");
    expectOnSheet(format.kilowatts(f.feedPlanned), "feed planned");
    expectOnSheet(format.gb(f.storagePerServer), "storage per server");
    expectOnSheet(format.gib(f.checkpointSize, 1), "checkpoint size");
    expectOnSheet(format.date(build.date), "date");
    expectOnSheet(f.checkpoint->id, "checkpoint");
    if (!f.card->unifiedMemory)
        expectOnSheet(format.gb(f.perServer.first().hostMemory), "host memory");
}

TEST_P(ConfigurationSheetTest, HoldsTheConversationsAtThreeContexts)
{
    // With -layout each row of the table is one line: the label, then 8K, 32K, 128K.
    const QStringList lines = pdfText(pdf, true).split(QLatin1Char('\n'));
    const QuantityFormat format{QLocale()};
    for (CacheDtype dtype : {CacheDtype::Bf16, CacheDtype::Fp8}) {
        QStringList counts;
        for (int tokens : {8192, 32768, 131072})
            counts << format.integer(
                SizingEngine::conversationsAt(build, catalogue, tokens, dtype));
        // "16-bit cache" / "16-Bit-Cache", "FP8 cache" / "FP8-Cache"
        const QString label =
            dtype == CacheDtype::Fp8 ? QStringLiteral("FP8") : QStringLiteral("16-");
        bool found = false;
        for (const QString &line : lines) {
            const QStringList words = line.simplified().split(QLatin1Char(' '));
            if (words.size() >= 4 && words.first().startsWith(label) &&
                words.mid(words.size() - 3) == counts)
                found = true;
        }
        EXPECT_TRUE(found) << label.toStdString() << " "
                           << counts.join(QLatin1Char(' ')).toStdString() << " not a row of\n"
                           << pdfText(pdf, true).toStdString();
    }
}

TEST_P(ConfigurationSheetTest, HoldsTheSpeedWithItsAssumptionsAndFormulas)
{
    const Figures &f = evaluation.figures;
    const SpeedFigures &s = f.speed;
    const QuantityFormat format{QLocale()};
    const SpeedFormulas formulas(build, f, catalogue.rules().speed, format);
    const bool german = language == QStringLiteral("de");
    expectOnSheet(german ? QStringLiteral("Tempo") : QStringLiteral("Speed"), "heading");
    // The assumptions: prompt and answer lengths, active conversations, target.
    expectOnSheet(format.integer(s.promptTokens), "prompt tokens");
    expectOnSheet(format.integer(s.answerTokens), "answer tokens");
    expectOnSheet(formulas.assumptions(), "lengths");
    expectOnSheet(formulas.active(), "active conversations");
    expectOnSheet(formulas.rate(s.speedTarget), "speed target");
    // Each figure with its formula.
    for (const QString &formula :
         {formulas.weightsRead(), formulas.cacheRead(), formulas.memoryTime(),
          formulas.computeTime(), formulas.communication(), formulas.stepTime(), formulas.decode(),
          formulas.output(), formulas.timeToFirstToken(), formulas.atSpeedTarget(),
          formulas.served()})
        expectOnSheet(formula, "speed formula");
    expectOnSheet(formulas.rate(s.decodeTokensPerSecondPerConversation), "tokens/s");
    expectOnSheet(formulas.ms(s.timeToFirstToken), "time to first token");
    expectOnSheet(SpeedFormulas::bindingName(s.bindingLimit), "binding limit");
}

TEST_P(ConfigurationSheetTest, HoldsTheCostWithoutATotalWhereAPriceIsMissing)
{
    // The built-in list prices every part of the shipped builds: their
    // sheets show the total; a build with a part without a price (one the
    // user made) shows no total and names the parts.
    const bool german = language == QStringLiteral("de");
    expectOnSheet(german ? QStringLiteral("Kosten") : QStringLiteral("Cost"), "heading");
    const CostFigures cost = assess(build, test::inputs(catalogue)).cost;
    if (cost.missingPrices.isEmpty()) {
        ASSERT_TRUE(cost.priceTotal);
        expectOnSheet(MoneyFormat(QLocale()).money(*cost.priceTotal, cost.currency, 0), "total");
    } else {
        EXPECT_FALSE(cost.priceTotal);
        expectOnSheet(german ? QStringLiteral("Kaufpreis nicht bekannt")
                             : QStringLiteral("Purchase price not known"),
                      "no total");
        expectOnSheet(
            (german ? QStringLiteral("kein Preis für %1") : QStringLiteral("no price for %1"))
                .arg(cost.missingParts.join(QStringLiteral(", "))),
            "missing parts named");
    }
    expectOnSheet(german ? QStringLiteral("PUE 1,30") : QStringLiteral("PUE 1.30"), "PUE");
    // CO2 at the cited grid factor, with its source.
    const QuantityFormat format{QLocale()};
    ASSERT_TRUE(cost.co2KgPerYear);
    expectOnSheet(QStringLiteral("%1 kg").arg(format.number(*cost.co2KgPerYear, 0)),
                  "CO₂ per year");
    if (cost.kwhPerMillionOutputTokens)
        expectOnSheet(
            QStringLiteral("%1 kWh").arg(format.number(*cost.kwhPerMillionOutputTokens, 2)),
            "kWh per million output tokens");
    expectOnSheet(QStringLiteral("Umweltbundesamt"), "grid factor source");
}

TEST_P(ConfigurationSheetTest, HoldsTheServingCommandAndTheAdvice)
{
    QString command = ServingCommand::vllm(build, evaluation.figures);
    QString printed = flat;
    printed.remove(QLatin1Char('\\')); // the sheet continues the command over lines
    EXPECT_TRUE(printed.contains(squeezed(command))) << command.toStdString();

    const QList<AdviceItem> advice = BuildAdvisor::advise(
        build, catalogue, SoftwareCatalogue::builtIn(), QuantityFormat(QLocale()));
    ASSERT_FALSE(advice.isEmpty());
    for (const AdviceItem &item : advice)
        expectOnSheet(item.text, "advice");
}

INSTANTIATE_TEST_SUITE_P(ReferenceBuilds, ConfigurationSheetTest,
                         ::testing::Combine(::testing::Values("glm53flash-nvfp4-4x-rtx-tp4",
                                                              "glm53-fp8-8x-h200-tp4-pp2",
                                                              "glm53-nvfp4-8x-rtx-tp4-pp2",
                                                              "glm53flash-nvfp4-8x-rtx-2x-tp4",
                                                              "glm47flash-1x-dgx-spark"),
                                            ::testing::Values("en", "de")),
                         [](const ::testing::TestParamInfo<SheetCase> &sheet) {
                             std::string name = std::string(std::get<0>(sheet.param)) + "_" +
                                                std::get<1>(sheet.param);
                             for (char &c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c)))
                                     c = '_';
                             return name;
                         });

TEST(ConfigurationSheetTargets, StatesTheFirstTokenTargetsWhereTheBuildAsksThem)
{
    // The reference build with first-token targets in its file: the sheet
    // states both, the conversations at each and the served ones with the
    // limit that binds.
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    const QTemporaryDir dir;
    const SizingRules &rules = Catalogue::builtIn().rules();
    Build build = BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), rules);
    build.ttftTarget = milliseconds(100);
    build.ttftP95Target = milliseconds(150);
    const QString file = dir.filePath(QStringLiteral("targets.json"));
    BuildFile::write(build, file, rules);
    const QString pdf = dir.filePath(QStringLiteral("targets.pdf"));
    const ProcessResult result =
        sheet({file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("en")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString flat = squeezed(pdfText(pdf));
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    const SpeedFormulas formulas(build, f, rules.speed, QuantityFormat{QLocale()});
    for (const QString &expected : {formulas.ms(build.ttftTarget), formulas.ms(build.ttftP95Target),
                                    formulas.atTtftTarget(BindingLimit::FirstToken),
                                    formulas.atTtftTarget(BindingLimit::FirstTokenP95),
                                    formulas.served(), QStringLiteral("First-token target")})
        EXPECT_TRUE(flat.contains(squeezed(expected))) << expected.toStdString();
    EXPECT_TRUE(formulas.served().contains(SpeedFormulas::binding(f.speed.bindingLimit)));
}

/// Writes the English sheet of build file `file` to `pdf` with the built
/// binary (the language applied here too, for the figures' formats).
void writeEnglishSheet(const QString &file, const QString &pdf)
{
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    const ProcessResult result =
        sheet({file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("en")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
}

// Issue 29, item 4: a build of two checkpoints prints both models, each with
// its conversations and speed, and the second model's serving command.
TEST(ConfigurationSheetModels, ListsEachModelWithItsConversationsSpeedAndCommand)
{
    const QTemporaryDir dir;
    const QString file = exampleFile("glm45air-glm47flash-2x-h200");
    const QString pdf = dir.filePath(QStringLiteral("models.pdf"));
    ASSERT_NO_FATAL_FAILURE(writeEnglishSheet(file, pdf));
    EXPECT_EQ(pageCount(pdf), ConfigurationSheet::kPages);
    QString flat = squeezed(pdfText(pdf));
    const BuildReport report =
        assess(BuildFile::read(file, Catalogue::builtIn().rules()), test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    ASSERT_EQ(report.instances.size(), 1);
    const InstanceReport &second = report.instances.first();
    const QuantityFormat format{QLocale()};
    EXPECT_TRUE(flat.contains(squeezed(QStringLiteral("Models on the same cards"))));
    for (const QString &expected :
         {second.instance.checkpoint,
          QStringLiteral("%1 of %2")
              .arg(format.integer(second.served), format.integer(second.figures().conversations)),
          format.number(second.figures().speed.decodeTokensPerSecondPerConversation, 1),
          QStringLiteral("%1 of %2")
              .arg(format.integer(report.served), format.integer(report.figures().conversations)),
          // A seat is a conversation of either model.
          QStringLiteral("cost per year / 12 / %1 conversations served")
              .arg(report.served + second.served)})
        EXPECT_TRUE(flat.contains(squeezed(expected))) << expected.toStdString();
    flat.remove(QLatin1Char('\\')); // the sheet continues the commands over lines
    const QString command = ServingCommand::vllm(second.build, second.figures(), second.number);
    EXPECT_TRUE(command.contains(QStringLiteral("--port 8001")));
    EXPECT_TRUE(flat.contains(squeezed(command))) << command.toStdString();
}

// ---- failures -----------------------------------------------------------------------------

class SheetFailureTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(dir.isValid()); }

    QString write(const QString &name, const QByteArray &data)
    {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(data);
        return file.fileName();
    }
    QStringList files() const
    {
        return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }

    QTemporaryDir dir;
};

TEST_F(SheetFailureTest, MalformedBuildGivesExitCodeTwoAndNoPdf)
{
    const QString build = write(QStringLiteral("broken.json"), "{ \"format\": 1, \"servers\": [");
    const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
    const ProcessResult result = sheet({build, QStringLiteral("-o"), pdf});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("broken.json"))) << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(pdf));
    EXPECT_EQ(files(), QStringList{QStringLiteral("broken.json")});
}

TEST_F(SheetFailureTest, BadFieldLeavesAnExistingPdfUnchanged)
{
    QByteArray data;
    {
        QFile example(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"));
        ASSERT_TRUE(example.open(QIODevice::ReadOnly));
        data = example.readAll();
    }
    data.replace("\"tp\": 4", "\"tp\": \"four\"");
    const QString build = write(QStringLiteral("bad.json"), data);
    const QString pdf = write(QStringLiteral("out.pdf"), "the previous sheet");
    const ProcessResult result = sheet({build, QStringLiteral("-o"), pdf});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("bad.json"))) << result.err.toStdString();
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), QByteArray("the previous sheet"));
    EXPECT_EQ(files(), (QStringList{QStringLiteral("bad.json"), QStringLiteral("out.pdf")}));
}

TEST_F(SheetFailureTest, BuildThatCannotBeEvaluatedGivesExitCodeTwo)
{
    QByteArray data;
    {
        QFile example(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"));
        ASSERT_TRUE(example.open(QIODevice::ReadOnly));
        data = example.readAll();
    }
    data.replace("nvidia/GLM-5.3-Flash-NVFP4", "nobody/no-such-checkpoint");
    const QString build = write(QStringLiteral("unknown.json"), data);
    const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
    const ProcessResult result = sheet({build, QStringLiteral("-o"), pdf});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_FALSE(QFile::exists(pdf));
}

TEST_F(SheetFailureTest, BadPriceListOrCostOptionGivesExitCodeTwoAndNoPdf)
{
    // A price list without its date, a price below zero; years of zero.
    const QString prices = write(QStringLiteral("prices.json"),
                                 R"({"currency": "EUR", "items": [{"id": "x", "price": -1}]})");
    const QString build = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
    for (const QStringList &options :
         {QStringList{QStringLiteral("--prices"), prices},
          QStringList{QStringLiteral("--years"), QStringLiteral("0")}}) {
        const ProcessResult result = sheet(QStringList{build, QStringLiteral("-o"), pdf} + options);
        EXPECT_EQ(result.exitCode, 2) << options.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(result.err.trimmed().count(QLatin1Char('\n')), 0) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(options.first() == QStringLiteral("--prices")
                                            ? QStringLiteral("prices.json")
                                            : QStringLiteral("--years")))
            << result.err.toStdString();
        EXPECT_FALSE(QFile::exists(pdf));
    }
}

TEST_F(SheetFailureTest, MissingOutputIsReported)
{
    const ProcessResult result = sheet({exampleFile("glm53flash-nvfp4-4x-rtx-tp4")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("-o"))) << result.err.toStdString();
}

} // namespace
} // namespace llmconf

namespace llmconf {
namespace {

TEST(ConfigurationSheetWrite, UnwritableFolderThrowsFormatErrorNamingTheFile)
{
    const Build build =
        BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), Catalogue::builtIn().rules());
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("missing/folder/sheet.pdf"));
    try {
        ConfigurationSheet::write(assess(build, test::inputs()), pdf);
        FAIL() << "no error for " << pdf.toStdString();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), pdf);
    }
    EXPECT_FALSE(QFile::exists(pdf));
}

// Issue 30: a card without TFLOPS has no speed on the sheet, but the
// reason; never a rate computed with 0 TFLOPS.
TEST(ConfigurationSheetWrite, ACardWithoutTflopsShowsTheSpeedUnknownWithTheReason)
{
    Catalogue catalogue = Catalogue::builtIn();
    Card card = *catalogue.card(QStringLiteral("rtx-pro-6000-se"));
    card.id = QStringLiteral("rtx-without-tflops");
    card.denseTflops = DenseTflops();
    catalogue.addCard(card);
    Build build =
        BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), Catalogue::builtIn().rules());
    for (Server &s : build.servers)
        for (QString &slot : s.slotCards)
            if (!slot.isEmpty())
                slot = card.id;
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    const BuildReport report = assess(build, test::inputs(catalogue));
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    const QString unknown = report.figures().speed.unknown;
    ASSERT_FALSE(unknown.isEmpty());
    ConfigurationSheet::write(report, pdf);
    const QString flat = squeezed(pdfText(pdf));
    EXPECT_TRUE(flat.contains(squeezed(QStringLiteral("The speed is unknown: "))))
        << flat.toStdString();
    EXPECT_TRUE(flat.contains(squeezed(QStringLiteral("states no dense TFLOPS"))))
        << flat.toStdString();
    EXPECT_FALSE(flat.contains(squeezed(QStringLiteral("x 0 TFLOPS")))) << flat.toStdString();
}

TEST(ConfigurationSheetWrite, WritesThreePagesInProcess)
{
    const Build build =
        BuildFile::read(exampleFile("glm53-fp8-8x-h200-tp8-dcp8"), Catalogue::builtIn().rules());
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    ConfigurationSheet::write(assess(build, test::inputs()), pdf);
    EXPECT_EQ(pageCount(pdf), ConfigurationSheet::kPages);
    // Nothing but the sheet in the folder: the temporary file was renamed.
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
              QStringList{QStringLiteral("sheet.pdf")});
}

TEST(ConfigurationSheetWrite, NamesTheCustomerAuthorAndProjectGivenOnTheCommandLine)
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    const ProcessResult r =
        run(QStringLiteral(LLMCONF_BINARY),
            {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("sheet"),
             exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), QStringLiteral("-o"), pdf,
             QStringLiteral("--customer"), QStringLiteral("Muster GmbH"),
             QStringLiteral("--author"), QStringLiteral("A. Beispiel"), QStringLiteral("--project"),
             QStringLiteral("Kundendienst")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString first = pdfText(pdf).section(QLatin1Char('\f'), 0, 0);
    for (const char *text : {"Muster GmbH", "A. Beispiel", "Kundendienst", "Kunde", "Projekt"})
        EXPECT_TRUE(first.contains(QString::fromUtf8(text))) << text;
    // The build file is not changed by the flags.
    EXPECT_TRUE(
        BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), Catalogue::builtIn().rules())
            .customer.isEmpty());
}

TEST(ConfigurationSheetWrite, AFullDiskKeepsTheOldSheetAndSaysSo)
{
    // Said in words, not Qt's "Unknown error"; the old PDF stays whole.
    const BuildReport report = assess(
        BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), Catalogue::builtIn().rules()),
        test::inputs());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    ConfigurationSheet::write(report, pdf);
    // A page of the PDF at a time: rendering takes a tenth of a second.
    const qint64 needed = test::expectEveryShortWriteRefused(
        pdf, [&] { ConfigurationSheet::write(report, pdf); }, 16411);
    EXPECT_GT(needed, 0);
    EXPECT_EQ(pageCount(pdf), ConfigurationSheet::kPages);
}

TEST(ConfigurationSheetWrite, OneUnbrokenHundredThousandCharacterFieldIsShortened)
{
    // Issue 17: laid out in full, one such field took 33 s; the sheet shows
    // its first 2,000 characters.
    Build build =
        BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), Catalogue::builtIn().rules());
    build.customer = QString(100000, QLatin1Char('x'));
    build.title = QString(100000, QLatin1Char('y'));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    ConfigurationSheet::write(assess(build, test::inputs()), pdf);
    // 2,000 characters of each in the title's type take pages of their own.
    EXPECT_GE(pageCount(pdf), ConfigurationSheet::kPages);
}

TEST(SheetExport, SuggestsTheBuildFilesNameOrItsTitle)
{
    Build build;
    build.title = QStringLiteral("GLM-5.3 FP8 on 8x H200 NVL, TP4 x PP2");
    EXPECT_EQ(SheetExport::suggestedFileName(build, QStringLiteral("/tmp/offer-42.json")),
              QStringLiteral("offer-42.pdf"));
    EXPECT_EQ(SheetExport::suggestedFileName(build, QString()),
              QStringLiteral("GLM-5.3-FP8-on-8x-H200-NVL-TP4-x-PP2.pdf"));
}

// ---- cost with a price list ---------------------------------------------------------------

TEST(ConfigurationSheetCost, PricedPartsListAndTotal)
{
    // Every part of the reference build has a price in the example list: the
    // sheet lists each part with its price and source, and the total.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString prices = QStringLiteral(LLMCONF_TEST_DATA "/prices/example-eur.json");
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    const QString file = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    // Euros set: the list's prices as they are (in English the language's
    // dollars would convert them).
    const ProcessResult result = sheet({file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"),
                                        QStringLiteral("en"), QStringLiteral("--prices"), prices,
                                        QStringLiteral("--currency"), QStringLiteral("EUR")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString flat = squeezed(pdfText(pdf));

    Build build = BuildFile::read(file, Catalogue::builtIn().rules());
    build.cost.currency = QStringLiteral("EUR");
    const Catalogue catalogue = BuildCatalogue::effective(Catalogue::builtIn(), build);
    const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(evaluation.ok());
    const PriceList list = PriceList::read(prices);
    const CostFigures cost = assess(build, test::inputs(catalogue, list)).cost;
    ASSERT_TRUE(cost.missingPrices.isEmpty());
    const MoneyFormat money{QLocale()};
    double sum = 0;
    for (const CostLine &line : cost.parts) {
        // Quantity x the list's price, as the sheet prints it.
        const PriceItem *item = list.item(line.id);
        ASSERT_TRUE(item) << line.id.toStdString();
        sum += line.quantity * item->price;
        EXPECT_TRUE(flat.contains(squeezed(line.part))) << line.part.toStdString();
        EXPECT_TRUE(flat.contains(money.money(item->price, QStringLiteral("EUR"), 0)))
            << line.id.toStdString();
    }
    ASSERT_TRUE(cost.priceTotal);
    EXPECT_DOUBLE_EQ(*cost.priceTotal, sum);
    // With -layout the total's row is one line: its label, then the sum.
    bool totalRow = false;
    for (const QString &line : pdfText(pdf, true).split(QLatin1Char('\n')))
        if (line.contains(QLatin1String("Purchase price")) &&
            line.contains(money.money(sum, QStringLiteral("EUR"), 0)))
            totalRow = true;
    EXPECT_TRUE(totalRow) << pdfText(pdf, true).toStdString();
    EXPECT_TRUE(flat.contains(squeezed(list.items().first().source.text())));
    EXPECT_TRUE(flat.contains(money.money(*cost.costPerYear, QStringLiteral("EUR"), 0)));
    EXPECT_TRUE(flat.contains(squeezed(QStringLiteral("Depreciation over 3 years."))));
    // The euro default per kWh: its value to the last decimal, source and date.
    const KwhTariff *tariff = CostDefaults::builtIn().kwhTariff(QStringLiteral("EUR"));
    ASSERT_TRUE(tariff);
    EXPECT_TRUE(flat.contains(
        squeezed(money.money(tariff->price, QStringLiteral("EUR"), MoneyFormat::kKwhDecimals))));
    EXPECT_TRUE(flat.contains(squeezed(tariff->source.text()))) << flat.toStdString();
    EXPECT_TRUE(flat.contains(squeezed(QuantityFormat(QLocale()).date(tariff->date))));
}

// A split whose prefill pool runs on a card type of its own: a GPU row per
// type with its count, the cards' power per type, a layout row per pool.
TEST(ConfigurationSheetPools, ListsEachCardTypeAndEachPoolsLayout)
{
    const QTemporaryDir dir;
    const QString file = exampleFile("glm45air-split-rtx-prefill-h200-decode");
    const QString pdf = dir.filePath(QStringLiteral("pools.pdf"));
    ASSERT_NO_FATAL_FAILURE(writeEnglishSheet(file, pdf));
    const QString flat = squeezed(pdfText(pdf));
    const Build build = BuildFile::read(file, Catalogue::builtIn().rules());
    const BuildReport report = assess(build, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    const Figures &f = report.figures();
    ASSERT_TRUE(f.prefillOnOwnCard());
    const QuantityFormat format{QLocale()};

    const Server::CardTypes types = build.servers.first().cardTypes();
    ASSERT_EQ(types.size(), 2);
    for (const auto &[id, count] : types) {
        const Card &card = *Catalogue::builtIn().card(id);
        // "NVIDIA H200 NVL, 141 GB HBM3e, 600 W | 4 | 4" (one server)
        const QString row = QStringLiteral("%1, %2 %3, %4 %5 %5")
                                .arg(card.name, format.gb(card.nominalMemory),
                                     card.memoryType.text(), format.watts(card.maxPower()))
                                .arg(count);
        EXPECT_TRUE(flat.contains(squeezed(row))) << row.toStdString();
    }
    const PrefillPoolFigures &pool = f.prefillPool;
    const QString power = QStringLiteral("%1 x %2 + %3 x %4 = %5")
                              .arg(f.cards - pool.cards)
                              .arg(format.watts(f.cardPowerEach))
                              .arg(pool.cards)
                              .arg(format.watts(pool.cardPowerEach), format.watts(f.cardsPower));
    EXPECT_TRUE(flat.contains(squeezed(power))) << power.toStdString();
    EXPECT_DOUBLE_EQ(f.cardsPower.value(), (f.cards - pool.cards) * f.cardPowerEach.value() +
                                               pool.cards * pool.cardPowerEach.value());

    // Layout rows: "Prefill 2 1 on 1 1 2 2 ..." and "Decode ...".
    const Layout &l = build.layout;
    const auto poolRow = [](const QString &name, const Layout &p, int cardsPerCopy) {
        return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
            .arg(name)
            .arg(p.tp)
            .arg(p.pp)
            .arg(p.ep ? QStringLiteral("on") : QStringLiteral("off"))
            .arg(p.dcp)
            .arg(p.dp)
            .arg(p.copies)
            .arg(cardsPerCopy);
    };
    for (const QString &row :
         {poolRow(QStringLiteral("Prefill"), l.prefillPool(), pool.cardsPerCopy),
          poolRow(QStringLiteral("Decode"), l.decodePool(), f.cardsPerCopy)})
        EXPECT_TRUE(flat.contains(squeezed(row))) << row.toStdString();
}

} // namespace
} // namespace llmconf
