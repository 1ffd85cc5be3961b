// SPDX-License-Identifier: MIT
// Switching the language while the window is open: every text of the main
// window that is one of our translatable strings shows its German
// translation afterwards, and numbers follow the language.
#include "language.h"
#include "addcarddialog.h"
#include "advicepanel.h"
#include "build.h"
#include "builddocument.h"
#include "buildpanel.h"
#include "calibrationdialog.h"
#include "chartstyle.h"
#include "comparisonview.h"
#include "conversationschart.h"
#include "costpanel.h"
#include "figuretile.h"
#include "headlinefigures.h"
#include "importdialog.h"
#include "mainwindow.h"
#include "markerlabel.h"
#include "plannerdialog.h"
#include "servercanvas.h"
#include "sheetdetailsdialog.h"

#include "../model/cataloguetexts.h"
#include "catalogue.h"
#include "testinputs.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableView>
#include <QThread>
#include <QTreeWidget>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

using namespace llmconf;

namespace {

/// source text -> its German translations (a source may sit in several contexts).
std::map<QString, std::set<QString>> germanTable()
{
    std::map<QString, std::set<QString>> table;
    QFile file(QStringLiteral(LLMCONF_SOURCE_DIR "/translations/llm-configurator_de.ts"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation"))
            table[source].insert(xml.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    return table;
}

/// Every visible text of the window, keyed by where it sits.
std::map<QString, QString> texts(MainWindow &window)
{
    std::map<QString, QString> found;
    int n = 0;
    const auto add = [&found, &n](const QString &kind, const QString &text) {
        if (!text.isEmpty())
            found[kind + QString::number(n++)] = text;
    };
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->toolTip().isEmpty())
            add(QStringLiteral("tooltip"), w->toolTip());
        if (auto *tree = qobject_cast<QTreeWidget *>(w)) {
            for (QTreeWidgetItemIterator it(tree); *it; ++it)
                for (int column = 0; column < tree->columnCount(); ++column)
                    add(QStringLiteral("item"), (*it)->text(column));
        }
        if (auto *label = qobject_cast<QLabel *>(w))
            add(QStringLiteral("label"), label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(QStringLiteral("button"), button->text());
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            add(QStringLiteral("group"), group->title());
        else if (auto *dock = qobject_cast<QDockWidget *>(w))
            add(QStringLiteral("dock"), dock->windowTitle());
    }
    for (QAction *menu : window.menuBar()->actions()) {
        add(QStringLiteral("menu"), menu->text());
        if (menu->menu())
            for (QAction *a : menu->menu()->actions())
                add(QStringLiteral("action"), a->text());
    }
    for (QChartView *view : window.chartViews()) {
        add(QStringLiteral("chart"), view->chart()->title());
        for (QAbstractAxis *axis : view->chart()->axes())
            add(QStringLiteral("axis"), axis->titleText());
    }
    return found;
}

} // namespace

TEST(Language, EveryTextOfTheWindowFollowsASwitchToGerman)
{
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    MainWindow window(test::inputs());
    window.show();
    const std::map<QString, QString> english = texts(window);

    ASSERT_TRUE(Language::apply(QStringLiteral("de")));
    QCoreApplication::processEvents();
    const std::map<QString, QString> german = texts(window);
    const auto table = germanTable();

    int checked = 0;
    for (const auto &[where, text] : english) {
        const auto translation = table.find(text);
        if (translation == table.end())
            continue; // data (card names, ids) or a text composed with numbers
        ASSERT_TRUE(german.count(where)) << where.toStdString();
        EXPECT_TRUE(translation->second.count(german.at(where)))
            << where.toStdString() << ": \"" << text.toStdString() << "\" shows \""
            << german.at(where).toStdString() << "\" after the switch";
        ++checked;
    }
    EXPECT_GE(checked, 40);
    EXPECT_EQ(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

TEST(Language, EnglishTextsUseTheirPluralForms)
{
    // The sources say "%n card(s)"; the English translation picks "1 card" or
    // "8 cards". A window shown without it would read "8 card(s)".
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    MainWindow window(test::inputs());
    window.show();
    QCoreApplication::processEvents();
    int checked = 0;
    for (const auto &[where, text] : texts(window)) {
        EXPECT_FALSE(text.contains(QStringLiteral("(s)")))
            << where.toStdString() << ": " << text.toStdString();
        ++checked;
    }
    EXPECT_GE(checked, 60);
}

TEST(Language, TheGermanWindowHasRoomForEveryControl)
{
    // German labels are longer: nothing may be cut off in the build panel
    // (it scrolls only vertically) or in the headline, at the default size
    // or squeezed narrower than the window can be.
    for (const QString &code : {QStringLiteral("de"), QStringLiteral("en")}) {
        for (int width : {1500, 900}) {
            ASSERT_TRUE(Language::apply(code));
            QStandardPaths::setTestModeEnabled(true); // no saved window state
            MainWindow window(test::inputs());
            window.show();
            window.resize(width, 950);
            QCoreApplication::processEvents();
            BuildPanel *panel = window.buildPanel();

            EXPECT_GE(panel->viewport()->width(), panel->widget()->minimumSizeHint().width())
                << code.toStdString();
            EXPECT_GE(window.headlineFigures()->width(),
                      window.headlineFigures()->minimumSizeHint().width())
                << code.toStdString();
            for (QChartView *view : window.chartViews())
                EXPECT_GE(view->width(), view->minimumWidth()) << code.toStdString();
        }
    }
}

TEST(Language, TitlesCaptionsAndAdviceFitAtTheDefaultSizeAndAt1280x800)
{
    // What a narrow laptop screen shows, in both languages: every chart
    // title whole (set smaller if need be, never cut), every tile's caption
    // inside the strip, and the advice no narrower than its longest word
    // beside its button (it does not scroll sideways).
    for (const QString &code : {QStringLiteral("de"), QStringLiteral("en")}) {
        for (const QSize size : {QSize(1500, 950), QSize(1280, 800)}) {
            const std::string where = code.toStdString() + " at " + std::to_string(size.width()) +
                                      "x" + std::to_string(size.height());
            ASSERT_TRUE(Language::apply(code));
            QStandardPaths::setTestModeEnabled(true); // no saved window state
            MainWindow window(test::inputs());
            window.resize(size);
            window.show();
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            for (QChartView *view : window.chartViews())
                EXPECT_EQ(view->chart()->title(), ChartStyle::fullTitle(view->chart())) << where;
            HeadlineFigures *strip = window.headlineFigures();
            for (FigureTile *tile : strip->findChildren<FigureTile *>())
                EXPECT_GE(strip->height(),
                          tile->minimumSizeHint().height() + tile->captionOverflow())
                    << where;
            // An elided choice says itself in full in its tooltip (the feed
            // "230 V 16 A einphasig" is cut at the panel's width).
            int named = 0;
            for (QComboBox *box : window.buildPanel()->findChildren<QComboBox *>())
                if (box->currentText().contains(QStringLiteral("230 V"))) {
                    EXPECT_EQ(box->toolTip(), box->currentText()) << where;
                    ++named;
                }
            EXPECT_EQ(named, 1) << where;
            auto *scroll = window.advicePanel()->findChild<QScrollArea *>();
            ASSERT_NE(scroll, nullptr);
            EXPECT_GE(scroll->viewport()->width(), scroll->widget()->minimumSizeHint().width())
                << where;
        }
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

TEST(Language, TheChosenContextsConversationsStandInABoxInTheLanguagesDigits)
{
    // The marker's value in a box of its own beside the point, inside the
    // plot: as a point label it ran into the FP8 curve.
    ASSERT_TRUE(Language::apply(QStringLiteral("de")));
    QStandardPaths::setTestModeEnabled(true);
    MainWindow window(test::inputs());
    window.resize(1280, 800);
    window.show();
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    ConversationsChart *chart = window.conversationsChart();
    ASSERT_EQ(chart->marker()->count(), 1);
    EXPECT_FALSE(chart->marker()->pointLabelsVisible());
    const qreal conversations = chart->marker()->at(0).y();
    EXPECT_EQ(chart->markerLabel()->text(), QLocale().toString(qRound64(conversations)));
    const QRectF box = chart->markerLabel()->boxInChart();
    EXPECT_FALSE(box.isEmpty());
    EXPECT_TRUE(chart->chart()->plotArea().contains(box));
    // Beside the point, not on it.
    const QPointF point = chart->chart()->mapToPosition(chart->marker()->at(0), chart->marker());
    EXPECT_FALSE(box.contains(point));
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

TEST(Language, NumbersFollowTheLanguage)
{
    ASSERT_TRUE(Language::apply(QStringLiteral("de")));
    EXPECT_EQ(QLocale().toString(432.3, 'f', 1), QStringLiteral("432,3"));
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    EXPECT_EQ(QLocale().toString(432.3, 'f', 1), QStringLiteral("432.3"));
    EXPECT_FALSE(Language::apply(QStringLiteral("fr")));
    EXPECT_EQ(Language::current(), QStringLiteral("en"));
}

TEST(Language, CatalogueTextsOfTheWindowFollowASwitchToGerman)
{
    // Chassis and feed names, the checkpoint's format and the advice sources
    // are catalogue data with their own German; none of the English stays.
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    MainWindow window(test::inputs());
    window.show();
    QCoreApplication::processEvents();
    ASSERT_TRUE(Language::apply(QStringLiteral("de")));
    QCoreApplication::processEvents();
    QStringList shown;
    for (const auto &[where, text] : texts(window))
        shown << text;
    for (QComboBox *combo : window.findChildren<QComboBox *>())
        for (int i = 0; i < combo->count(); ++i)
            shown << combo->itemText(i);
    const QString all = shown.join(QLatin1Char('\n'));
    const QString de = QStringLiteral("de");

    for (const Chassis &c : Catalogue::builtIn().chassis())
        EXPECT_TRUE(all.contains(c.name.text(de))) << c.name.text(de).toStdString();
    for (const Feed &f : Catalogue::builtIn().feeds())
        EXPECT_TRUE(all.contains(f.name.text(de))) << f.name.text(de).toStdString();
    int checked = 0;
    for (const test::CatalogueText &t :
         test::catalogueTexts(Catalogue::builtIn(), SoftwareCatalogue::builtIn())) {
        const QString english = t.text.english();
        if (!english.contains(QLatin1Char(' ')) || t.text.text(de) == english)
            continue; // single words may occur in other words
        EXPECT_FALSE(all.contains(english))
            << t.where.toStdString() << ": " << english.toStdString();
        ++checked;
    }
    EXPECT_GT(checked, 80);
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

TEST(Language, TabGoesThroughTheCentreInReadingOrder)
{
    // Keyboard users reach the figures' tooltips and the charts in the order
    // they read them: the tiles left to right, the canvas, then the charts
    // row by row (memory, power; conversations, speed).
    QStandardPaths::setTestModeEnabled(true);
    MainWindow window(test::inputs());
    window.show();
    QCoreApplication::processEvents();
    QList<QWidget *> expected;
    for (QWidget *tile : window.headlineFigures()->findChildren<FigureTile *>())
        expected << tile;
    std::sort(expected.begin(), expected.end(),
              [](QWidget *a, QWidget *b) { return a->x() < b->x(); });
    expected << window.canvas();
    const QList<QChartView *> charts = window.chartViews(); // memory, conversations, power, speed
    expected << charts[0] << charts[2] << charts[1] << charts[3];
    QList<QWidget *> seen;
    QWidget *w = expected.first();
    for (int i = 0; i < 200 && seen.size() < expected.size(); ++i) {
        if (expected.contains(w) && !seen.contains(w))
            seen << w;
        w = w->nextInFocusChain();
    }
    ASSERT_EQ(seen.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        EXPECT_EQ(seen[i], expected[i])
            << "position " << i << ": " << seen[i]->metaObject()->className();
}

namespace {

/// The main window with every panel and dialog open, in the language
/// applied when it was made, after the same edits (so that the undo stack
/// holds texts to show).
struct OpenWindows
{
    std::unique_ptr<MainWindow> window;
    QString cataloguePath;

    QList<QWidget *> windows() const
    {
        QList<QWidget *> all{window.get()};
        for (QWidget *w : window->findChildren<QWidget *>())
            if (w->isWindow() && w->isVisible())
                all.append(w);
        return all;
    }
};

void settle()
{
    for (int i = 0; i < 8; ++i)
        QCoreApplication::processEvents();
}

void waitForPlanner(PlannerDialog *planner)
{
    for (int i = 0; i < 2000 && planner->isSearching(); ++i) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(5);
    }
}

std::unique_ptr<OpenWindows> openEverything(const QSize &size = QSize(1280, 800))
{
    QStandardPaths::setTestModeEnabled(true); // no saved window state
    auto open = std::make_unique<OpenWindows>();
    open->window = std::make_unique<MainWindow>(test::inputs());
    MainWindow &window = *open->window;
    window.resize(size);
    window.show();
    window.costDock()->show();
    // The reference build's title is data, written in the language it was
    // made in (a typed title stays as typed): the same in both windows.
    Build titled = window.document()->build();
    titled.title = QStringLiteral("Reference build");
    window.openBuild(titled);
    window.buildPanel()->speedTargetBox()->setValue(27.5);
    window.buildPanel()->promptTokensBox()->setValue(2048);
    window.planner()->show();
    window.planner()->refresh();
    waitForPlanner(window.planner());
    window.comparison()->show();
    QList<QDialog *> dialogs{new SheetDetailsDialog(window.document(), &window),
                             new ImportDialog(window.document()->catalogue(), &window),
                             new CalibrationDialog(window.document(), &window),
                             new AddCardDialog(window.document()->catalogue(),
                                               QStringLiteral("/nonexistent/user.json"), &window)};
    for (QDialog *dialog : dialogs)
        dialog->show();
    settle();
    return open;
}

/// The texts a chart or canvas draws as items: axis labels, legend, titles.
void sceneTexts(QGraphicsScene *scene, QStringList &out)
{
    for (QGraphicsItem *item : scene->items()) {
        if (!item->isVisible())
            continue;
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
            out << QStringLiteral("scene: ") + text->toPlainText();
        else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            out << QStringLiteral("scene: ") + simple->text();
    }
}

void modelTexts(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &out)
{
    for (int row = 0; row < model->rowCount(parent); ++row)
        for (int column = 0; column < model->columnCount(parent); ++column) {
            const QModelIndex index = model->index(row, column, parent);
            out << QStringLiteral("cell: ") + index.data(Qt::DisplayRole).toString();
            out << QStringLiteral("cell tip: ") + index.data(Qt::ToolTipRole).toString();
            if (column == 0 && model->hasChildren(index))
                modelTexts(model, index, out);
        }
    if (parent.isValid())
        return;
    for (int column = 0; column < model->columnCount(); ++column)
        out << QStringLiteral("header: ") + model->headerData(column, Qt::Horizontal).toString();
}

void actionTexts(const QList<QAction *> &actions, QStringList &out)
{
    for (QAction *a : actions) {
        out << QStringLiteral("action: ") + a->text();
        out << QStringLiteral("action tip: ") + a->statusTip();
        if (a->menu())
            actionTexts(a->menu()->actions(), out);
    }
}

/// Every text a window shows, sorted (widgets a switch re-creates come in
/// another order). Texts that embed a time of day are left out.
QStringList visibleTexts(QWidget *top)
{
    QStringList out{QStringLiteral("title: ") + top->windowTitle()};
    if (auto *main = qobject_cast<QMainWindow *>(top))
        actionTexts(main->menuBar()->actions(), out);
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (w->window() != top || !w->isVisibleTo(top))
            continue;
        out << QStringLiteral("tooltip: ") + w->toolTip();
        if (auto *label = qobject_cast<QLabel *>(w))
            out << QStringLiteral("label: ") + label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            out << QStringLiteral("button: ") + button->text();
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            out << QStringLiteral("group: ") + group->title();
        else if (auto *dock = qobject_cast<QDockWidget *>(w))
            out << QStringLiteral("dock: ") + dock->windowTitle();
        else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
            out << QStringLiteral("spin: ") + spin->text();
        else if (auto *edit = qobject_cast<QLineEdit *>(w)) {
            if (!qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
                out << QStringLiteral("edit: ") + edit->text() << edit->placeholderText();
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                out << QStringLiteral("tab: ") + tabs->tabText(i);
        } else if (auto *box = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < box->count(); ++i)
                out << QStringLiteral("combo: ") + box->itemText(i);
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            if (view->model() && !qobject_cast<QComboBox *>(view->parentWidget()))
                modelTexts(view->model(), QModelIndex(), out);
        } else if (auto *chart = qobject_cast<QChartView *>(w)) {
            out << QStringLiteral("chart: ") + chart->chart()->title();
            sceneTexts(chart->scene(), out);
        } else if (auto *graphics = qobject_cast<QGraphicsView *>(w)) {
            if (graphics->scene())
                sceneTexts(graphics->scene(), out);
        }
    }
    static const QRegularExpression time(QStringLiteral("\\d:\\d\\d"));
    QStringList kept;
    for (const QString &text : out)
        if (!text.endsWith(QStringLiteral(": ")) && !text.isEmpty() && !text.contains(time))
            kept << text;
    kept.sort();
    return kept;
}

/// What `switched` shows that `fresh` does not, and the reverse.
std::string difference(const QStringList &switched, const QStringList &fresh)
{
    std::string out;
    QStringList onlySwitched, onlyFresh = fresh;
    for (const QString &text : switched)
        if (!onlyFresh.removeOne(text))
            onlySwitched << text;
    // A table that kept its numbers differs in hundreds of cells: the first few say it.
    for (const QString &text : onlySwitched.mid(0, 25))
        out += "\n  after the switch only: " + text.toStdString();
    for (const QString &text : onlyFresh.mid(0, 25))
        out += "\n  fresh start only:      " + text.toStdString();
    return out;
}

} // namespace

TEST(Language, ASwitchWithEveryWindowOpenShowsWhatAFreshStartShows)
{
    for (const auto &[from, to] : {std::pair{QStringLiteral("en"), QStringLiteral("de")},
                                   std::pair{QStringLiteral("de"), QStringLiteral("en")}}) {
        ASSERT_TRUE(Language::apply(from));
        const auto switched = openEverything();
        ASSERT_TRUE(Language::apply(to));
        settle();
        waitForPlanner(switched->window->planner());
        settle();
        const auto fresh = openEverything();
        const QList<QWidget *> a = switched->windows(), b = fresh->windows();
        ASSERT_EQ(a.size(), b.size());
        ASSERT_GE(a.size(), 7);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QStringList shown = visibleTexts(a[i]);
            EXPECT_GE(shown.size(), 3) << a[i]->metaObject()->className();
            if (to == QLatin1String("de")) {
                // Axis labels in German digits: "3,0", never "3.0" ("12.000" is twelve thousand).
                static const QRegularExpression englishDecimal(
                    QStringLiteral("^scene: -?\\d+\\.\\d{1,2}$"));
                EXPECT_TRUE(shown.filter(englishDecimal).isEmpty())
                    << a[i]->metaObject()->className() << ": "
                    << shown.filter(englishDecimal).join(QLatin1Char(' ')).toStdString();
            }
            EXPECT_TRUE(shown == visibleTexts(b[i]))
                << from.toStdString() << " -> " << to.toStdString() << ", "
                << a[i]->metaObject()->className() << ":" << difference(shown, visibleTexts(b[i]));
        }
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

namespace {

/// Where a text is wider than the room it has, without a tooltip holding
/// it in full: "Class 'text': needs N px, has M".
QStringList cutOff(QWidget *top)
{
    QStringList found;
    const auto check = [&found](const QWidget *w, const QString &text, int room,
                                const QString &tip) {
        const QString plain = QString(text).remove(QLatin1Char('&'));
        const int needed = w->fontMetrics().horizontalAdvance(plain);
        if (plain.isEmpty() || Qt::mightBeRichText(plain) || needed <= room || tip.contains(plain))
            return;
        found << QStringLiteral("%1 '%2': needs %3 px, has %4")
                     .arg(QString::fromLatin1(w->metaObject()->className()), plain)
                     .arg(needed)
                     .arg(room);
    };
    const auto comboField = [](QComboBox *box) {
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = box->isEditable();
        option.frame = box->hasFrame();
        option.subControls = QStyle::SC_All;
        return box->style()
            ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box)
            .width();
    };
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->window() != top)
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (!label->wordWrap() && label->text().indexOf(QLatin1Char('\n')) < 0)
                check(w, label->text(), label->contentsRect().width(), label->toolTip());
        } else if (auto *button = qobject_cast<QPushButton *>(w)) {
            // A button smaller than its size hint clips its text.
            if (button->width() < button->sizeHint().width())
                check(w, button->text(), 0, button->toolTip());
        } else if (auto *box = qobject_cast<QComboBox *>(w)) {
            check(w, box->currentText(), comboField(box) - 2, box->toolTip());
        } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            // The text sits in the spin box's line edit, inside its margins.
            if (auto *edit = spin->findChild<QLineEdit *>())
                check(w, spin->text(), edit->contentsRect().width() - 4, spin->toolTip());
        } else if (auto *chart = qobject_cast<QChartView *>(w)) {
            // Qt Charts shortens a label that has no room with "..." ("Konfigur...").
            for (QGraphicsItem *item : chart->scene()->items()) {
                const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                if (text && item->isVisible() &&
                    (text->toPlainText().endsWith(QStringLiteral("...")) ||
                     text->toPlainText().endsWith(QChar(0x2026))))
                    found << QStringLiteral("chart label '%1'").arg(text->toPlainText());
            }
        } else if (auto *view = qobject_cast<QTableView *>(w)) {
            const QAbstractItemModel *model = view->model();
            const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
            for (int row = 0; model && row < model->rowCount(); ++row)
                for (int column = 0; column < model->columnCount(); ++column) {
                    const QString text = model->index(row, column).data().toString();
                    const int room = view->columnWidth(column) - margin;
                    // Wrapped onto the lines the row has room for, it is whole.
                    const QRect wrapped = view->fontMetrics().boundingRect(
                        QRect(0, 0, room, 100000), Qt::TextWordWrap, text);
                    if (view->isColumnHidden(column) ||
                        (view->wordWrap() && wrapped.width() <= room &&
                         wrapped.height() <= view->rowHeight(row)))
                        continue;
                    check(w, text, room,
                          model->index(row, column).data(Qt::ToolTipRole).toString());
                }
        }
    }
    return found;
}

} // namespace

TEST(Language, NoTextIsCutOffInAnyWindowInEitherLanguage)
{
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("de")})
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            ASSERT_TRUE(Language::apply(code));
            const auto open = openEverything(size);
            for (QWidget *w : open->windows()) {
                // A dialog opens at its size hint, never smaller.
                if (qobject_cast<QDialog *>(w)) {
                    EXPECT_GE(w->width(), w->sizeHint().width()) << w->metaObject()->className();
                    EXPECT_GE(w->height(), w->sizeHint().height()) << w->metaObject()->className();
                }
                const QStringList found = cutOff(w);
                EXPECT_TRUE(found.isEmpty())
                    << code.toStdString() << " at " << size.width() << "x" << size.height() << ", "
                    << w->metaObject()->className() << ":\n  "
                    << found.join(QStringLiteral("\n  ")).toStdString();
            }
        }
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}

namespace {

/// The mnemonic (the letter after a single '&') of a menu text, lower case;
/// a null QChar when it has none.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return QChar();
}

/// Every pair of entries of one menu (or of the menu bar) that share a
/// mnemonic: Alt+letter then reaches only the first.
QStringList mnemonicClashes(const QString &where, const QList<QAction *> &actions)
{
    QStringList clashes;
    QMap<QChar, QString> taken;
    for (const QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QChar key = mnemonicOf(action->text());
        if (!key.isNull()) {
            if (taken.contains(key))
                clashes << QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                               .arg(where, taken.value(key), action->text(), key);
            else
                taken.insert(key, action->text());
        }
        if (action->menu())
            clashes << mnemonicClashes(where + QStringLiteral(" > ") + action->text(),
                                       action->menu()->actions());
    }
    return clashes;
}

} // namespace

TEST(Language, NoMenuOfTheWindowUsesAMnemonicTwice)
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        ASSERT_TRUE(Language::apply(language));
        MainWindow window(test::inputs());
        window.show();
        QCoreApplication::processEvents();
        const QList<QAction *> menus = window.menuBar()->actions();
        ASSERT_GE(menus.size(), 5);
        const QStringList clashes = mnemonicClashes(language, menus);
        EXPECT_TRUE(clashes.isEmpty()) << clashes.join(QStringLiteral("\n")).toStdString();
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}
