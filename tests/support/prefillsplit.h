// SPDX-License-Identifier: MIT
// Test support: a prefill/decode split whose prefill copies have their own
// layout (issue 29 item 2), on GLM-4.5-Air FP8 and 8x H200 NVL.
#pragma once

#include "buildassembler.h"
#include "catalogue.h"

namespace llmconf::test {

/// GLM-4.5-Air FP8 on `cards` cards of `card` in `servers` servers with `layout`.
inline Build airOn(const QString &card, int cards, int servers, const Layout &layout)
{
    BuildRequest request;
    request.card = card;
    request.cards = cards;
    request.servers = servers;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
    request.layout = Layout{2, 1, true, 1, cards / 2};
    Build build = BuildAssembler::assemble(request, Catalogue::builtIn());
    build.layout = layout;
    return build;
}

/// GLM-4.5-Air FP8 on 8x H200 NVL in `servers` servers with `layout`.
inline Build airOnEightH200(const Layout &layout, int servers = 1)
{
    return airOn(QStringLiteral("h200-nvl"), 8, servers, layout);
}

/// Two prefill copies at TP2 (cards 1-4), one decode copy at TP4 (5-8).
inline Layout twoTp2PrefillOneTp4Decode()
{
    Layout l{4, 1, true, 1, 3};
    l.prefillCopies = 2;
    l.prefill = PrefillLayout{2, 1, true, 1};
    return l;
}

/// Four prefill copies at TP1 (cards 1-4), one decode copy at TP4 (5-8).
inline Layout fourTp1PrefillOneTp4Decode()
{
    Layout l = twoTp2PrefillOneTp4Decode();
    l.prefill = PrefillLayout{1, 1, false, 1};
    l.prefillCopies = 4;
    l.copies = 5; // 4 x 1 + 1 x 4 = 8
    return l;
}

} // namespace llmconf::test
