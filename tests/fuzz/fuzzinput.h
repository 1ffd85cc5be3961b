// SPDX-License-Identifier: MIT
// Test support for the libFuzzer targets: the fuzzer's bytes as Qt sees them.
#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace llmconf::fuzz {

/// The input without a copy; valid for the call of LLVMFuzzerTestOneInput.
inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace llmconf::fuzz
