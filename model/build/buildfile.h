// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmconf {

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
    static QString vllmEngineName(VllmEngine engine);
    [[nodiscard]] static std::optional<VllmEngine> vllmEngineFromName(const QString &name);
};

} // namespace llmconf
