// SPDX-License-Identifier: MIT
// The vLLM-profile cache basis in the window: chosen with the keyboard where
// the basis is chosen today; the headline tooltips then carry its terms.
#include "builddocument.h"
#include "buildpanel.h"
#include "catalogue.h"
#include "editbuild.h"
#include "figureformulas.h"
#include "mainwindow.h"
#include "sizingengine.h"
#include "testinputs.h"
#include "vllmmemoryprofile.h"
#include "vllmversionprofile.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
/// The build panel's cache-basis box: the one that offers the vLLM profile.
QComboBox *cacheBasisBox(BuildPanel *panel)
{
    for (QComboBox *box : panel->findChildren<QComboBox *>())
        if (box->findData(int(CacheBasis::Vllm)) >= 0)
            return box;
    return nullptr;
}
} // namespace

TEST(WindowCacheBasis, TheVllmProfileIsChosenByKeyboardAndItsTermsAreShown)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    MainWindow window{test::inputs(catalogue)};
    window.resize(1500, 950);
    window.show();
    QApplication::processEvents();
    QComboBox *box = cacheBasisBox(window.buildPanel());
    ASSERT_TRUE(box);
    EXPECT_FALSE(
        box->itemData(box->findData(int(CacheBasis::Vllm)), Qt::ToolTipRole).toString().isEmpty());

    // Down from the current basis until the vLLM profile, as a user would.
    box->setFocus();
    const int target = box->findData(int(CacheBasis::Vllm));
    while (box->currentIndex() < target) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Down, Qt::NoModifier);
        QApplication::sendEvent(box, &press);
    }
    QApplication::processEvents();
    const Build &build = window.document()->build();
    EXPECT_EQ(build.cacheBasis, CacheBasis::Vllm);
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(e.ok());
    ASSERT_TRUE(e.figures.vllm.active);

    // Some headline label carries the profile's terms in its tooltip.
    bool shown = false;
    for (const QWidget *w : window.findChildren<QWidget *>())
        shown = shown || w->toolTip().contains(QStringLiteral("requested"));
    EXPECT_TRUE(shown);

    // Each key press was one edit: one undo step goes back to the basis before.
    window.document()->undoStack()->undo();
    EXPECT_EQ(window.document()->build().cacheBasis, CacheBasis::Config);

    if (const QByteArray dir = qgetenv("LLMCONF_SHOT_DIR"); !dir.isEmpty()) {
        window.document()->undoStack()->redo();
        QApplication::processEvents();
        window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/vllm-basis.png"));
    }
}

TEST(WindowCacheBasis, TheVllmVersionIsAnUndoableChoiceOfTheVllmBasisOnly)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    MainWindow window{test::inputs(catalogue)};
    window.resize(1500, 950);
    window.show();
    QApplication::processEvents();
    QComboBox *version = window.buildPanel()->vllmVersionBox();
    ASSERT_TRUE(version);
    // Hidden under the sources' rule, shown once the basis is vLLM's.
    EXPECT_NE(window.document()->build().cacheBasis, CacheBasis::Vllm);
    EXPECT_FALSE(version->isVisible());
    window.document()->undoStack()->push(
        new EditBuild(window.document(), QStringLiteral("basis"),
                      [](Build &b) { b.cacheBasis = CacheBasis::Vllm; }));
    QApplication::processEvents();
    EXPECT_TRUE(version->isVisible());
    // The first entry is the catalogue's current release, named as such.
    EXPECT_TRUE(version->itemText(0).contains(VllmVersionProfile::current().text()));

    // Choosing 0.10 by keyboard is one edit of the build's version.
    const int target = version->findData(QStringLiteral("0.10"));
    ASSERT_GE(target, 0);
    version->setFocus();
    version->setCurrentIndex(target - 1);
    QKeyEvent press(QEvent::KeyPress, Qt::Key_Down, Qt::NoModifier);
    QApplication::sendEvent(version, &press);
    QApplication::processEvents();
    EXPECT_EQ(window.document()->build().vllmVersion, (VllmVersion{0, 10}));
    window.document()->undoStack()->undo();
    EXPECT_TRUE(window.document()->build().vllmVersion.isCurrent());
}

TEST(WindowCacheBasis, EagerIsACheckBoxOfOneUndoableStep)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    MainWindow window{test::inputs(catalogue)};
    window.resize(1500, 950);
    window.show();
    QApplication::processEvents();
    // On the vLLM basis of 0.20 the graphs' estimate is charged.
    window.document()->undoStack()->push(
        new EditBuild(window.document(), QStringLiteral("basis"), [](Build &b) {
            b.cacheBasis = CacheBasis::Vllm;
            b.vllmVersion = VllmVersion{0, 20};
        }));
    QApplication::processEvents();
    QCheckBox *eager = window.buildPanel()->eagerBox();
    ASSERT_TRUE(eager);
    EXPECT_TRUE(eager->isVisible());
    EXPECT_FALSE(eager->isChecked());
    EXPECT_EQ(eager->text().remove(QLatin1Char('&')), QStringLiteral("Eager (no CUDA graphs)"));
    EXPECT_TRUE(eager->toolTip().contains(QStringLiteral("--enforce-eager")));
    const Bytes before =
        SizingEngine::evaluate(window.document()->build(), catalogue).figures.freePerCard;
    const int steps = window.document()->undoStack()->count();

    // A real click on the box is one edit of the build.
    window.buildPanel()->ensureWidgetVisible(eager);
    QApplication::processEvents();
    QStyleOptionButton option;
    option.initFrom(eager);
    const QPoint indicator =
        eager->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, eager).center();
    QTest::mouseClick(eager, Qt::LeftButton, Qt::NoModifier, indicator);
    QApplication::processEvents();
    EXPECT_TRUE(eager->isChecked());
    EXPECT_TRUE(window.document()->build().enforceEager);
    EXPECT_EQ(window.document()->undoStack()->count(), steps + 1);
    // The cache keeps what the graphs' estimate took.
    const Bytes after =
        SizingEngine::evaluate(window.document()->build(), catalogue).figures.freePerCard;
    EXPECT_NEAR((after - before).value(), gibibytes(VllmMemoryProfile::kCudaGraphsGiB).value(),
                1.0);

    // Ctrl+Z takes it back, and the box follows the build.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QApplication::processEvents();
    EXPECT_FALSE(window.document()->build().enforceEager);
    EXPECT_FALSE(eager->isChecked());
}
