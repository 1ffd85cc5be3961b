// SPDX-License-Identifier: MIT
#include "targetmargin.h"

namespace llmconf {

bool TargetMargin::asked(Target which, const PlanTarget &target)
{
    switch (which) {
    case Target::Speed:
        return target.speedTarget > 0;
    case Target::Ttft:
        return target.ttftTarget > 0;
    case Target::TtftP95:
        return target.ttftP95Target > 0;
    case Target::None:
        break;
    }
    return false;
}

double TargetMargin::margin(Target which, const PlanTarget &target, const SpeedFigures &speed)
{
    if (!asked(which, target))
        return 0.0;
    switch (which) {
    case Target::Speed:
        return (speed.decodeTokensPerSecondPerConversation - target.speedTarget) /
               target.speedTarget;
    case Target::Ttft:
        return (target.ttftTarget - inSeconds(speed.timeToFirstToken)) / target.ttftTarget;
    case Target::TtftP95:
        return (target.ttftP95Target - inSeconds(speed.timeToFirstTokenP95)) / target.ttftP95Target;
    case Target::None:
        break;
    }
    return 0.0;
}

bool TargetMargin::meets(const PlanTarget &target, const SpeedFigures &speed)
{
    if (target.speedTarget > 0 &&
        !(speed.decodeTokensPerSecondPerConversation >= target.speedTarget))
        return false;
    // A first token is only known where the speed is (estimated).
    if ((target.ttftTarget > 0 || target.ttftP95Target > 0) && !speed.estimated)
        return false;
    if (target.ttftTarget > 0 && !(inSeconds(speed.timeToFirstToken) <= target.ttftTarget))
        return false;
    return !(target.ttftP95Target > 0 &&
             !(inSeconds(speed.timeToFirstTokenP95) <= target.ttftP95Target));
}

TargetMargin::Target TargetMargin::binding(const PlanTarget &target, const SpeedFigures &speed)
{
    Target least = Target::None;
    for (Target t : {Target::Speed, Target::Ttft, Target::TtftP95})
        if (asked(t, target) &&
            (least == Target::None || margin(t, target, speed) < margin(least, target, speed)))
            least = t;
    return least;
}

QString TargetMargin::key(Target which)
{
    switch (which) {
    case Target::Speed:
        return QStringLiteral("speed");
    case Target::Ttft:
        return QStringLiteral("ttft");
    case Target::TtftP95:
        return QStringLiteral("ttftP95");
    case Target::None:
        break;
    }
    return QString();
}

QString TargetMargin::name(Target which)
{
    switch (which) {
    case Target::Speed:
        return tr("tokens/s");
    case Target::Ttft:
        return tr("first token");
    case Target::TtftP95:
        return tr("first token (95th percentile)");
    case Target::None:
        break;
    }
    return QString();
}

} // namespace llmconf
