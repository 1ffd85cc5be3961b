// SPDX-License-Identifier: MIT
#pragma once

#include "planresult.h"

#include <QJsonObject>

namespace llmconf {

/// A plan as the command line's JSON: {target, results: [...], excluded: [...]}.
class PlanJson
{
public:
    static QJsonObject toJson(const PlanResult &result);
    static QJsonObject candidateToJson(const PlanCandidate &candidate);
    /// "size", "cost", "price": the `--rank` names.
    static QString rankingName(PlanRanking::By by);
};

} // namespace llmconf
