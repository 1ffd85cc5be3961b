// SPDX-License-Identifier: MIT
// Internal to BuildComparison: how each row of a comparison reads its figure.
#pragma once

#include "comparedbuild.h"
#include "comparisonrow.h"
#include "quantityformat.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <limits>
#include <optional>

namespace llmconf {

/// How one row reads its value and text from a build that could be evaluated.
struct RowSpec
{
    static constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();
    /// An em dash: the build has no such figure.
    static QString noValueText() { return QString(QChar(0x2014)); }

    QString key;
    QString label;
    QString unit;
    BetterDirection better;
    bool numeric;
    bool hasRatio;
    std::function<double(const ComparedBuild &)> value;
    std::function<QString(const ComparedBuild &)> text;
};

/// The rows of a comparison, section by section: memory and power, speed,
/// cost. Each reads one figure of a build's report; the texts are in the
/// comparison's locale and the translations are BuildComparison's.
class ComparisonRowSpecs
{
    Q_DECLARE_TR_FUNCTIONS(BuildComparison)

public:
    explicit ComparisonRowSpecs(const QuantityFormat &format) : m_format(format) {}

    QList<RowSpec> memory() const;
    /// A roofline estimate at each build's prompt, answer and target.
    QList<RowSpec> speed() const;
    /// Absent money is "not known", never a total of the parts with a
    /// price; money marks nothing where the builds' currencies differ.
    QList<RowSpec> cost(const QList<ComparedBuild> &builds) const;

    /// "18.7 tokens/s": one decimal below 100 tokens/s, none above or where whole.
    static QString rateText(const QuantityFormat &format, double tokensPerSecond);
    /// The currency every evaluated build is priced in; empty when they differ.
    static QString commonCurrency(const QList<ComparedBuild> &builds);

private:
    using B = BetterDirection;
    RowSpec gib(const QString &key, const QString &label, B better, int decimals,
                Bytes Figures::*member) const;
    RowSpec gb(const QString &key, const QString &label, Bytes Figures::*member) const;
    RowSpec count(const QString &key, const QString &label, B better, int Figures::*member) const;
    RowSpec count(const QString &key, const QString &label, B better,
                  int SpeedFigures::*member) const;
    static RowSpec text(const QString &key, const QString &label,
                        std::function<QString(const ComparedBuild &)> text);
    RowSpec yesNo(const QString &key, const QString &label, bool Figures::*member,
                  const QString &yes, const QString &no) const;
    RowSpec rate(const QString &key, const QString &label, double SpeedFigures::*member) const;
    /// A figure of the cost that is not money (kWh, kg CO2), lower better;
    /// `text` is a translated "%1 kWh" with the number for %1.
    RowSpec measure(const QString &key, const QString &label, const QString &unit,
                    const QString &text, std::optional<double> CostFigures::*member,
                    int decimals) const;
    RowSpec money(const QString &key, const QString &label,
                  std::optional<double> CostFigures::*member, int decimals,
                  const QString &currency) const;

    QuantityFormat m_format;
};

} // namespace llmconf
