// SPDX-License-Identifier: MIT
// Comparison sheets written by the built binary (`compare ... -o OUT.pdf`) for
// the sources' presets and for build files, read back with pdftotext and
// pdfinfo: every build's conversations and the ratios BuildComparison
// computes, formatted for the language, must be on the four pages.
#include "comparisonsheet.h"
#include "buildcomparison.h"
#include "buildfile.h"
#include "catalogue.h"
#include "comparisonpresets.h"
#include "examplefile.h"
#include "formaterror.h"
#include "language.h"
#include "pdfreading.h"
#include "quantityformat.h"
#include "testinputs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace llmconf {
using test::exampleFile;
namespace {

ProcessResult compare(const QStringList &arguments)
{
    return run(QStringLiteral(LLMCONF_BINARY), QStringList{QStringLiteral("compare")} + arguments);
}

const QString kLanguages[] = {QStringLiteral("en"), QStringLiteral("de")};

/// Writes the sheet with `arguments` in `language` and checks it against the
/// comparison of `builds` as the model computes it.
void expectSheetOf(const QList<Build> &builds, const QStringList &arguments,
                   const QString &language, const QString &what)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("comparison.pdf"));
    const ProcessResult result = compare(
        arguments + QStringList{QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    ASSERT_EQ(result.exitCode, 0) << what.toStdString() << ": " << result.err.toStdString();
    ASSERT_TRUE(QFile::exists(pdf)) << what.toStdString();
    EXPECT_EQ(pageCount(pdf), ComparisonSheet::kPages) << what.toStdString();

    ASSERT_TRUE(Language::apply(language));
    const BuildComparison comparison(builds, test::inputs());
    const QString flat = squeezed(pdfText(pdf));
    const auto expectOnSheet = [&](const QString &expected, const QString &field) {
        EXPECT_TRUE(flat.contains(squeezed(expected)))
            << field.toStdString() << ": \"" << expected.toStdString() << "\" not on the sheet of "
            << what.toStdString() << " (" << language.toStdString() << ")";
    };
    for (int i = 0; i < comparison.size(); ++i)
        expectOnSheet(comparison.builds()[i].title, QStringLiteral("title"));
    for (const QString &key :
         {QStringLiteral("conversations"), QStringLiteral("wallPower"),
          QStringLiteral("freePerCard"), QStringLiteral("cards"),
          QStringLiteral("decodeTokensPerSecondPerConversation"),
          QStringLiteral("outputTokensPerSecond"), QStringLiteral("timeToFirstTokenSeconds"),
          QStringLiteral("conversationsAtSpeedTarget"), QStringLiteral("bindingLimit"),
          QStringLiteral("priceTotal"), QStringLiteral("energyKWhPerYear"),
          QStringLiteral("costPerMillionOutputTokens"), QStringLiteral("kWhPerMillionOutputTokens"),
          QStringLiteral("co2KgPerYear"), QStringLiteral("co2KgPerMillionOutputTokens")}) {
        const ComparisonRow *row = comparison.row(key);
        ASSERT_NE(row, nullptr) << key.toStdString();
        for (int i = 0; i < comparison.size(); ++i) {
            expectOnSheet(row->texts[i], key);
            if (i > 0 && !row->ratioTexts[i].isEmpty())
                expectOnSheet(row->ratioTexts[i], key + QStringLiteral(" ratio"));
        }
    }
    // The speed and cost sections with their assumptions.
    const bool german = language == QStringLiteral("de");
    expectOnSheet(german ? QStringLiteral("Tempo im Vergleich")
                         : QStringLiteral("Speed side by side"),
                  QStringLiteral("speed heading"));
    expectOnSheet(german ? QStringLiteral("Kosten im Vergleich")
                         : QStringLiteral("Cost side by side"),
                  QStringLiteral("cost heading"));
    const SpeedFigures &speed = comparison.builds().first().report.evaluation.figures.speed;
    expectOnSheet(QuantityFormat(QLocale()).integer(speed.promptTokens),
                  QStringLiteral("prompt tokens"));
    for (const DifferingAdvice &d : comparison.differingAdvice())
        for (int i = 0; i < comparison.size(); ++i)
            if (d.appliesTo(i))
                expectOnSheet(d.items[i]->text, QStringLiteral("advice ") + d.code);
    Language::apply(QStringLiteral("en"));
}

TEST(ComparisonSheet, PresetsAsPdf)
{
    for (const QString &language : kLanguages) {
        // Preset titles are translated: make them in the sheet's language.
        ASSERT_TRUE(Language::apply(language));
        const QList<ComparisonPreset> presets = ComparisonPresets::all(Catalogue::builtIn());
        ASSERT_EQ(presets.size(), ComparisonPresets::ids().size());
        for (const ComparisonPreset &preset : presets)
            expectSheetOf(preset.builds, {QStringLiteral("--preset"), preset.id}, language,
                          preset.id);
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

TEST(ComparisonSheet, BuildFilesAsPdf)
{
    const QStringList files{exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
                            exampleFile("glm53flash-fp8-4x-h200-tp4")};
    QList<Build> builds;
    for (const QString &file : files)
        builds.append(BuildFile::read(file, Catalogue::builtIn().rules()));
    for (const QString &language : kLanguages)
        expectSheetOf(builds, files, language, QStringLiteral("two files"));
}

TEST(ComparisonSheet, FourBuildsFitThreePages)
{
    const QStringList files{exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
                            exampleFile("glm53flash-fp8-4x-h200-tp4"),
                            exampleFile("glm53flash-nvfp4-8x-rtx-2x-tp4"),
                            exampleFile("glm53flash-nvfp4-4x-rtx-tp4-450w")};
    QList<Build> builds;
    for (const QString &file : files)
        builds.append(BuildFile::read(file, Catalogue::builtIn().rules()));
    expectSheetOf(builds, files, QStringLiteral("en"), QStringLiteral("four files"));
}

class ComparisonSheetFailure : public ::testing::Test
{
protected:
    QString write(const QString &name, const QByteArray &data) const
    {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(data);
        return file.fileName();
    }
    QByteArray exampleData(const QString &name) const
    {
        QFile file(exampleFile(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return file.readAll();
    }
    QStringList files() const
    {
        return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }
    /// Runs the command and expects exit code 2, one line on stderr and no PDF.
    void expectRefused(const QStringList &arguments, const QString &named)
    {
        const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
        const QStringList before = files();
        const ProcessResult result = compare(arguments + QStringList{QStringLiteral("-o"), pdf});
        EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
        EXPECT_EQ(result.err.trimmed().count(QLatin1Char('\n')), 0) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(named)) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
        EXPECT_FALSE(QFile::exists(pdf));
        EXPECT_EQ(files(), before);
    }

    QTemporaryDir dir;
};

TEST_F(ComparisonSheetFailure, MalformedBuildFile)
{
    const QString broken = write(QStringLiteral("broken.json"), "{ \"format\": 1, \"servers\": [");
    expectRefused({exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), broken},
                  QStringLiteral("broken.json"));
}

TEST_F(ComparisonSheetFailure, BadField)
{
    QByteArray data = exampleData(QStringLiteral("glm53flash-nvfp4-4x-rtx-tp4"));
    data.replace("\"tp\": 4", "\"tp\": \"four\"");
    const QString bad = write(QStringLiteral("bad.json"), data);
    expectRefused({bad, exampleFile("glm53flash-fp8-4x-h200-tp4")}, QStringLiteral("bad.json"));
}

TEST_F(ComparisonSheetFailure, BuildThatCannotBeEvaluated)
{
    QByteArray data = exampleData(QStringLiteral("glm53flash-nvfp4-4x-rtx-tp4"));
    data.replace("nvidia/GLM-5.3-Flash-NVFP4", "nobody/no-such-checkpoint");
    const QString unknown = write(QStringLiteral("unknown.json"), data);
    expectRefused({exampleFile("glm53flash-fp8-4x-h200-tp4"), unknown},
                  QStringLiteral("unknown.json"));
}

TEST_F(ComparisonSheetFailure, OneBuildOnly)
{
    expectRefused({exampleFile("glm53flash-fp8-4x-h200-tp4")}, QStringLiteral("compare"));
}

TEST_F(ComparisonSheetFailure, UnknownPreset)
{
    expectRefused({QStringLiteral("--preset"), QStringLiteral("no-such-preset")},
                  ComparisonPresets::ids().first());
}

TEST_F(ComparisonSheetFailure, ExistingPdfStaysUnchanged)
{
    const QString pdf = write(QStringLiteral("out.pdf"), "the previous sheet");
    const QString broken = write(QStringLiteral("broken.json"), "{");
    const ProcessResult result =
        compare({exampleFile("glm53flash-fp8-4x-h200-tp4"), broken, QStringLiteral("-o"), pdf});
    EXPECT_EQ(result.exitCode, 2);
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), QByteArray("the previous sheet"));
    EXPECT_EQ(files(), (QStringList{QStringLiteral("broken.json"), QStringLiteral("out.pdf")}));
}

TEST(ComparisonSheetWrite, OneBuildThrowsFormatError)
{
    const QList<Build> one{
        BuildFile::read(exampleFile("glm53flash-fp8-4x-h200-tp4"), Catalogue::builtIn().rules())};
    EXPECT_THROW(
        ComparisonSheet::pdf(BuildComparison(one, test::inputs()), QStringLiteral("x.pdf")),
        FormatError);
}

TEST(ComparisonSheetWrite, UnwritableFolderThrowsFormatErrorNamingTheFile)
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("missing/folder/comparison.pdf"));
    const ComparisonPreset preset = ComparisonPresets::all(Catalogue::builtIn()).first();
    try {
        ComparisonSheet::write(BuildComparison(preset.builds, test::inputs()), pdf);
        ADD_FAILURE() << "no FormatError";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), pdf);
    }
    EXPECT_FALSE(QFile::exists(pdf));
}

} // namespace
} // namespace llmconf
