// SPDX-License-Identifier: MIT
// The cost panel in the real window, offscreen: the user's price list,
// settings typed with key events and undone, money in the panel.
#include "costpanel.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "buildfile.h"
#include "catalogue.h"
#include "costdefaults.h"
#include "mainwindow.h"
#include "moneyformat.h"
#include "testinputs.h"

#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const char *const kEuroPrices = R"({"currency": "EUR", "date": "2026-11-30", "items": [
  {"id": "pcie-8gpu-4u", "price": 12000, "source": "quote 17"},
  {"id": "rtx-pro-6000-se", "price": 8900, "source": "quote 17"},
  {"id": "epyc-9355", "price": 3500, "source": "quote 17"},
  {"id": "server-other", "price": 2500, "source": "quote 17"}]})";

void type(QWidget *widget, const QString &text)
{
    widget->setFocus();
    QKeyEvent selectAll(QEvent::KeyPress, Qt::Key_A, Qt::ControlModifier);
    QApplication::sendEvent(widget, &selectAll);
    for (const QChar c : text) {
        QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
        QApplication::sendEvent(widget, &press);
    }
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    QApplication::sendEvent(widget, &enter);
}

struct CostWindow : ::testing::Test
{
    QTemporaryDir dir;
    QByteArray previous = qgetenv("LLM_CONFIGURATOR_USER_CATALOGUE");

    void SetUp() override
    {
        qputenv("LLM_CONFIGURATOR_USER_CATALOGUE",
                dir.filePath(QStringLiteral("user-catalogue.json")).toLocal8Bit());
        QFile file(dir.filePath(QStringLiteral("prices.json")));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(kEuroPrices);
    }
    /// The window with the 8-card RTX example open and the Cost tab in front.
    static void showExample(MainWindow &window)
    {
        window.openBuild(
            BuildFile::read(QStringLiteral(LLMCONF_SOURCE_DIR
                                           "/resources/examples/glm53-nvfp4-8x-rtx-tp4-pp2.json"),
                            Catalogue::builtIn().rules()));
        window.show();
        window.costDock()->raise();
        QApplication::processEvents();
    }
    void TearDown() override
    {
        if (previous.isEmpty())
            qunsetenv("LLM_CONFIGURATOR_USER_CATALOGUE");
        else
            qputenv("LLM_CONFIGURATOR_USER_CATALOGUE", previous);
    }
};

} // namespace

TEST_F(CostWindow, ShowsTheUsersPricesAndEditsSettingsWithUndo)
{
    MainWindow window(test::inputs());
    window.openBuild(BuildFile::read(
        QStringLiteral(LLMCONF_SOURCE_DIR "/resources/examples/glm53-nvfp4-8x-rtx-tp4-pp2.json"),
        Catalogue::builtIn().rules()));
    window.resize(1500, 950);
    window.show();
    window.costDock()->raise();
    QApplication::processEvents();
    CostPanel *panel = window.costPanel();
    EXPECT_EQ(window.document()->cost().currency, QStringLiteral("EUR"));
    // No DIMM or drive in this list: named, and no total.
    EXPECT_FALSE(window.document()->cost().priceTotal);
    EXPECT_FALSE(window.document()->cost().missingPrices.isEmpty());
    EXPECT_TRUE(
        window.document()->cost().missingPrices.first().startsWith(QStringLiteral("dimm-")));
    // The cited electricity price is in euros, so energy has a cost.
    ASSERT_TRUE(window.document()->cost().energyCostPerYear);

    auto *years = panel->findChild<QSpinBox *>();
    ASSERT_TRUE(years);
    EXPECT_EQ(years->value(), 3);
    type(years, QStringLiteral("5"));
    QApplication::processEvents();
    EXPECT_EQ(window.document()->build().cost.years, 5);
    EXPECT_EQ(window.document()->cost().settings.years, 5);
    window.document()->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(window.document()->build().cost.years, 3);
    EXPECT_EQ(years->value(), 3);

    bool euros = false;
    for (QLabel *label : panel->findChildren<QLabel *>())
        euros = euros || label->text().contains(QStringLiteral("€"));
    EXPECT_TRUE(euros);
}

TEST_F(CostWindow, EverySettingAndFigureHasItsLabel)
{
    MainWindow window(test::inputs());
    showExample(window);
    const auto forms = window.costPanel()->findChildren<QFormLayout *>();
    ASSERT_FALSE(forms.isEmpty());
    int rows = 0;
    for (QFormLayout *form : forms)
        for (int row = 0; row < form->rowCount(); ++row, ++rows) {
            QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
            auto *label = item ? qobject_cast<QLabel *>(item->widget()) : nullptr;
            ASSERT_TRUE(label) << "row " << row << " has no label";
            EXPECT_FALSE(label->text().isEmpty()) << "row " << row;
        }
    EXPECT_GE(rows, 14);
}

TEST_F(CostWindow, NoChartWhileNoCostIsKnown)
{
    // A price list in a currency with no cited electricity price prices
    // neither the build nor its energy, and GLM-5.3-Flash has no published
    // API price: the chart would have no bar.
    QDir(dir.path()).mkpath(QStringLiteral("elsewhere"));
    QFile pounds(dir.filePath(QStringLiteral("elsewhere/prices.json")));
    ASSERT_TRUE(pounds.open(QIODevice::WriteOnly));
    pounds.write(R"({"currency": "GBP", "date": "2026-11-30", "items": []})");
    pounds.close();
    qputenv("LLM_CONFIGURATOR_USER_CATALOGUE",
            dir.filePath(QStringLiteral("elsewhere/user-catalogue.json")).toLocal8Bit());
    MainWindow window(test::inputs());
    window.openBuild(BuildAssembler::reference(Catalogue::builtIn()));
    window.show();
    window.costDock()->raise();
    QApplication::processEvents();
    CostPanel *panel = window.costPanel();
    ASSERT_FALSE(window.document()->cost().costPerYear);
    ASSERT_FALSE(window.document()->cost().energyCostPerYear);
    ASSERT_FALSE(window.document()->cost().apiCostPerYear);
    auto *view = panel->findChild<QChartView *>();
    ASSERT_TRUE(view);
    EXPECT_FALSE(view->isVisible());
}

TEST_F(CostWindow, AnApiPriceOfZeroIsNotSet)
{
    MainWindow window(test::inputs());
    window.openBuild(BuildAssembler::reference(Catalogue::builtIn()));
    window.show();
    window.costDock()->raise();
    QApplication::processEvents();
    // GLM-5.3-Flash has no published API price: the field says so.
    const QList<QDoubleSpinBox *> boxes = window.costPanel()->findChildren<QDoubleSpinBox *>();
    ASSERT_GE(boxes.size(), 6);
    QDoubleSpinBox *apiIn = boxes[4];
    QDoubleSpinBox *apiOut = boxes[5];
    EXPECT_EQ(apiOut->text(), QStringLiteral("not set"));
    type(apiIn, QStringLiteral("0.5"));
    type(apiOut, QStringLiteral("2.5"));
    QApplication::processEvents();
    ASSERT_TRUE(window.document()->build().cost.apiPriceOut);
    EXPECT_DOUBLE_EQ(*window.document()->build().cost.apiPriceOut, 2.5);
    EXPECT_TRUE(window.document()->cost().apiPriceOut);
    // Back to zero: no price rather than a free API.
    type(apiOut, QStringLiteral("0"));
    QApplication::processEvents();
    EXPECT_FALSE(window.document()->build().cost.apiPriceOut);
    EXPECT_EQ(apiOut->text(), QStringLiteral("not set"));
}

TEST_F(CostWindow, EachDefaultShowsItsValueDateAndSourceInItsTooltip)
{
    // The user's list is in euros: the euro tariff is the default, and its
    // value, date and source are in the electricity price's tooltip.
    MainWindow window(test::inputs());
    showExample(window);
    const KwhTariff *tariff = CostDefaults::builtIn().kwhTariff(QStringLiteral("EUR"));
    ASSERT_TRUE(tariff);
    const QList<QDoubleSpinBox *> boxes = window.costPanel()->findChildren<QDoubleSpinBox *>();
    ASSERT_GE(boxes.size(), 6);
    QDoubleSpinBox *kwh = boxes[0];
    // The box shows the cited price to its last decimal, not rounded.
    EXPECT_DOUBLE_EQ(kwh->value(), tariff->price);
    const QString tip = kwh->toolTip();
    EXPECT_TRUE(tip.contains(
        MoneyFormat().money(tariff->price, QStringLiteral("EUR"), MoneyFormat::kKwhDecimals)))
        << tip.toStdString();
    EXPECT_TRUE(tip.contains(tariff->source.text())) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QLocale().toString(tariff->date, QLocale::ShortFormat)))
        << tip.toStdString();
    EXPECT_TRUE(boxes[1]->toolTip().contains(CostDefaults::builtIn().pueSource.text()));
    // GLM-5.3's vendor price is in dollars, the list in euros: not used, but
    // the API fields still say what the vendor publishes and where.
    const ApiPrice *vendor = CostDefaults::builtIn().apiPrice(QStringLiteral("GLM-5.3"));
    ASSERT_TRUE(vendor);
    EXPECT_FALSE(window.document()->cost().apiPriceOut);
    EXPECT_TRUE(boxes[5]->toolTip().contains(vendor->source.text()))
        << boxes[5]->toolTip().toStdString();
    EXPECT_TRUE(boxes[5]->toolTip().contains(MoneyFormat().money(vendor->out, vendor->currency)));

    // A price typed for this build: the tooltip says so and still cites the default.
    type(kwh, QStringLiteral("0.25"));
    QApplication::processEvents();
    ASSERT_TRUE(window.document()->build().cost.kwhPrice);
    EXPECT_TRUE(kwh->toolTip().startsWith(QStringLiteral("Set for this build.")));
    EXPECT_TRUE(kwh->toolTip().contains(tariff->source.text()));
}
