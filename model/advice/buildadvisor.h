// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "quantityformat.h"
#include "sizingengine.h"
#include "softwarecatalogue.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace llmconf {

class Catalogue;
struct Card;
struct Checkpoint;
struct ModelFamily;

/// The advice of section 6 of the sizing rules for one build: software
/// status, interconnect, power, host memory and licence, each item with the
/// build's own numbers and a dated source. Pure: the same build gives the
/// same advice. Figures in the advice come from SizingEngine.
class BuildAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(BuildAdvisor)

public:
    /// Empty when the build cannot be evaluated (SizingEngine::validate says why).
    static QList<AdviceItem> advise(const Build &build, const Catalogue &catalogue,
                                    const SoftwareCatalogue &software,
                                    const QuantityFormat &format = QuantityFormat());
    /// Where `advice` says the build's checkpoint holds a format its cards
    /// cannot compute: the build with the model's checkpoint they do compute
    /// that serves the most (File > New switches to it); else none.
    static std::optional<AdviceSuggestion>
    checkpointTheCardsCompute(const QList<AdviceItem> &advice);

private:
    /// The code of the advice item checkpointTheCardsCompute reads.
    static QString weightsNeedArithmeticCode();

    /// What every rule reads.
    struct Input
    {
        const Build &build;
        const Catalogue &catalogue;
        const SoftwareCatalogue &software;
        const QuantityFormat &format;
        const Figures &figures;
        const Card &card;
        const Checkpoint &checkpoint;
        const ModelFamily &model;
    };
    using Items = QList<AdviceItem>;

    // One function per rule of section 6.
    static void nvfp4NeedsBlackwell(const Input &in, Items &out);
    static void blockScaledFp8OnTensorRt(const Input &in, Items &out);
    static void ropeFreeSparseMlaIssue(const Input &in, Items &out);
    static void minimumRelease(const Input &in, Items &out);
    static void dcpNotDeclared(const Input &in, Items &out);
    static void fp8CacheOnHopper(const Input &in, Items &out);
    static void trtllmGenAttention(const Input &in, Items &out);
    static void tpCrossesNvlink(const Input &in, Items &out);
    static void tpAcrossServers(const Input &in, Items &out);
    static void pcieAllReduce(const Input &in, Items &out);
    static void mlaMoreCopies(const Input &in, Items &out);
    static void prefillSaturated(const Input &in, Items &out);
    static void powerCable(const Input &in, Items &out);
    static void feedOverPlan(const Input &in, Items &out);
    static void hostMemory(const Input &in, Items &out);
    static void licences(const Input &in, Items &out);
    /// The layout and licence rules for each further model (Build::instances)
    /// on the cards it runs on (ModelInstance::alone), each item naming the
    /// model ("Model 2 (checkpoint): ...") and each suggestion changing that
    /// model's layout in the whole build.
    static void furtherModels(const Build &build, const Catalogue &catalogue,
                              const SoftwareCatalogue &software, const QuantityFormat &format,
                              Items &out);

    // Shared by the rules.
    static AdviceItem item(const QString &code, AdviceSeverity severity, const QString &text,
                           const SoftwareSource &source);
    static bool isSparseMla(const ModelFamily &model);
    static bool isRopeFreeSparseMla(const ModelFamily &model);
    /// The build with `layout`, or nothing where the cards or layers do not allow it.
    static std::optional<Build> withLayout(const Input &in, const Layout &layout);
    /// Evaluates a changed build; nullopt where it cannot be evaluated.
    static std::optional<Figures> evaluate(const Input &in, const Build &build);
    /// TP limited to `groupSize` cards, the rest as more pipeline stages.
    static std::optional<Build> splitTensorParallel(const Input &in, int groupSize);
    static QString layoutName(const Layout &layout);
    /// An issue's state ("open", "closed") as a word of the sentence.
    static QString issueStateText(const QString &state);
};

} // namespace llmconf
