// SPDX-License-Identifier: MIT
// The cost panel in the real window, offscreen: the user's price list,
// settings typed with key events and undone, money in the panel.
#include "costpanel.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "buildfile.h"
#include "catalogue.h"
#include "costdefaults.h"
#include "editbuild.h"
#include "examplefile.h"
#include "fulldisk.h"
#include "mainwindow.h"
#include "moneyformat.h"
#include "pricelistdialog.h"
#include "testinputs.h"

#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTableWidget>
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
        window.openBuild(BuildFile::read(test::exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2"),
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
    window.openBuild(BuildFile::read(test::exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2"),
                                     Catalogue::builtIn().rules()));
    window.resize(1500, 950);
    window.show();
    window.costDock()->raise();
    QApplication::processEvents();
    CostPanel *panel = window.costPanel();
    // English: dollars, the language's; the user's euro prices converted at
    // the cited rate, the parts it lacks (DIMMs, drives) from the built-in list.
    const CostFigures &c = window.document()->cost();
    EXPECT_EQ(c.currency, QStringLiteral("USD"));
    ASSERT_TRUE(c.priceTotal);
    EXPECT_TRUE(c.missingPrices.isEmpty());
    const ExchangeRate *rate =
        CostDefaults::builtIn().exchangeRate(QStringLiteral("EUR"), QStringLiteral("USD"));
    ASSERT_TRUE(rate);
    for (const CostLine &line : c.parts)
        if (line.id == QLatin1String("rtx-pro-6000-se")) {
            EXPECT_DOUBLE_EQ(*line.unitPrice,
                             *rate->convert(8900, QStringLiteral("EUR"), QStringLiteral("USD")));
            EXPECT_EQ(line.listCurrency, QStringLiteral("EUR"));
        }
    ASSERT_TRUE(c.energyCostPerYear);
    // The currency box says where the currency comes from and the rate's source.
    auto *currency = panel->findChild<QComboBox *>(QStringLiteral("currency"));
    ASSERT_TRUE(currency);
    EXPECT_TRUE(currency->toolTip().contains(rate->source.text()))
        << currency->toolTip().toStdString();
    // Set to euros: the user's prices as they are, the German tariff.
    currency->setCurrentIndex(currency->findData(QStringLiteral("EUR")));
    emit currency->activated(currency->currentIndex());
    QApplication::processEvents();
    EXPECT_EQ(window.document()->build().cost.currency, QStringLiteral("EUR"));
    EXPECT_EQ(window.document()->cost().currency, QStringLiteral("EUR"));
    EXPECT_DOUBLE_EQ(*window.document()->cost().kwhPrice,
                     CostDefaults::builtIn().kwhTariff(QStringLiteral("EUR"))->price);
    window.document()->undoStack()->undo();
    EXPECT_EQ(window.document()->cost().currency, QStringLiteral("USD"));

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

    bool dollars = false;
    for (QLabel *label : panel->findChildren<QLabel *>())
        dollars = dollars || label->text().contains(QStringLiteral("$"));
    EXPECT_TRUE(dollars);
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
    EXPECT_GE(rows, 18);
}

TEST_F(CostWindow, NoChartWhileNoCostIsKnown)
{
    // Pounds set for the build: no price and no electricity price is in
    // pounds and no rate converts to them, and GLM-5.3-Flash has no
    // published API price: the chart would have no bar.
    MainWindow window(test::inputs());
    window.openBuild(BuildAssembler::reference(Catalogue::builtIn()));
    window.show();
    window.costDock()->raise();
    window.document()->undoStack()->push(new EditBuild(
        window.document(), QStringLiteral("pounds"),
        [](Build &b) { b.cost.currency = QStringLiteral("GBP"); }, CommandId::SetCostSettings));
    QApplication::processEvents();
    CostPanel *panel = window.costPanel();
    ASSERT_FALSE(window.document()->cost().costPerYear);
    ASSERT_FALSE(window.document()->cost().energyCostPerYear);
    ASSERT_FALSE(window.document()->cost().apiCostPerYear);
    auto *view = panel->findChild<QChartView *>();
    ASSERT_TRUE(view);
    EXPECT_FALSE(view->isVisible());
    auto *note = panel->findChild<QLabel *>(QStringLiteral("chartNote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->isVisible());
}

TEST_F(CostWindow, NoEnergyOnlyBarWhileThePurchasePriceIsUnknown)
{
    // A list without the chassis: the energy has a cost, the build no total.
    // The build's bar would be the energy alone and read as the cost per
    // year: it is not drawn, and the text names the part without a price.
    MainWindow window(test::inputs());
    showExample(window);
    const QString chassis = window.document()->build().servers[0].chassis;
    PriceList without;
    without.setCurrency(PriceList::builtIn().currency());
    for (const PriceItem &item : PriceList::builtIn().items())
        if (item.id != chassis)
            without.setItem(item);
    window.document()->setPrices(without);
    QApplication::processEvents();
    const CostFigures &c = window.document()->cost();
    ASSERT_FALSE(c.priceTotal);
    ASSERT_TRUE(c.energyCostPerYear);
    const QString name = Catalogue::builtIn().chassisById(chassis)->name.text();
    EXPECT_EQ(c.missingParts, QStringList{name});
    const QList<QAbstractSeries *> series =
        window.costPanel()->findChild<QChartView *>()->chart()->series();
    ASSERT_FALSE(series.isEmpty());
    auto *bars = qobject_cast<QStackedBarSeries *>(series.first());
    ASSERT_TRUE(bars);
    for (QBarSet *set : bars->barSets())
        EXPECT_EQ(set->at(0), 0) << set->label().toStdString();
    auto *note = window.costPanel()->findChild<QLabel *>(QStringLiteral("chartNote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->isVisible());
    EXPECT_TRUE(note->text().contains(name)) << note->text().toStdString();
    EXPECT_FALSE(note->text().contains(chassis)) << note->text().toStdString();
    // Priced again: the bar is the whole cost per year, no note about it.
    window.document()->setPrices(PriceList::builtIn());
    QApplication::processEvents();
    const CostFigures &priced = window.document()->cost();
    ASSERT_TRUE(priced.costPerYear);
    EXPECT_DOUBLE_EQ(bars->barSets()[0]->at(0) + bars->barSets()[1]->at(0), *priced.costPerYear);
    EXPECT_FALSE(note->text().contains(name));
}

TEST_F(CostWindow, PriceListDialogEditsImportsExportsAndUndoes)
{
    MainWindow window(test::inputs());
    showExample(window);
    BuildDocument *document = window.document();
    const QString userPath = PriceList::userPath();
    const QByteArray userBefore = [&] {
        QFile f(userPath);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    const auto unitPrice = [document](const QString &id) {
        for (const CostLine &line : document->cost().parts)
            if (line.id == id)
                return line.unitPrice.value_or(-1);
        return -1.0;
    };
    const QString card = QStringLiteral("rtx-pro-6000-se");
    const double before = unitPrice(card);
    {
        PriceListDialog dialog(document, &window);
        QTableWidget *table = dialog.table();
        // Every price the build is costed with is a row.
        EXPECT_EQ(table->rowCount(), document->report().prices.items().size());
        int row = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, PriceListDialog::Part)->text() == card)
                row = r;
        ASSERT_GE(row, 0);
        table->item(row, PriceListDialog::Price)->setText(QStringLiteral("9100"));
        table->item(row, PriceListDialog::Currency)->setText(QStringLiteral("USD"));
        table->item(row, PriceListDialog::Source)->setText(QStringLiteral("quote 18"));
        // A row added and left empty is refused with its row and column named.
        dialog.addRow();
        EXPECT_FALSE(dialog.rows());
        EXPECT_TRUE(
            dialog.problem().startsWith(QStringLiteral("Row %1, part: ").arg(table->rowCount())))
            << dialog.problem().toStdString();
        table->selectRow(table->rowCount() - 1);
        dialog.removeRows();
        ASSERT_TRUE(dialog.rows());
        dialog.accept();
        EXPECT_EQ(dialog.result(), QDialog::Accepted) << dialog.problem().toStdString();
    }
    // One undoable edit: the build carries the list, the user's file keeps it.
    EXPECT_DOUBLE_EQ(unitPrice(card), 9100);
    ASSERT_TRUE(document->build().prices);
    EXPECT_EQ(document->build().prices->item(card)->source.text(), QStringLiteral("quote 18"));
    EXPECT_EQ(PriceList::read(userPath).item(card)->price, 9100);
    EXPECT_EQ(document->undoStack()->undoText(), QStringLiteral("Edit price list"));
    document->undoStack()->undo();
    EXPECT_DOUBLE_EQ(unitPrice(card), before);
    EXPECT_FALSE(document->build().prices);
    QFile restored(userPath);
    ASSERT_TRUE(restored.open(QIODevice::ReadOnly));
    EXPECT_EQ(restored.readAll(), userBefore);
    document->undoStack()->redo();
    EXPECT_DOUBLE_EQ(unitPrice(card), 9100);

    // Export writes every row; import reads it back over the built-in list.
    PriceListDialog dialog(document, &window);
    const QString exported = dir.filePath(QStringLiteral("exported.json"));
    ASSERT_TRUE(dialog.exportFile(exported)) << dialog.problem().toStdString();
    const PriceList written = PriceList::read(exported);
    EXPECT_EQ(written.items().size(), dialog.table()->rowCount());
    EXPECT_EQ(written.item(card)->price, 9100);
    QFile other(dir.filePath(QStringLiteral("other.json")));
    ASSERT_TRUE(other.open(QIODevice::WriteOnly));
    other.write(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 1234, "source": "quote 19"}]})");
    other.close();
    ASSERT_TRUE(dialog.importFile(other.fileName()));
    bool found = false;
    for (int r = 0; r < dialog.table()->rowCount(); ++r)
        if (dialog.table()->item(r, PriceListDialog::Part)->text() == QLatin1String("b200")) {
            found = true;
            EXPECT_EQ(dialog.table()->item(r, PriceListDialog::Currency)->text(),
                      QStringLiteral("EUR"));
            EXPECT_EQ(dialog.rows()->item(QStringLiteral("b200"))->price, 1234);
        }
    EXPECT_TRUE(found);
    // A bad file: refused, naming the file and the field.
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": -5, "source": "quote 19"}]})");
    bad.close();
    EXPECT_FALSE(dialog.importFile(bad.fileName()));
    EXPECT_TRUE(dialog.problem().startsWith(bad.fileName() + QStringLiteral(": $.items[0].price")))
        << dialog.problem().toStdString();
}

TEST_F(CostWindow, PriceListOnAFullDiskKeepsTheFilesAndTheBuildAndSaysWhy)
{
    MainWindow window(test::inputs());
    showExample(window);
    BuildDocument *document = window.document();
    const QString userPath = PriceList::userPath();
    const QByteArray userBefore = test::contents(userPath);
    const QString card = QStringLiteral("rtx-pro-6000-se");
    PriceListDialog dialog(document, &window);
    QTableWidget *table = dialog.table();
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, PriceListDialog::Part)->text() == card)
            table->item(r, PriceListDialog::Price)->setText(QStringLiteral("9100"));
    const int undoBefore = document->undoStack()->count();
    const std::optional<PriceList> pricesBefore = document->build().prices;

    // Export: every cut is refused with the file and the full disk named, and
    // an existing export stays byte for byte.
    const QString exported = dir.filePath(QStringLiteral("exported.json"));
    {
        QFile old(exported);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("{\"previous\": true}\n");
    }
    const QByteArray exportBefore = test::contents(exported);
    qint64 needed = -1;
    for (qint64 space = 0; needed < 0; space += 61) {
        test::SpaceLeft full(space);
        if (dialog.exportFile(exported)) {
            needed = space;
            break;
        }
        EXPECT_TRUE(dialog.problem().startsWith(exported)) << dialog.problem().toStdString();
        EXPECT_TRUE(dialog.problem().contains(QStringLiteral("no space left")))
            << dialog.problem().toStdString();
        ASSERT_EQ(test::contents(exported), exportBefore) << "cut at byte " << space;
    }
    EXPECT_GT(needed, 0);

    // OK on a full disk: the dialog stays open with the reason, the user's
    // list, the build and the undo stack are as they were.
    {
        test::SpaceLeft full(16);
        dialog.accept();
    }
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    EXPECT_TRUE(dialog.problem().startsWith(userPath)) << dialog.problem().toStdString();
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("no space left")))
        << dialog.problem().toStdString();
    EXPECT_EQ(test::contents(userPath), userBefore);
    EXPECT_EQ(document->undoStack()->count(), undoBefore);
    EXPECT_EQ(document->build().prices.has_value(), pricesBefore.has_value());
    // With space again the same rows are kept.
    dialog.accept();
    EXPECT_EQ(dialog.result(), QDialog::Accepted) << dialog.problem().toStdString();
    EXPECT_EQ(PriceList::read(userPath).item(card)->price, 9100);
    document->undoStack()->undo();
    EXPECT_EQ(test::contents(userPath), userBefore);
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

TEST_F(CostWindow, TheGridFactorIsCitedSetUndoneAndZeroIsGreenPower)
{
    MainWindow window(test::inputs());
    showExample(window);
    const GridEmissionFactor grid = *CostDefaults::builtIn().gridCo2;
    auto *box = window.costPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("gridCo2"));
    ASSERT_TRUE(box);
    // The cited factor, its source and date in the tooltip.
    EXPECT_DOUBLE_EQ(box->value(), grid.gramsPerKWh);
    EXPECT_TRUE(box->toolTip().contains(grid.source.text())) << box->toolTip().toStdString();
    EXPECT_TRUE(box->toolTip().contains(QLocale().toString(grid.date, QLocale::ShortFormat)));
    const CostFigures before = window.document()->cost();
    ASSERT_TRUE(before.co2KgPerYear);
    const auto shown = [&window](const QString &text) {
        for (QLabel *label : window.costPanel()->findChildren<QLabel *>())
            if (label->text() == text)
                return true;
        return false;
    };
    EXPECT_TRUE(
        shown(QStringLiteral("%1 kg").arg(QLocale().toString(*before.co2KgPerYear, 'f', 0))));
    ASSERT_TRUE(before.kwhPerMillionOutputTokens);
    EXPECT_TRUE(shown(QStringLiteral("%1 kWh").arg(
        QLocale().toString(*before.kwhPerMillionOutputTokens, 'f', 2))));

    // A green-power contract: zero, one undoable edit.
    type(box, QStringLiteral("0"));
    QApplication::processEvents();
    ASSERT_TRUE(window.document()->build().cost.gridCo2);
    EXPECT_EQ(*window.document()->build().cost.gridCo2, 0.0);
    EXPECT_EQ(*window.document()->cost().co2KgPerYear, 0.0);
    EXPECT_EQ(window.document()->undoStack()->undoText(), QStringLiteral("Set grid CO₂ per kWh"));
    EXPECT_TRUE(box->toolTip().startsWith(QStringLiteral("Set for this build.")));
    window.document()->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_FALSE(window.document()->build().cost.gridCo2);
    EXPECT_DOUBLE_EQ(box->value(), grid.gramsPerKWh);
    EXPECT_DOUBLE_EQ(*window.document()->cost().co2KgPerYear, *before.co2KgPerYear);
}

TEST_F(CostWindow, EachDefaultShowsItsValueDateAndSourceInItsTooltip)
{
    // English: the dollar tariff is the default, and its value, date and
    // source are in the electricity price's tooltip.
    MainWindow window(test::inputs());
    showExample(window);
    const KwhTariff *tariff = CostDefaults::builtIn().kwhTariff(QStringLiteral("USD"));
    ASSERT_TRUE(tariff);
    const QList<QDoubleSpinBox *> boxes = window.costPanel()->findChildren<QDoubleSpinBox *>();
    ASSERT_GE(boxes.size(), 6);
    QDoubleSpinBox *kwh = boxes[0];
    // The box shows the cited price to its last decimal, not rounded.
    EXPECT_DOUBLE_EQ(kwh->value(), tariff->price);
    const QString tip = kwh->toolTip();
    EXPECT_TRUE(tip.contains(
        MoneyFormat().money(tariff->price, QStringLiteral("USD"), MoneyFormat::kKwhDecimals)))
        << tip.toStdString();
    EXPECT_TRUE(tip.contains(tariff->source.text())) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QLocale().toString(tariff->date, QLocale::ShortFormat)))
        << tip.toStdString();
    EXPECT_TRUE(boxes[1]->toolTip().contains(CostDefaults::builtIn().pueSource.text()));
    // GLM-5.3's vendor price: the API fields say what it is and where from.
    const ApiPrice *vendor = CostDefaults::builtIn().apiPrice(QStringLiteral("GLM-5.3"));
    ASSERT_TRUE(vendor);
    EXPECT_TRUE(window.document()->cost().apiPriceOut);
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
