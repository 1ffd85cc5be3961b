// SPDX-License-Identifier: MIT
#include "comparisonpresets.h"

#include "buildassembler.h"
#include "catalogue.h"

#include <stdexcept>

namespace llmconf {

namespace {

const QString kRtx = QStringLiteral("rtx-pro-6000-se");
const QString kH200 = QStringLiteral("h200-nvl");
const QString kFlashNvfp4 = QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4");
const QString kFlashFp8 = QStringLiteral("zai-org/GLM-5.3-Flash");
const QString kGlm53Nvfp4 = QStringLiteral("nvidia/GLM-5.3-NVFP4");
const QString kGlm53Fp8 = QStringLiteral("zai-org/GLM-5.3-FP8");

const QString kFlashH200VsRtx = QStringLiteral("flash-h200-vs-rtx");
const QString kFlashTp8VsTwoTp4 = QStringLiteral("flash-tp8-vs-2x-tp4");
const QString kGlm53RtxVsH200 = QStringLiteral("glm53-rtx-vs-h200");

/// One build of a preset; every preset counts the 16-bit cache: seed 000
/// counts the H200 NVL with it (the recipe's "Hopper does not support FP8
/// KV cache") and the Server Edition "by the same cache figure"; seed 002's
/// "etwa vier Fünftel" compares 18 with 23 conversations, both 16-bit.
Build presetBuild(const Catalogue &catalogue, const QString &card, int cards,
                  const QString &checkpoint, int tp, int pp, int copies, const QString &title)
{
    BuildRequest request;
    request.card = card;
    request.cards = cards;
    request.checkpoint = checkpoint;
    request.layout.tp = tp;
    request.layout.pp = pp;
    request.layout.copies = copies;
    request.cacheDtype = CacheDtype::Bf16;
    Build build = BuildAssembler::assemble(request, catalogue);
    build.title = title;
    return build;
}

} // namespace

QStringList ComparisonPresets::ids()
{
    return {kFlashH200VsRtx, kFlashTp8VsTwoTp4, kGlm53RtxVsH200};
}

QList<ComparisonPreset> ComparisonPresets::all(const Catalogue &catalogue)
{
    QList<ComparisonPreset> presets;
    presets.append({kFlashH200VsRtx,
                    tr("GLM-5.3-Flash: 4x H200 NVL (FP8) against 4x RTX PRO 6000 SE (NVFP4)"),
                    {presetBuild(catalogue, kH200, 4, kFlashFp8, 4, 1, 1,
                                 tr("GLM-5.3-Flash FP8 on 4x H200 NVL, TP4")),
                     presetBuild(catalogue, kRtx, 4, kFlashNvfp4, 4, 1, 1,
                                 tr("GLM-5.3-Flash NVFP4 on 4x RTX PRO 6000 SE, TP4"))}});
    presets.append(
        {kFlashTp8VsTwoTp4,
         tr("GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE: one TP8 copy against two TP4 copies"),
         {presetBuild(catalogue, kRtx, 8, kFlashNvfp4, 8, 1, 1,
                      tr("GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, one TP8 copy")),
          presetBuild(catalogue, kRtx, 8, kFlashNvfp4, 4, 1, 2,
                      tr("GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, two TP4 copies"))}});
    presets.append(
        {kGlm53RtxVsH200,
         tr("GLM-5.3: 8x RTX PRO 6000 SE (NVFP4, TP4 x PP2) against 8x H200 NVL (FP8, TP4 x PP2)"),
         // The H200 NVL first: ratios are to the first build, and seed 002
         // states the Server Edition route as "etwa vier Fünftel" (0.78x) of it.
         {presetBuild(catalogue, kH200, 8, kGlm53Fp8, 4, 2, 1,
                      tr("GLM-5.3 FP8 on 8x H200 NVL, TP4 x PP2")),
          presetBuild(catalogue, kRtx, 8, kGlm53Nvfp4, 4, 2, 1,
                      tr("GLM-5.3 NVFP4 on 8x RTX PRO 6000 SE, TP4 x PP2"))}});
    return presets;
}

ComparisonPreset ComparisonPresets::byId(const QString &id, const Catalogue &catalogue)
{
    for (const ComparisonPreset &preset : all(catalogue))
        if (preset.id == id)
            return preset;
    throw std::invalid_argument(tr("Unknown comparison preset \"%1\"; known: %2.")
                                    .arg(id, ids().join(QStringLiteral(", ")))
                                    .toStdString());
}

} // namespace llmconf
