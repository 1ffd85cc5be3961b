// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmconf {

class Catalogue;

/// The build file format ("format": 1): a build as JSON. Writing, reading
/// and writing again gives the same bytes. A file that omits the context,
/// utilisation, reserve or a speed setting reads the rules' value, and the
/// speed settings are written only where they differ from the rules'.
/// Problems throw a FileProblems (a FormatError) that lists every problem
/// of the file, each field in plain words, then its JSON path; a failed
/// write leaves the old file intact.
class BuildFile
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)

public:
    static constexpr int kFormat = 1;

    static QByteArray toJson(const Build &build, const SizingRules &rules);
    /// With `known`, ids it lacks (and the file does not carry) are problems
    /// too, listed with the file's other problems.
    [[nodiscard]] static Build fromJson(const QByteArray &data, const QString &fileName,
                                        const SizingRules &rules, const Catalogue *known = nullptr);

    [[nodiscard]] static Build read(const QString &path, const SizingRules &rules,
                                    const Catalogue *known = nullptr);
    /// A field of the file in plain words ("$.servers[0].feed": "Server 1,
    /// feed"); the path itself for one it does not name.
    static QString fieldWords(const QString &path);
    /// A further model's field in plain words ("$.instances[0].utilization":
    /// "Model 2, memory utilisation"); empty for another path.
    static QString instanceFieldWords(const QString &path);
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
};

} // namespace llmconf
