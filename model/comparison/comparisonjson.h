// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace llmconf {

class BuildComparison;

/// A comparison as one JSON object, the `compare --json` output: every
/// build's figures (FiguresJson), the rows with values, best and ratios, and
/// the advice that differs.
class ComparisonJson
{
public:
    /// `files`: where each build came from ("" for none), index by index.
    static QJsonObject toJson(const BuildComparison &comparison, const QStringList &files = {});
};

} // namespace llmconf
