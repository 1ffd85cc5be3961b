// SPDX-License-Identifier: MIT
// Switching the language while the window is open: every text of the main
// window that is one of our translatable strings shows its German
// translation afterwards, and numbers follow the language.
#include "language.h"
#include "advicepanel.h"
#include "buildpanel.h"
#include "chartstyle.h"
#include "conversationschart.h"
#include "figuretile.h"
#include "headlinefigures.h"
#include "mainwindow.h"
#include "markerlabel.h"
#include "servercanvas.h"

#include "../model/cataloguetexts.h"
#include "catalogue.h"
#include "testinputs.h"

#include <QAbstractButton>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
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
