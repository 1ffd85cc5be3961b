// SPDX-License-Identifier: MIT
#include "costpanel.h"

#include "builddocument.h"
#include "chartstyle.h"
#include "costcalculator.h"
#include "costdefaults.h"
#include "currencynote.h"
#include "editbuild.h"
#include "formaterror.h"
#include "modelfamily.h"
#include "moneyformat.h"
#include "pricelistdialog.h"
#include "settingranges.h"
#include "softwarecatalogue.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLegend>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace llmconf {

namespace {

QDoubleSpinBox *decimalBox(double minimum, double maximum, int decimals, double step)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

CostPanel::CostPanel(BuildDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_settingsForm = new QFormLayout;
    m_currency = new QComboBox;
    m_currency->setObjectName(QStringLiteral("currency"));
    m_settingsForm->addRow(new QLabel, m_currency);
    m_years = new QSpinBox;
    m_years->setRange(1, 50);
    m_years->setKeyboardTracking(false);
    m_kwhPrice = decimalBox(0, 100, MoneyFormat::kKwhDecimals, 0.01);
    m_pue = decimalBox(1, 5, 2, 0.05);
    m_hours = decimalBox(0, 24, 1, 1);
    m_load = decimalBox(0, 1, 2, 0.05);
    m_apiIn = decimalBox(0, 1e6, 2, 0.1);
    m_apiOut = decimalBox(0, 1e6, 2, 0.1);
    // The last setting: the boxes before it keep their order.
    m_gridCo2 = decimalBox(0, SettingRanges::kMostGridCo2, 0, 10);
    m_gridCo2->setObjectName(QStringLiteral("gridCo2"));
    for (QWidget *w : std::initializer_list<QWidget *>{m_years, m_kwhPrice, m_pue, m_hours, m_load,
                                                       m_apiIn, m_apiOut, m_gridCo2})
        m_settingsForm->addRow(new QLabel, w); // texts set by retranslate()
    layout->addLayout(m_settingsForm);
    m_priceListButton = new QPushButton;
    layout->addWidget(m_priceListButton);

    m_figuresForm = new QFormLayout;
    for (QLabel **label :
         {&m_price, &m_energy, &m_perYear, &m_perMonth, &m_perSeat, &m_perMillion, &m_kwhPerMillion,
          &m_co2PerYear, &m_co2PerMillion, &m_breakEven, &m_payback}) {
        *label = new QLabel;
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
        (*label)->setWordWrap(true);
        m_figuresForm->addRow(new QLabel, *label); // texts set by retranslate()
    }
    layout->addLayout(m_figuresForm);
    m_notes = new QLabel;
    m_notes->setWordWrap(true);
    m_notes->setStyleSheet(QStringLiteral("color: #8a5a00"));
    layout->addWidget(m_notes);
    m_chartNote = new QLabel;
    m_chartNote->setObjectName(QStringLiteral("chartNote"));
    m_chartNote->setWordWrap(true);
    layout->addWidget(m_chartNote);

    m_chart = new QChart;
    ChartStyle::apply(m_chart);
    m_bars = new QStackedBarSeries;
    m_depreciation = new QBarSet(QString());
    m_energyBar = new QBarSet(QString());
    m_api = new QBarSet(QString());
    m_depreciation->setColor(ChartStyle::weightsColour());
    m_energyBar->setColor(ChartStyle::cacheColour());
    m_api->setColor(ChartStyle::bf16Colour());
    for (QBarSet *set : {m_depreciation, m_energyBar, m_api}) {
        set->setBorderColor(set->color().darker(130));
        m_bars->append(set);
    }
    m_bars->setBarWidth(0.5);
    m_chart->addSeries(m_bars);
    m_axisX = new QBarCategoryAxis;
    m_axisY = new QValueAxis;
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    m_bars->attachAxis(m_axisX);
    m_bars->attachAxis(m_axisY);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::styleAxis(m_axisX);
    ChartStyle::styleAxis(m_axisY);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chartView = new QChartView(m_chart);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    layout->addWidget(m_chartView, 1);

    connect(m_years, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Set years of depreciation"), [v](CostSettings &s) { s.years = v; });
    });
    const auto decimal = [this](QDoubleSpinBox *box, const QString &text,
                                std::function<void(CostSettings &, double)> set) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, text, set](double v) {
            edit(text, [set, v](CostSettings &s) { set(s, v); });
        });
    };
    connect(m_currency, &QComboBox::activated, this, [this](int index) {
        const QString code = m_currency->itemData(index).toString();
        edit(tr("Set currency"), [code](CostSettings &s) { s.currency = code; });
    });
    const auto money = [this](QDoubleSpinBox *box, const QString &text,
                              std::function<void(CostSettings &, double)> set) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, text, set](double v) {
            editMoney(text, [set, v](CostSettings &s) { set(s, v); });
        });
    };
    money(m_kwhPrice, tr("Set electricity price"),
          [](CostSettings &s, double v) { s.kwhPrice = v; });
    decimal(m_pue, tr("Set PUE"), [](CostSettings &s, double v) { s.pue = v; });
    decimal(m_hours, tr("Set hours per day"), [](CostSettings &s, double v) { s.hoursPerDay = v; });
    decimal(m_load, tr("Set average load"), [](CostSettings &s, double v) { s.load = v; });
    // Any value typed is the build's own, zero a green-power contract.
    decimal(m_gridCo2, tr("Set grid CO₂ per kWh"),
            [](CostSettings &s, double v) { s.gridCo2 = v; });
    // Zero is "not set": the vendor's published price, where one exists, applies.
    const auto price = [](double v) { return v > 0 ? std::optional<double>(v) : std::nullopt; };
    money(m_apiIn, tr("Set API input price"),
          [price](CostSettings &s, double v) { s.apiPriceIn = price(v); });
    money(m_apiOut, tr("Set API output price"),
          [price](CostSettings &s, double v) { s.apiPriceOut = price(v); });
    connect(m_priceListButton, &QPushButton::clicked, this, &CostPanel::editPriceList);
    connect(m_document, &BuildDocument::buildChanged, this, &CostPanel::update);
    reloadPrices();
    retranslate();
}

CostPanel::~CostPanel()
{
    // The view owns the chart only once shown; delete it with the panel.
    m_chartView->setChart(new QChart);
    delete m_chart;
}

void CostPanel::edit(const QString &text, const std::function<void(CostSettings &)> &change)
{
    m_document->undoStack()->push(new EditBuild(
        m_document, text, [change](Build &b) { change(b.cost); }, CommandId::SetCostSettings));
}

void CostPanel::editMoney(const QString &text, const std::function<void(CostSettings &)> &change)
{
    const QString shown = m_document->cost().currency;
    edit(text, [change, shown](CostSettings &s) {
        change(s);
        if (s.currency.isEmpty())
            s.currency = shown;
    });
}

void CostPanel::editPriceList()
{
    PriceListDialog dialog(m_document, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_pricesProblem.clear();
    update();
    emit message(tr("Price list kept at %1").arg(PriceList::userPath()));
}

void CostPanel::fillCurrencies()
{
    const QSignalBlocker blocker(m_currency);
    const CostDefaults &defaults = m_document->report().costDefaults;
    m_currency->clear();
    m_currency->addItem(
        tr("The language's (%1)").arg(defaults.currencyFor(m_document->inputs().format.locale())),
        QString());
    QStringList codes = defaults.kwhCurrencies();
    for (const ExchangeRate &r : defaults.exchangeRates)
        for (const QString &code : {r.base, r.currency})
            if (!codes.contains(code))
                codes << code;
    for (const QString &code : std::as_const(codes))
        m_currency->addItem(code, code);
    const QString set = m_document->build().cost.currency;
    if (m_currency->findData(set) < 0)
        m_currency->addItem(set, set);
    m_currency->setCurrentIndex(m_currency->findData(set));
}

void CostPanel::reloadPrices()
{
    try {
        m_pricesProblem.clear();
        m_document->setPrices(PriceList::effective());
    } catch (const FormatError &e) {
        m_pricesProblem = e.message();
        m_document->setPrices(PriceList::builtIn());
    }
    update();
}

void CostPanel::choosePriceList()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Price list"), QString(), tr("Price lists (*.json)"));
    if (path.isEmpty())
        return;
    try {
        PriceList::read(path); // refuse a bad list before it replaces the user's
    } catch (const FormatError &e) {
        emit message(e.message());
        return;
    }
    const QString target = PriceList::userPath();
    QDir().mkpath(QFileInfo(target).path());
    if (QFileInfo(path).absoluteFilePath() != QFileInfo(target).absoluteFilePath()) {
        QFile::remove(target + QStringLiteral(".bak"));
        QFile::rename(target, target + QStringLiteral(".bak")); // keep the previous list
        if (!QFile::copy(path, target)) {
            QFile::rename(target + QStringLiteral(".bak"), target);
            emit message(tr("Could not keep the price list at %1").arg(target));
            return;
        }
    }
    reloadPrices();
    emit message(tr("Price list in %1 read from %2").arg(m_document->prices().currency(), path));
}

void CostPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CostPanel::retranslate()
{
    const QStringList settings{tr("Currency"),
                               tr("Depreciation (years)"),
                               tr("Electricity per kWh"),
                               tr("PUE"),
                               tr("Hours per day"),
                               tr("Average load"),
                               tr("API per million input tokens"),
                               tr("API per million output tokens"),
                               tr("Grid CO₂ per kWh")};
    for (QDoubleSpinBox *box : {m_apiIn, m_apiOut})
        box->setSpecialValueText(tr("not set"));
    m_gridCo2->setSuffix(tr(" g/kWh"));
    m_gridCo2->setSpecialValueText(tr("0 g/kWh (green power)"));
    for (int i = 0; i < settings.size(); ++i)
        if (auto *label = qobject_cast<QLabel *>(
                m_settingsForm->itemAt(i, QFormLayout::LabelRole)
                    ? m_settingsForm->itemAt(i, QFormLayout::LabelRole)->widget()
                    : nullptr))
            label->setText(settings[i]);
    const QStringList figures{tr("Purchase price"),
                              tr("Energy per year"),
                              tr("Cost per year"),
                              tr("Cost per month"),
                              tr("Per seat and month"),
                              tr("Per million tokens"),
                              tr("Energy per million tokens"),
                              tr("CO₂ per year"),
                              tr("CO₂ per million tokens"),
                              tr("Break-even vs API"),
                              tr("Pay-back")};
    for (int i = 0; i < figures.size(); ++i)
        if (auto *label = qobject_cast<QLabel *>(
                m_figuresForm->itemAt(i, QFormLayout::LabelRole)
                    ? m_figuresForm->itemAt(i, QFormLayout::LabelRole)->widget()
                    : nullptr))
            label->setText(figures[i]);
    m_priceListButton->setText(tr("Price list..."));
    m_depreciation->setLabel(tr("Depreciation"));
    m_energyBar->setLabel(tr("Energy"));
    // Short in the legend, which the narrow dock cuts; the axis title says
    // what the API bar is.
    m_api->setLabel(tr("API"));
    m_axisX->setTitleText(tr("API at the same volume"));
    update();
}

void CostPanel::update()
{
    fillCurrencies();
    const Evaluation &evaluation = m_document->evaluation();
    if (!evaluation.ok()) {
        m_notes->setText(evaluation.error);
        return;
    }
    // The document reckons the cost with the figures (CostCalculator).
    const CostFigures &c = m_document->cost();
    const MoneyFormat money;
    const QLocale locale;
    const auto amount = [&](const std::optional<double> &v, int decimals = 2) {
        return v ? money.money(*v, c.currency, decimals) : tr("not known");
    };
    {
        const QSignalBlocker b1(m_years), b2(m_kwhPrice), b3(m_pue), b4(m_hours), b5(m_load),
            b6(m_apiIn), b7(m_apiOut), b8(m_gridCo2);
        m_years->setValue(c.settings.years);
        m_kwhPrice->setValue(c.kwhPrice.value_or(0));
        m_kwhPrice->setSuffix(QLatin1Char(' ') + MoneyFormat::symbol(c.currency));
        m_pue->setValue(c.settings.pue);
        m_hours->setValue(c.settings.hoursPerDay);
        m_load->setValue(c.settings.load);
        m_gridCo2->setValue(c.gridCo2.value_or(0));
        m_apiIn->setValue(c.apiPriceIn.value_or(0));
        m_apiOut->setValue(c.apiPriceOut.value_or(0));
        m_apiIn->setSuffix(QLatin1Char(' ') + MoneyFormat::symbol(c.currency));
        m_apiOut->setSuffix(QLatin1Char(' ') + MoneyFormat::symbol(c.currency));
    }
    setSourceTips(c);
    // The parts without a price are named once, in the notes below.
    m_price->setText(c.priceTotal ? amount(c.priceTotal) : tr("no total"));
    m_energy->setText(
        tr("%1 kWh, %2")
            .arg(locale.toString(c.energyKWhPerYear, 'f', 0), amount(c.energyCostPerYear)));
    m_perYear->setText(c.costPerYear
                           ? tr("%1 (%2 depreciation + %3 energy)")
                                 .arg(amount(c.costPerYear), amount(c.depreciationPerYear),
                                      amount(c.energyCostPerYear))
                           : tr("not known"));
    m_perMonth->setText(amount(c.costPerMonth));
    m_perSeat->setText(amount(c.costPerSeatPerMonth));
    m_perMillion->setText(amount(c.costPerMillionOutputTokens, 3));
    const auto measure = [&](const std::optional<double> &v, const QString &unit, int decimals) {
        return v ? unit.arg(locale.toString(*v, 'f', decimals)) : tr("not known");
    };
    m_kwhPerMillion->setText(measure(c.kwhPerMillionOutputTokens, tr("%1 kWh"), 2));
    m_co2PerYear->setText(measure(c.co2KgPerYear, tr("%1 kg"), 0));
    m_co2PerMillion->setText(measure(c.co2KgPerMillionOutputTokens, tr("%1 kg"), 3));
    m_breakEven->setText(c.breakEvenTokensPerMonth
                             ? tr("above %1 million output tokens a month")
                                   .arg(locale.toString(*c.breakEvenTokensPerMonth / 1e6, 'f', 1))
                             : tr("not known"));
    m_payback->setText(c.paybackMonths
                           ? tr("%1 months").arg(locale.toString(*c.paybackMonths, 'f', 1))
                           : tr("not known"));
    QStringList notes = c.notes;
    if (!m_pricesProblem.isEmpty())
        notes.prepend(m_pricesProblem);
    m_notes->setText(notes.join(QLatin1Char('\n')));

    updateChart(c);
}

void CostPanel::updateChart(const CostFigures &c)
{
    // Only complete totals: a build's bar needs its purchase price and its
    // energy, or the energy alone would read as the cost per year.
    const bool build = c.costPerYear.has_value();
    const bool api = c.apiCostPerYear.has_value();
    ChartStyle::setTitle(m_chart, tr("Cost per year (%1)").arg(c.currency));
    const QStringList categories{tr("Build"), tr("API")};
    if (m_axisX->categories() != categories)
        m_axisX->setCategories(categories);
    ChartStyle::setValues(m_depreciation, {build ? *c.depreciationPerYear : 0, 0});
    ChartStyle::setValues(m_energyBar, {build ? *c.energyCostPerYear : 0, 0});
    ChartStyle::setValues(m_api, {0, c.apiCostPerYear.value_or(0)});
    const double top = std::max(c.costPerYear.value_or(0), c.apiCostPerYear.value_or(0));
    ChartStyle::setRange(m_axisY, 0, 0, top);
    m_chartView->setVisible(top > 0);
    QStringList missing;
    if (!build) {
        if (!c.missingParts.isEmpty())
            missing << tr("No bar for the build: no price for %1.")
                           .arg(c.missingParts.join(QStringLiteral(", ")));
        else if (!c.energyCostPerYear)
            missing << tr("No bar for the build: no electricity price.");
        else
            missing << tr("No bar for the build: its cost per year is not known.");
    }
    if (!api)
        missing << tr("No bar for the API: no API price or no throughput.");
    m_chartNote->setText(missing.join(QLatin1Char('\n')));
    m_chartNote->setVisible(!missing.isEmpty());
}

void CostPanel::setSourceTips(const CostFigures &c)
{
    // Where each default comes from, so that the engineer on the call can
    // say it: the cited value, its date and its source.
    const CostDefaults &defaults = m_document->report().costDefaults;
    const MoneyFormat money;
    const QLocale locale;
    const auto dated = [&locale](const LocalizedText &source, const QDate &date) {
        return date.isValid() ? tr("%1 (as of %2)")
                                    .arg(source.text(), locale.toString(date, QLocale::ShortFormat))
                              : source.text();
    };
    QString kwh;
    if (const KwhTariff *tariff = defaults.kwhTariff(c.currency))
        kwh = tr("Default: %1 per kWh. Source: %2")
                  .arg(money.money(tariff->price, c.currency, MoneyFormat::kKwhDecimals),
                       dated(tariff->source, tariff->date));
    else
        kwh = tr("No default electricity price in %1: set the price per kWh.").arg(c.currency);
    if (c.settings.kwhPrice)
        kwh = tr("Set for this build.") + QLatin1Char('\n') + kwh;
    m_kwhPrice->setToolTip(kwh);
    // The currency and the rate a price was converted at, with its source.
    QString currency = CurrencyNote::text(c, locale);
    if (c.exchangeRate)
        currency += QLatin1Char('\n') + tr("Source: %1").arg(CurrencyNote::rateSource(c));
    m_currency->setToolTip(currency);
    m_price->setToolTip(currency);
    m_pue->setToolTip(
        tr("Default: PUE %1. Source: %2")
            .arg(locale.toString(defaults.settings.pue, 'f', 1), defaults.pueSource.text()));
    for (QDoubleSpinBox *box : {m_hours, m_load})
        box->setToolTip(defaults.loadSource.text());
    QString grid = defaults.gridCo2
                       ? tr("Default: %1 g CO₂ per kWh. Source: %2")
                             .arg(locale.toString(defaults.gridCo2->gramsPerKWh, 'f', 0),
                                  dated(defaults.gridCo2->source, defaults.gridCo2->date))
                       : tr("No default grid emission factor: set the grams of CO₂ per kWh.");
    grid += QLatin1Char('\n') + tr("0 for a green-power contract.");
    if (c.settings.gridCo2)
        grid = tr("Set for this build.") + QLatin1Char('\n') + grid;
    m_gridCo2->setToolTip(grid);
    for (QLabel *label : {m_co2PerYear, m_co2PerMillion})
        label->setToolTip(grid);
    // The vendor's published price, also where it is in another currency
    // than the list (the notes say so) or the build sets its own.
    const ModelFamily *model = m_document->evaluation().figures.model;
    const ApiPrice *vendor = model ? defaults.apiPrice(model->id) : nullptr;
    QString api = vendor ? tr("Vendor's price: %1 input, %2 output per million tokens. Source: %3")
                               .arg(money.money(vendor->in, vendor->currency),
                                    money.money(vendor->out, vendor->currency),
                                    dated(vendor->source, vendor->date))
                         // The calculator's own note, word for word.
                         : CostCalculator::tr("No published API price for this model: set one.");
    if (c.settings.apiPriceIn || c.settings.apiPriceOut)
        api = tr("Set for this build.") + QLatin1Char('\n') + api;
    for (QDoubleSpinBox *box : {m_apiIn, m_apiOut})
        box->setToolTip(api);
}

} // namespace llmconf
