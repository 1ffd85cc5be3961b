// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"

#include <QJsonArray>
#include <QList>

namespace llmconf {

/// Advice as the command line's JSON: a list of {code, severity, text, source, date}.
class AdviceJson
{
public:
    static QJsonArray toJson(const QList<AdviceItem> &items);
};

} // namespace llmconf
