// SPDX-License-Identifier: MIT
// Builds of alike servers (issue 31): the sizing engine reads the first
// server of each run of copies (SizingChecks::copyOf) and counts it for the
// run. Its figures must be those of the same build whose servers are each
// read on their own (no server a copy of another), to the last bit.
#include "buildassembler.h"
#include "catalogue.h"
#include "sizingchecks_p.h"
#include "sizingengine.h"

#include <gtest/gtest.h>

#include <optional>

using namespace llmconf;

namespace {
const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

/// GLM-5.3 FP8 on `servers` servers of eight H200 NVL, TP8 with EP, a copy a server.
Build cluster(int servers)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8 * servers;
    request.servers = servers;
    request.checkpoint = QStringLiteral("zai-org/GLM-5.3-FP8");
    request.layout = Layout{8, 1, true, 1, 0};
    return BuildAssembler::assemble(request, catalogue());
}

/// A string with data of its own (equal, not shared).
QString own(const QString &s)
{
    return QString(s.constData(), s.size());
}

/// The same build, each server holding its own copies of its texts and
/// slots: no server is a copy of another, so each is read on its own.
Build apart(Build b)
{
    for (Server &s : b.servers) {
        QStringList ids;
        for (const QString &id : s.slotCards)
            ids.append(own(id));
        s.slotCards = ids;
        s.chassis = own(s.chassis);
        s.cpu = own(s.cpu);
        s.feed = own(s.feed);
    }
    return b;
}

/// Every figure the servers give, compared exactly.
void expectSameServerFigures(const Figures &alike, const Figures &each)
{
    EXPECT_EQ(alike.cards, each.cards);
    EXPECT_EQ(alike.conversations, each.conversations);
    EXPECT_EQ(alike.cardsPower.value(), each.cardsPower.value());
    EXPECT_EQ(alike.cpusPower.value(), each.cpusPower.value());
    EXPECT_EQ(alike.overheadPower.value(), each.overheadPower.value());
    EXPECT_EQ(alike.wallPower.value(), each.wallPower.value());
    EXPECT_EQ(alike.feedNominal.value(), each.feedNominal.value());
    EXPECT_EQ(alike.feedPlanned.value(), each.feedPlanned.value());
    EXPECT_EQ(alike.feedOk, each.feedOk);
    EXPECT_EQ(alike.hostMemory.value(), each.hostMemory.value());
    EXPECT_EQ(alike.cardPowerEach.value(), each.cardPowerEach.value());
    ASSERT_EQ(alike.perServer.size(), each.perServer.size());
    for (qsizetype i = 0; i < each.perServer.size(); ++i) {
        const ServerPower &a = alike.perServer[i], &e = each.perServer[i];
        EXPECT_EQ(a.wall.value(), e.wall.value()) << "server " << i + 1;
        EXPECT_EQ(a.cards.value(), e.cards.value()) << "server " << i + 1;
        EXPECT_EQ(a.hostMemory.value(), e.hostMemory.value()) << "server " << i + 1;
        EXPECT_EQ(a.storage.value(), e.storage.value()) << "server " << i + 1;
        EXPECT_EQ(a.feedOk, e.feedOk) << "server " << i + 1;
    }
}

std::pair<int, int> run(int first, int count)
{
    return {first, count};
}

/// The runs servers() records, as a list to compare.
QList<std::pair<int, int>> runsOf(const ResolvedBuild &r)
{
    return QList<std::pair<int, int>>(r.runs.begin(), r.runs.end());
}

/// The engine's figures of `b`, checked against those of `b` apart.
Figures figuresAlikeAndApart(const Build &b)
{
    const Evaluation alike = SizingEngine::evaluate(b, catalogue());
    const Evaluation each = SizingEngine::evaluate(apart(b), catalogue());
    EXPECT_TRUE(alike.ok()) << alike.error.toStdString();
    EXPECT_TRUE(each.ok()) << each.error.toStdString();
    expectSameServerFigures(alike.figures, each.figures);
    return alike.figures;
}
} // namespace

TEST(AlikeServers, AClusterIsOneRunAndServersApartAreOneEach)
{
    const Build b = cluster(16);
    ResolvedBuild alike, each;
    ASSERT_EQ(SizingChecks::servers(b, catalogue(), alike), QString());
    EXPECT_EQ(runsOf(alike), (QList<std::pair<int, int>>{run(0, 16)}));
    EXPECT_EQ(alike.cards, b.cardCount());
    ASSERT_EQ(SizingChecks::servers(apart(b), catalogue(), each), QString());
    ASSERT_EQ(each.runs.size(), 16);
    for (int i = 0; i < 16; ++i)
        EXPECT_EQ(each.runs[i], run(i, 1));
    EXPECT_EQ(each.cards, alike.cards);
}

TEST(AlikeServers, ARunEndsWhereAServerDiffers)
{
    Build b = cluster(12);
    // Servers 4 and 5 on another feed (one string, shared by both), server
    // 9 capped: runs 1-3, 4-5, 6-8, 9, 10-12.
    const QString feed = catalogue().feeds().last().id;
    ASSERT_NE(feed, b.servers[0].feed);
    b.servers[3].feed = b.servers[4].feed = feed;
    const Card *card = catalogue().card(QStringLiteral("h200-nvl"));
    ASSERT_NE(card, nullptr);
    b.servers[8].powerCap = card->powerLimits.last();
    ResolvedBuild r;
    ASSERT_EQ(SizingChecks::servers(b, catalogue(), r), QString());
    const QList<std::pair<int, int>> expected{run(0, 3), run(3, 2), run(5, 3), run(8, 1),
                                              run(9, 3)};
    EXPECT_EQ(runsOf(r), expected);

    const Figures alike = figuresAlikeAndApart(b);
    ASSERT_EQ(alike.perServer.size(), b.servers.size());
    // The capped server draws less than its neighbours; the others as the first.
    EXPECT_LT(alike.perServer[8].cards, alike.perServer[7].cards);
    EXPECT_EQ(alike.perServer[11].wall.value(), alike.perServer[0].wall.value());
}

TEST(AlikeServers, TotalsAreTheServersAddedOneByOne)
{
    // 256 servers of one run: the totals are the sum server by server. A
    // product count x one server's draw rounds differently at some caps:
    // the test takes the first cap (in tenths of a watt down from the
    // card's most) where it does, so that a product would fail it.
    constexpr int kServers = 256;
    Build b = cluster(kServers);
    const Card &card = *catalogue().card(QStringLiteral("h200-nvl"));
    std::optional<Evaluation> found;
    for (double cap = card.maxPower().value(); cap >= card.powerLimits.last().value() && !found;
         cap -= 0.1) {
        for (Server &s : b.servers)
            s.powerCap = watts(cap);
        Evaluation e = SizingEngine::evaluate(b, catalogue());
        ASSERT_TRUE(e.ok()) << e.error.toStdString();
        double wall = 0;
        for (const ServerPower &p : e.figures.perServer)
            wall += p.wall.value();
        if (wall != kServers * e.figures.perServer.first().wall.value())
            found = e;
    }
    ASSERT_TRUE(found) << "no cap where the product rounds otherwise";
    const Figures &f = found->figures;
    ASSERT_EQ(f.perServer.size(), kServers);
    double wall = 0, cards = 0, host = 0, planned = 0;
    for (const ServerPower &p : f.perServer) {
        wall += p.wall.value();
        cards += p.cards.value();
        host += p.hostMemory.value();
        planned += p.feedPlanned.value();
    }
    EXPECT_EQ(f.wallPower.value(), wall);
    EXPECT_EQ(f.cardsPower.value(), cards);
    EXPECT_EQ(f.hostMemory.value(), host);
    EXPECT_EQ(f.feedPlanned.value(), planned);
    // Read server by server, the same build gives the same figures.
    expectSameServerFigures(f, SizingEngine::evaluate(apart(b), catalogue()).figures);
}

TEST(AlikeServers, ASplitsTwoCardTypesGiveTheFiguresOfEachServer)
{
    // The prefill pool's 16 RTX PRO 6000 on the first two servers, the
    // decode pool's H200 NVL on the other six: two runs of other slots.
    Build b = cluster(8);
    b.layout.prefillCopies = 4;
    b.layout.copies = 4 + 6; // 4 x 4 prefill cards, 6 x 8 decode cards
    b.layout.prefill = PrefillLayout{4, 1, true, 1};
    const QString rtx = QStringLiteral("rtx-pro-6000-se");
    QStringList prefill = b.servers[0].slotCards;
    for (QString &id : prefill)
        id = rtx;
    b.servers[0].slotCards = b.servers[1].slotCards = prefill;
    ResolvedBuild r;
    ASSERT_EQ(SizingChecks::servers(b, catalogue(), r), QString());
    EXPECT_EQ(runsOf(r), (QList<std::pair<int, int>>{run(0, 2), run(2, 6)}));
    const Figures alike = figuresAlikeAndApart(b);
    ASSERT_EQ(alike.perServer.size(), b.servers.size());
    // Each card type needs its own host memory (96 GB against 141 GB a card).
    EXPECT_LT(alike.perServer[0].hostMemory, alike.perServer[2].hostMemory);
}
