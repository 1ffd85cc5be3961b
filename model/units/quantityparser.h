// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QStringView>

#include <optional>

namespace llmconf {

/// Reads quantities written with their unit, as the catalogue writes them:
/// "95.6 GiB", "756 GB", "1.51 TB", "600 W", "3.68 kW", "230 V", "16 A",
/// "1597 GB/s". The unit is required: a bare number is not a quantity.
class QuantityParser
{
public:
    [[nodiscard]] static std::optional<Bytes> bytes(QStringView text);
    [[nodiscard]] static std::optional<Watts> power(QStringView text);
    [[nodiscard]] static std::optional<Volts> voltage(QStringView text);
    [[nodiscard]] static std::optional<Amperes> current(QStringView text);
    [[nodiscard]] static std::optional<BytesPerSecond> bandwidth(QStringView text);
};

} // namespace llmconf
