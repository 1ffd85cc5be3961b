// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QDate>
#include <QLocale>
#include <QString>

namespace llmconf {

/// Shows quantities as the customer reads them, in the language's number
/// format: "432.3 GiB" / "432,3 GiB", "2.94 kW" / "2,94 kW", "3,404 W".
class QuantityFormat
{
public:
    explicit QuantityFormat(QLocale locale = QLocale());

    QString gib(Bytes value, int decimals = 1) const;
    QString kib(Bytes value, int decimals = 1) const;
    QString mib(Bytes value, int decimals = 0) const;
    QString gb(Bytes value, int decimals = 0) const;
    QString tb(Bytes value, int decimals = 2) const;
    QString watts(Watts value) const;
    QString kilowatts(Watts value, int decimals = 2) const;
    QString number(double value, int decimals) const;
    QString integer(qint64 value) const;
    /// "32K", "128K", "1M" for the usual powers of two; the full count otherwise.
    QString tokens(int count) const;
    QString date(QDate date) const;

    const QLocale &locale() const { return m_locale; }

private:
    QLocale m_locale;
};

} // namespace llmconf
