// SPDX-License-Identifier: MIT
#include "softwarecatalogue.h"

#include "card.h"
#include "installeddata.h"
#include "softwarecataloguereader.h"

namespace llmconf {

const SoftwareCatalogue &SoftwareCatalogue::builtIn()
{
    static const SoftwareCatalogue catalogue = SoftwareCatalogueReader::readFile(
        InstalledData::catalogueDirectory() + QStringLiteral("/software.json"),
        QStringLiteral("software.json"));
    return catalogue;
}

bool SoftwareCatalogue::namesExactly(const QStringList &capabilities, const Card &card)
{
    const QString exact = card.computeCapability();
    const QString family = QString::number(card.computeMajor) + QStringLiteral(".x");
    return capabilities.contains(exact) || capabilities.contains(family);
}

bool SoftwareCatalogue::matches(const QStringList &capabilities, const Card &card)
{
    return capabilities.contains(QStringLiteral("any")) || namesExactly(capabilities, card);
}

const MinimumRelease *SoftwareCatalogue::minimumRelease(const QString &engine, const QString &model,
                                                        const Card &card) const
{
    const MinimumRelease *general = nullptr;
    for (const MinimumRelease &m : minimumReleases) {
        if (m.engine != engine || m.model != model)
            continue;
        if (namesExactly(m.computeCapabilities, card))
            return &m;
        if (!general && matches(m.computeCapabilities, card))
            general = &m;
    }
    return general;
}

} // namespace llmconf
