// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// A model's parameter count as the catalogue states it: read where the
/// catalogue is read (to refuse one beyond what a model holds) and by the
/// speed estimate.
class StatedParameters
{
public:
    /// "753B" -> 753e9, "30B" -> 30e9, "1.5T" -> 1.5e12; 0 when unreadable.
    static double count(const QString &stated);
    /// "0", "0.0B": a count of zero, written as a number (not unreadable text).
    static bool isZero(const QString &stated);
};

} // namespace llmconf
