// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmconf {

class JsonCursor;

/// The build file format ("format": 1): a build as JSON. Writing, reading
/// and writing again gives the same bytes. A file that omits the context,
/// utilisation, reserve or a speed setting reads the rules' value, and the
/// speed settings are written only where they differ from the rules'.
/// Problems throw a FormatError naming the file and field; a failed write
/// leaves the old file intact.
class BuildFile
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)

public:
    static constexpr int kFormat = 1;

    static QByteArray toJson(const Build &build, const SizingRules &rules);
    [[nodiscard]] static Build fromJson(const QByteArray &data, const QString &fileName,
                                        const SizingRules &rules);

    [[nodiscard]] static Build read(const QString &path, const SizingRules &rules);
    /// Writes atomically to a regular file or a new path (OutputFile);
    /// throws FormatError on failure.
    static void write(const Build &build, const QString &path, const SizingRules &rules);

    static QString cacheDtypeName(CacheDtype dtype);
    static QString cacheBasisName(CacheBasis basis);
    [[nodiscard]] static std::optional<CacheDtype> cacheDtypeFromName(const QString &name);
    [[nodiscard]] static std::optional<CacheBasis> cacheBasisFromName(const QString &name);
    [[nodiscard]] static std::optional<VllmEngine> vllmEngineFromName(const QString &name);
    /// The version an engine name of an older file stands for: v0 0.7 (V0's
    /// last release as the default), v1 the current release (0.0).
    static VllmVersion versionOfEngine(VllmEngine engine);
    static QString servingEngineName(ServingEngine engine);
    [[nodiscard]] static std::optional<ServingEngine> servingEngineFromName(const QString &name);

private:
    // The parts of fromJson(), in the file's order.
    /// The servers, the checkpoint and the checkpoints kept.
    static void readServers(const JsonCursor &root, Build &build);
    static void readLayout(const JsonCursor &root, Build &build);
    /// Context, cache dtype and basis, and vLLM's batch settings.
    static void readCache(const JsonCursor &root, Build &build);
    /// Utilisation, reserve and the speed settings, where the file has them.
    static void readMemoryAndSpeed(const JsonCursor &root, Build &build);
    /// The cards and checkpoints the file carries.
    static void readCustomEntries(const JsonCursor &root, Build &build);
};

} // namespace llmconf
