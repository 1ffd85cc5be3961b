// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

class Catalogue;

/// What an engineer says on a call: "eight H200 NVL in one server, GLM-5.3
/// FP8, TP4 x PP2". The assembler turns it into a whole build with the
/// catalogue's defaults: the smallest chassis that holds the cards, its
/// sockets filled with the first CPU, the first feed, the rules' settings.
struct BuildRequest
{
    QString card;
    int cards = 0;
    int servers = 1;
    QString checkpoint;
    Layout layout;   // copies 0: cards / (TP x PP)
    int context = 0; // 0: the rules' reference context
    CacheDtype cacheDtype = CacheDtype::Bf16;
    CacheBasis cacheBasis = CacheBasis::Conservative;
};

class BuildAssembler
{
    Q_DECLARE_TR_FUNCTIONS(BuildAssembler)

public:
    /// Throws std::invalid_argument with a translated message on ids or
    /// counts that cannot make a build.
    static Build assemble(const BuildRequest &request, const Catalogue &catalogue);

    /// The build the app opens with: GLM-5.3-Flash NVFP4 on 4x RTX PRO 6000
    /// Server Edition, TP4.
    static Build reference(const Catalogue &catalogue);

    /// The smallest chassis for `cardsPerServer` cards of this form factor.
    static QString chassisFor(const Catalogue &catalogue, const QString &cardId,
                              int cardsPerServer);
};

} // namespace llmconf
