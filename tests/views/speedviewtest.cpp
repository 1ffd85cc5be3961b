// SPDX-License-Identifier: MIT
// Speed in the real window, offscreen: the speed settings typed with key
// events, the tile and the speed chart following, undo restoring both.
#include "assessment.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "buildpanel.h"
#include "catalogue.h"
#include "chartstyle.h"
#include "headlinefigures.h"
#include "language.h"
#include "mainwindow.h"
#include "quantityformat.h"
#include "sizingengine.h"
#include "speedchart.h"
#include "speedcurve.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QMap>
#include <QMenuBar>
#include <QScatterSeries>
#include <QSpinBox>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

namespace {

/// Selects the field's text and types `text`, then Return, as a user does.
void type(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QKeyEvent selectAll(QEvent::KeyPress, Qt::Key_A, Qt::ControlModifier);
    QApplication::sendEvent(box, &selectAll);
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
        QApplication::sendEvent(box, &press);
    }
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    QApplication::sendEvent(box, &enter);
    QApplication::processEvents();
}

/// The label the panel's form gives `box`; null without one.
QLabel *labelOf(QWidget *box)
{
    auto *form = qobject_cast<QFormLayout *>(box->parentWidget()->layout());
    return form ? qobject_cast<QLabel *>(form->labelForField(box)) : nullptr;
}

struct SpeedWindow : ::testing::Test
{
    const Catalogue &catalogue = Catalogue::builtIn();
    MainWindow window{test::inputs(catalogue)};
    BuildDocument *document = window.document();
    BuildPanel *panel = window.buildPanel();

    void SetUp() override
    {
        window.resize(1500, 950);
        window.show();
        QApplication::processEvents();
    }

    /// The curve the model computes for the document's build now.
    SpeedCurve expectedCurve() const
    {
        return SpeedCurve::of(document->build(), document->evaluation().figures,
                              catalogue.rules().speed);
    }

    QList<QPointF> expectedPoints() const
    {
        const SpeedCurve curve = expectedCurve();
        QList<QPointF> points;
        for (qsizetype i = 0; i < curve.conversations.size(); ++i)
            points.append(QPointF(curve.conversations[i], curve.tokensPerSecond[i]));
        return points;
    }

    QString expectedTile() const
    {
        const double tps =
            document->evaluation().figures.speed.decodeTokensPerSecondPerConversation;
        return QuantityFormat().number(tps, tps < 100 ? 1 : 0);
    }
};

} // namespace

TEST_F(SpeedWindow, TheTileShowsTheSpeedServedConversationsAndTheFormula)
{
    const Figures &f = document->evaluation().figures;
    ASSERT_TRUE(f.speed.estimated);
    HeadlineFigures *figures = window.headlineFigures();
    EXPECT_EQ(figures->speedText(), expectedTile());
    const SpeedFormulas formulas(document->build(), f, catalogue.rules().speed, QuantityFormat());
    EXPECT_TRUE(
        figures->speedDetail().contains(QuantityFormat().integer(f.speed.servedConversations)))
        << figures->speedDetail().toStdString();
    EXPECT_TRUE(figures->speedDetail().contains(SpeedFormulas::bindingName(f.speed.bindingLimit)));
    // The estimate, then each target asked with its margin.
    EXPECT_TRUE(figures->speedToolTip().startsWith(formulas.decodeExplained()));
    EXPECT_TRUE(figures->speedToolTip().endsWith(
        formulas.targetMargins(document->report().serviceTargets())));
    for (const char *term : {"Roofline estimate", "Weights read", "Cache read", "Compute",
                             "Communication", "limited by"})
        EXPECT_TRUE(figures->speedToolTip().contains(QLatin1String(term))) << term;
}

TEST_F(SpeedWindow, TheChartDrawsTheCurveAndBothLimits)
{
    SpeedChart *chart = window.speedChart();
    EXPECT_EQ(window.chartViews().size(), 4);
    EXPECT_EQ(window.chartViews().at(3)->chart(), chart->chart());
    EXPECT_EQ(chart->curve()->points(), expectedPoints());
    const Figures &f = document->evaluation().figures;
    // The memory limit a vertical line, the speed target a horizontal one.
    ASSERT_EQ(chart->memoryLimit()->count(), 2);
    EXPECT_EQ(chart->memoryLimit()->at(0).x(), f.conversations);
    EXPECT_EQ(chart->memoryLimit()->at(1).x(), f.conversations);
    ASSERT_EQ(chart->speedTarget()->count(), 2);
    EXPECT_EQ(chart->speedTarget()->at(0).y(), document->build().speedTarget);
    EXPECT_EQ(chart->speedTarget()->at(1).y(), document->build().speedTarget);
    ASSERT_EQ(chart->marker()->count(), 1);
    EXPECT_EQ(chart->marker()->at(0),
              QPointF(f.speed.activeConversations, f.speed.decodeTokensPerSecondPerConversation));
}

TEST_F(SpeedWindow, TypingTheSpeedTargetMovesTheLineAndUndoRestoresIt)
{
    const Build before = document->build();
    const QList<QPointF> target = window.speedChart()->speedTarget()->points();
    type(panel->speedTargetBox(), QStringLiteral("35"));
    EXPECT_DOUBLE_EQ(document->build().speedTarget, 35.0);
    EXPECT_EQ(window.speedChart()->speedTarget()->at(0).y(), 35.0);
    EXPECT_TRUE(window.headlineFigures()->speedDetail().contains(QStringLiteral("35")))
        << window.headlineFigures()->speedDetail().toStdString();
    EXPECT_EQ(document->undoStack()->undoText(), QStringLiteral("Set speed target"));
    document->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(document->build(), before);
    EXPECT_EQ(window.speedChart()->speedTarget()->points(), target);
    EXPECT_DOUBLE_EQ(panel->speedTargetBox()->value(), before.speedTarget);
}

TEST_F(SpeedWindow, TypingAFirstTokenTargetLowersTheServedAndUndoRestoresIt)
{
    const Build before = document->build();
    const int served = document->report().served;
    const int copies = document->evaluation().figures.copies;
    ASSERT_GT(served / copies, 1);
    EXPECT_EQ(panel->ttftTargetBox()->value(), 0);
    EXPECT_EQ(panel->ttftTargetBox()->text(), panel->ttftTargetBox()->specialValueText());
    // The first token at half the served conversations per copy, in whole
    // milliseconds: fewer conversations get it than are served now.
    Build half = before;
    half.activeConversations = served / copies / 2 * copies;
    const int ms = int(std::ceil(inMilliseconds(
        SizingEngine::evaluate(half, document->catalogue()).figures.speed.timeToFirstToken)));
    type(panel->ttftTargetBox(), QString::number(ms));
    EXPECT_EQ(document->build().ttftTarget, milliseconds(ms));
    EXPECT_EQ(document->undoStack()->undoText(), QStringLiteral("Set first-token target"));
    Build asked = before;
    asked.ttftTarget = milliseconds(ms);
    const BuildReport expected = assess(asked, test::inputs(catalogue));
    EXPECT_LT(expected.served, served);
    EXPECT_EQ(expected.binding(), BindingLimit::FirstToken);
    EXPECT_EQ(window.headlineFigures()->conversationsText(),
              QuantityFormat().integer(expected.served));
    EXPECT_TRUE(window.headlineFigures()->conversationsToolTip().contains(
        SpeedFormulas::binding(BindingLimit::FirstToken)));
    EXPECT_TRUE(window.headlineFigures()->verdictToolTip().contains(
        SpeedFormulas::binding(BindingLimit::FirstToken)))
        << window.headlineFigures()->verdictToolTip().toStdString();
    // The 95th percentile's box edits its own target.
    type(panel->ttftP95TargetBox(), QString::number(4 * ms));
    EXPECT_EQ(document->build().ttftP95Target, milliseconds(4 * ms));
    document->undoStack()->undo();
    document->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(document->build(), before);
    EXPECT_EQ(panel->ttftTargetBox()->value(), 0);
    EXPECT_EQ(panel->ttftP95TargetBox()->value(), 0);
    EXPECT_EQ(window.headlineFigures()->conversationsText(), QuantityFormat().integer(served));
}

TEST_F(SpeedWindow, TheFirstTokenFieldsHaveShortcutsNoOtherFieldUses)
{
    // Each label's mnemonic in the panel, and the menus' (Alt+F is File).
    QMap<QChar, int> uses;
    for (const QLabel *label : panel->findChildren<QLabel *>())
        if (label->buddy()) {
            const qsizetype amp = label->text().indexOf(QLatin1Char('&'));
            if (amp >= 0 && amp + 1 < label->text().size())
                ++uses[label->text().at(amp + 1).toLower()];
        }
    for (const QAction *menu : window.menuBar()->actions()) {
        const qsizetype amp = menu->text().indexOf(QLatin1Char('&'));
        if (amp >= 0 && amp + 1 < menu->text().size())
            ++uses[menu->text().at(amp + 1).toLower()];
    }
    ASSERT_TRUE(uses.contains(QLatin1Char('f'))) << "the File menu's Alt+F";
    for (QSpinBox *box : {panel->ttftTargetBox(), panel->ttftP95TargetBox()}) {
        const QLabel *label = labelOf(box);
        ASSERT_NE(label, nullptr);
        const qsizetype amp = label->text().indexOf(QLatin1Char('&'));
        ASSERT_GE(amp, 0) << label->text().toStdString();
        EXPECT_EQ(uses.value(label->text().at(amp + 1).toLower()), 1)
            << label->text().toStdString();
        // The shortcut reaches the field from anywhere in the window.
        panel->promptTokensBox()->setFocus();
        const QChar key = label->text().at(amp + 1).toUpper();
        QKeyEvent alt(QEvent::KeyPress, key.unicode(), Qt::AltModifier, QString(key));
        QApplication::sendEvent(panel->promptTokensBox(), &alt);
        QApplication::processEvents();
        EXPECT_TRUE(box->hasFocus()) << label->text().toStdString();
    }
}

TEST_F(SpeedWindow, TypingALongerPromptSlowsTheTileAndTheCurveUndoRestoresThem)
{
    const Build before = document->build();
    const QString tile = window.headlineFigures()->speedText();
    const QList<QPointF> curve = window.speedChart()->curve()->points();
    type(panel->promptTokensBox(), QStringLiteral("16384"));
    EXPECT_EQ(document->build().promptTokens, 16384);
    // A longer context: more cache read per step, so each conversation is slower.
    EXPECT_EQ(window.headlineFigures()->speedText(), expectedTile());
    EXPECT_NE(window.headlineFigures()->speedText(), tile);
    EXPECT_EQ(window.speedChart()->curve()->points(), expectedPoints());
    EXPECT_LT(window.speedChart()->curve()->points().first().y(), curve.first().y());
    document->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(document->build(), before);
    EXPECT_EQ(window.headlineFigures()->speedText(), tile);
    EXPECT_EQ(window.speedChart()->curve()->points(), curve);
    EXPECT_EQ(panel->promptTokensBox()->value(), before.promptTokens);
}

TEST_F(SpeedWindow, ArrowKeysSetTheActiveConversationsAndMoveTheMarker)
{
    QSpinBox *active = panel->activeConversationsBox();
    EXPECT_EQ(active->value(), 0);
    EXPECT_EQ(active->text(), active->specialValueText()); // as many as fit
    active->setFocus();
    for (int i = 0; i < 3; ++i) {
        QKeyEvent up(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier);
        QApplication::sendEvent(active, &up);
    }
    QApplication::processEvents();
    EXPECT_EQ(document->build().activeConversations, 3);
    EXPECT_EQ(window.speedChart()->marker()->at(0).x(), 3);
    // Three steps of one value are one undo step.
    EXPECT_EQ(document->undoStack()->count(), 1);
    document->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(document->build().activeConversations, 0);
    EXPECT_EQ(window.speedChart()->marker()->at(0).x(),
              document->evaluation().figures.conversations);
}

TEST_F(SpeedWindow, EverySpeedFieldHasALabelWithAShortcutAndATooltip)
{
    for (QAbstractSpinBox *box : std::initializer_list<QAbstractSpinBox *>{
             panel->promptTokensBox(), panel->answerTokensBox(), panel->activeConversationsBox(),
             panel->speedTargetBox(), panel->ttftTargetBox(), panel->ttftP95TargetBox()}) {
        EXPECT_FALSE(box->toolTip().isEmpty());
        const QLabel *label = labelOf(box);
        ASSERT_NE(label, nullptr);
        EXPECT_EQ(label->buddy(), box);
        EXPECT_TRUE(label->text().contains(QLatin1Char('&'))) << label->text().toStdString();
    }
}

TEST_F(SpeedWindow, ABuildThatCannotBeEvaluatedEmptiesTheChart)
{
    document->reset(Build());
    QApplication::processEvents();
    EXPECT_TRUE(window.speedChart()->curve()->points().isEmpty());
    EXPECT_TRUE(window.speedChart()->speedTarget()->points().isEmpty());
    EXPECT_TRUE(
        ChartStyle::fullTitle(window.speedChart()->chart()).contains(document->evaluation().error));
}

TEST_F(SpeedWindow, ASwitchToGermanTranslatesTheSpeedChartTileAndFields)
{
    ASSERT_TRUE(Language::apply(QStringLiteral("de")));
    QApplication::processEvents();
    EXPECT_EQ(ChartStyle::fullTitle(window.speedChart()->chart()),
              QStringLiteral("Tempo nach Gesprächen"));
    // "Grenze: Speicher" or "Grenze: Tempo": the default build's TP4 all-reduces
    // over PCIe (GLM-5.3-Flash's hidden_size 4096) make it the speed target.
    EXPECT_TRUE(window.headlineFigures()->speedDetail().contains(QStringLiteral("Grenze")))
        << window.headlineFigures()->speedDetail().toStdString();
    EXPECT_TRUE(
        window.headlineFigures()->speedToolTip().contains(QStringLiteral("Roofline-Schätzung")));
    EXPECT_TRUE(panel->speedTargetBox()->suffix().contains(QStringLiteral("Token/s")));
    // Decimal comma in the tile's value.
    EXPECT_TRUE(window.headlineFigures()->speedText().contains(QLatin1Char(',')))
        << window.headlineFigures()->speedText().toStdString();
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    QApplication::processEvents();
    EXPECT_EQ(ChartStyle::fullTitle(window.speedChart()->chart()),
              QStringLiteral("Speed vs conversations"));
}
