// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QString>

namespace llmconf {

/// A licence under which checkpoints are published.
struct Licence
{
    QString id;
    QString name; // "MIT License": a proper name, not translated
    LocalizedText summary;
    LocalizedText source;
};

} // namespace llmconf
