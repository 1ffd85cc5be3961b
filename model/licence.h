// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// A licence under which checkpoints are published.
struct Licence
{
    QString id;
    QString name;
    QString summary;
    QString source;
};

} // namespace llmconf
