// SPDX-License-Identifier: MIT
#pragma once

#include "costfigures.h"
#include "pricelist.h"

#include <QWidget>

class QChart;
class QChartView;
class QBarSet;
class QBarCategoryAxis;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedBarSeries;
class QValueAxis;

namespace llmconf {

class BuildDocument;

/// What the build costs: its cost settings (edited with undo), the price,
/// energy, cost per year, per seat and per million tokens, the break-even
/// volume against the API, the energy and CO2 per million tokens, and a chart of the cost per year
/// split into depreciation and energy beside the API's cost at the same volume.
class CostPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CostPanel(BuildDocument *document, QWidget *parent = nullptr);
    ~CostPanel() override;

    /// Opens the price list editor (PriceListDialog); OK is one undoable edit.
    void editPriceList();
    /// Asks for a price list file, checks it and keeps it as the user's.
    void choosePriceList();
    /// Reads the user's price list again (after it changed).
    void reloadPrices();

signals:
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void update();
    /// The tooltips of the settings: each cited default with its date and source.
    void setSourceTips(const CostFigures &c);
    void edit(const QString &text, const std::function<void(CostSettings &)> &change);
    /// An edit of money: pins the currency shown, so that the amount keeps
    /// its currency when the language changes.
    void editMoney(const QString &text, const std::function<void(CostSettings &)> &change);
    void fillCurrencies();
    /// The chart: only complete totals, and a text saying what a missing bar lacks.
    void updateChart(const CostFigures &c);

    BuildDocument *m_document;
    QString m_pricesProblem;

    QFormLayout *m_settingsForm = nullptr;
    QComboBox *m_currency = nullptr;
    QSpinBox *m_years = nullptr;
    QDoubleSpinBox *m_kwhPrice = nullptr;
    QDoubleSpinBox *m_pue = nullptr;
    QDoubleSpinBox *m_hours = nullptr;
    QDoubleSpinBox *m_load = nullptr;
    QDoubleSpinBox *m_gridCo2 = nullptr; // g CO2 per kWh; zero: a green-power contract
    QDoubleSpinBox *m_apiIn = nullptr;
    QDoubleSpinBox *m_apiOut = nullptr;
    QPushButton *m_priceListButton = nullptr;
    QFormLayout *m_figuresForm = nullptr;
    QLabel *m_price = nullptr;
    QLabel *m_energy = nullptr;
    QLabel *m_perYear = nullptr;
    QLabel *m_perMonth = nullptr;
    QLabel *m_perSeat = nullptr;
    QLabel *m_perMillion = nullptr;
    QLabel *m_kwhPerMillion = nullptr;
    QLabel *m_co2PerYear = nullptr;
    QLabel *m_co2PerMillion = nullptr;
    QLabel *m_breakEven = nullptr;
    QLabel *m_payback = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_chartNote = nullptr;

    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QStackedBarSeries *m_bars = nullptr;
    QBarSet *m_depreciation = nullptr;
    QBarSet *m_energyBar = nullptr;
    QBarSet *m_api = nullptr;
    QBarCategoryAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
};

} // namespace llmconf
