// SPDX-License-Identifier: MIT
#include "buildplanner.h"
#include "buildplanner_p.h"

#include "assessment.h"
#include "buildadvisor.h"
#include "buildassembler.h"
#include "buildspeed.h"
#include "cachefootprint.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "cheapestrows.h"
#include "costcalculator.h"
#include "decodespeedbound.h"
#include "disaggregatedspeed.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "nearestids.h"
#include "onedown.h"
#include "preparedcost.h"
#include "sizingengine.h"
#include "speedestimate.h"
#include "targetmargin.h"
#include "targetrangetext.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace llmconf {

namespace {

// Shares of a search's progress: the search of the cards, then the rows' evaluation.
constexpr double kSearchShare = 0.8;
constexpr double kEvaluateShare = 0.9;

/// How the cards of a build sit in servers: one server with `perServer`
/// cards, or several full servers of a size the constraints allow.
struct Arrangement
{
    int servers = 1;
    int perServer = 1;
    QString chassis;
    Build
        base; // one of its servers, assembled once; the search changes checkpoint, dtype and layout
    // The same for every checkpoint, dtype and layout: the cards draw what
    // they draw. Evaluated once, when a search first needs it.
    mutable std::optional<Watts> wallPower;
    mutable std::optional<bool> valid; // a build the catalogue allows, in some layout
    // The servers of one copy of each size, made once: every checkpoint,
    // dtype and layout of that size shares them.
    mutable QHash<int, QList<Server>> copyServers;
    // All its servers, made when first asked: making them for every
    // arrangement grew with the square of the servers (issue 31).
    mutable std::optional<QList<Server>> all;

    int cards() const { return servers * perServer; }
    /// The first `n` of its servers, alike (copies of one share its lists).
    QList<Server> firstServers(int n) const { return QList<Server>(n, base.servers.first()); }
    const QList<Server> &allServers() const
    {
        if (!all)
            all = firstServers(servers);
        return *all;
    }
    /// `base` with all its servers.
    Build whole() const
    {
        Build b = base;
        b.servers = allServers();
        return b;
    }
};

/// The order of the results: cards, servers, wall power; then more copies
/// (less traffic between cards, the sources' "more copies beat a wider
/// split"), more conversations, no DCP, fewer pipeline stages.
auto rankKey(int cards, int servers, Watts wall, const Layout &l, int conversations)
{
    return std::make_tuple(cards, servers, qRound64(inWatts(wall)), -l.copies, -conversations,
                           l.dcp, l.pp);
}

/// A row found for one card, checkpoint and cache dtype. The arrangement
/// lives only while its card is searched; cards and servers stay.
struct Found
{
    const Arrangement *arrangement = nullptr;
    int cards = 0;
    int servers = 0;
    Layout layout;
    int conversations = 0;
    Watts wallPower;
    // Ranked by cost: the estimate of its cost per million output tokens
    // (VariantSearch::estimate); none where unpriced.
    std::optional<double> perMillion;

    auto rank() const { return rankKey(cards, servers, wallPower, layout, conversations); }
};

const Chassis *chassisOfSize(const Catalogue &catalogue, const Card &card, int slotCount)
{
    for (const Chassis &c : catalogue.chassis())
        if (ChassisFit::takes(card, c) && c.gpuSlots == slotCount)
            return &c;
    return nullptr;
}

/// One server of `a`'s cards and chassis, as every planned build starts: the
/// feed asked for and, where asked, eager.
Build oneServer(const Card &card, const Arrangement &a, const QString &checkpoint,
                const QString &feed, bool eager, const Catalogue &catalogue)
{
    BuildRequest request;
    request.card = card.id;
    request.cards = a.perServer;
    request.servers = 1;
    request.checkpoint = checkpoint;
    request.layout.tp = 1;
    Build b = BuildAssembler::assemble(request, catalogue);
    // The assembler takes the smallest chassis; the constraints may allow only larger ones.
    const Chassis *chassis = catalogue.chassisById(a.chassis);
    Server &server = b.servers.first();
    server.chassis = a.chassis;
    server.slotCards.resize(chassis->gpuSlots);
    if (!feed.isEmpty())
        server.feed = feed;
    b.enforceEager = eager;
    return b;
}

/// Every arrangement of `card` the constraints allow, by cards then servers;
/// of several with the same number of cards only the one with fewest servers
/// (any layout the more servers allow, the fewer allow too).
QList<Arrangement> arrangementsFor(const Card &card, const PlanConstraints &constraints,
                                   const Catalogue &catalogue, const QString &checkpoint,
                                   const QString &feed)
{
    QList<int> sizes;
    for (const Chassis &c : catalogue.chassis())
        if (ChassisFit::takes(card, c) && c.gpuSlots > 0 &&
            (constraints.serverSizes.isEmpty() || constraints.serverSizes.contains(c.gpuSlots)) &&
            !sizes.contains(c.gpuSlots))
            sizes.append(c.gpuSlots);
    std::sort(sizes.begin(), sizes.end());
    if (sizes.isEmpty())
        return {};
    const auto allowed = [&](int perServer) {
        return constraints.cardsPerServer.isEmpty() ||
               constraints.cardsPerServer.contains(perServer);
    };
    // Cards, servers, cards per server and the chassis' slots: sorted as
    // such (sorting the arrangements, each with its build, was a seventh of
    // a search at 256 servers), made into arrangements once kept.
    std::vector<std::tuple<int, int, int, int>> shapes;
    // One server cannot tolerate one down: without it, eight cards are two
    // servers of four, not one of eight.
    for (int k = 1; k <= sizes.last() && !constraints.tolerateOneDown; ++k) {
        if (!allowed(k))
            continue;
        const int slotCount =
            *std::find_if(sizes.begin(), sizes.end(), [k](int s) { return s >= k; });
        shapes.emplace_back(k, 1, k, slotCount);
    }
    for (int n = 2; n <= constraints.maxServers; ++n)
        for (int size : sizes)
            if (allowed(size))
                shapes.emplace_back(n * size, n, size, size);
    std::stable_sort(shapes.begin(), shapes.end(), [](const auto &a, const auto &b) {
        return std::make_pair(std::get<0>(a), std::get<1>(a)) <
               std::make_pair(std::get<0>(b), std::get<1>(b));
    });
    // The chassis of each size, looked up once (a scan of the catalogue per
    // arrangement), and room for every arrangement (growing the list moved
    // them all again).
    std::map<int, QString> chassisOf;
    for (int size : sizes)
        chassisOf.emplace(size, chassisOfSize(catalogue, card, size)->id);
    QList<Arrangement> kept;
    kept.reserve(qsizetype(shapes.size()));
    for (const auto &[cards, servers, perServer, slotCount] : shapes)
        if (kept.isEmpty() || kept.last().cards() != cards)
            kept.append({servers, perServer, chassisOf.at(slotCount), {}, {}, {}, {}, {}});

    // One server of each size is assembled; the arrangements of several
    // servers copy it (what the assembler gives for them too, but it looked
    // up the catalogue and the date for each of a hundred arrangements).
    QHash<std::pair<int, QString>, Build> assembled;
    for (Arrangement &a : kept) {
        const std::pair<int, QString> key{a.perServer, a.chassis};
        auto one = assembled.constFind(key);
        if (one == assembled.constEnd())
            one = assembled.insert(
                key, oneServer(card, a, checkpoint, feed, constraints.enforceEager, catalogue));
        // The servers are alike: copies of one share their slot list, which
        // the sizing engine then checks once per evaluation (firstServers()).
        a.base = *one;
    }
    return kept;
}

/// LayoutOptions::divisors, kept for the whole search: it asks for the same
/// few hundred numbers hundreds of thousands of times.
class DivisorTable
{
public:
    const QList<int> &of(int n)
    {
        if (n >= int(m_lists.size()))
            m_lists.resize(n + 1);
        QList<int> &list = m_lists[n];
        if (list.isEmpty())
            list = LayoutOptions::divisors(n);
        return list;
    }

private:
    std::vector<QList<int>> m_lists;
};

/// What one variant's search knows of each shape (TP x PP x DCP, or TP x DP
/// ranks), by a dense index: a hash lookup per shape and arrangement was a
/// fifth of a search. One table serves every variant of a search; a new
/// stamp forgets the last variant's entries without clearing them.
class ShapeTable
{
public:
    struct Shape
    {
        quint32 stamp = 0;
        bool reached = false;      // reached the target on fewer cards
        bool splitReached = false; // a prefill/decode split of it did, on fewer cards
        bool evaluated = false;    // perCopy holds its conversations per copy
        qint8 refused = -1;        // vLLM refuses its layout: -1 not asked yet
        int perCopy = 0;
        int speed = -1; // VariantSearch::m_speedOf of the copy evaluated, with a speed target
        int fewestCopies = -1; // copies (DP: ranks) the bound lets reach the target; -1 not known
        // With a speed target: the arrangement the shape is evaluated on (the
        // first that is a build to consider it), kept while the speed alone
        // rules it out.
        const void *first = nullptr;
        bool precheck = true;    // false once an evaluation on `first` failed
        bool boundAsked = false; // whether the most copies were asked (tooSlow())
        int bound = -1;          // VariantSearch::m_bounded of it on `first`; -1 not asked
        // With a speed target, while the shape is not evaluated and prechecked
        // on `first`: the fewest copies on which the bound may let it pass
        // consider()'s precheck (aggregated or split); 0 not known.
        int speedCopies = 0;
    };

    /// For TP up to `maxTp`, PP up to `layers` and DP up to `maxDp`.
    void reset(int maxTp, int layers, int maxDp)
    {
        if (maxTp != m_maxTp || layers != m_layers || maxDp != m_maxDp) {
            m_maxTp = maxTp;
            m_layers = layers;
            m_maxDp = maxDp;
            m_tpShapes = maxTp * layers * maxTp;
            m_shapes.assign(size_t(m_tpShapes) + size_t(maxTp) * maxDp, Shape());
            m_stamp = 0;
        }
        ++m_stamp;
    }
    int index(int tp, int pp, int dcp) const
    {
        return ((tp - 1) * m_layers + (pp - 1)) * m_maxTp + (dcp - 1);
    }
    int indexWithRanks(int tp, int dp) const { return m_tpShapes + (tp - 1) * m_maxDp + (dp - 1); }
    // Asked two million times in a search of 256 servers: kept inline.
    [[gnu::always_inline]] Shape &operator[](int index)
    {
        Shape &shape = m_shapes[size_t(index)];
        if (shape.stamp != m_stamp) {
            shape = Shape();
            shape.stamp = m_stamp;
        }
        return shape;
    }

private:
    std::vector<Shape> m_shapes;
    int m_maxTp = 0, m_layers = 0, m_maxDp = 0, m_tpShapes = 0;
    quint32 m_stamp = 0;
};

/// The rows of one card, checkpoint and cache dtype that reach the target,
/// at most `keep` of them, best first.
class VariantSearch
{
public:
    VariantSearch(const PlanTarget &target, const PlanConstraints &constraints,
                  const Catalogue &catalogue, const ModelFamily &model,
                  std::vector<char> &weightsFit, DivisorTable &divisors, ShapeTable &shapes,
                  int &evaluations)
        : m_target(target), m_constraints(constraints), m_catalogue(catalogue), m_model(model),
          m_weightsFit(weightsFit), m_divisors(divisors), m_shapes(shapes),
          m_evaluations(evaluations)
    {
        Build speedSettings = Build::withDefaults(catalogue.rules());
        speedSettings.promptTokens = target.promptTokens.value_or(speedSettings.promptTokens);
        speedSettings.answerTokens = target.answerTokens.value_or(speedSettings.answerTokens);
        m_meanContext = BuildSpeed::meanContext(speedSettings);
        m_answerTokens = speedSettings.answerTokens;
    }

    /// With `every`, every row found, not only the `keep` best by size: a
    /// larger build may cost less per token (ranking by cost).
    QList<Found> run(const QList<Arrangement> &arrangements, const QString &checkpoint,
                     CacheDtype dtype, bool every = false)
    {
        m_checkpoint = checkpoint;
        m_checkpointEntry = m_catalogue.checkpoint(checkpoint);
        m_hasRoutedExperts = hasRoutedExperts();
        m_dtype = dtype;
        const int keep = std::max(1, m_constraints.layoutsPerVariant);
        const int layers = m_model.attention.numHiddenLayers;
        int maxTp = 1, maxCards = 1;
        for (const Arrangement &a : arrangements) {
            maxTp = std::max(maxTp, a.perServer);
            maxCards = std::max(maxCards, a.cards());
        }
        m_shapes.reset(maxTp, layers, maxCards);
        m_boundsTp = size_t(maxTp + 1);
        m_bounds.assign(m_boundsTp * m_boundsTp, std::nullopt);
        m_arrangements = &arrangements;
        // Ranked by cost, the rows' estimates are those of aggregated copies:
        // splits are searched where the ranking is by size or price.
        m_splits = m_constraints.searchSplits && m_target.hasServiceTargets() &&
                   !m_constraints.tolerateOneDown && !every;
        m_cut.active = every && m_cut.cost;
        if (m_cut.active) {
            prepareCut(arrangements, keep);
            // No arrangement priced: every row ranks by size, as the size
            // ranking's search finds them (a third of the rows at 64 servers).
            if (!std::isfinite(m_cut.lowestFrom.front())) {
                m_cut.active = false;
                m_cut.cut = true; // rows after the kept ones are not searched
                every = false;
            }
        }
        const bool byPrice = m_prices && !every;
        if (byPrice)
            preparePrices(arrangements);
        QList<Found> found;
        for (m_at = 0; m_at < arrangements.size(); ++m_at) {
            const Arrangement &arrangement = arrangements[m_at];
            if (byPrice && keepsCheapest(found, keep))
                break;
            // Rows are found in order of cards and servers: once `keep` rows
            // rank above this arrangement, no later one can enter.
            if (!every && found.size() >= keep &&
                (!byPrice || !std::isfinite(m_lowestPriceFrom[size_t(m_at)]))) {
                const Found &last = found[keep - 1];
                if (std::make_pair(last.cards, last.servers) <
                    std::make_pair(arrangement.cards(), arrangement.servers))
                    break;
            }
            for (int tp : m_divisors.of(arrangement.perServer)) {
                searchStages(arrangement, tp, found);
                searchRanks(arrangement, tp, found);
            }
        }
        std::stable_sort(found.begin(), found.end(),
                         [](const Found &a, const Found &b) { return a.rank() < b.rank(); });
        if (m_cut.active)
            dropAboveCut(found);
        if (byPrice) // the cheapest first, unpriced after, each in the order of size
            std::stable_sort(found.begin(), found.end(), [this](const Found &a, const Found &b) {
                return priceOf(a) < priceOf(b);
            });
        if (!every && found.size() > keep)
            found.resize(keep);
        return found;
    }

    /// Ranked by purchase price: a variant keeps its `keep` cheapest rows
    /// (a larger arrangement may cost less: four servers of eight cards less
    /// than seven of four), prices from `prices`.
    void priceBy(const PreparedCost *prices) { m_prices = prices; }

    /// Ranked by cost: cut shapes and rows that cannot be among the
    /// variant's cheapest (a bound, see CostCut), prices from `cost`.
    void cutBy(const PreparedCost *cost) { m_cut.cost = cost; }
    /// Whether the last run() left a shape or a row out by the bound.
    bool cutAny() const { return m_cut.cut; }

private:
    /// A layout that serves the target becomes a row, and its shape is not
    /// searched again on more cards.
    void consider(const Arrangement &arrangement, const Layout &layout, int shape,
                  QList<Found> &found)
    {
        // With a speed target a shape too slow at this arrangement's copies is
        // not evaluated yet (issue 31: most evaluated shapes were, at 256
        // servers); once fast enough it is evaluated on the arrangement it
        // would have been evaluated on first, so the figures are the same.
        const Arrangement *on = &arrangement;
        if (m_target.hasServiceTargets() && !m_shapes[shape].evaluated) {
            ShapeTable::Shape &s = m_shapes[shape];
            wallPower(arrangement); // says whether it is a build
            if (!s.first && *arrangement.valid)
                s.first = &arrangement;
            if (s.first && s.precheck) {
                on = static_cast<const Arrangement *>(s.first);
                if (tooSlow(*on, layout, shape) && !splitMayServe(*on, layout, shape)) {
                    learnSpeedCopies(*on, layout, shape);
                    return;
                }
            }
        }
        if (m_cut.active && !m_shapes[shape].evaluated && cannotEnter(layout)) {
            m_shapes[shape].reached = true; // nor on more cards: the bound holds for them too
            m_cut.cut = true;
            return;
        }
        const auto [perCopyConversations, wall] =
            conversationsPerCopy(arrangement, *on, layout, shape);
        if (perCopyConversations <= 0)
            return;
        const qint64 total = qint64(perCopyConversations) * layout.copies;
        if (total < m_target.conversations)
            return;
        if (m_target.hasServiceTargets() && !servesSpeed(shape, layout.copies)) {
            considerSplit(arrangement, layout, shape, perCopyConversations, wall, found);
            return;
        }
        // A row that does not hold with a server out is no row; the shape
        // may hold on more servers (more copies left), so it stays open.
        if (m_constraints.tolerateOneDown &&
            !survivesOneDown(arrangement, layout, shape, perCopyConversations, wall))
            return;
        m_shapes[shape].reached = true;
        found.append({&arrangement, arrangement.cards(), arrangement.servers, layout,
                      int(std::min<qint64>(total, 1 << 30)), wall, std::nullopt});
        if (m_cut.active)
            keepEstimate(found.last());
    }

    /// Each arrangement's purchase price (one server's parts times the
    /// servers, PreparedCost; infinite where unpriced) and the least of it
    /// and every later one.
    void preparePrices(const QList<Arrangement> &arrangements)
    {
        const size_t n = size_t(arrangements.size());
        const double none = std::numeric_limits<double>::infinity();
        m_priceOf.assign(n, none);
        m_lowestPriceFrom.assign(n + 1, none);
        for (size_t i = n; i-- > 0;) {
            const Arrangement &a = arrangements[qsizetype(i)];
            const std::optional<Evaluation> &one = oneServer(a);
            if (one->ok() && one->figures.perServer.size() == 1)
                m_priceOf[i] =
                    m_prices->purchasePriceOfAlike(a.base, one->figures, a.servers).value_or(none);
            m_lowestPriceFrom[i] = std::min(m_lowestPriceFrom[i + 1], m_priceOf[i]);
        }
    }
    double priceOf(const Found &f) const
    {
        return m_priceOf[size_t(f.arrangement - m_arrangements->constData())];
    }
    /// Whether `keep` rows found cost no more than any row of this or a
    /// later arrangement can (ranked by price).
    bool keepsCheapest(const QList<Found> &found, int keep) const
    {
        const double lowest = m_lowestPriceFrom[size_t(m_at)];
        if (!std::isfinite(lowest) || found.size() < keep)
            return false;
        int cheaper = 0;
        for (const Found &f : found)
            cheaper += priceOf(f) <= lowest ? 1 : 0;
        return cheaper >= keep;
    }

    /// PlanPhases::survivesOneDown for a row of `layout` on `arrangement`,
    /// its copies holding `perCopy` conversations each. The worst server
    /// stops at least the copies its cards belong to: the copies left at
    /// most must hold the target in memory and at its speed before the
    /// build without that server is evaluated (at 64 servers nearly every
    /// row fails this, and evaluating each was a second a search).
    bool survivesOneDown(const Arrangement &arrangement, const Layout &layout, int shape,
                         int perCopy, Watts wall)
    {
        const int cardsPerCopy = layout.cardsPerCopy();
        const int left = layout.copies - (arrangement.perServer + cardsPerCopy - 1) / cardsPerCopy;
        if (arrangement.servers < 2 || left < 1 ||
            qint64(perCopy) * left < qint64(m_target.conversations))
            return false;
        if (m_target.hasServiceTargets() && !servesSpeed(shape, left))
            return false;
        return PlanPhases::survivesOneDown(
            buildOf({&arrangement, arrangement.cards(), arrangement.servers, layout, 0, wall,
                     std::nullopt}),
            m_target, m_catalogue, m_evaluations);
    }

    /// Each arrangement's cost per year, the least of it and every later one
    /// (a row of a shape first found at arrangement i costs at least that
    /// much a year) and the server sizes from it on.
    void prepareCut(const QList<Arrangement> &arrangements, int keep)
    {
        const qsizetype n = arrangements.size();
        m_cut.keep = keep;
        m_cut.best.clear();
        m_cut.cut = false;
        m_cut.yearCost.assign(size_t(n), std::nullopt);
        m_cut.yearCostKnown.assign(size_t(n), false);
        std::map<std::pair<int, QString>, double> perServer; // a year of one server of each kind
        m_cut.lowestFrom.assign(size_t(n) + 1, std::numeric_limits<double>::infinity());
        m_cut.sizesFrom.assign(size_t(n) + 1, 0);
        m_cut.lastOfSize.clear();
        m_rowSpeeds.clear();
        for (qsizetype i = n - 1; i >= 0; --i) {
            const Arrangement &a = arrangements[i];
            // The parts and the power of alike servers are the one server's
            // times their number (to the rounding: a hair below, a bound).
            const auto [one, added] = perServer.try_emplace({a.perServer, a.chassis}, 0.0);
            if (added)
                one->second = yearCostOf(a, 1).value_or(std::numeric_limits<double>::infinity());
            const double year = one->second * a.servers * (1.0 - 1e-9);
            m_cut.lowestFrom[size_t(i)] = std::min(m_cut.lowestFrom[size_t(i) + 1], year);
            const int size = std::min(a.perServer, 63);
            m_cut.sizesFrom[size_t(i)] = m_cut.sizesFrom[size_t(i) + 1] | (quint64(1) << size);
            m_cut.lastOfSize.try_emplace(size, int(i)); // the last: the most cards of that size
        }
    }

    /// What CheapestRows::yearCost gives an arrangement's rows: one server's
    /// parts times the servers, the wall power summed server by server.
    std::optional<double> yearCostOf(const Arrangement &arrangement, int servers)
    {
        const std::optional<Evaluation> &one = oneServer(arrangement);
        if (!one->ok() || one->figures.perServer.size() != 1)
            return std::nullopt;
        Watts wall = watts(0);
        for (int s = 0; s < servers; ++s)
            wall += one->figures.perServer.first().wall;
        return m_cut.cost->costPerYear(
            m_cut.cost->purchasePriceOfAlike(arrangement.base, one->figures, servers), wall);
    }

    /// The speed estimate of a row of `layout` on servers of `arrangement`'s
    /// size, as CheapestRows makes it (its inputs read the layout and the
    /// cards per server); none before the variant's first evaluation or
    /// where a figure the speed needs is unknown.
    const SpeedEstimate *rowSpeed(const Layout &l, const Arrangement &arrangement)
    {
        if (!m_template)
            return nullptr;
        // TP, PP, DCP and cards per server below 1,024 (a server's cards, the
        // layers), DP below 2^20 (the cards of 256 servers): one number.
        const quint64 key = quint64(l.tp) | quint64(l.pp) << 10 | quint64(l.dcp) << 20 |
                            quint64(arrangement.perServer) << 30 | quint64(l.ep ? 1 : 0) << 40 |
                            quint64(l.dp) << 41;
        auto known = m_rowSpeeds.find(key);
        if (known == m_rowSpeeds.end()) {
            if (!m_stubBuild)
                m_stubBuild = copyBuild(arrangement, l);
            m_stubBuild->layout = l;
            // The variant's figures, only what inputsOf() reads of the build
            // set (copying them was an eighth of the estimates' time).
            Figures &f = *m_template;
            f.cards = arrangement.cards();
            f.servers = arrangement.servers;
            f.copies = l.copies;
            const SpeedRules &rules = m_catalogue.rules().speed;
            const SpeedInputs in = BuildSpeed::inputsOf(*m_stubBuild, f, m_meanContext, rules);
            std::optional<SpeedEstimate> estimate;
            if (BuildSpeed::missingFigure(in, f).isEmpty())
                estimate.emplace(in, rules);
            known = m_rowSpeeds.emplace(key, std::move(estimate)).first;
        }
        return known->second ? &*known->second : nullptr;
    }

    /// Output tokens per second of the target's conversations over `copies`
    /// copies (BuildSpeed::evaluate's figure for a row that holds them).
    double tokensPerSecond(const SpeedEstimate &speed, int copies) const
    {
        const int active = m_target.conversations;
        const int perCopy = std::max(1, (active + copies - 1) / std::max(1, copies));
        return active * speed.decode(perCopy, m_meanContext).tokensPerSecond();
    }

    /// The output the row's build serves (BuildSpeed::servedOutput): at most
    /// tokensPerSecond(), less where the prompts' admission limits the loop.
    /// The cut line takes it, so that it is the kept rows' own cost.
    double servedTokensPerSecond(const SpeedEstimate &speed, int copies) const
    {
        return BuildSpeed::servedOutput(speed, m_target.conversations, copies, m_meanContext,
                                        m_answerTokens);
    }

    /// The cost per million of a found row, kept among the variant's
    /// cheapest estimates so far.
    void keepEstimate(Found &row)
    {
        if (!m_cut.yearCostKnown[size_t(m_at)]) {
            m_cut.yearCost[size_t(m_at)] = yearCostOf(*row.arrangement, row.servers);
            m_cut.yearCostKnown[size_t(m_at)] = true;
        }
        const std::optional<double> &year = m_cut.yearCost[size_t(m_at)];
        const SpeedEstimate *speed = rowSpeed(row.layout, *row.arrangement);
        if (!year || !speed)
            return;
        row.perMillion = CostCalculator::costPerMillionOutputTokens(
            year, servedTokensPerSecond(*speed, row.layout.copies), m_cut.cost->settings());
        if (!row.perMillion)
            return;
        std::vector<double> &best = m_cut.best;
        best.insert(std::upper_bound(best.begin(), best.end(), *row.perMillion), *row.perMillion);
        if (int(best.size()) > m_cut.keep)
            best.pop_back();
    }

    /// The keep-th cheapest estimate so far, with a hair for rounding
    /// (infinite while fewer are known).
    double cutLine() const
    {
        if (int(m_cut.best.size()) < m_cut.keep)
            return std::numeric_limits<double>::infinity();
        return m_cut.best.back() * (1.0 + 1e-9);
    }

    /// Whether no row of the shape, on this arrangement or a later one, can
    /// cost less per million than the variant's keep-th cheapest so far:
    /// the least cost per year from here on over the most tokens any later
    /// arrangement serves with it (the most copies, at each server size left).
    bool cannotEnter(const Layout &layout)
    {
        const double line = cutLine();
        const double year = m_cut.lowestFrom[size_t(m_at)];
        if (!std::isfinite(line) || !std::isfinite(year))
            return false;
        const int copies = m_arrangements->last().cards() / layout.cardsPerCopy();
        if (boundCannotEnter(layout, copies, line, year))
            return true;
        // The estimates' decode output, held to what the bound's prompts admit.
        double most = 0;
        const quint64 sizes = m_cut.sizesFrom[size_t(m_at)];
        size_t at = 0;
        for (const auto &[size, index] : m_cut.lastOfSize) {
            const double admitted = m_cut.admitted[at++];
            if (!(sizes & (quint64(1) << size)))
                continue;
            const SpeedEstimate *speed = rowSpeed(layout, (*m_arrangements)[index]);
            if (!speed)
                return false;
            most = std::max(most, std::min(tokensPerSecond(*speed, copies), admitted));
        }
        const std::optional<double> least =
            CostCalculator::costPerMillionOutputTokens(year, most, m_cut.cost->settings());
        return least && *least > line;
    }

    /// cannotEnter() by the speed bound (DecodeSpeedBound) in place of each
    /// server size's estimate: the bound's served output is at least the
    /// estimate's, so a shape it cuts the estimates cut too, without setting
    /// up an estimate per shape and server size (issue 31: 40,000 of them,
    /// a fifth of a search by cost at 256 servers). The bound's decode is
    /// held to what its prompts admit (servedOutput): a deep pipeline whose
    /// prompts cannot keep up is cut here. Sets m_cut.admitted per server
    /// size (infinite where unknown); false where it cannot tell.
    bool boundCannotEnter(const Layout &layout, int copies, double line, double year)
    {
        m_cut.admitted.assign(m_cut.lastOfSize.size(), std::numeric_limits<double>::infinity());
        if (!m_template || m_boundCutsCost == 0)
            return false;
        const Arrangement &any = m_arrangements->first();
        if (!m_speedBound) {
            const SpeedInputs inputs = copyInputs(any, layout);
            m_speedBound.emplace(inputs, m_catalogue.rules().speed, *m_template->card,
                                 m_model.attention, m_dtype, m_meanContext);
        }
        // What the estimates lack (the card's bandwidth or rate, the model's
        // parameters) is the variant's: without it they cut nothing.
        if (m_boundCutsCost < 0)
            m_boundCutsCost =
                BuildSpeed::missingFigure(copyInputs(any, layout), *m_template).isEmpty() ? 1 : 0;
        if (m_boundCutsCost == 0)
            return false;
        const int conversations = m_target.conversations;
        double most = 0;
        const quint64 sizes = m_cut.sizesFrom[size_t(m_at)];
        size_t at = 0;
        for (const auto &[size, index] : m_cut.lastOfSize) {
            double &admitted = m_cut.admitted[at++];
            if (!(sizes & (quint64(1) << size)))
                continue;
            const DecodeSpeedBound::Shape shape =
                m_speedBound->shape(layout, (*m_arrangements)[index].perServer);
            const DecodeSpeedBound::Served served =
                m_speedBound->servedOutput(shape, conversations, copies, m_answerTokens);
            admitted = served.admitted;
            most = std::max(most, served.output());
        }
        const std::optional<double> least =
            CostCalculator::costPerMillionOutputTokens(year, most, m_cut.cost->settings());
        return least && *least > line;
    }

    /// Rows (in the order of size) whose estimate is above the keep-th
    /// cheapest cannot be kept, nor unpriced ones after the keep-th (they
    /// rank after the priced ones, in the order of size). An estimate that
    /// differs from its row's evaluation searches again without the cut
    /// (PlanPhases::evaluateCheapest).
    void dropAboveCut(QList<Found> &found)
    {
        const double line = cutLine();
        QList<Found> kept;
        int unpriced = 0;
        for (const Found &f : found)
            if (f.perMillion ? *f.perMillion <= line
                             : !std::isfinite(line) && ++unpriced <= m_cut.keep)
                kept.append(f);
        m_cut.cut = m_cut.cut || kept.size() != found.size();
        found = std::move(kept);
    }

    /// The TP x PP x DCP layouts of the arrangement with this TP.
    void searchStages(const Arrangement &arrangement, int tp, QList<Found> &found)
    {
        const int layers = m_model.attention.numHiddenLayers;
        const int cards = arrangement.cards();
        // PP x TP cards divide the arrangement's: PP divides cards / TP.
        for (int pp : m_divisors.of(cards / tp)) {
            if (pp > layers)
                break;
            const int perCopy = tp * pp;
            if (!allowsStages(tp, pp))
                continue;
            if (m_constraints.copyInsideServer && arrangement.perServer % perCopy != 0)
                continue;
            if (!m_weightsFit[size_t(perCopy)])
                continue;
            for (int dcp : m_divisors.of(tp)) {
                if (dcp > 1 && !m_constraints.allowDcp)
                    break;
                const int shape = m_shapes.index(tp, pp, dcp);
                const ShapeTable::Shape &known = m_shapes[shape];
                if (known.reached)
                    continue;
                const int copies = cards / perCopy;
                // A shape evaluated before is only multiplied by its copies.
                if (!known.evaluated && (!mayReach(arrangement, tp, pp, dcp, cards, shape) ||
                                         copies < known.speedCopies))
                    continue;
                const Layout layout{tp, pp, tp > 1 && isMixtureOfExperts(), dcp, copies};
                // Never offer a layout vLLM refuses (heads, KV heads, expert blocks).
                if (!known.evaluated && refused(layout, shape))
                    continue;
                consider(arrangement, layout, shape, found);
            }
        }
    }

    /// Data-parallel attention: DP ranks of TP cards each, the routed experts
    /// spread over all of them by EP.
    void searchRanks(const Arrangement &arrangement, int tp, QList<Found> &found)
    {
        if (!m_constraints.allowDp || !m_hasRoutedExperts)
            return;
        const int cards = arrangement.cards();
        for (int dp : m_divisors.of(cards / tp)) {
            if (dp == 1)
                continue;
            if (m_constraints.copyInsideServer && arrangement.perServer % (tp * dp) != 0)
                continue;
            const int shape = m_shapes.indexWithRanks(tp, dp);
            const ShapeTable::Shape &known = m_shapes[shape];
            if (known.reached ||
                (!known.evaluated && (!mayReachWithRanks(arrangement, tp, dp, cards, shape) ||
                                      cards / (tp * dp) < known.speedCopies)))
                continue;
            consider(arrangement, Layout{tp, 1, true, 1, cards / (tp * dp), dp}, shape, found);
        }
    }

public:
    Build buildOf(const Found &f) const
    {
        Build b = f.arrangement->whole();
        b.checkpoint = m_checkpoint;
        b.cacheDtype = m_dtype;
        b.context = m_target.context;
        b.layout = f.layout;
        // The speed is that of the target's conversations all decoding.
        b.promptTokens = m_target.promptTokens.value_or(b.promptTokens);
        b.answerTokens = m_target.answerTokens.value_or(b.answerTokens);
        b.activeConversations = m_target.conversations;
        // The plan's targets go with the row, a speed target of none (0) too:
        // the row's served figure is then memory's, as the plan searched it.
        b.speedTarget = m_target.speedTarget;
        // The first-token targets go with the row: its served figure and
        // verdict hold them, and a row opened as the build keeps them.
        b.ttftTarget = seconds(m_target.ttftTarget);
        b.ttftP95Target = seconds(m_target.ttftP95Target);
        return b;
    }

private:
    bool allowsStages(int tp, int pp) const
    {
        if (pp == 1)
            return true;
        if (m_constraints.maxPipelineStages > 0 && pp > m_constraints.maxPipelineStages)
            return false;
        return m_constraints.stageCards <= 0 || tp == m_constraints.stageCards;
    }

    /// Whether each conversation gets the speed target while all the
    /// target's conversations decode, spread over `copies` copies of the
    /// shape (as BuildSpeed::evaluate spreads the active conversations).
    bool servesSpeed(int shape, int copies)
    {
        const int index = m_shapes[shape].speed;
        if (index < 0)
            return false;
        SpeedOf &speed = m_speedOf[size_t(index)];
        if (!speed.estimate)
            speed.estimate.emplace(BuildSpeed::inputsOf(speed.copy, speed.figures, m_meanContext,
                                                        m_catalogue.rules().speed),
                                   m_catalogue.rules().speed);
        const int perCopy = (m_target.conversations + copies - 1) / std::max(1, copies);
        if (!firstTokenAsked()) // the speed alone: as tooSlow()
            return speedAlone(speed.fastest, speed.servedAt, speed.failedAt, *speed.estimate,
                              perCopy);
        // Arrangements of more cards often give the same conversations per copy.
        if (perCopy == speed.failedAt)
            return false;
        const bool serves = meetsTargets(*speed.estimate, perCopy);
        if (!serves)
            speed.failedAt = perCopy;
        return serves;
    }

    bool firstTokenAsked() const { return m_target.ttftTarget > 0 || m_target.ttftP95Target > 0; }

    /// `known`, or once the most conversations per copy (up to the target's)
    /// a copy of `estimate` decodes at the speed target: a step takes no
    /// less time with a larger batch (every term grows with it). The
    /// estimate's own answer (conversationsPerCopyAt, a closed form per
    /// batch) is checked at its edge with the step itself; where the two
    /// differ, the step's answer is halved out.
    int fastest(int &known, const SpeedEstimate &estimate) const
    {
        if (known >= 0)
            return known;
        const int most = m_target.conversations;
        const auto meets = [&](int n) {
            return estimate.decode(n, m_meanContext).tokensPerSecond() >= m_target.speedTarget;
        };
        const int guess = std::clamp(
            estimate.conversationsPerCopyAt(m_target.speedTarget, m_meanContext), 0, most);
        known = (guess == 0 || meets(guess)) && (guess == most || !meets(guess + 1))
                    ? guess
                    : SpeedEstimate::largestUpTo(most, meets);
        return known;
    }

    /// Whether a copy of `estimate` gets the speed target (the only one
    /// asked) with `perCopy` conversations: known from the most that get it
    /// (`served`) and the fewest that do not (`slow`; 0 or less: none yet),
    /// a step taking no less time with a larger batch. Most shapes are asked
    /// once, for them one step; a second new number finds the edge (fastest()).
    bool speedAlone(int &edge, int &served, int &slow, const SpeedEstimate &estimate,
                    int perCopy) const
    {
        if (edge >= 0)
            return perCopy <= edge;
        if (perCopy <= served)
            return true;
        if (slow > 0 && perCopy >= slow)
            return false;
        if (served == 0 && slow <= 0) {
            const bool meets = meetsTargets(estimate, perCopy);
            (meets ? served : slow) = perCopy;
            return meets;
        }
        return perCopy <= fastest(edge, estimate);
    }

    /// Whether a copy of `estimate` meets every service-level target with
    /// `perCopy` conversations (all in memory): tokens/s each, and the first
    /// token summed as BuildSpeed::evaluate sums it.
    bool meetsTargets(const SpeedEstimate &estimate, int perCopy) const
    {
        const SpeedTerms decode = estimate.decode(perCopy, m_meanContext);
        if (m_target.speedTarget > 0 && !(decode.tokensPerSecond() >= m_target.speedTarget))
            return false;
        if (!(m_target.ttftTarget > 0 || m_target.ttftP95Target > 0))
            return true;
        const SpeedEstimate::FirstToken t =
            estimate.firstToken(perCopy, perCopy, m_meanContext, decode.tokenTime);
        const double median = inSeconds(t.request + t.slotWait + t.wait + t.chunks);
        const double p95 = inSeconds(t.request + t.slotWait + t.waitP95 + t.chunks);
        return !(m_target.ttftTarget > 0 && !(median <= m_target.ttftTarget)) &&
               !(m_target.ttftP95Target > 0 && !(p95 <= m_target.ttftP95Target));
    }

    /// What the memory bound's fewest copies (ShapeTable::Shape::fewestCopies)
    /// counts of `copies` copies of `layout`: copies, or of a DP layout its
    /// ranks (mayReachWithRanks()).
    static int decodeUnits(const Layout &layout, int copies)
    {
        return copies * std::max(1, layout.dp);
    }

    /// Before a shape too slow aggregated is evaluated: whether a split of
    /// it may serve, its decode copies (at most copies - 1) holding the
    /// target in memory (mayReach's bound, of a DP shape its ranks) and
    /// decoding it at the speed target with no prompt mixed in (tooSlow's
    /// estimate, decodeAlone). A DP shape whose copies - 1 hold the target
    /// only counted as ranks is asked prefillSaturates() too.
    bool splitMayServe(const Arrangement &first, const Layout &layout, int shape)
    {
        const ShapeTable::Shape &s = m_shapes[shape];
        if (!m_splits || layout.copies < 2 || s.splitReached ||
            s.fewestCopies > decodeUnits(layout, layout.copies - 1))
            return false;
        if (m_target.speedTarget <= 0)
            return true;
        // The bounds first: tooSlow() may have set up no estimate.
        if (s.fewestCopies > layout.copies - 1 && prefillSaturates(layout, shape, layout.copies))
            return false;
        const int perCopy = (m_target.conversations + layout.copies - 2) / (layout.copies - 1);
        if (m_speedBound && boundBelowTarget(first, layout, shape, perCopy, false))
            return false;
        const auto known = m_precheck.find(shape);
        if (known == m_precheck.end())
            return true;
        return known->second.estimate.decodeAlone(perCopy, m_meanContext).tokensPerSecond() >=
               m_target.speedTarget;
    }

    /// Whether a DP shape's split of `copies` copies saturates its prefill
    /// copies (splitMeetsTargets()' load) however many decode copies
    /// considerSplit() takes: at least the memory bound's, so at most
    /// copies - that prefill copies, each taking n = conversations / those
    /// prompts. The queue of SpeedEstimate::queueInLoop saturates once
    /// (n - 1) x busy / 2 reaches the time a conversation is away from its
    /// prefill copy, which at the speed target is at most the cache's
    /// transfer, a step and the answer, plus the prompt's own batches beyond
    /// the busy time. With one prefill copy nearly every DP split at 256
    /// servers saturates (issue 31: evaluating them took 2.5 times a search).
    bool prefillSaturates(const Layout &layout, int shape, int copies)
    {
        const ShapeTable::Shape &s = m_shapes[shape];
        if (!m_template || !m_speedBound || s.bound < 0 || !(m_target.speedTarget > 0))
            return false;
        const int ranks = std::max(1, layout.dp);
        const int prefillCopies = copies - (s.fewestCopies + ranks - 1) / ranks;
        if (prefillCopies < 1)
            return false;
        const double n = std::max(1.0, double(m_target.conversations) / prefillCopies);
        const DecodeSpeedBound::PrefillCopy p =
            m_speedBound->prefillCopy(m_bounded[size_t(s.bound)].shape);
        const double beyond = (n - 1.0) / 2.0 - (p.ownOverBusy - 1.0);
        if (!(beyond > 0))
            return false;
        const double away = transferAtMost() +
                            (m_speedBound->tokensPerStep() + m_answerTokens) / m_target.speedTarget;
        return p.busy * beyond >= away * (1.0 + 1e-9);
    }

    /// The longest a prompt's cache takes from a prefill to a decode copy
    /// (DisaggregatedSpeed::kvTransfer) over any link joining the variant's
    /// cards (BuildSpeed::linkJoining: the network, NVLink or PCIe), kept
    /// for the variant: a few milliseconds beside an answer of seconds.
    double transferAtMost()
    {
        if (m_transferAtMost < 0) {
            const SpeedRules &rules = m_catalogue.rules().speed;
            const Bytes cache = CacheFootprint(m_model.attention, m_dtype)
                                    .perConversation(m_stubBuild->promptTokens);
            // Cards on two servers, two on one, and more than any bridge joins.
            for (const auto &[joined, perServer] : {std::pair{2, 1}, {2, 2}, {1 << 16, 1 << 16}}) {
                const BuildSpeed::Link link =
                    BuildSpeed::linkJoining(joined, perServer, *m_template->card, rules);
                m_transferAtMost =
                    std::max(m_transferAtMost,
                             inSeconds(DisaggregatedSpeed::kvTransfer(
                                 cache, link.bandwidth, link.latency, rules.linkFraction)));
            }
        }
        return m_transferAtMost;
    }

    /// A shape whose copies hold the target in memory but miss a
    /// service-level target aggregated: its split with the fewest decode
    /// copies that hold the conversations and decode them at the speed
    /// target, the rest prefilling (the most prefill copies: the shortest
    /// queue for the first token), becomes a row where it meets every target
    /// (issue 29). One split row per shape, on the fewest cards.
    void considerSplit(const Arrangement &arrangement, const Layout &layout, int shape, int perCopy,
                       Watts wall, QList<Found> &found)
    {
        ShapeTable::Shape &s = m_shapes[shape];
        if (!m_splits || layout.copies < 2 || s.splitReached || s.speed < 0 || perCopy <= 0)
            return;
        const int conversations = m_target.conversations;
        const int fewestDecode = (conversations + perCopy - 1) / perCopy;
        if (fewestDecode > layout.copies - 1)
            return;
        SpeedOf &speed = m_speedOf[size_t(s.speed)];
        DisaggregatedSpeed::Split split = splitOf(speed.copy, speed.figures, arrangement, layout);
        if (!speed.pools)
            speed.pools.emplace(BuildSpeed::inputsOf(speed.copy, speed.figures, m_meanContext,
                                                     m_catalogue.rules().speed),
                                m_catalogue.rules().speed, split);
        DisaggregatedSpeed &pools = *speed.pools;
        // The decode step shortens with fewer conversations on a decode copy:
        // the most a decode copy takes at the speed target (once per shape)
        // gives the fewest decode copies, the rest prefill.
        int decodeCopies = fewestDecode;
        if (m_target.speedTarget > 0) {
            const int each = fastest(speed.fastestDecode, pools.decodePool());
            if (each < 1)
                return;
            decodeCopies = std::max(decodeCopies, (conversations + each - 1) / each);
        }
        if (decodeCopies > layout.copies - 1)
            return;
        split.decodeCopies = decodeCopies;
        split.prefillCopies = layout.copies - decodeCopies;
        pools.setSplit(split);
        if (!splitMeetsTargets(pools))
            return;
        s.splitReached = true;
        Layout splitLayout = layout;
        splitLayout.prefillCopies = split.prefillCopies;
        found.append({&arrangement, arrangement.cards(), arrangement.servers, splitLayout,
                      int(std::min<qint64>(qint64(perCopy) * split.decodeCopies, 1 << 30)), wall,
                      std::nullopt});
    }

    /// The split's pools of `layout` on `arrangement` (BuildSpeed::splitOf,
    /// the link joining the arrangement's cards), from a shape's copy and
    /// its figures: they stand for the whole build's, only the cards,
    /// servers and copies splitOf() reads changed, and put back.
    DisaggregatedSpeed::Split splitOf(Build &copy, Figures &figures, const Arrangement &arrangement,
                                      const Layout &layout) const
    {
        const Layout copyLayout = copy.layout;
        const int cards = figures.cards, servers = figures.servers;
        copy.layout = layout;
        copy.layout.prefillCopies = 1;
        figures.cards = arrangement.cards();
        figures.servers = arrangement.servers;
        const DisaggregatedSpeed::Split split =
            BuildSpeed::splitOf(copy, figures, m_catalogue.rules().speed);
        copy.layout = copyLayout;
        figures.cards = cards;
        figures.servers = servers;
        return split;
    }

    /// Whether the split of `pools` meets every service-level target with
    /// the target's conversations on its decode copies, as
    /// BuildSpeed::evaluate reckons a split build: the decode pool's speed,
    /// and the first token from a prefill copy plus the cache's transfer and
    /// the decode copy's first step; and its prefill copies not saturated.
    bool splitMeetsTargets(const DisaggregatedSpeed &pools) const
    {
        const int conversations = m_target.conversations;
        const int decodeCopies = pools.split().decodeCopies;
        const SpeedTerms step = pools.decodePool().decode(
            (conversations + decodeCopies - 1) / decodeCopies, m_meanContext);
        if (m_target.speedTarget > 0 && !(step.tokensPerSecond() >= m_target.speedTarget))
            return false;
        // The prefill copies must keep up with the prompts even where no
        // first token is asked: at saturation (load 1) the decode copies
        // wait for prompts and decode slower than their step says.
        const SpeedEstimate::FirstToken t =
            pools.firstToken(conversations, conversations, step.tokenTime, step.stepTime);
        // Saturated as the advice calls it (busy 99 % or more): the loop
        // turns at the pool's rate and the first token waits behind prompts.
        if (!(t.load < SpeedFigures::kSaturatedLoad))
            return false;
        const Seconds after = pools.kvTransfer() + step.stepTime;
        return !(m_target.ttftTarget > 0 &&
                 !(inSeconds(t.median() + after) <= m_target.ttftTarget)) &&
               !(m_target.ttftP95Target > 0 &&
                 !(inSeconds(t.p95() + after) <= m_target.ttftP95Target));
    }

    /// `arrangement`'s build with the variant's checkpoint, dtype and context in `layout`.
    Build copyBuild(const Arrangement &arrangement, const Layout &layout) const
    {
        Build b = arrangement.base;
        b.checkpoint = m_checkpoint;
        b.cacheDtype = m_dtype;
        b.context = m_target.context;
        b.layout = layout;
        // The speed estimates read the prompt and answer (the first token's
        // chunks above all): the target's, as the rows have them.
        b.promptTokens = m_target.promptTokens.value_or(b.promptTokens);
        b.answerTokens = m_target.answerTokens.value_or(b.answerTokens);
        return b;
    }

    /// Whether servesSpeed() would find the shape too slow at this layout's
    /// copies once evaluated on `first`: first by the speed bound
    /// (DecodeSpeedBound), then by the same estimate, its inputs from the
    /// variant's figures and the cards and servers of the copy evaluated
    /// (the copy alone, or whole servers where it is part of an HGX board).
    /// False where that cannot be told before the evaluation (no figures of
    /// the variant yet).
    bool tooSlow(const Arrangement &first, const Layout &layout, int shape)
    {
        const int perCopy = layout.cardsPerCopy();
        if (!m_template)
            return false;
        const int conversations =
            (m_target.conversations + layout.copies - 1) / std::max(1, layout.copies);
        // Most shapes are too slow by far: the bound says so without an
        // estimate; one too slow even on the most cards, never to be a row
        // (nor split: its decode copies hold more), is not asked again.
        const SpeedRules &rules = m_catalogue.rules().speed;
        if (m_target.speedTarget > 0) {
            if (!m_speedBound)
                m_speedBound.emplace(copyInputs(first, layout), rules, *m_template->card,
                                     m_model.attention, m_dtype, m_meanContext);
            ShapeTable::Shape &s = m_shapes[shape];
            if (!s.boundAsked) {
                s.boundAsked = true;
                const int most = m_arrangements->last().cards() / perCopy;
                const int fewest = (m_target.conversations + most - 1) / std::max(1, most);
                if (boundBelowTarget(first, layout, shape, fewest, false)) {
                    s.reached = true;
                    return true;
                }
            }
            if (boundBelowTarget(first, layout, shape, conversations, true))
                return true;
        }
        auto known = m_precheck.find(shape);
        if (known == m_precheck.end())
            known =
                m_precheck.emplace(shape, Precheck{SpeedEstimate(copyInputs(first, layout), rules)})
                    .first;
        // A step takes no less time with a larger batch (every term grows
        // with it): what served at some conversations per copy serves at
        // fewer, what was too slow is too slow at more.
        Precheck &p = known->second;
        // The speed alone: the most conversations per copy that get it,
        // halved out once per shape (asked on every arrangement, a new
        // number of conversations per copy each, the estimate was most of a
        // search at 256 servers).
        if (!firstTokenAsked())
            return !speedAlone(p.fastest, p.served, p.slow, p.estimate, conversations);
        if (conversations <= p.served)
            return false;
        // (The first token is not monotonic in the batch: a longer step
        // also spaces the prompts out. It is asked at each number.)
        const bool slow = !meetsTargets(p.estimate, conversations);
        if (!slow)
            p.served = conversations;
        return slow;
    }

    /// The speed estimate's inputs of the copy conversationsPerCopy()
    /// evaluates: `layout`'s cards per copy on the fewest of first's servers,
    /// or, part of an HGX board, the whole servers wholeServers() gives (their
    /// links: at 256 servers a DP copy of 482 cards was evaluated on 241
    /// servers only for its estimate to find it too slow), from the variant's
    /// figures. What inputsOf() reads of it: the layout, prompt and answer
    /// (the arrangements' own, alike), its cards, servers and copies.
    SpeedInputs copyInputs(const Arrangement &first, const Layout &layout)
    {
        if (!m_stubBuild)
            m_stubBuild = copyBuild(first, layout);
        const int perCopy = layout.cardsPerCopy();
        int cards = perCopy;
        int servers = (cards + first.perServer - 1) / first.perServer;
        if (partOfBoard(first, perCopy)) {
            cards = std::min(std::lcm(perCopy, first.perServer), first.cards());
            servers = cards / first.perServer;
        }
        m_stubBuild->layout = layout;
        m_stubBuild->layout.copies = cards / perCopy;
        Figures &f = *m_template;
        f.cards = cards;
        f.servers = servers;
        f.copies = cards / perCopy;
        return BuildSpeed::inputsOf(*m_stubBuild, f, m_meanContext, m_catalogue.rules().speed);
    }

    /// Whether the bound puts `perCopy` conversations on a copy of the shape
    /// (on `first`'s servers) below the speed target, with the prompts
    /// alongside (decode) or without (decodeAlone): then its estimate does too.
    bool boundBelowTarget(const Arrangement &first, const Layout &layout, int shape, int perCopy,
                          bool withPrompts)
    {
        ShapeTable::Shape &s = m_shapes[shape];
        if (s.bound < 0) {
            // The cards per server of the copy evaluated (conversationsPerCopy()):
            // the copy on the fewest of first's servers, or whole servers.
            const int cards = layout.cardsPerCopy();
            const int perServer = partOfBoard(first, cards)
                                      ? first.perServer
                                      : cards / ((cards + first.perServer - 1) / first.perServer);
            s.bound = int(m_bounded.size());
            m_bounded.push_back({m_speedBound->shape(layout, perServer), INT_MAX, 0, 0});
        }
        Bounded &b = m_bounded[size_t(s.bound)];
        if (withPrompts && perCopy >= b.slowAt)
            return true;
        if (withPrompts && perCopy <= b.fastAt)
            return false;
        const bool below = DecodeSpeedBound::below(
            m_speedBound->tokensPerSecond(b.shape, perCopy, withPrompts), m_target.speedTarget);
        if (withPrompts)
            (below ? b.slowAt : b.fastAt) = perCopy;
        return below;
    }

    /// Whether the bound may let `copies` copies of the shape (on `first`'s
    /// servers) pass consider()'s precheck: tooSlow()'s bound with the
    /// prompts alongside, or splitMayServe()'s on copies - 1 decode copies.
    /// Both only rise with the copies (fewer conversations each).
    bool boundMayPass(const Arrangement &first, const Layout &layout, int shape, int copies)
    {
        const int conversations = m_target.conversations;
        if (!boundBelowTarget(first, layout, shape, (conversations + copies - 1) / copies, true))
            return true;
        const ShapeTable::Shape &s = m_shapes[shape];
        return m_splits && copies >= 2 && !(s.fewestCopies > decodeUnits(layout, copies - 1)) &&
               !(s.fewestCopies > copies - 1 && prefillSaturates(layout, shape, copies)) &&
               !boundBelowTarget(first, layout, shape, (conversations + copies - 2) / (copies - 1),
                                 false);
    }

    /// After the bound turned the shape away a second time (issue 31: a
    /// shape was asked on every arrangement until it had copies enough, the
    /// asks growing faster than the servers): the fewest copies, up to the
    /// most the search has, on which boundMayPass(), found by doubling then
    /// halving; the search does not visit the shape on fewer.
    void learnSpeedCopies(const Arrangement &first, const Layout &layout, int shape)
    {
        ShapeTable::Shape &s = m_shapes[shape];
        if (m_target.speedTarget <= 0 || s.reached || s.bound < 0 || s.speedCopies > 0 ||
            ++m_bounded[size_t(s.bound)].turnedAway < 2 ||
            boundMayPass(first, layout, shape, layout.copies))
            return;
        const int most = m_arrangements->last().cards() / layout.cardsPerCopy();
        int below = layout.copies, above = most + 1; // fails at `below`; `above` passes or is past
        for (int step = 1; below + step <= most; step *= 2) {
            if (boundMayPass(first, layout, shape, below + step)) {
                above = below + step;
                break;
            }
            below += step;
        }
        while (above - below > 1) {
            const int middle = below + (above - below) / 2;
            (boundMayPass(first, layout, shape, middle) ? above : below) = middle;
        }
        s.speedCopies = above;
    }

    /// Whether vLLM refuses the shape's layout; asked once per shape.
    bool refused(const Layout &layout, int shape)
    {
        ShapeTable::Shape &known = m_shapes[shape];
        if (known.refused < 0)
            known.refused =
                LayoutValidity::whyRefused(layout, m_model, m_checkpointEntry).isEmpty() ? 0 : 1;
        return known.refused > 0;
    }

    // Expert parallelism goes with TP for a mixture of experts (its active
    // parameters are stated); it moves experts, not memory, in the sizing.
    bool isMixtureOfExperts() const { return !m_model.activeParameters.isEmpty(); }
    bool hasRoutedExperts() const
    {
        const Checkpoint *c = m_catalogue.checkpoint(m_checkpoint);
        return c && LayoutOptions::offersDataParallel(m_model, *c);
    }

    /// What a copy of TP cards (PP 1) says of every PP with this TP and DCP:
    /// usable memory, weights and cache per conversation per card.
    struct CopyBound
    {
        bool known = false;
        double usable = 0, weights = 0, cache = 0; // bytes per card at PP 1
        double experts = 0;                        // the routed experts' share of `weights`
    };

    /// Whether a TP x PP x DCP layout can hold the target on `cards` cards,
    /// without evaluating it. Weights per card are the PP-1 weights / PP; a
    /// stage holds ceil(layers / PP) of the layers, and a card's cache per
    /// conversation is the PP-1 cache x ceil(layers / PP) / layers
    /// (CacheFootprint::stageShare). A copy then holds (usable - weights /
    /// PP) / that conversations, which the engine floors. One evaluation per
    /// TP and DCP spares the shapes that cannot reach the target on the
    /// cards at hand (at 10,000 conversations most of them; with the cache
    /// taken as PP-1 cache / PP, nine in ten shapes evaluated fell short).
    bool mayReach(const Arrangement &arrangement, int tp, int pp, int dcp, int cards, int shape)
    {
        ShapeTable::Shape &s = m_shapes[shape];
        if (s.fewestCopies < 0) {
            const CopyBound &b = copyBound(arrangement, tp, dcp);
            if (!b.known)
                return true;
            const int layers = m_model.attention.numHiddenLayers;
            const double stageShare = double((layers + pp - 1) / pp) / double(layers);
            // One conversation more per copy: the engine's floor forgives a hair.
            s.fewestCopies =
                fewestCopies((b.usable - b.weights / pp) / (b.cache * stageShare) + 1.0);
        }
        return cards / (tp * pp) >= s.fewestCopies;
    }

    /// The fewest copies n with n x perCopy >= the target's conversations
    /// (as that product says, to the last bit); INT_MAX when perCopy <= 1.
    /// Kept per shape: the bound was asked on every arrangement, a division each.
    int fewestCopies(double perCopy) const
    {
        if (!(perCopy > 1.0))
            return INT_MAX;
        const double target = m_target.conversations;
        const double guess = std::ceil(target / perCopy);
        if (guess >= double(INT_MAX))
            return INT_MAX;
        int n = std::max(1, int(guess));
        while (n > 1 && double(n - 1) * perCopy >= target)
            --n;
        while (double(n) * perCopy < target)
            ++n;
        return n;
    }

    /// The same for DP ranks of TP cards: each rank's weights are the rest
    /// of the model / TP plus the routed experts / (DP x TP), its cache per
    /// conversation that of TP cards at PP 1, and the build holds cards / TP
    /// ranks' conversations.
    bool mayReachWithRanks(const Arrangement &arrangement, int tp, int dp, int cards, int shape)
    {
        ShapeTable::Shape &s = m_shapes[shape];
        if (s.fewestCopies < 0) {
            const CopyBound &b = copyBound(arrangement, tp, 1);
            if (!b.known)
                return true;
            s.fewestCopies =
                fewestCopies((b.usable - (b.weights - b.experts) - b.experts / dp) / b.cache + 1.0);
        }
        return cards / tp >= s.fewestCopies; // ranks
    }

    const CopyBound &copyBound(const Arrangement &arrangement, int tp, int dcp)
    {
        std::optional<CopyBound> &known = m_bounds[size_t(tp) * m_boundsTp + dcp];
        if (known)
            return *known;
        wallPower(arrangement); // says whether the arrangement is a build at all
        // The bound is per card, the same in any arrangement: one that is no
        // build (2 cards of an HGX board of 8) leaves it to the next one
        // (kept unknown, it spared no SXM shape an evaluation).
        static const CopyBound unknown;
        if (!*arrangement.valid)
            return unknown;
        CopyBound bound;
        const Layout layout{tp, 1, tp > 1 && isMixtureOfExperts(), dcp, 1};
        if (LayoutValidity::whyRefused(layout, m_model, m_checkpointEntry).isEmpty()) {
            Build copy = arrangement.base;
            copy.checkpoint = m_checkpoint;
            copy.cacheDtype = m_dtype;
            copy.context = m_target.context;
            copy.layout = layout;
            Build whole = copy;
            whole.servers = arrangement.allServers();
            copy.servers = copyServers(arrangement, tp);
            Evaluation e = partOfBoard(arrangement, tp)
                               ? Evaluation{{}, QStringLiteral("part of a board")}
                               : SizingEngine::evaluateMemory(copy, m_catalogue);
            ++m_evaluations;
            if (!e.ok()) {
                // Part of an HGX board is no build: whole servers of TP-card copies.
                whole.layout.copies = whole.cardCount() / tp;
                e = SizingEngine::evaluateMemory(wholeServers(arrangement, whole), m_catalogue);
                ++m_evaluations;
            }
            const Figures &f = e.figures;
            if (e.ok() && f.cachePerConversationPerCard.value() > 0)
                bound = {true, inBytes(f.usablePerCard), inBytes(f.weightsPerCard),
                         inBytes(f.cachePerConversationPerCard), inBytes(f.expertWeightsPerCard)};
        }
        known = bound;
        return *known;
    }

    /// Conversations of one copy: they depend on the card, checkpoint, dtype,
    /// context and the copy's shape, not on the number of copies or servers,
    /// so each shape is evaluated once per variant, on one copy alone (an
    /// evaluation costs more with every card: a copy of 8 cards on the
    /// arrangement of 512 cost 25 times as much).
    std::pair<int, Watts> conversationsPerCopy(const Arrangement &current,
                                               const Arrangement &arrangement, Layout layout,
                                               int shape)
    {
        const Watts wall = wallPower(current);
        // No layout makes a build of an arrangement that is none (2 cards of
        // an HGX board of 8): no row, and nothing learnt of the shape.
        if (!*current.valid)
            return {0, wall};
        if (const ShapeTable::Shape &cached = m_shapes[shape]; cached.evaluated)
            return {cached.perCopy, wall};
        // Evaluated on `arrangement` (the shape's first, see consider()): its copies.
        layout.copies = arrangement.cards() / layout.cardsPerCopy();
        Build b = copyBuild(arrangement, layout);
        int conversations = 0;
        {
            Build copy = b;
            copy.servers = copyServers(arrangement, layout.cardsPerCopy());
            copy.layout.copies = 1;
            // Part of an HGX board (a population the chassis is not sold
            // with) is no build: then the fewest whole servers holding whole
            // copies say, as below.
            Evaluation e = partOfBoard(arrangement, layout.cardsPerCopy())
                               ? Evaluation{{}, QStringLiteral("part of a board")}
                               : SizingEngine::evaluateMemory(copy, m_catalogue);
            ++m_evaluations;
            if (!e.ok()) {
                // The copy alone is not a build the catalogue sells (part of
                // an HGX board): the fewest whole servers holding whole copies say.
                copy = wholeServers(arrangement, b);
                e = SizingEngine::evaluateMemory(copy, m_catalogue);
                ++m_evaluations;
            }
            // The speed of a copy depends on its shape and its cards' links,
            // which a copy alone has as in the whole build; only the batch
            // (conversations per copy) changes with the copies.
            // Its inputs are read when the shape first holds the target
            // (reading them parses the model's parameter counts).
            conversations = e.ok() ? e.figures.conversationsPerCopy : 0;
            if (conversations > 0 && m_target.hasServiceTargets()) {
                m_shapes[shape].speed = int(m_speedOf.size());
                m_speedOf.push_back(
                    {std::move(copy), e.figures, std::nullopt, -1, 0, -1, std::nullopt, -1});
            }
            // With DP the weights per card depend on the ranks, not on the cards per copy alone.
            if (e.ok() && !e.figures.weightsFit && layout.dp == 1)
                m_weightsFit[size_t(layout.cardsPerCopy())] = 0;
            // A copy that is no build here (6 cards on HGX boards of 8) may
            // be one on another arrangement (3 boards of 4): asked again there.
            if (!e.ok()) {
                // ... as the search without the speed's precheck asks it.
                ShapeTable::Shape &s = m_shapes[shape];
                s.precheck = false;
                s.first = nullptr;
                s.speedCopies = 0;
                return {0, wall};
            }
            if (!m_template) {
                m_template = e.figures;
                m_template->perServer.clear(); // what inputsOf() reads stays
            }
        }
        ShapeTable::Shape &known = m_shapes[shape];
        known.evaluated = true;
        known.perCopy = conversations;
        return {conversations, wall};
    }

    /// Whether `perCopy` cards leave the last server of a copy with a number
    /// of cards its chassis is not sold with (HGX boards come whole).
    bool partOfBoard(const Arrangement &arrangement, int perCopy) const
    {
        const int inLast = perCopy % arrangement.perServer;
        if (inLast == 0)
            return false;
        const Chassis *chassis = m_catalogue.chassisById(arrangement.chassis);
        return chassis && !chassis->populations.isEmpty() && !chassis->populations.contains(inLast);
    }

    /// `b` (the whole arrangement) cut to the fewest of its servers that hold
    /// a whole number of its copies: lcm(cards per copy, cards per server)
    /// cards. Each card's figures are those of the whole arrangement.
    static Build wholeServers(const Arrangement &arrangement, const Build &b)
    {
        const int perCopy = b.layout.cardsPerCopy();
        const int cards = std::lcm(perCopy, arrangement.perServer);
        if (cards >= arrangement.cards()) {
            Build all = b; // `b` may hold one server: see Arrangement::base
            all.servers = arrangement.allServers();
            return all;
        }
        Build cut = b;
        cut.servers = arrangement.firstServers(cards / arrangement.perServer);
        cut.layout.copies = cards / perCopy;
        return cut;
    }

    /// One copy of `perCopy` cards on as many of the arrangement's servers as it fills.
    static const QList<Server> &copyServers(const Arrangement &arrangement, int perCopy)
    {
        auto known = arrangement.copyServers.constFind(perCopy);
        if (known != arrangement.copyServers.constEnd())
            return *known;
        const int count = (perCopy + arrangement.perServer - 1) / arrangement.perServer;
        QList<Server> servers = arrangement.firstServers(count);
        QStringList &lastSlots = servers.last().slotCards;
        const int inLast = perCopy - (count - 1) * arrangement.perServer;
        for (int placed = 0, i = 0; i < lastSlots.size(); ++i)
            if (!lastSlots[i].isEmpty() && ++placed > inLast)
                lastSlots[i].clear();
        return *arrangement.copyServers.insert(perCopy, servers);
    }

    /// The arrangement's wall power; its cards draw the same in any layout.
    /// Evaluated once per arrangement with one card per copy, which says
    /// whether the arrangement is a build at all (two DGX Spark at most).
    Watts wallPower(const Arrangement &arrangement)
    {
        if (arrangement.wallPower)
            return *arrangement.wallPower;
        // Servers alike: one server's evaluation says for all of them (an
        // evaluation of each arrangement whole grew with the square of the
        // servers), the wall power summed server by server as the engine
        // sums it. Linked systems (DGX Spark) are asked whole: their number counts.
        const Chassis *chassis = m_catalogue.chassisById(arrangement.chassis);
        if (arrangement.servers > 1 && chassis && chassis->linkSizes.isEmpty()) {
            const std::optional<Evaluation> &one = oneServer(arrangement);
            arrangement.valid = one->ok();
            Watts wall = watts(0);
            if (one->ok())
                for (int s = 0; s < arrangement.servers; ++s)
                    wall += one->figures.perServer.first().wall;
            arrangement.wallPower = wall;
            return wall;
        }
        Build b = arrangement.whole();
        b.checkpoint = m_checkpoint;
        b.cacheDtype = m_dtype;
        b.context = m_target.context;
        b.layout = Layout{1, 1, false, 1, b.cardCount()};
        const Evaluation e = SizingEngine::evaluateMemory(b, m_catalogue);
        ++m_evaluations;
        arrangement.valid = e.ok();
        arrangement.wallPower = e.ok() ? e.figures.wallPower : watts(0);
        return *arrangement.wallPower;
    }

    /// One server of the arrangement's, evaluated once per server size and chassis.
    const std::optional<Evaluation> &oneServer(const Arrangement &arrangement)
    {
        std::optional<Evaluation> &one = m_oneServer[{arrangement.perServer, arrangement.chassis}];
        if (!one) {
            Build b = arrangement.base;
            b.servers = arrangement.base.servers.first(1);
            b.checkpoint = m_checkpoint;
            b.cacheDtype = m_dtype;
            b.context = m_target.context;
            b.layout = Layout{1, 1, false, 1, arrangement.perServer};
            one = SizingEngine::evaluateMemory(b, m_catalogue);
            ++m_evaluations;
        }
        return one;
    }

    const PlanTarget &m_target;
    const PlanConstraints &m_constraints;
    const Catalogue &m_catalogue;
    const ModelFamily &m_model;
    std::vector<char> &m_weightsFit; // per cards per copy; the same for both dtypes
    DivisorTable &m_divisors;
    ShapeTable &m_shapes;
    int &m_evaluations;
    QString m_checkpoint;
    CacheDtype m_dtype = CacheDtype::Bf16;
    const Checkpoint *m_checkpointEntry = nullptr;
    bool m_hasRoutedExperts = false;
    bool m_splits = false; // prefill/decode splits searched (considerSplit)
    // With a speed target, the copy each shape was evaluated on (ShapeTable's
    // `speed` indexes it) and, once the shape holds the target, its estimate.
    struct SpeedOf
    {
        Build copy;
        Figures figures;
        std::optional<SpeedEstimate> estimate;
        int failedAt = -1; // conversations per copy the estimate last found too slow
        int servedAt = 0;  // the speed alone: see speedAlone()
        int fastest = -1;
        std::optional<DisaggregatedSpeed> pools; // its prefill/decode split, once tried
        int fastestDecode = -1;                  // the same of the split's decode copies
    };
    std::vector<SpeedOf> m_speedOf;
    // A figures of this variant's (any shape's copy) and, per shape, the
    // speed estimate of its copy before it is evaluated: see tooSlow().
    std::optional<Figures> m_template;
    std::optional<Build> m_stubBuild;             // see tooSlow()
    double m_transferAtMost = -1;                 // seconds, see transferAtMost(); < 0 not known
    std::optional<DecodeSpeedBound> m_speedBound; // see tooSlow(), set up once a variant
    int m_boundCutsCost = -1; // whether boundCannotEnter() may cut; -1 not asked yet
    // Per shape asked (ShapeTable's `bound` indexes it): the bound's shape,
    // and the conversations per copy the bound put below the speed target
    // (the fewest) and not below it (the most), with the prompts alongside:
    // it falls with more.
    struct Bounded
    {
        DecodeSpeedBound::Shape shape;
        int slowAt = INT_MAX, fastAt = 0;
        int turnedAway = 0; // times consider()'s precheck turned the shape away
    };
    std::vector<Bounded> m_bounded;
    // Per shape: the estimate of its copy and, with a first-token target,
    // the most conversations per copy known to get the targets (0: none yet).
    struct Precheck
    {
        SpeedEstimate estimate;
        int served = 0;
        int slow = 0; // the speed alone: see speedAlone()
        int fastest = -1;
    };
    std::unordered_map<int, Precheck> m_precheck;
    std::map<std::pair<int, QString>, std::optional<Evaluation>> m_oneServer; // see oneServer()
    const PreparedCost *m_prices = nullptr; // ranked by purchase price
    std::vector<double> m_priceOf;          // per arrangement, see preparePrices()
    std::vector<double> m_lowestPriceFrom;
    double m_meanContext = 0;
    int m_answerTokens = 0;                         // the target's, else the rules' default
    std::vector<std::optional<CopyBound>> m_bounds; // per TP and DCP: see mayReach()
    size_t m_boundsTp = 0;
    // Ranked by cost (issue 31): the bound of cannotEnter() and the kept
    // rows' estimates, so that a search of 256 servers does not evaluate
    // and keep every shape that holds the target.
    struct CostCut
    {
        const PreparedCost *cost = nullptr;
        bool active = false;
        bool cut = false; // a shape or row was left out
        int keep = 0;
        std::vector<std::optional<double>> yearCost; // per arrangement, once asked
        std::vector<bool> yearCostKnown;
        std::vector<double> lowestFrom; // least year cost of arrangement i and later
        std::vector<quint64> sizesFrom; // cards per server of i and later, as bits
        std::map<int, int> lastOfSize;  // cards per server -> last arrangement
        std::vector<double> best;       // ascending, at most `keep`
        // Per entry of lastOfSize, the output the bound's prompts admit at
        // the most copies (boundCannotEnter()); infinite where unknown.
        std::vector<double> admitted;
    } m_cut;
    const QList<Arrangement> *m_arrangements = nullptr;
    qsizetype m_at = 0; // the arrangement run() searches
    // Per TP, PP, EP, DCP, DP and cards per server: see rowSpeed().
    std::unordered_map<quint64, std::optional<SpeedEstimate>> m_rowSpeeds;
};

const AdviceItem *firstBlocker(const QList<AdviceItem> &advice)
{
    for (const AdviceItem &item : advice)
        if (item.severity == AdviceSeverity::Blocker)
            return &item;
    return nullptr;
}

void countExclusion(QList<PlanExclusion> &excluded, const AdviceItem &blocker, const QString &card,
                    const QString &checkpoint, int count)
{
    for (PlanExclusion &e : excluded)
        if (!e.everyBuild && e.code == blocker.code && e.card == card &&
            e.checkpoint == checkpoint) {
            e.count += count;
            return;
        }
    excluded.append({blocker.code, card, checkpoint, blocker.text, count});
}

/// Whether two candidates differ only by checkpoints of the same format and size.
bool isEquivalent(const PlanCandidate &a, const PlanCandidate &b, const Catalogue &catalogue)
{
    const Checkpoint *ca = catalogue.checkpoint(a.build.checkpoint);
    const Checkpoint *cb = catalogue.checkpoint(b.build.checkpoint);
    if (!ca || !cb || ca == cb || ca->model != cb->model || ca->format != cb->format ||
        ca->weightBlockSize != cb->weightBlockSize)
        return false;
    const double larger = std::max(inBytes(ca->size), inBytes(cb->size));
    if (std::abs(inBytes(ca->size) - inBytes(cb->size)) > 0.01 * larger)
        return false;
    Build other = b.build;
    other.checkpoint = a.build.checkpoint;
    other.title = a.build.title;
    return other == a.build;
}

/// What a found build costs with the inputs' prices, its tokens those of
/// the target's conversations all decoding.
CostFigures costOf(const Build &build, const Figures &f, const AssessmentInputs &inputs)
{
    // In the language's currency, as assess() reckons the Cost tab's.
    return CostCalculator::evaluate({build, f, *inputs.catalogue, inputs.prices, build.cost,
                                     inputs.costDefaults, inputs.software->dimmSizes,
                                     f.speed.outputTokensPerSecond,
                                     inputs.costDefaults.currencyFor(inputs.format.locale())});
}

CostFigures costOf(const PlanCandidate &c, const AssessmentInputs &inputs)
{
    return costOf(c.build, c.report.figures(), inputs);
}

/// A candidate kept while ranking by cost: cheaper per million output
/// tokens first, unpriced after every priced one, then in the rows' order
/// (the order of size).
struct Priced
{
    std::optional<double> perMillion;
    qsizetype row = 0;
    PlanCandidate candidate;

    static bool before(const Priced &a, const Priced &b) { return cheaperFirst(a, b); }
};

} // namespace

bool PlanPhases::holds(const Evaluation &e, const PlanTarget &target)
{
    if (!e.ok() || e.figures.conversations < target.conversations)
        return false;
    return !target.hasServiceTargets() || TargetMargin::meets(target, e.figures.speed);
}

bool PlanPhases::survivesOneDown(const Build &build, const PlanTarget &target,
                                 const Catalogue &catalogue, int &evaluations)
{
    OneDownFigures f;
    const Build down = OneDown::worst(build, f);
    // One server (not a card of the only one) must be able to fail.
    if (f.unit != OneDownFigures::Unit::Server || f.copiesLeft < 1)
        return false;
    ++evaluations;
    return holds(SizingEngine::evaluate(down, catalogue), target);
}

const ModelFamily *BuildPlanner::findModel(const Catalogue &catalogue, const QString &idOrName)
{
    if (const ModelFamily *m = catalogue.model(idOrName))
        return m;
    for (const ModelFamily &m : catalogue.models())
        if (m.id.compare(idOrName, Qt::CaseInsensitive) == 0 ||
            m.name.compare(idOrName, Qt::CaseInsensitive) == 0)
            return &m;
    return nullptr;
}

QString BuildPlanner::validate(const PlanTarget &target, const PlanConstraints &constraints,
                               const Catalogue &catalogue)
{
    const ModelFamily *model = findModel(catalogue, target.model);
    if (!model) {
        // A few names help; all of them (20,000 with many imports) bury the line.
        constexpr qsizetype kNamed = 8;
        QStringList names;
        for (const ModelFamily &m : catalogue.models())
            names.append(m.id);
        if (names.size() <= kNamed)
            return tr("Unknown model \"%1\"; the catalogue has %2.")
                .arg(target.model, names.join(QStringLiteral(", ")));
        QStringList similar;
        // The family part of the name ("GLM" of "GLM-9", "Qwen" of "Qwen3-8B").
        QString stem = target.model.section(QLatin1Char('/'), -1);
        const qsizetype cut = stem.indexOf(QRegularExpression(QStringLiteral("[-_.0-9]")));
        if (cut >= 2)
            stem.truncate(cut);
        for (const QString &name : names)
            if (similar.size() < kNamed && !stem.isEmpty() &&
                name.contains(stem, Qt::CaseInsensitive))
                similar.append(name);
        const QString count = tr("the catalogue has %n model(s) (\"catalogue\" lists them)",
                                 nullptr, int(std::min<qsizetype>(names.size(), INT_MAX)));
        if (similar.isEmpty())
            return tr("Unknown model \"%1\"; %2.").arg(target.model, count);
        return tr("Unknown model \"%1\"; %2, among them %3.")
            .arg(target.model, count, similar.join(QStringLiteral(", ")));
    }
    bool hasCheckpoint = false;
    for (const Checkpoint &c : catalogue.checkpoints())
        hasCheckpoint = hasCheckpoint || c.model == model->id;
    if (!hasCheckpoint)
        return tr("The catalogue has no checkpoint of %1.").arg(model->name);
    if (target.conversations < 1)
        return tr("%1 conversations: the target needs at least one.").arg(target.conversations);
    if (target.context < 1 || target.context > model->maxContext)
        return tr("A context of %1 tokens is outside 1 to %2, the context of %3.")
            .arg(target.context)
            .arg(model->maxContext)
            .arg(model->name);
    for (const QString &card : constraints.cards)
        if (!catalogue.card(card))
            return tr("Unknown card \"%1\"%2.").arg(card, NearestIds::cardHint(card, catalogue));
    for (int size : constraints.serverSizes)
        if (size < 1)
            return tr("A server size of %1 cards: a server holds at least one.").arg(size);
    for (int count : constraints.cardsPerServer)
        if (count < 1)
            return tr("%1 cards per server: a server holds at least one.").arg(count);
    if (!constraints.feed.isEmpty() && !catalogue.feed(constraints.feed))
        return tr("Unknown feed \"%1\".").arg(constraints.feed);
    // The ranges a build takes (SettingRanges); 0: the target is not asked.
    if (QString why = TargetRangeText::speed(target.speedTarget); !why.isEmpty())
        return why;
    for (const double ttft : {target.ttftTarget, target.ttftP95Target})
        if (QString why = TargetRangeText::firstToken(inMilliseconds(seconds(ttft)));
            !why.isEmpty())
            return why;
    const int prompt = target.promptTokens.value_or(catalogue.rules().speed.defaultPromptTokens);
    const int answer = target.answerTokens.value_or(catalogue.rules().speed.defaultAnswerTokens);
    if (prompt < 1 || answer < 1)
        return tr("%1 prompt and %2 answer tokens: each needs at least one.")
            .arg(prompt)
            .arg(answer);
    if (constraints.maxServers < 1 || constraints.maxServers > PlanConstraints::kMostServers)
        return tr("At most %1 servers: expected 1 to %2.")
            .arg(constraints.maxServers)
            .arg(PlanConstraints::kMostServers);
    return QString();
}

namespace {

/// A row of the search before it is ranked: where it was found, too.
struct Row
{
    Build build;
    Found found;
    int variant = 0; // card, checkpoint and cache dtype searched
};

/// The smallest arrangement's build that is one (one card of an HGX board is
/// none; the advisor then says nothing of the checkpoint), on `checkpoint`.
Build probeOf(const QList<Arrangement> &arrangements, const QString &checkpoint, int context,
              const Catalogue &catalogue)
{
    Build probe;
    for (const Arrangement &a : arrangements) {
        probe = a.whole();
        probe.checkpoint = checkpoint;
        probe.context = context;
        probe.layout = Layout{1, 1, false, 1, probe.cardCount()};
        if (SizingEngine::validate(probe, catalogue).isEmpty())
            break;
    }
    return probe;
}

/// The search of one card: each checkpoint the advisor does not block, each
/// cache dtype. What the search needs of the whole plan.
struct CardSearch
{
    const PlanTarget &target;
    const PlanConstraints &constraints;
    const ModelFamily &model;
    const Catalogue &catalogue;
    const SoftwareCatalogue &software;
    const QuantityFormat &format;
    const PlanRanking &ranking;
    const QList<const Checkpoint *> &checkpoints;
    const QList<CacheDtype> &dtypes;
    const PreparedCost *costCut; // ranked by cost: VariantSearch::cutBy; by price: priceBy
    DivisorTable divisors;
    ShapeTable shapes;
    bool cut = false; // a variant's search left a shape or row out by the bound

    void run(const Card &card, PlanResult &result, QList<Row> &rows, int &variants)
    {
        QList<Arrangement> arrangements;
        try {
            arrangements = arrangementsFor(card, constraints, catalogue, checkpoints.first()->id,
                                           constraints.feed);
        } catch (const std::invalid_argument &) {
            return; // no chassis or CPU for this card: nothing to search
        }
        if (arrangements.isEmpty())
            return;
        int maxTp = 1;
        for (const Arrangement &a : arrangements)
            maxTp = std::max(maxTp, a.perServer);
        // Ranked by cost, every row a variant's search finds is priced (the
        // cheapest per token may be larger than the best by size), and the
        // variant keeps its cheapest rows.
        const bool byCost = ranking.by == PlanRanking::By::Cost;
        for (const Checkpoint *checkpoint : checkpoints) {
            // A blocker of the card and checkpoint (NVFP4 without FP4
            // arithmetic) blocks every layout: ask the advisor once, on the
            // smallest build, and count what it leaves out.
            const Build probe = probeOf(arrangements, checkpoint->id, target.context, catalogue);
            const QList<AdviceItem> probeAdvice =
                BuildAdvisor::advise(probe, catalogue, software, format);
            // Not searched: searching only to count what it blocks was a
            // third of a search's time on a catalogue of Hopper and Blackwell.
            if (const AdviceItem *blocker = firstBlocker(probeAdvice)) {
                result.excluded.append(
                    {blocker->code, card.id, checkpoint->id, blocker->text, 0, true});
                continue;
            }

            // Whether the weights fit on so many cards per copy (TP x PP).
            std::vector<char> weightsFit(size_t(maxTp) * model.attention.numHiddenLayers + 1, 1);
            for (CacheDtype dtype : dtypes) {
                VariantSearch search(target, constraints, catalogue, model, weightsFit, divisors,
                                     shapes, result.evaluations);
                search.cutBy(ranking.by == PlanRanking::By::Cost ? costCut : nullptr);
                search.priceBy(ranking.by == PlanRanking::By::Price ? costCut : nullptr);
                const QList<Found> found = search.run(arrangements, checkpoint->id, dtype, byCost);
                cut = cut || search.cutAny();
                for (const Found &f : found) {
                    Build build = search.buildOf(f);
                    if (ranking.cost)
                        build.cost = *ranking.cost;
                    rows.append({build, f, variants});
                }
                ++variants;
            }
        }
    }
};

} // namespace

bool PlanPhases::search(const PlanTarget &target, const PlanConstraints &constraints,
                        const ModelFamily &model, const Catalogue &catalogue,
                        const SoftwareCatalogue &software, const QuantityFormat &format,
                        const PlanRanking &ranking, const PlanObserver &observer,
                        PlanResult &result, QList<PlanRow> &planRows, int &variants,
                        const PreparedCost *costCut, bool *cut)
{
    QList<const Checkpoint *> checkpoints;
    for (const Checkpoint &c : catalogue.checkpoints())
        if (c.model == model.id)
            checkpoints.append(&c);
    const QList<CacheDtype> dtypes = constraints.cacheDtypes.isEmpty()
                                         ? QList<CacheDtype>{CacheDtype::Bf16, CacheDtype::Fp8}
                                         : constraints.cacheDtypes;
    CardSearch search{target,      constraints, model,   catalogue, software, format, ranking,
                      checkpoints, dtypes,      costCut, {},        {},       false};
    QList<Row> rows;
    QList<const Card *> cards;
    for (const Card &card : catalogue.cards())
        if (constraints.cards.isEmpty() || constraints.cards.contains(card.id))
            cards.append(&card);
    // The search of the cards is most of a search: 0 to 80 % of the progress.
    for (qsizetype i = 0; i < cards.size(); ++i) {
        if (observer.isCancelled()) {
            result.cancelled = true;
            return false;
        }
        search.run(*cards[i], result, rows, variants);
        observer.report(kSearchShare * double(i + 1) / double(cards.size()));
    }
    // Sorted by index: moving the rows' builds about was a fifth of a cost
    // ranking's search (every row kept) at 32 servers.
    std::vector<std::pair<decltype(rows.first().found.rank()), qsizetype>> order;
    order.reserve(size_t(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i)
        order.emplace_back(rows[i].found.rank(), i);
    std::sort(order.begin(), order.end()); // by rank, then by index: stable
    planRows.reserve(rows.size());
    for (const auto &[rank, i] : order) {
        Row &row = rows[i];
        planRows.append({std::move(row.build), row.variant, row.found.cards, row.found.servers});
    }
    if (cut)
        *cut = search.cut;
    return true;
}

bool PlanPhases::evaluate(const QList<PlanRow> &rows, const PlanTarget &target,
                          const ModelFamily &model, const Catalogue &catalogue,
                          const QuantityFormat &format, const PlanObserver &observer,
                          PlanResult &result, QList<PlanCandidate> &evaluated,
                          QList<int> &variantOf)
{
    const QString title =
        tr("%1 for %n conversation(s) of %2 tokens", nullptr, target.conversations)
            .arg(model.name, format.tokens(target.context));
    for (const PlanRow &row : rows) {
        if (observer.isCancelled()) {
            result.cancelled = true;
            return false;
        }
        const Evaluation e = SizingEngine::evaluate(row.build, catalogue);
        ++result.evaluations;
        if (!holds(e, target))
            continue;
        PlanCandidate candidate;
        candidate.build = row.build;
        candidate.build.title = title;
        candidate.report.evaluation = e;
        evaluated.append(candidate);
        variantOf.append(row.variant);
    }
    return true;
}

QList<PlanCandidate> PlanPhases::cheapest(QList<PlanCandidate> evaluated,
                                          const QList<int> &variantOf, int variants, int keep,
                                          const AssessmentInputs &inputs)
{
    // The layouts of one arrangement of a variant's card cost the same a
    // year (parts, power, storage): priced once, each divides it by its
    // own tokens (pricing each of ten thousands of rows was 80 % of a
    // search at 64 servers).
    std::map<std::tuple<int, int, int>, std::optional<double>> costPerYear;
    std::vector<bool> priced(size_t(evaluated.size()), false);
    for (qsizetype i = 0; i < evaluated.size(); ++i) {
        PlanCandidate &c = evaluated[i];
        const Figures &f = c.report.figures();
        const auto key = std::make_tuple(variantOf[i], f.cards, f.servers);
        const auto known = costPerYear.find(key);
        if (known == costPerYear.end()) {
            c.report.cost = costOf(c, inputs);
            costPerYear.emplace(key, c.report.cost.costPerYear);
            priced[size_t(i)] = true;
        } else {
            c.report.cost.costPerMillionOutputTokens = CostCalculator::costPerMillionOutputTokens(
                known->second, f.speed.outputTokensPerSecond, c.build.cost);
        }
    }
    // Cheapest per million output tokens first; a build without a known
    // cost after every priced one, in the order of size.
    QList<qsizetype> order(evaluated.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const auto &ca = evaluated[a].report.cost.costPerMillionOutputTokens;
        const auto &cb = evaluated[b].report.cost.costPerMillionOutputTokens;
        if (ca.has_value() != cb.has_value())
            return ca.has_value();
        return ca && *ca < *cb;
    });
    // Each variant's `keep` cheapest, as the size ranking keeps its smallest.
    std::vector<int> kept(size_t(variants), 0);
    QList<PlanCandidate> cheapest;
    for (qsizetype i : order)
        if (kept[size_t(variantOf[i])]++ < keep) {
            cheapest.append(evaluated[i]);
            if (!priced[size_t(i)]) // the whole cost, as the cost panel shows it
                cheapest.last().report.cost = costOf(cheapest.last(), inputs);
        }
    return cheapest;
}

bool PlanPhases::advise(QList<PlanCandidate> &evaluated, const PlanTarget &target,
                        const AssessmentInputs &inputs, const PlanObserver &observer,
                        PlanResult &result, bool oneDown)
{
    // The figures with a server out only where the plan asked for them:
    // assessing every row again with one out was most of a row's advice
    // (issue 31); a row shown adds them (OneDown::addTo).
    const BuildReport::Parts parts =
        oneDown ? BuildReport::Parts::WithoutCharts : BuildReport::Parts::Core;
    for (PlanCandidate &candidate : evaluated) {
        if (observer.isCancelled()) {
            result.cancelled = true;
            return false;
        }
        // The row's report, as the window and `evaluate` give it for this
        // build: advice, served, verdict, and the cost priced above where
        // ranked by cost (ranked by size, no row shows a cost: pricing
        // hundreds of rows would double the search).
        candidate.report = assessEvaluated(candidate.build, candidate.report.evaluation, inputs,
                                           candidate.report.cost, parts);
        candidate.spare = candidate.report.spareOver(target.conversations);
        if (const AdviceItem *blocker = firstBlocker(candidate.report.advice)) {
            countExclusion(result.excluded, *blocker, candidate.report.figures().card->id,
                           candidate.report.figures().checkpoint->id, 1);
            continue;
        }
        // A build that differs from one already found only by an equivalent
        // checkpoint (same format and block, same size within 1 %) is one
        // result naming both checkpoints; the better-ranked one's figures stand.
        qsizetype merged = -1;
        for (qsizetype i = 0; i < result.candidates.size(); ++i)
            if (isEquivalent(result.candidates[i], candidate, *inputs.catalogue)) {
                result.candidates[i].equivalentCheckpoints.append(candidate.build.checkpoint);
                merged = i;
                break;
            }
        if (merged < 0) {
            result.candidates.append(candidate);
            merged = result.candidates.size() - 1;
        }
        if (observer.found)
            observer.found(merged, result.candidates[merged]);
    }
    return true;
}

void PlanPhases::byPrice(QList<PlanCandidate> &evaluated, const AssessmentInputs &inputs)
{
    // The whole cost, as the cost panel shows it: its purchase price ranks.
    for (PlanCandidate &c : evaluated)
        c.report.cost = costOf(c, inputs);
    std::stable_sort(evaluated.begin(), evaluated.end(),
                     [](const PlanCandidate &a, const PlanCandidate &b) {
                         const std::optional<double> &pa = a.report.cost.priceTotal;
                         const std::optional<double> &pb = b.report.cost.priceTotal;
                         if (pa.has_value() != pb.has_value())
                             return pa.has_value();
                         return pa && *pa < *pb;
                     });
}

bool PlanPhases::evaluateCheapest(const QList<PlanRow> &rows, const PlanTarget &target,
                                  const ModelFamily &model, int variants, int keep,
                                  const AssessmentInputs &inputs, const PlanObserver &observer,
                                  PlanResult &result, QList<PlanCandidate> &cheapest,
                                  bool *searchAgain)
{
    CheapestRows search(rows, target, variants, keep, inputs);
    std::vector<std::vector<CheapestRows::Kept>> kept;
    const CheapestRows::Outcome outcome = search.find(observer, result.evaluations, kept);
    if (outcome == CheapestRows::Outcome::Cancelled) {
        result.cancelled = true;
        return false;
    }
    // Rows the search cut by its estimates are missing: where an estimate
    // and its row disagree, or a row does not hold, only a search without
    // the cut gives the plan of pricing every row.
    if (searchAgain && (outcome == CheapestRows::Outcome::Disagreed || search.missedAny())) {
        *searchAgain = true;
        return true;
    }
    if (outcome == CheapestRows::Outcome::Disagreed)
        return evaluateEveryRowCheapest(rows, target, model, variants, keep, inputs, observer,
                                        result, cheapest);
    const QString title =
        tr("%1 for %n conversation(s) of %2 tokens", nullptr, target.conversations)
            .arg(model.name, inputs.format.tokens(target.context));
    std::vector<Priced> all;
    for (std::vector<CheapestRows::Kept> &list : kept)
        for (CheapestRows::Kept &k : list) {
            Priced priced{k.perMillion, k.row, {}};
            priced.candidate.build = rows[k.row].build;
            priced.candidate.build.title = title;
            priced.candidate.report.evaluation = std::move(k.evaluation);
            all.push_back(std::move(priced));
        }
    std::sort(all.begin(), all.end(), Priced::before);
    for (Priced &p : all) {
        p.candidate.report.cost = costOf(p.candidate, inputs); // in full, as the cost panel
        cheapest.append(std::move(p.candidate));
    }
    return true;
}

bool PlanPhases::evaluateEveryRowCheapest(const QList<PlanRow> &rows, const PlanTarget &target,
                                          const ModelFamily &model, int variants, int keep,
                                          const AssessmentInputs &inputs,
                                          const PlanObserver &observer, PlanResult &result,
                                          QList<PlanCandidate> &cheapest)
{
    const Catalogue &catalogue = *inputs.catalogue;
    const QString title =
        tr("%1 for %n conversation(s) of %2 tokens", nullptr, target.conversations)
            .arg(model.name, inputs.format.tokens(target.context));
    // The layouts of one arrangement of a variant's card cost the same a
    // year: priced once, each divides it by its own tokens.
    std::map<std::tuple<int, int, int>, std::optional<double>> costPerYear;
    // Each variant's `keep` cheapest so far: a row that is not among them is
    // dropped as it is found (keeping every row was 159 MB at 64 servers).
    std::vector<std::vector<Priced>> kept(static_cast<size_t>(variants));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (observer.isCancelled()) {
            result.cancelled = true;
            return false;
        }
        const PlanRow &row = rows[i];
        Evaluation e = SizingEngine::evaluate(row.build, catalogue);
        ++result.evaluations;
        if (!holds(e, target))
            continue;
        const Figures &f = e.figures;
        const auto key = std::make_tuple(row.variant, f.cards, f.servers);
        auto known = costPerYear.find(key);
        if (known == costPerYear.end())
            known = costPerYear.emplace(key, costOf(row.build, f, inputs).costPerYear).first;
        Priced priced{CostCalculator::costPerMillionOutputTokens(
                          known->second, f.speed.outputTokensPerSecond, row.build.cost),
                      i,
                      {}};
        std::vector<Priced> &list = kept[size_t(row.variant)];
        const auto at = std::upper_bound(list.begin(), list.end(), priced, Priced::before);
        if (at - list.begin() >= keep)
            continue;
        priced.candidate.build = row.build;
        priced.candidate.build.title = title;
        priced.candidate.report.evaluation = std::move(e);
        list.insert(at, std::move(priced));
        if (qsizetype(list.size()) > keep)
            list.pop_back();
    }
    std::vector<Priced> all;
    for (std::vector<Priced> &list : kept)
        for (Priced &p : list)
            all.push_back(std::move(p));
    std::sort(all.begin(), all.end(), Priced::before);
    for (Priced &p : all) {
        p.candidate.report.cost = costOf(p.candidate, inputs); // in full, as the cost panel
        cheapest.append(std::move(p.candidate));
    }
    return true;
}

PlanResult BuildPlanner::plan(const PlanTarget &asked, const PlanConstraints &constraints,
                              const AssessmentInputs &inputs, const PlanRanking &ranking,
                              const PlanObserver &observer)
{
    const Catalogue &catalogue = *inputs.catalogue;
    const SoftwareCatalogue &software = *inputs.software;
    const QuantityFormat &format = inputs.format;
    // Speed settings the target leaves open are the rules'.
    PlanTarget target = asked;
    target.promptTokens = asked.promptTokens.value_or(catalogue.rules().speed.defaultPromptTokens);
    target.answerTokens = asked.answerTokens.value_or(catalogue.rules().speed.defaultAnswerTokens);
    PlanResult result;
    result.target = target;
    result.rankedBy = ranking.by;
    result.tolerateOneDown = constraints.tolerateOneDown;
    result.enforceEager = constraints.enforceEager;
    result.error = validate(target, constraints, catalogue);
    if (!result.ok())
        return result;
    const ModelFamily &model = *findModel(catalogue, target.model);
    result.target.model = model.id;

    QList<PlanRow> rows;
    int variants = 0;
    const bool byCost = ranking.by == PlanRanking::By::Cost;
    // Ranked by cost the search cuts what cannot be among a variant's
    // cheapest; ranked by price it keeps each variant's cheapest.
    std::optional<PreparedCost> costCut;
    if (byCost || ranking.by == PlanRanking::By::Price)
        costCut.emplace(catalogue, inputs.prices,
                        ranking.cost.value_or(Build::withDefaults(catalogue.rules()).cost),
                        inputs.costDefaults, software.dimmSizes,
                        inputs.costDefaults.currencyFor(format.locale()));
    const QList<PlanExclusion> excludedBefore = result.excluded;
    bool cut = false;
    if (!PlanPhases::search(target, constraints, model, catalogue, software, format, ranking,
                            observer, result, rows, variants, costCut ? &*costCut : nullptr, &cut))
        return result;
    // Each row is evaluated on its own: the figures shown are the build's.
    // Speed and cost come with it (all the target's conversations decoding).
    QList<PlanCandidate> evaluated;
    if (byCost) {
        const int keep = std::max(1, constraints.layoutsPerVariant);
        bool again = false;
        if (!PlanPhases::evaluateCheapest(rows, target, model, variants, keep, inputs, observer,
                                          result, evaluated, cut ? &again : nullptr))
            return result;
        if (again) { // the cut's estimates missed: every row, as before the cut
            rows.clear();
            variants = 0;
            result.excluded = excludedBefore;
            if (!PlanPhases::search(target, constraints, model, catalogue, software, format,
                                    ranking, observer, result, rows, variants) ||
                !PlanPhases::evaluateCheapest(rows, target, model, variants, keep, inputs, observer,
                                              result, evaluated))
                return result;
        }
    } else {
        QList<int> variantOf; // of each evaluated candidate
        if (!PlanPhases::evaluate(rows, target, model, catalogue, format, observer, result,
                                  evaluated, variantOf))
            return result;
    }
    if (ranking.by == PlanRanking::By::Price)
        PlanPhases::byPrice(evaluated, inputs);
    observer.report(kEvaluateShare);
    PlanPhases::advise(evaluated, target, inputs, observer, result, constraints.tolerateOneDown);
    if (!result.cancelled)
        observer.report(1.0);
    return result;
}

} // namespace llmconf
