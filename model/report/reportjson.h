// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace llmconf {

struct BuildReport;
struct OneDownFigures;

/// A build's report as `evaluate --json` prints it, and the served and
/// verdict fields that `compare --json` and `plan --json` add to each build.
class ReportJson
{
public:
    /// The figures (FiguresJson), the cost (CostJson), the advice, the
    /// serving commands and verdictFields(), in one object.
    static QJsonObject toJson(const BuildReport &report);
    /// "served", "memoryLimit", "speedLimit", "bindingLimit" ("memory",
    /// "speed", "ttft", "ttftP95"), "ttftLimit" and "ttftP95Limit" where the
    /// build asks them, and "verdict" ({"kind", "text", "reason", "checks"}):
    /// the figures every view states.
    static QJsonObject verdictFields(const BuildReport &report);
    /// "oneDown": what still serves with one server (or card) out of service.
    static QJsonObject oneDownJson(const OneDownFigures &figures);
    /// "instances": each further model's figures (FiguresJson, its speed
    /// included), "modelNumber", "utilization", "served", its own "cards"
    /// {"first", "last"} where it has some, and its "servingCommands"; and,
    /// where a model shares the cards of model 1, "sharedCard": the card's
    /// memory against every sharing model's share and what each holds outside it.
    static QJsonObject instancesJson(const BuildReport &report);
};

} // namespace llmconf
