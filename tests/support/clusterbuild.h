// SPDX-License-Identifier: MIT
// Test support: the cluster the views and sheet benchmarks and the cluster
// tests measure at 1, 8 and 64 servers.
#pragma once

#include "buildassembler.h"
#include "catalogue.h"

namespace llmconf::test {

/// `servers` servers of eight H200 NVL with GLM-5.3 FP8 at TP4 x PP2, one
/// copy per server (the source's 8x H200 build, repeated).
inline Build clusterBuild(int servers, CacheDtype cacheDtype = CacheDtype::Bf16)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8 * servers;
    request.servers = servers;
    request.checkpoint = QStringLiteral("zai-org/GLM-5.3-FP8");
    request.layout = Layout{4, 2, true, 1, servers};
    request.cacheDtype = cacheDtype;
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}

} // namespace llmconf::test
