// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"
#include "localizedtext.h"

#include <QList>
#include <QMap>
#include <QString>

namespace llmconf {

/// A server chassis: how many cards of which form factor, sockets and DIMM slots.
struct Chassis
{
    QString id;
    LocalizedText name; // "2U server, 4 double-width PCIe GPUs, 2 sockets"
    int gpuSlots = 0;
    FormFactor slotFormFactor = FormFactor::PcieDualSlot;
    int sockets = 0;
    int dimmSlots = 0;
    Bytes largestDimm;
    // How many GPUs a chassis of this kind is sold with (an HGX baseboard:
    // all of its SXM slots); empty: any number up to gpuSlots.
    QList<int> populations;
    // How many such systems the vendor supports linking into one build (DGX
    // Spark); empty: any number.
    QList<int> linkSizes;
    QMap<QString, LocalizedText> sources;
};

} // namespace llmconf
