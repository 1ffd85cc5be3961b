// SPDX-License-Identifier: MIT
// Fuzz target: the quantity parser ("95.6 GiB", "3.68 kW", "4.8 TB/s"):
// whatever it accepts is a finite number.
#include "fuzzinput.h"
#include "quantityparser.h"

#include <QString>

#include <cmath>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    const QString text = QString::fromUtf8(fuzz::bytes(data, size));
    const auto check = [](const auto &q) {
        if (q && !std::isfinite(q->value()))
            std::abort();
    };
    check(QuantityParser::bytes(text));
    check(QuantityParser::power(text));
    check(QuantityParser::voltage(text));
    check(QuantityParser::current(text));
    check(QuantityParser::bandwidth(text));
    return 0;
}
