// SPDX-License-Identifier: MIT
#include "barruns.h"

namespace llmconf {

QString BarRuns::label(const Run &run)
{
    if (run.first == run.last)
        return QString::number(run.first + 1);
    //: A range of cards or servers shown as one bar, e.g. "1–512"
    return tr("%1–%2").arg(run.first + 1).arg(run.last + 1);
}

} // namespace llmconf
