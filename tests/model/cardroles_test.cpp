// SPDX-License-Identifier: MIT
// The role of every placed card (CardRoles): its copy, stage and TP rank in
// the order the layout counts the cards, and in a prefill/decode split the
// pool its copy serves (the first Layout::prefillCopies copies prefill).
#include "buildassembler.h"
#include "cardroles.h"
#include "catalogue.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

Build airOnEight(const Layout &layout)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
    request.layout = layout;
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}

} // namespace

TEST(CardRoles, TheFirstCopiesOfASplitPrefillAndTheOthersDecode)
{
    Build build = airOnEight(Layout{2, 1, true, 1, 4});
    build.layout.prefillCopies = 1;
    const QList<CardRole> roles = CardRoles::of(build);
    ASSERT_EQ(roles.size(), 8);
    for (const CardRole &r : roles) {
        EXPECT_EQ(r.copy, r.index / 2);
        EXPECT_EQ(r.tpRank, r.index % 2);
        EXPECT_EQ(r.pool, r.copy < 1 ? CardRole::Pool::Prefill : CardRole::Pool::Decode) << r.index;
    }
    // Without a split every card serves both.
    build.layout.prefillCopies = 0;
    for (const CardRole &r : CardRoles::of(build))
        EXPECT_EQ(r.pool, CardRole::Pool::Both);
}

TEST(CardRoles, ASpareCardServesNoPool)
{
    // Three TP2 copies use six of the eight cards: two are spare, in no pool.
    Build build = airOnEight(Layout{2, 1, true, 1, 3});
    build.layout.prefillCopies = 1;
    const QList<CardRole> roles = CardRoles::of(build);
    ASSERT_EQ(roles.size(), 8);
    EXPECT_TRUE(roles[6].spare);
    EXPECT_EQ(roles[6].pool, CardRole::Pool::Both);
    EXPECT_EQ(roles[5].pool, CardRole::Pool::Decode);
    EXPECT_EQ(roles[1].pool, CardRole::Pool::Prefill);
}
