// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The build file format ("format": 1): a build as JSON. Writing, reading
/// and writing again gives the same bytes. Problems throw a FormatError
/// naming the file and field; a failed write leaves the old file intact.
class BuildFile
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)

public:
    static constexpr int kFormat = 1;

    static QByteArray toJson(const Build &build);
    [[nodiscard]] static Build fromJson(const QByteArray &data, const QString &fileName);

    [[nodiscard]] static Build read(const QString &path);
    /// Writes atomically to a regular file or a new path (OutputFile);
    /// throws FormatError on failure.
    static void write(const Build &build, const QString &path);

    static QString cacheDtypeName(CacheDtype dtype);
    static QString cacheBasisName(CacheBasis basis);
    [[nodiscard]] static std::optional<CacheDtype> cacheDtypeFromName(const QString &name);
    [[nodiscard]] static std::optional<CacheBasis> cacheBasisFromName(const QString &name);
    static QString vllmEngineName(VllmEngine engine);
    [[nodiscard]] static std::optional<VllmEngine> vllmEngineFromName(const QString &name);
};

} // namespace llmconf
