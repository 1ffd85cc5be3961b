// SPDX-License-Identifier: MIT
#include "contextsweep.h"

#include "sizingengine.h"

namespace llmconf {

QList<int> ContextSweep::defaultContexts()
{
    QList<int> contexts;
    for (int c = 4096; c <= 1048576; c *= 2)
        contexts.append(c);
    return contexts;
}

int ContextSweep::at(int context, CacheDtype dtype) const
{
    const qsizetype i = contexts.indexOf(context);
    if (i < 0)
        return -1;
    return (dtype == CacheDtype::Fp8 ? fp8 : bf16).value(i, -1);
}

ContextSweep ContextSweep::of(const Build &build, const Catalogue &catalogue,
                              const QList<int> &contexts)
{
    ContextSweep sweep;
    sweep.contexts = contexts;
    sweep.bf16.reserve(contexts.size());
    sweep.fp8.reserve(contexts.size());
    for (int c : contexts) {
        sweep.bf16.append(SizingEngine::conversationsAt(build, catalogue, c, CacheDtype::Bf16));
        sweep.fp8.append(SizingEngine::conversationsAt(build, catalogue, c, CacheDtype::Fp8));
    }
    return sweep;
}

} // namespace llmconf
