// SPDX-License-Identifier: MIT
// `llm-configurator evaluate`'s Speed section: each figure with its formula,
// the numbers those of the engine and SpeedFormulas for the same build.
#include "buildassembler.h"
#include "catalogue.h"
#include "commandrun.h"
#include "quantityformat.h"
#include "sizingengine.h"
#include "speedformulas.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

TEST(EvaluateCommand, SpeedSectionWritesEachFigureWithItsFormula)
{
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), QStringLiteral("--lang"), QStringLiteral("en"),
                    QStringLiteral("--prompt-tokens"), QStringLiteral("4096"),
                    QStringLiteral("--speed-target"), QStringLiteral("25")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.promptTokens = 4096;
    build.speedTarget = 25;
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    const SpeedFormulas formulas(build, e.figures, Catalogue::builtIn().rules().speed,
                                 QuantityFormat(QLocale(QLocale::English)));
    const qsizetype section = r.out.indexOf(QStringLiteral("\nSpeed (roofline estimate)\n"));
    ASSERT_GE(section, 0) << r.out.toStdString();
    const QString speed = r.out.mid(section);
    for (const QString &formula :
         {formulas.assumptions(), formulas.weightsRead(), formulas.cacheRead(),
          formulas.memoryTime(), formulas.computeTime(), formulas.communication(),
          formulas.stepTime(), formulas.decode(), formulas.timeToFirstToken(),
          formulas.atSpeedTarget(), formulas.served()})
        EXPECT_TRUE(speed.contains(formula)) << formula.toStdString() << "\n"
                                             << r.out.toStdString();
    // The plural comes from the English translation, which this process lacks.
    EXPECT_TRUE(speed.contains(QStringLiteral("/ 4 cards = "))) << speed.toStdString();
    EXPECT_TRUE(speed.contains(QStringLiteral("4,096 + 512 tokens")));
    EXPECT_TRUE(speed.contains(QStringLiteral("25 tokens/s")));
    EXPECT_TRUE(
        speed.contains(formulas.rate(e.figures.speed.decodeTokensPerSecondPerConversation)));
}

TEST(EvaluateCommand, GermanSpeedSectionSpeaksGerman)
{
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Tempo (Roofline-Schätzung)")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Token/s je Gespräch")));
    // The binding limit in German, whichever of the two binds the default build.
    const Build build = BuildAssembler::reference(Catalogue::builtIn());
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    EXPECT_TRUE(r.out.contains(e.figures.speed.bindingLimit == BindingLimit::Speed
                                   ? QStringLiteral("die Tempogrenze bestimmt")
                                   : QStringLiteral("die Speichergrenze bestimmt")));
}
