// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "catalogue.h"
#include "contextsweep.h"
#include "costfigures.h"
#include "pricelist.h"
#include "sizingengine.h"

#include <QList>
#include <QString>

#include <memory>

namespace llmconf {

/// One build of a comparison with everything the model computed for it: its
/// figures, its conversations over the context range, its advice and its cost.
struct ComparedBuild
{
    Build build;
    QString title; // the build's title, or its cards and checkpoint when it has none
    /// The catalogue the build was evaluated with (with the checkpoints its
    /// file carries); shared so that the figures' pointers stay valid in copies.
    std::shared_ptr<const Catalogue> catalogue;
    Evaluation evaluation;
    ContextSweep sweep;
    QList<AdviceItem> advice;
    /// The price list it is costed with (its document's or the command line's).
    PriceList prices;
    /// What it costs at `prices` and its own cost settings.
    CostFigures cost;
};

} // namespace llmconf
