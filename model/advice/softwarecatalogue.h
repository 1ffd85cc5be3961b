// SPDX-License-Identifier: MIT
#pragma once

#include "softwarerecords.h"

#include <QHash>
#include <QList>

namespace llmconf {

struct Card;

/// What the inference engines support per compute capability, with dated
/// sources: the data the advice rules read (resources/catalogue/software.json).
class SoftwareCatalogue
{
public:
    /// The file compiled into the binary (:/catalogue/software.json).
    static const SoftwareCatalogue &builtIn();

    QList<EngineRelease> releases;
    QHash<QString, QString> engineNames; // id -> "vLLM"
    QList<WeightFormatSupport> weightFormats;
    QList<AttentionBackend> attentionBackends;
    QList<Fp8CacheSupport> fp8Cache;
    QList<AllReduceFallback> allReduce;
    QList<EngineIssue> issues;
    QList<MinimumRelease> minimumReleases;
    QHash<QString, SoftwareSource> citations;
    QList<Bytes> dimmSizes; // ascending
    SoftwareSource dimmSource;

    /// Whether `capabilities` ("12.x", "9.0", "any") include the card's.
    static bool matches(const QStringList &capabilities, const Card &card);
    /// True when the list names the card's capability itself, not just "any".
    static bool namesExactly(const QStringList &capabilities, const Card &card);

    QString engineName(const QString &id) const { return engineNames.value(id, id); }
    SoftwareSource citation(const QString &key) const { return citations.value(key); }
    /// The most specific minimum release of `engine` for the model on the card; nullptr if none.
    const MinimumRelease *minimumRelease(const QString &engine, const QString &model,
                                         const Card &card) const;
};

} // namespace llmconf
