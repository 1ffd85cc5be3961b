// SPDX-License-Identifier: MIT
#include "targetrangetext.h"

#include "settingranges.h"

namespace llmconf {

QString TargetRangeText::speed(double tokensPerSecond)
{
    if (SettingRanges::speedTargetTaken(tokensPerSecond))
        return QString();
    return tr("A speed target of %1 tokens per second is outside %2 to %3 (0: none).")
        .arg(tokensPerSecond)
        .arg(SettingRanges::kLeastSpeedTarget)
        .arg(SettingRanges::kMostSpeedTarget, 0, 'f', 0);
}

QString TargetRangeText::firstToken(double milliseconds)
{
    if (SettingRanges::ttftTargetTaken(milliseconds))
        return QString();
    return tr("A first-token target of %1 ms is outside %2 to %3 ms (0: none).")
        .arg(milliseconds)
        .arg(SettingRanges::kLeastTtftTargetMs)
        .arg(SettingRanges::kMostTtftTargetMs, 0, 'f', 0);
}

} // namespace llmconf
