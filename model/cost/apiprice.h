// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QDate>
#include <QString>

namespace llmconf {

/// A hosted API's published price for a model, per million tokens.
struct ApiPrice
{
    QString model;
    double in = 0;
    double out = 0;
    QString currency;
    QDate date;
    LocalizedText source;
};

} // namespace llmconf
