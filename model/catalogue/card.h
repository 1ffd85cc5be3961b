// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace llmconf {

/// How a card sits in a server: a double-width PCIe card, an SXM module on a
/// baseboard, a whole system with its memory built in (DGX Spark), or a
/// Grace-Blackwell superchip on an NVL72 compute tray (GB200, GB300).
enum class FormFactor { PcieDualSlot, Sxm, Integrated, Superchip };

/// An accelerator card of the catalogue, with the figures the sizing rule needs.
struct Card
{
    QString id;
    QString name;
    QString shortName;
    QString generation;   // "Blackwell", "Hopper"
    int computeMajor = 0; // compute capability, 12.0 -> 12, 0
    int computeMinor = 0;
    Bytes driverMemory;       // what nvidia-smi reports; zero where a fixed budget applies
    Bytes fixedBudget;        // usable memory set by the source instead of the rule (DGX Spark)
    Bytes nominalMemory;      // as sold, decimal GB
    LocalizedText memoryType; // "GDDR7", "LPDDR5X unified"
    BytesPerSecond bandwidth;
    QList<Watts> powerLimits; // allowed limits, highest first
    int nvlinkGroup = 0;      // largest bridge group; 0 for none
    bool needs600WCable = false;
    bool unifiedMemory = false; // host and GPU share one memory
    FormFactor formFactor = FormFactor::PcieDualSlot;
    QMap<QString, LocalizedText> sources; // field -> document and date
    /// Keys of the card's JSON entry this program does not read (fields a
    /// newer program or another engineer's reader adds), kept so that a card
    /// written back (card show, build files, the user catalogue) carries them.
    QJsonObject otherFields;

    bool operator==(const Card &) const = default;

    Watts maxPower() const { return powerLimits.isEmpty() ? watts(0) : powerLimits.first(); }
    QString computeCapability() const
    {
        return QString::number(computeMajor) + QLatin1Char('.') + QString::number(computeMinor);
    }
};

} // namespace llmconf
