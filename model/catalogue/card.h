// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace llmconf {

/// How a card sits in a server: a double-width PCIe card, an SXM module on a
/// baseboard, a whole system with its memory built in (DGX Spark), or a
/// Grace-Blackwell superchip on an NVL72 compute tray (GB200, GB300).
enum class FormFactor { PcieDualSlot, Sxm, Integrated, Superchip };

/// Dense tensor throughput per card, without sparsity; zero where the card
/// has no tensor support for a format (Hopper has no FP4).
struct DenseTflops
{
    double bf16 = 0.0;
    double fp8 = 0.0;
    double fp4 = 0.0;
    double int8 = 0.0; // dense INT8 tera-operations per second; 0 where the card does not state it
    bool operator==(const DenseTflops &) const = default;
};

/// How a card talks to the others: NVLink where it has it (bandwidth per card
/// as NVIDIA states it, both directions together) and its PCIe slot.
struct CardLink
{
    int nvlinkGeneration = 0; // 0: no NVLink
    BytesPerSecond nvlinkBandwidth = gigabytesPerSecond(0);
    int pcieGeneration = 0;
    int pcieLanes = 0;

    bool hasNvlink() const { return nvlinkGeneration > 0 && nvlinkBandwidth.value() > 0; }
    /// One direction of the PCIe slot: 0.985 GB/s per lane at Gen3 (8 GT/s,
    /// 128b/130b), doubling with each generation.
    BytesPerSecond pcieBandwidthOneWay() const
    {
        if (pcieGeneration < 3 || pcieLanes <= 0)
            return gigabytesPerSecond(pcieGeneration > 0 ? 0.25 * pcieLanes : 0.0);
        return gigabytesPerSecond(0.985 * double(1 << (pcieGeneration - 3)) * pcieLanes);
    }
    bool operator==(const CardLink &) const = default;
};

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
    bool sold = false;          // the supplier sells it: "our cards", the planner's first set
    FormFactor formFactor = FormFactor::PcieDualSlot;
    // The chassis this card is sold in (an HGX B200 board comes as 8 GPUs
    // only, a passive server card needs a server's airflow); empty: any
    // chassis whose slots take its form factor. Checked by ChassisFit.
    QStringList chassis;
    DenseTflops denseTflops; // what the speed estimate computes with
    CardLink link;
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
