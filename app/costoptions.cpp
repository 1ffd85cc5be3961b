// SPDX-License-Identifier: MIT
#include "costoptions.h"

#include "commandlineerror.h"
#include "optionreader.h"
#include "settingranges.h"
#include "userfiles.h"

#include <QRegularExpression>

namespace llmconf {

void CostOptions::add(QCommandLineParser &parser)
{
    const auto option = [&parser](const char *name, const QString &description,
                                  const char *valueName) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(name), description,
                                            QString::fromLatin1(valueName)));
    };
    option("prices", tr("Price list (JSON) over the built-in indicative prices."), "FILE");
    option("years", tr("Years of depreciation (default 3)."), "N");
    option("currency",
           tr("Currency of the cost, such as EUR or USD (default: the language's, EUR in "
              "German, USD in English); prices in another are converted at the cited ECB rate."),
           "CODE");
    option("kwh-price", tr("Electricity price per kWh, in the currency of the cost."), "P");
    option("pue", tr("Cooling overhead as PUE (default 1.3)."), "F");
    option("hours-per-day", tr("Hours of use per day (default 24)."), "H");
    option("load", tr("Average load while in use, 0 to 1 (default 1)."), "F");
    option("api-price-in", tr("Hosted API price per million input tokens."), "P");
    option("api-price-out", tr("Hosted API price per million output tokens."), "P");
    option("input-per-output", tr("Input tokens sent per output token (default 1)."), "R");
    option("grid-co2",
           tr("Grams of CO₂ per kWh of the electricity bought (default: Germany's electricity "
              "mix as the Umweltbundesamt publishes it; 0 for a green-power contract)."),
           "G_PER_KWH");
}

void CostOptions::apply(const QCommandLineParser &parser, Build &build)
{
    const OptionReader options(parser);
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    const auto decimal = [&options](const char *name, double minimum, double maximum) {
        return options.decimal(QString::fromLatin1(name), minimum, maximum);
    };
    CostSettings &s = build.cost;
    if (isSet("currency")) {
        static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
        s.currency = options.text(QStringLiteral("currency")).trimmed().toUpper();
        if (!code.match(s.currency).hasMatch())
            throw CommandLineError(tr("--currency: expected a currency code such as EUR or USD, "
                                      "got \"%1\"")
                                       .arg(options.text(QStringLiteral("currency"))));
    }
    if (isSet("years"))
        s.years = options.wholeNumber(QStringLiteral("years"), 1, 50);
    if (isSet("kwh-price"))
        s.kwhPrice = decimal("kwh-price", 0, 100);
    if (isSet("pue"))
        s.pue = decimal("pue", 1, 5);
    if (isSet("hours-per-day"))
        s.hoursPerDay = decimal("hours-per-day", 0, 24);
    if (isSet("load"))
        s.load = decimal("load", 0, 1);
    if (isSet("api-price-in"))
        s.apiPriceIn = decimal("api-price-in", 0, 1e9);
    if (isSet("api-price-out"))
        s.apiPriceOut = decimal("api-price-out", 0, 1e9);
    if (isSet("input-per-output"))
        s.inputPerOutput = decimal("input-per-output", 0, 1e6);
    if (isSet("grid-co2"))
        s.gridCo2 = decimal("grid-co2", 0, SettingRanges::kMostGridCo2);
}

PriceList CostOptions::prices(const QCommandLineParser &parser)
{
    return PriceList::effective(parser.value(QStringLiteral("prices")));
}

AssessmentInputs CostOptions::inputs(const QCommandLineParser &parser, const AssessmentInputs &base)
{
    AssessmentInputs inputs = base;
    inputs.prices = prices(parser);
    inputs.format = QuantityFormat(QLocale());
    return inputs;
}

QStringList CostOptions::readFiles(const QCommandLineParser &parser)
{
    QStringList files = UserFiles::all();
    if (parser.isSet(QStringLiteral("prices")))
        files << parser.value(QStringLiteral("prices"));
    return files;
}

} // namespace llmconf
