// SPDX-License-Identifier: MIT
#include "nearestids.h"

#include "catalogue.h"

#include <algorithm>
#include <vector>

namespace llmconf {

int NearestIds::distance(const QString &a, const QString &b)
{
    std::vector<int> row(size_t(b.size()) + 1);
    for (size_t j = 0; j < row.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[size_t(j)];
            const int substitution = diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            row[size_t(j)] = std::min({above + 1, row[size_t(j - 1)] + 1, substitution});
            diagonal = above;
        }
    }
    return row.back();
}

QStringList NearestIds::of(const QString &given, const QStringList &known)
{
    constexpr qsizetype kMost = 5;
    const QString wanted = given.trimmed().toLower();
    if (wanted.isEmpty())
        return {};
    QStringList sameButCase, containing;
    for (const QString &id : known) {
        const QString lower = id.toLower();
        if (lower == wanted)
            sameButCase.append(id);
        else if (lower.contains(wanted))
            containing.append(id);
    }
    if (!sameButCase.isEmpty())
        return sameButCase;
    if (!containing.isEmpty()) {
        std::sort(containing.begin(), containing.end(), [](const QString &a, const QString &b) {
            return a.size() != b.size() ? a.size() < b.size() : a < b;
        });
        return containing.mid(0, kMost);
    }
    // A typing slip: at most a third of the id's characters changed.
    const int allowed = std::max(1, int(wanted.size() / 3));
    QList<std::pair<int, QString>> near;
    for (const QString &id : known)
        if (const int d = distance(wanted, id.toLower()); d <= allowed)
            near.append({d, id});
    std::sort(near.begin(), near.end());
    QStringList ids;
    for (qsizetype i = 0; i < near.size() && i < kMost; ++i)
        ids.append(near[i].second);
    return ids;
}

namespace {
QString hint(const QString &given, const QStringList &known, const QString &listing)
{
    const QStringList near = NearestIds::of(given, known);
    if (near.isEmpty())
        return NearestIds::tr("; `%1` lists all").arg(listing);
    return NearestIds::tr("; did you mean %1? `%2` lists all")
        .arg(near.join(QStringLiteral(", ")), listing);
}
} // namespace

QString NearestIds::cardHint(const QString &given, const Catalogue &catalogue)
{
    QStringList ids;
    for (const Card &c : catalogue.cards())
        ids.append(c.id);
    return hint(given, ids, QStringLiteral("llm-configurator card list"));
}

QString NearestIds::checkpointHint(const QString &given, const Catalogue &catalogue)
{
    QStringList ids;
    for (const Checkpoint &c : catalogue.checkpoints())
        ids.append(c.id);
    return hint(given, ids, QStringLiteral("llm-configurator catalogue"));
}

} // namespace llmconf
