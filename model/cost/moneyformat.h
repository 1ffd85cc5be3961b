// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>

namespace llmconf {

/// Money as the reader's locale writes it: "12.345,00 €" in German,
/// "€12,345.00" in English.
class MoneyFormat
{
public:
    /// Decimals of a price per kWh: the cited tariffs give a tenth of a
    /// cent ("0.1799 EUR", "0.0929 USD"), which three would round away.
    static constexpr int kKwhDecimals = 4;

    explicit MoneyFormat(QLocale locale = QLocale()) : m_locale(std::move(locale)) {}

    QString money(double amount, const QString &currency, int decimals = 2) const;
    /// "€", "$", "£"; the ISO code for others.
    static QString symbol(const QString &currency);

private:
    QLocale m_locale;
};

} // namespace llmconf
