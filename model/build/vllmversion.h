// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <compare>
#include <optional>

namespace llmconf {

/// A vLLM release as major.minor ("0.19"): which start-up memory profile the
/// vLLM-profile basis follows (VllmVersionProfile). 0.0 stands for the
/// catalogue's current release (the newest vLLM release in software.json).
struct VllmVersion
{
    // Not "major"/"minor": glibc defines macros of those names.
    int majorNumber = 0;
    int minorNumber = 0;

    bool isCurrent() const { return majorNumber == 0 && minorNumber == 0; }
    QString text() const { return QStringLiteral("%1.%2").arg(majorNumber).arg(minorNumber); }
    /// "0.19", "0.19.1" or "v0.8.2" (the patch is dropped); nullopt if not a version.
    static std::optional<VllmVersion> fromText(QString text)
    {
        text = text.trimmed();
        if (text.startsWith(QLatin1Char('v')))
            text.remove(0, 1);
        const QStringList parts = text.split(QLatin1Char('.'));
        if (parts.size() < 2 || parts.size() > 3)
            return std::nullopt;
        bool okMajor = false;
        bool okMinor = false;
        const int first = parts[0].toInt(&okMajor);
        const int second = parts[1].toInt(&okMinor);
        if (!okMajor || !okMinor || first < 0 || second < 0 || first > 99 || second > 999 ||
            (first == 0 && second == 0))
            return std::nullopt;
        return VllmVersion{first, second};
    }
    auto operator<=>(const VllmVersion &) const = default;
    bool operator==(const VllmVersion &) const = default;
};

} // namespace llmconf
