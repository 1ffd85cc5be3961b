// SPDX-License-Identifier: MIT
#include "modelinstance.h"

#include "build.h"

namespace llmconf {

Build ModelInstance::alone(const Build &build) const
{
    Build own = build;
    own.checkpoint = checkpoint;
    own.layout = layout;
    own.utilization = utilization;
    own.reserve = reserve;
    // The instance's figures are its own: no further instances of its own,
    // no speculative decoding or --max-num-seqs set for the first
    // model.
    own.instances.clear();
    own.mtpDraftTokens = 0;
    own.mtpAcceptance = 0.0;
    own.maxSequences = 0;
    return own;
}

} // namespace llmconf
