// SPDX-License-Identifier: MIT
// The records of software.json: what an inference engine supports per
// compute capability, each with the source that says so and its date.
#pragma once

#include "checkpoint.h"

#include <QDate>
#include <QString>
#include <QStringList>

namespace llmconf {

/// Where a software fact comes from and when the source said it.
struct SoftwareSource
{
    LocalizedText source;
    QDate date;
};

/// One release of an engine and what it changed.
struct EngineRelease
{
    QString engine;
    QString version;
    QDate released; // invalid where the sources give no release date
    QStringList changes;
    SoftwareSource cited;
};

/// Whether an engine computes a weight format on some compute capabilities.
struct WeightFormatSupport
{
    QString id;
    QString engine;
    QString version; // the release the entry was read for; empty: any
    WeightFormat format = WeightFormat::Bf16;
    QStringList computeCapabilities; // "12.x", "9.0", "any"
    bool supported = true;
    SoftwareSource cited;
};

/// An attention backend: which cards, which cache types, whether it declares DCP.
struct AttentionBackend
{
    QString id;
    QString engine;
    QString attention; // "sparse-mla", "any"
    QStringList computeCapabilities;
    QStringList cacheDtypes;
    bool dcp = false;
    QString ropeFreeSince; // release that added rope-free (NoPE) sparse MLA; empty: none
    SoftwareSource cited;
};

/// The release from which an engine stores a model's cache in FP8 on some cards.
struct Fp8CacheSupport
{
    QString id;
    QString engine;
    QString model;
    QStringList computeCapabilities;
    QString since;
    SoftwareSource cited;
};

/// How an engine reduces over PCIe-only cards.
struct AllReduceFallback
{
    QString id;
    QString engine;
    int customAllReduceMaxPcieGpus = 0;
    QString fallback;
    QString optIn;
    QString optInSince;
    SoftwareSource cited;
};

/// A known open problem of an engine on some cards.
struct EngineIssue
{
    QString id;
    QString engine;
    int number = 0;
    QString title;
    QString attention; // "rope-free-sparse-mla"
    QStringList computeCapabilities;
    QDate opened;
    QString state;
    QDate checked;
    SoftwareSource cited;
};

/// The oldest release that serves a model on some cards.
struct MinimumRelease
{
    QString engine;
    QString model;
    QStringList computeCapabilities;
    QString version;
    SoftwareSource cited;
};

} // namespace llmconf
