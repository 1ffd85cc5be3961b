<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AdviceItem</name>
    <message>
        <source>Blocker</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>AsideFile</name>
    <message>
        <source>cannot be moved aside to %1; it is kept where it is</source>
        <translation>cannot be moved aside to %1; it is kept where it is</translation>
    </message>
</context>
<context>
    <name>BarRuns</name>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of cards or servers shown as one bar, e.g. &quot;1–512&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>BuildAdvisor</name>
    <message>
        <source>TP%1</source>
        <translation>TP%1</translation>
    </message>
    <message>
        <source>%1 x PP%2</source>
        <translation>%1 x PP%2</translation>
    </message>
    <message>
        <source>%1 with DCP %2</source>
        <translation>%1 with DCP %2</translation>
    </message>
    <message>
        <source>%1 copies of %2</source>
        <translation>%1 copies of %2</translation>
    </message>
    <message>
        <source>%1 computes in NVFP4, but the %2 (compute capability %3) has no FP4 arithmetic; NVFP4 needs compute capability %4.</source>
        <translation>%1 computes in NVFP4, but the %2 (compute capability %3) has no FP4 arithmetic; NVFP4 needs compute capability %4.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>%1 holds %2 conversations on this build.</source>
        <translation>%1 holds %2 conversations on this build.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Use %1</translation>
    </message>
    <message>
        <source>No other checkpoint of %1 fits this build.</source>
        <translation>No other checkpoint of %1 fits this build.</translation>
    </message>
    <message>
        <source>%1 %2 lists only per-tensor FP8 on the %3, while %4 uses block-scaled FP8: serve it with an engine that runs block scales on this card, such as vLLM or SGLang.</source>
        <translation>%1 %2 lists only per-tensor FP8 on the %3, while %4 uses block-scaled FP8: serve it with an engine that runs block scales on this card, such as vLLM or SGLang.</translation>
    </message>
    <message>
        <source>%1 issue %2 (&quot;%3&quot;) for %4 on the %5, opened on %6, was still %7 on %8, with reports of unstable MTP drafts: test with and without MTP speculative decoding.</source>
        <translation>%1 issue %2 (&quot;%3&quot;) for %4 on the %5, opened on %6, was still %7 on %8, with reports of unstable MTP drafts: test with and without MTP speculative decoding.</translation>
    </message>
    <message>
        <source>Serve it with %1 %2 or later.</source>
        <translation>Serve it with %1 %2 or later.</translation>
    </message>
    <message>
        <source>Serve %1 on the %2 with %3 %4 or later.</source>
        <translation>Serve %1 on the %2 with %3 %4 or later.</translation>
    </message>
    <message>
        <source>DCP %1 on the %2: %3&apos;s %4 backend for compute capability %5 does not declare decode context parallelism; plan pipeline stages instead.</source>
        <translation>DCP %1 on the %2: %3&apos;s %4 backend for compute capability %5 does not declare decode context parallelism; plan pipeline stages instead.</translation>
    </message>
    <message>
        <source>%1 holds %2 conversations without DCP; %3 counts %4 with it.</source>
        <translation>%1 holds %2 conversations without DCP; %3 counts %4 with it.</translation>
    </message>
    <message>
        <source>%1&apos;s recipe says compute capability %2 does not store an FP8 cache for %3; %1 %4 added that path. Pin %1 %4 or later, or count the 16-bit cache: %5 conversations instead of %6.</source>
        <translation>%1&apos;s recipe says compute capability %2 does not store an FP8 cache for %3; %1 %4 added that path. Pin %1 %4 or later, or count the 16-bit cache: %5 conversations instead of %6.</translation>
    </message>
    <message>
        <source>Count the 16-bit cache</source>
        <translation>Count the 16-bit cache</translation>
    </message>
    <message>
        <source>Published commands for NVFP4 checkpoints select TensorRT-LLM attention for GB200; %1&apos;s %2 kernels need compute capability %3 and the %4 has %5: read in the start-up log which backend %1 chooses.</source>
        <translation>Published commands for NVFP4 checkpoints select TensorRT-LLM attention for GB200; %1&apos;s %2 kernels need compute capability %3 and the %4 has %5: read in the start-up log which backend %1 chooses.</translation>
    </message>
    <message>
        <source>TP%1 on the %2 sends every layer&apos;s all-reduce over PCIe between NVLink domains: the bridges join at most %3 cards.</source>
        <translation>TP%1 on the %2 sends every layer&apos;s all-reduce over PCIe between NVLink domains: the bridges join at most %3 cards.</translation>
    </message>
    <message>
        <source>%1 keeps each TP group in one domain and holds %2 conversations, against %3 with %4.</source>
        <translation>%1 keeps each TP group in one domain and holds %2 conversations, against %3 with %4.</translation>
    </message>
    <message>
        <source>%1 holds %2 conversations, against %3 with %4.</source>
        <translation>%1 holds %2 conversations, against %3 with %4.</translation>
    </message>
    <message>
        <source>TP%1 over %2 cards without NVLink: %3 disables its custom all-reduce on more than %4 such GPUs and falls back to %5; %3 %6 added an opt-in %7. For more users run more copies rather than a wider TP group.</source>
        <translation>TP%1 over %2 cards without NVLink: %3 disables its custom all-reduce on more than %4 such GPUs and falls back to %5; %3 %6 added an opt-in %7. For more users run more copies rather than a wider TP group.</translation>
    </message>
    <message>
        <source>%1 keeps its latent cache in full on every card of a TP group: %2 hold %3 conversations, against %4 with %5.</source>
        <translation>%1 keeps its latent cache in full on every card of a TP group: %2 hold %3 conversations, against %4 with %5.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n %1 card(s) needs the 600 W GPU power cable; on a 450 W cable it does not boot.</source>
        <translation>
            <numerusform>The %1 card needs the 600 W GPU power cable; on a 450 W cable it does not boot.</numerusform>
            <numerusform>Each of the %n %1 cards needs the 600 W GPU power cable; on a 450 W cable it does not boot.</numerusform>
        </translation>
    </message>
    <message>
        <source>Server %1 draws %2 at the wall, above the %3 planned on its %4 feed: plan 32 A or three-phase, or cap the cards.</source>
        <translation>Server %1 draws %2 at the wall, above the %3 planned on its %4 feed: plan 32 A or three-phase, or cap the cards.</translation>
    </message>
    <message>
        <source>At %1 per card: %2, within the plan.</source>
        <translation>At %1 per card: %2, within the plan.</translation>
    </message>
    <message>
        <source>At %1 per card: %2, still above the plan.</source>
        <translation>At %1 per card: %2, still above the plan.</translation>
    </message>
    <message>
        <source>Cap the cards at %1</source>
        <translation>Cap the cards at %1</translation>
    </message>
    <message>
        <source>Use a %1 feed</source>
        <translation>Use a %1 feed</translation>
    </message>
    <message>
        <source>Plan at least %1 of host memory per server, twice its %2 of GPU memory: for example %3 x %4 DIMMs, %5 in all.</source>
        <translation>Plan at least %1 of host memory per server, twice its %2 of GPU memory: for example %3 x %4 DIMMs, %5 in all.</translation>
    </message>
    <message>
        <source>Server %1 needs at least %2 of host memory, twice its %3 of GPU memory, but its chassis holds at most %4 (%5 x %6).</source>
        <translation>Server %1 needs at least %2 of host memory, twice its %3 of GPU memory, but its chassis holds at most %4 (%5 x %6).</translation>
    </message>
    <message>
        <source>%1 comes under the %2. %3</source>
        <translation>%1 comes under the %2. %3</translation>
    </message>
    <message>
        <source>open</source>
        <comment>state of an engine issue</comment>
        <translation>open</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>state of an engine issue</comment>
        <translation>closed</translation>
    </message>
    <message>
        <source>the imported files of %1</source>
        <translation>the imported files of %1</translation>
    </message>
    <message>
        <source>%1 states no licence in the files it was imported from: check its model card before offering the build.</source>
        <translation>%1 states no licence in the files it was imported from: check its model card before offering the build.</translation>
    </message>
    <message>
        <source>%1 comes under %2, a licence the catalogue does not describe: read it on the model card before offering the build.</source>
        <translation>%1 comes under %2, a licence the catalogue does not describe: read it on the model card before offering the build.</translation>
    </message>
    <message>
        <source>Servers %1 draw %2 each at the wall, above the %3 planned on each one&apos;s %4 feed: plan 32 A or three-phase, or cap the cards.</source>
        <translation>Servers %1 draw %2 each at the wall, above the %3 planned on each one&apos;s %4 feed: plan 32 A or three-phase, or cap the cards.</translation>
    </message>
    <message>
        <source>%1 holds %2, which %3 runs on compute capability %4 only; the %5 has %6.</source>
        <translation>%1 holds %2, which %3 runs on compute capability %4 only; the %5 has %6.</translation>
    </message>
    <message numerus="yes">
        <source>TP%1 spans servers of %n card(s): every layer&apos;s all-reduce crosses the network. Keep each TP group inside one server and split across servers by pipeline stages.</source>
        <translation>
            <numerusform>TP%1 spans servers of %n card: every layer&apos;s all-reduce crosses the network. Keep each TP group inside one server and split across servers by pipeline stages.</numerusform>
            <numerusform>TP%1 spans servers of %n cards: every layer&apos;s all-reduce crosses the network. Keep each TP group inside one server and split across servers by pipeline stages.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The build&apos;s own estimate: the prefill pool&apos;s closed loop</source>
        <translation>The build&apos;s own estimate: the prefill pool&apos;s closed loop</translation>
    </message>
    <message numerus="yes">
        <source>The prefill pool is saturated: %n prefill copy(ies) busy %1 % of the time, so prompts queue and the first token takes %2; the build serves %3 tokens/s instead of the %4 its decode copies could give.</source>
        <translation>
            <numerusform>The prefill pool is saturated: %n prefill copy busy %1 % of the time, so prompts queue and the first token takes %2; the build serves %3 tokens/s instead of the %4 its decode copies could give.</numerusform>
            <numerusform>The prefill pool is saturated: %n prefill copies busy %1 % of the time, so prompts queue and the first token takes %2; the build serves %3 tokens/s instead of the %4 its decode copies could give.</numerusform>
        </translation>
    </message>
    <message>
        <source>No split of these cards keeps up: add cards for prefill copies, or shorten the prompts.</source>
        <translation>No split of these cards keeps up: add cards for prefill copies, or shorten the prompts.</translation>
    </message>
    <message>
        <source>%1 prefill and %2 decode copies</source>
        <translation>%1 prefill and %2 decode copies</translation>
    </message>
    <message>
        <source>%1 on the same cards bring it to busy %2 %: first token after %3, %4 tokens/s served, %5 conversations in memory.</source>
        <translation>%1 on the same cards bring it to busy %2 %: first token after %3, %4 tokens/s served, %5 conversations in memory.</translation>
    </message>
    <message>
        <source>Model %1 (%2): %3</source>
        <translation>Model %1 (%2): %3</translation>
    </message>
    <message>
        <source>Model %1: %2</source>
        <translation>Model %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Plan at least %1 of host memory in server(s) %2, twice its %3 of GPU memory: for example %4 x %5 DIMMs, %6 in all.</source>
        <translation>
            <numerusform>Plan at least %1 of host memory in server %2, twice its %3 of GPU memory: for example %4 x %5 DIMMs, %6 in all.</numerusform>
            <numerusform>Plan at least %1 of host memory in each of servers %2, twice each one&apos;s %3 of GPU memory: for example %4 x %5 DIMMs, %6 in each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuildAssembler</name>
    <message>
        <source>%1 cards: a build needs 1 to 4,096.</source>
        <translation>%1 cards: a build needs 1 to 4,096.</translation>
    </message>
    <message>
        <source>%1 servers for %2 cards: each server needs at least one card.</source>
        <translation>%1 servers for %2 cards: each server needs at least one card.</translation>
    </message>
    <message>
        <source>%1 cards do not spread evenly over %2 servers.</source>
        <translation>%1 cards do not spread evenly over %2 servers.</translation>
    </message>
    <message>
        <source>No chassis of the catalogue holds %1 %2 cards.</source>
        <translation>No chassis of the catalogue holds %1 %2 cards.</translation>
    </message>
    <message>
        <source>The catalogue has no feed.</source>
        <translation>The catalogue has no feed.</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash on four RTX PRO 6000 Server Edition</source>
        <translation>GLM-5.3-Flash on four RTX PRO 6000 Server Edition</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2.</source>
        <translation>Unknown card &quot;%1&quot;%2.</translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot;%2.</source>
        <translation>Unknown checkpoint &quot;%1&quot;%2.</translation>
    </message>
</context>
<context>
    <name>BuildAutosave</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>cannot be read: %1</translation>
    </message>
    <message>
        <source>is too large for a build</source>
        <translation>is too large for a build</translation>
    </message>
</context>
<context>
    <name>BuildComparison</name>
    <message>
        <source>A comparison holds %1 to %2 builds, not %3.</source>
        <translation>A comparison holds %1 to %2 builds, not %3.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Context</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Usable per card</source>
        <translation>Usable per card</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Weights per card</translation>
    </message>
    <message>
        <source>Free per card</source>
        <translation>Free per card</translation>
    </message>
    <message>
        <source>Cache per conversation per card</source>
        <translation>Cache per conversation per card</translation>
    </message>
    <message>
        <source>Usable in total</source>
        <translation>Usable in total</translation>
    </message>
    <message>
        <source>Free in total</source>
        <translation>Free in total</translation>
    </message>
    <message>
        <source>Conversations per copy</source>
        <translation>Conversations per copy</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Wall power per conversation</source>
        <translation>Wall power per conversation</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>within plan</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>over plan</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host memory</translation>
    </message>
    <message>
        <source>Storage per server</source>
        <translation>Storage per server</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Tokens/s per conversation</translation>
    </message>
    <message>
        <source>Output tokens/s of the build</source>
        <translation>Output tokens/s of the build</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Speed target</translation>
    </message>
    <message>
        <source>Conversations at the speed target</source>
        <translation>Conversations at the speed target</translation>
    </message>
    <message>
        <source>Conversations served</source>
        <translation>Conversations served</translation>
    </message>
    <message>
        <source>Limit that binds</source>
        <translation>Limit that binds</translation>
    </message>
    <message>
        <source>Speed limited by</source>
        <translation>Speed limited by</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Purchase price</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energy per year</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energy cost per year</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Cost per year</translation>
    </message>
    <message>
        <source>Cost per seat and month</source>
        <translation>Cost per seat and month</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Cost per million output tokens</translation>
    </message>
    <message>
        <source>Break-even volume per month</source>
        <translation>Break-even volume per month</translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation>million tokens</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 million</translation>
    </message>
    <message>
        <source>Parts without a price</source>
        <translation>Parts without a price</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Cost per month</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energy per million output tokens</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ per year</translation>
    </message>
    <message>
        <source>CO₂ per million output tokens</source>
        <translation>CO₂ per million output tokens</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>BuildFile</name>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>expected a date such as &quot;2026-11-29&quot;, found &quot;%1&quot;</source>
        <translation>expected a date such as &quot;2026-11-29&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot; or &quot;fp8&quot;, found &quot;%1&quot;</source>
        <translation>expected &quot;bf16&quot; or &quot;fp8&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>names the model &quot;%1&quot;, but the entry carries &quot;%2&quot;</source>
        <translation>names the model &quot;%1&quot;, but the entry carries &quot;%2&quot;</translation>
    </message>
    <message>
        <source>build file</source>
        <translation>build file</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>the name is empty</translation>
    </message>
    <message>
        <source>expected &quot;conservative&quot;, &quot;published&quot;, &quot;config&quot; or &quot;vllm&quot;, found &quot;%1&quot;</source>
        <translation>expected &quot;conservative&quot;, &quot;published&quot;, &quot;config&quot; or &quot;vllm&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;v1&quot; or &quot;v0&quot;, found &quot;%1&quot;</source>
        <translation>expected &quot;v1&quot; or &quot;v0&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a vLLM version such as &quot;0.19&quot;, found &quot;%1&quot;</source>
        <translation>expected a vLLM version such as &quot;0.19&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;vllm&quot; or &quot;sglang&quot;, found &quot;%1&quot;</source>
        <translation>expected &quot;vllm&quot; or &quot;sglang&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown chassis &quot;%1&quot;</source>
        <translation>unknown chassis &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot;%2</source>
        <translation>unknown card &quot;%1&quot;%2</translation>
    </message>
    <message>
        <source>unknown processor &quot;%1&quot;</source>
        <translation>unknown processor &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown feed &quot;%1&quot;</source>
        <translation>unknown feed &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown checkpoint &quot;%1&quot;%2</source>
        <translation>unknown checkpoint &quot;%1&quot;%2</translation>
    </message>
    <message>
        <source>Server %1, slot %2</source>
        <translation>Server %1, slot %2</translation>
    </message>
    <message>
        <source>Server %1, chassis</source>
        <translation>Server %1, chassis</translation>
    </message>
    <message>
        <source>Server %1, slots</source>
        <translation>Server %1, slots</translation>
    </message>
    <message>
        <source>Server %1, processor</source>
        <translation>Server %1, processor</translation>
    </message>
    <message>
        <source>Server %1, processors</source>
        <translation>Server %1, processors</translation>
    </message>
    <message>
        <source>Server %1, power cap</source>
        <translation>Server %1, power cap</translation>
    </message>
    <message>
        <source>Server %1, feed</source>
        <translation>Server %1, feed</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Customer</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Checkpoints kept</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Tensor parallel (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>Pipeline parallel (PP)</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>Expert parallel (EP)</translation>
    </message>
    <message>
        <source>Decode context parallel (DCP)</source>
        <translation>Decode context parallel (DCP)</translation>
    </message>
    <message>
        <source>Data-parallel attention (DP)</source>
        <translation>Data-parallel attention (DP)</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Context</translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation>KV cache type</translation>
    </message>
    <message>
        <source>Cache basis</source>
        <translation>Cache basis</translation>
    </message>
    <message>
        <source>Tokens per batch</source>
        <translation>Tokens per batch</translation>
    </message>
    <message>
        <source>Conversations per batch</source>
        <translation>Conversations per batch</translation>
    </message>
    <message>
        <source>vLLM engine</source>
        <translation>vLLM engine</translation>
    </message>
    <message>
        <source>vLLM version</source>
        <translation>vLLM version</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving engine</translation>
    </message>
    <message>
        <source>Memory utilisation</source>
        <translation>Memory utilisation</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Draft tokens (speculative decoding)</source>
        <translation>Draft tokens (speculative decoding)</translation>
    </message>
    <message>
        <source>Draft acceptance (speculative decoding)</source>
        <translation>Draft acceptance (speculative decoding)</translation>
    </message>
    <message>
        <source>Speed settings</source>
        <translation>Speed settings</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt tokens</translation>
    </message>
    <message>
        <source>Answer tokens</source>
        <translation>Answer tokens</translation>
    </message>
    <message>
        <source>Active conversations</source>
        <translation>Active conversations</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Speed target</translation>
    </message>
    <message>
        <source>Imported checkpoint</source>
        <translation>Imported checkpoint</translation>
    </message>
    <message>
        <source>Card of your own</source>
        <translation>Card of your own</translation>
    </message>
    <message>
        <source>Cost settings</source>
        <translation>Cost settings</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Price list</translation>
    </message>
    <message>
        <source>%1 ms is outside %2 to %3 ms (0: no target)</source>
        <translation>%1 ms is outside %2 to %3 ms (0: no target)</translation>
    </message>
    <message>
        <source>First token target (median)</source>
        <translation>First token target (median)</translation>
    </message>
    <message>
        <source>First token target (95th percentile)</source>
        <translation>First token target (95th percentile)</translation>
    </message>
    <message>
        <source>Prefill copies</source>
        <translation>Prefill copies</translation>
    </message>
    <message>
        <source>Model %1</source>
        <translation>Model %1</translation>
    </message>
    <message>
        <source>Model %1, layout (%2)</source>
        <translation>Model %1, layout (%2)</translation>
    </message>
    <message>
        <source>Model %1, checkpoint</source>
        <translation>Model %1, checkpoint</translation>
    </message>
    <message>
        <source>Model %1, layout</source>
        <translation>Model %1, layout</translation>
    </message>
    <message>
        <source>Model %1, memory utilisation</source>
        <translation>Model %1, memory utilisation</translation>
    </message>
    <message>
        <source>Model %1, reserve</source>
        <translation>Model %1, reserve</translation>
    </message>
    <message>
        <source>Further models</source>
        <translation>Further models</translation>
    </message>
    <message>
        <source>%1 tokens/s is outside %2 to %3 tokens/s (0: no target)</source>
        <translation>%1 tokens/s is outside %2 to %3 tokens/s (0: no target)</translation>
    </message>
    <message>
        <source>Model %1, first own card</source>
        <translation>Model %1, first own card</translation>
    </message>
    <message>
        <source>Model %1, last own card</source>
        <translation>Model %1, last own card</translation>
    </message>
    <message>
        <source>Model %1, own cards</source>
        <translation>Model %1, own cards</translation>
    </message>
    <message>
        <source>Layout of the prefill copies</source>
        <translation>Layout of the prefill copies</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) of the prefill copies</source>
        <translation>Tensor parallel (TP) of the prefill copies</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP) of the prefill copies</source>
        <translation>Pipeline parallel (PP) of the prefill copies</translation>
    </message>
    <message>
        <source>Expert parallel (EP) of the prefill copies</source>
        <translation>Expert parallel (EP) of the prefill copies</translation>
    </message>
    <message>
        <source>Decode context parallel (DCP) of the prefill copies</source>
        <translation>Decode context parallel (DCP) of the prefill copies</translation>
    </message>
    <message>
        <source>Eager (no CUDA graphs)</source>
        <translation>Eager (no CUDA graphs)</translation>
    </message>
</context>
<context>
    <name>BuildOptions</name>
    <message>
        <source>Card type and count of the whole build, e.g. h200-nvl:8.</source>
        <translation>Card type and count of the whole build, e.g. h200-nvl:8.</translation>
    </message>
    <message>
        <source>Servers the cards are spread over (default 1).</source>
        <translation>Servers the cards are spread over (default 1).</translation>
    </message>
    <message>
        <source>Checkpoint id, e.g. zai-org/GLM-5.3-FP8.</source>
        <translation>Checkpoint id, e.g. zai-org/GLM-5.3-FP8.</translation>
    </message>
    <message>
        <source>Tensor-parallel size.</source>
        <translation>Tensor-parallel size.</translation>
    </message>
    <message>
        <source>Pipeline-parallel size.</source>
        <translation>Pipeline-parallel size.</translation>
    </message>
    <message>
        <source>Decode-context-parallel size (divides TP).</source>
        <translation>Decode-context-parallel size (divides TP).</translation>
    </message>
    <message>
        <source>Expert parallelism on.</source>
        <translation>Expert parallelism on.</translation>
    </message>
    <message>
        <source>Tokens per conversation.</source>
        <translation>Tokens per conversation.</translation>
    </message>
    <message>
        <source>KV cache dtype: bf16 or fp8.</source>
        <translation>KV cache dtype: bf16 or fp8.</translation>
    </message>
    <message>
        <source>Power limit per card in watts.</source>
        <translation>Power limit per card in watts.</translation>
    </message>
    <message>
        <source>CPU type and count per server, e.g. epyc-9355:2.</source>
        <translation>CPU type and count per server, e.g. epyc-9355:2.</translation>
    </message>
    <message>
        <source>Feed id, e.g. 230V16A.</source>
        <translation>Feed id, e.g. 230V16A.</translation>
    </message>
    <message>
        <source>Further checkpoints stored on the servers, comma-separated.</source>
        <translation>Further checkpoints stored on the servers, comma-separated.</translation>
    </message>
    <message>
        <source>GPU memory utilisation (0 to 1).</source>
        <translation>GPU memory utilisation (0 to 1).</translation>
    </message>
    <message>
        <source>Runtime reserve per card in GiB.</source>
        <translation>Runtime reserve per card in GiB.</translation>
    </message>
    <message>
        <source>one build file expected, got %1: %2</source>
        <translation>one build file expected, got %1: %2</translation>
    </message>
    <message>
        <source>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</source>
        <translation>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>TP %1 x PP %2 x %n copies</source>
        <translation>
            <numerusform>TP %1 x PP %2 x %n copy</numerusform>
            <numerusform>TP %1 x PP %2 x %n copies</numerusform>
        </translation>
    </message>
    <message>
        <source>, EP</source>
        <translation>, EP</translation>
    </message>
    <message>
        <source>%1 on %2 x %3</source>
        <translation>%1 on %2 x %3</translation>
    </message>
    <message numerus="yes">
        <source>No layout of %n card(s) is one vLLM starts for %1.</source>
        <translation>
            <numerusform>No layout of %n card is one vLLM starts for %1.</numerusform>
            <numerusform>No layout of %n cards is one vLLM starts for %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Layout from the cards (no --tp): %1, one copy over all %n card(s).</source>
        <translation>
            <numerusform>Layout from the cards (no --tp): %1, one copy over all %n card.</numerusform>
            <numerusform>Layout from the cards (no --tp): %1, one copy over all %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Layout from the cards (no --tp): %1; one copy over all %n card(s) does not fit or is refused by vLLM, so this is the first layout that does.</source>
        <translation>
            <numerusform>Layout from the cards (no --tp): %1; one copy over all %n card does not fit or is refused by vLLM, so this is the first layout that does.</numerusform>
            <numerusform>Layout from the cards (no --tp): %1; one copy over all %n cards does not fit or is refused by vLLM, so this is the first layout that does.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout from the cards (no --tp): %1, the first layout vLLM starts; the weights fit in none.</source>
        <translation>Layout from the cards (no --tp): %1, the first layout vLLM starts; the weights fit in none.</translation>
    </message>
    <message>
        <source>Input tokens per request, for the speed (default %1).</source>
        <translation>Input tokens per request, for the speed (default %1).</translation>
    </message>
    <message>
        <source>Output tokens per request, for the speed (default %1).</source>
        <translation>Output tokens per request, for the speed (default %1).</translation>
    </message>
    <message>
        <source>Conversations decoding at once (default: as many as fit in memory).</source>
        <translation>Conversations decoding at once (default: as many as fit in memory).</translation>
    </message>
    <message>
        <source>Data-parallel attention ranks per copy, experts spread over all of them by EP (vLLM --data-parallel-size with --enable-expert-parallel).</source>
        <translation>Data-parallel attention ranks per copy, experts spread over all of them by EP (vLLM --data-parallel-size with --enable-expert-parallel).</translation>
    </message>
    <message>
        <source>Independent copies (default: cards / (DP x TP x PP)).</source>
        <translation>Independent copies (default: cards / (DP x TP x PP)).</translation>
    </message>
    <message>
        <source>conservative, published, config or vllm (vLLM&apos;s own start-up memory profile).</source>
        <translation>conservative, published, config or vllm (vLLM&apos;s own start-up memory profile).</translation>
    </message>
    <message>
        <source>vLLM --max-num-batched-tokens for the vllm basis (default: vLLM&apos;s for the card).</source>
        <translation>vLLM --max-num-batched-tokens for the vllm basis (default: vLLM&apos;s for the card).</translation>
    </message>
    <message>
        <source>vLLM --max-num-seqs for the vllm basis (default: vLLM&apos;s for the card).</source>
        <translation>vLLM --max-num-seqs for the vllm basis (default: vLLM&apos;s for the card).</translation>
    </message>
    <message>
        <source>--cache-basis: expected conservative, published, config or vllm, got &quot;%1&quot;</source>
        <translation>--cache-basis: expected conservative, published, config or vllm, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--vllm-engine: expected v1 or v0, got &quot;%1&quot;</source>
        <translation>--vllm-engine: expected v1 or v0, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--prompt-tokens %1 plus --answer-tokens %2 are %3 tokens, more than the build&apos;s context of %4 tokens (vLLM refuses such a request): shorten them or raise --context</source>
        <translation>--prompt-tokens %1 plus --answer-tokens %2 are %3 tokens, more than the build&apos;s context of %4 tokens (vLLM refuses such a request): shorten them or raise --context</translation>
    </message>
    <message>
        <source>--dp %1: %2 has no routed experts of known size, and data-parallel attention spreads routed experts over its ranks (EP); leave --dp out, or choose a mixture-of-experts checkpoint</source>
        <translation>--dp %1: %2 has no routed experts of known size, and data-parallel attention spreads routed experts over its ranks (EP); leave --dp out, or choose a mixture-of-experts checkpoint</translation>
    </message>
    <message>
        <source>vLLM release the vllm basis follows, e.g. 0.19 (default: the catalogue&apos;s current release).</source>
        <translation>vLLM release the vllm basis follows, e.g. 0.19 (default: the catalogue&apos;s current release).</translation>
    </message>
    <message>
        <source>Older name: v0 is --vllm-version 0.7, v1 the current release.</source>
        <translation>Older name: v0 is --vllm-version 0.7, v1 the current release.</translation>
    </message>
    <message>
        <source>--vllm-version: expected a vLLM version such as 0.19, got &quot;%1&quot;</source>
        <translation>--vllm-version: expected a vLLM version such as 0.19, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Serving engine the speed and the serving command follow: vllm (default) or sglang.</source>
        <translation>Serving engine the speed and the serving command follow: vllm (default) or sglang.</translation>
    </message>
    <message>
        <source>--engine: expected vllm or sglang, got &quot;%1&quot;</source>
        <translation>--engine: expected vllm or sglang, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Speculative decoding (MTP, EAGLE): draft tokens the model verifies per step (default 0, off).</source>
        <translation>Speculative decoding (MTP, EAGLE): draft tokens the model verifies per step (default 0, off).</translation>
    </message>
    <message>
        <source>Share of draft tokens accepted, 0 to 1 (default: the model&apos;s published figure).</source>
        <translation>Share of draft tokens accepted, 0 to 1 (default: the model&apos;s published figure).</translation>
    </message>
    <message>
        <source>Median time to first token each conversation must get, in milliseconds (default none; 0: none).</source>
        <translation>Median time to first token each conversation must get, in milliseconds (default none; 0: none).</translation>
    </message>
    <message>
        <source>95th percentile of the time to first token, in milliseconds (default none; 0: none).</source>
        <translation>95th percentile of the time to first token, in milliseconds (default none; 0: none).</translation>
    </message>
    <message>
        <source>Copies that prefill only, the others decode only (prefill/decode disaggregation; 0, the default, prefills and decodes on every copy).</source>
        <translation>Copies that prefill only, the others decode only (prefill/decode disaggregation; 0, the default, prefills and decodes on every copy).</translation>
    </message>
    <message>
        <source>--prefill-copies %1: %2</source>
        <translation>--prefill-copies %1: %2</translation>
    </message>
    <message>
        <source>Tokens per second each conversation must get (default %1; 0: none).</source>
        <translation>Tokens per second each conversation must get (default %1; 0: none).</translation>
    </message>
    <message>
        <source>--%1: expected 0 (no target) or %2 to %3 %4, got &quot;%5&quot;</source>
        <translation>--%1: expected 0 (no target) or %2 to %3 %4, got &quot;%5&quot;</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>tokens per second</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>milliseconds</translation>
    </message>
    <message>
        <source>The prefill copies&apos; own layout: TP, then xPP, ,ep and ,dcpN where wanted (2, 4x2,ep, 4,dcp2); &quot;same&quot; keeps the build&apos;s.</source>
        <translation>The prefill copies&apos; own layout: TP, then xPP, ,ep and ,dcpN where wanted (2, 4x2,ep, 4,dcp2); &quot;same&quot; keeps the build&apos;s.</translation>
    </message>
    <message>
        <source>--prefill-layout: expected TP, TPxPP, with ,ep or ,dcpN after it (2, 4x2,ep) or &quot;same&quot;, got &quot;%1&quot;</source>
        <translation>--prefill-layout: expected TP, TPxPP, with ,ep or ,dcpN after it (2, 4x2,ep) or &quot;same&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--prefill-layout %1: %2</source>
        <translation>--prefill-layout %1: %2</translation>
    </message>
    <message>
        <source>The prefill copies&apos; own card type, e.g. rtx-pro-6000-se or rtx-pro-6000-se:4: the prefill pool&apos;s cards (the first the layout counts, N of them where given) are of it, the decode pool&apos;s keep the --cards type.</source>
        <translation>The prefill copies&apos; own card type, e.g. rtx-pro-6000-se or rtx-pro-6000-se:4: the prefill pool&apos;s cards (the first the layout counts, N of them where given) are of it, the decode pool&apos;s keep the --cards type.</translation>
    </message>
    <message>
        <source>--prefill-cards %1: the build has no prefill copies (--prefill-copies N).</source>
        <translation>--prefill-cards %1: the build has no prefill copies (--prefill-copies N).</translation>
    </message>
    <message>
        <source>--prefill-cards %1: the prefill pool has %2 cards (prefill copies %3 x %4 cards each).</source>
        <translation>--prefill-cards %1: the prefill pool has %2 cards (prefill copies %3 x %4 cards each).</translation>
    </message>
    <message>
        <source>Run the engine eager, without CUDA graphs (vLLM --enforce-eager, SGLang --disable-cuda-graph): no graph memory is charged, and every decode step waits for the host&apos;s launches of each layer&apos;s kernels.</source>
        <translation>Run the engine eager, without CUDA graphs (vLLM --enforce-eager, SGLang --disable-cuda-graph): no graph memory is charged, and every decode step waits for the host&apos;s launches of each layer&apos;s kernels.</translation>
    </message>
</context>
<context>
    <name>BuildPlanner</name>
    <message>
        <source>Unknown model &quot;%1&quot;; the catalogue has %2.</source>
        <translation>Unknown model &quot;%1&quot;; the catalogue has %2.</translation>
    </message>
    <message>
        <source>The catalogue has no checkpoint of %1.</source>
        <translation>The catalogue has no checkpoint of %1.</translation>
    </message>
    <message>
        <source>%1 conversations: the target needs at least one.</source>
        <translation>%1 conversations: the target needs at least one.</translation>
    </message>
    <message>
        <source>A context of %1 tokens is outside 1 to %2, the context of %3.</source>
        <translation>A context of %1 tokens is outside 1 to %2, the context of %3.</translation>
    </message>
    <message>
        <source>A server size of %1 cards: a server holds at least one.</source>
        <translation>A server size of %1 cards: a server holds at least one.</translation>
    </message>
    <message>
        <source>%1 cards per server: a server holds at least one.</source>
        <translation>%1 cards per server: a server holds at least one.</translation>
    </message>
    <message>
        <source>Unknown feed &quot;%1&quot;.</source>
        <translation>Unknown feed &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n conversation(s) of %2 tokens</source>
        <translation>
            <numerusform>%1 for %n conversation of %2 tokens</numerusform>
            <numerusform>%1 for %n conversations of %2 tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the catalogue has %n model(s) (&quot;catalogue&quot; lists them)</source>
        <translation>
            <numerusform>the catalogue has %n model (&quot;catalogue&quot; lists it)</numerusform>
            <numerusform>the catalogue has %n models (&quot;catalogue&quot; lists them)</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;; %2.</source>
        <translation>Unknown model &quot;%1&quot;; %2.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;; %2, among them %3.</source>
        <translation>Unknown model &quot;%1&quot;; %2, among them %3.</translation>
    </message>
    <message>
        <source>%1 prompt and %2 answer tokens: each needs at least one.</source>
        <translation>%1 prompt and %2 answer tokens: each needs at least one.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2.</source>
        <translation>Unknown card &quot;%1&quot;%2.</translation>
    </message>
    <message>
        <source>At most %1 servers: expected 1 to %2.</source>
        <translation>At most %1 servers: expected 1 to %2.</translation>
    </message>
</context>
<context>
    <name>BuildSpeed</name>
    <message>
        <source>the %1 states no memory bandwidth (&quot;bandwidth&quot; in its catalogue entry)</source>
        <translation>the %1 states no memory bandwidth (&quot;bandwidth&quot; in its catalogue entry)</translation>
    </message>
    <message>
        <source>the %1 states no dense TFLOPS for %2 weights (&quot;denseTflops&quot; in its catalogue entry: `llm-configurator card show %3 --json`, add the rate, `card add`)</source>
        <translation>the %1 states no dense TFLOPS for %2 weights (&quot;denseTflops&quot; in its catalogue entry: `llm-configurator card show %3 --json`, add the rate, `card add`)</translation>
    </message>
    <message>
        <source>%1 states no parameter count (&quot;parameters&quot; in its catalogue entry)</source>
        <translation>%1 states no parameter count (&quot;parameters&quot; in its catalogue entry)</translation>
    </message>
    <message>
        <source>%1 has no published draft acceptance for speculative decoding: give the share of draft tokens accepted (--mtp-acceptance, &quot;mtpAcceptance&quot; in the build file)</source>
        <translation>%1 has no published draft acceptance for speculative decoding: give the share of draft tokens accepted (--mtp-acceptance, &quot;mtpAcceptance&quot; in the build file)</translation>
    </message>
    <message>
        <source>a request of %1 prompt + %2 answer tokens is longer than the context of %3 tokens, and vLLM refuses it: shorten the prompt or the answer, or raise the context</source>
        <translation>a request of %1 prompt + %2 answer tokens is longer than the context of %3 tokens, and vLLM refuses it: shorten the prompt or the answer, or raise the context</translation>
    </message>
</context>
<context>
    <name>BuildVariants</name>
    <message>
        <source>Copy: %1</source>
        <translation>Copy: %1</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 instead of %2</translation>
    </message>
</context>
<context>
    <name>CalibrateCommand</name>
    <message>
        <source>calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]   prediction against a vLLM start-up log</source>
        <translation>calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]   prediction against a vLLM start-up log</translation>
    </message>
    <message>
        <source>Compares a build with the memory lines of a vLLM start-up log and offers the reserve per card that makes them agree.</source>
        <translation>Compares a build with the memory lines of a vLLM start-up log and offers the reserve per card that makes them agree.</translation>
    </message>
    <message>
        <source>vLLM start-up log (text).</source>
        <translation>vLLM start-up log (text).</translation>
    </message>
    <message>
        <source>Build file (JSON); without it the reference build.</source>
        <translation>Build file (JSON); without it the reference build.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Write the build with the agreeing reserve.</source>
        <translation>Write the build with the agreeing reserve.</translation>
    </message>
    <message>
        <source>a log file and at most one build file expected</source>
        <translation>a log file and at most one build file expected</translation>
    </message>
    <message>
        <source>--write: the log has no &quot;Available KV cache memory&quot; line to calibrate with</source>
        <translation>--write: the log has no &quot;Available KV cache memory&quot; line to calibrate with</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>predicted</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Weights per card</translation>
    </message>
    <message>
        <source>Cache memory per card</source>
        <translation>Cache memory per card</translation>
    </message>
    <message>
        <source>Cache size in tokens</source>
        <translation>Cache size in tokens</translation>
    </message>
    <message>
        <source>Concurrency at %1 tokens</source>
        <translation>Concurrency at %1 tokens</translation>
    </message>
    <message>
        <source>A reserve of %1 per card (now %2) makes prediction and measurement agree.</source>
        <translation>A reserve of %1 per card (now %2) makes prediction and measurement agree.</translation>
    </message>
    <message>
        <source>vLLM refused to start: a max model len of %1 tokens is more than the %2 its cache holds.</source>
        <translation>vLLM refused to start: a max model len of %1 tokens is more than the %2 its cache holds.</translation>
    </message>
    <message>
        <source>calibrate: a file is an empty argument</source>
        <translation>calibrate: a file is an empty argument</translation>
    </message>
    <message>
        <source>Cache size, vLLM profile</source>
        <translation>Cache size, vLLM profile</translation>
    </message>
    <message>
        <source>--write: agreement not reachable: %1</source>
        <translation>--write: agreement not reachable: %1</translation>
    </message>
    <message>
        <source>No cache memory is predicted: %1.</source>
        <translation>No cache memory is predicted: %1.</translation>
    </message>
    <message>
        <source>Agreement not reachable: vLLM had %1 per card more cache than the rule gives with no reserve at all. Check the card&apos;s memory, the utilisation and the checkpoint against the log.</source>
        <translation>Agreement not reachable: vLLM had %1 per card more cache than the rule gives with no reserve at all. Check the card&apos;s memory, the utilisation and the checkpoint against the log.</translation>
    </message>
    <message>
        <source>Agreement not reachable: %1.</source>
        <translation>Agreement not reachable: %1.</translation>
    </message>
    <message>
        <source>vLLM refused to start: a max model len of %1 tokens needs more than the cache memory it had; it estimates %2 tokens fit.</source>
        <translation>vLLM refused to start: a max model len of %1 tokens needs more than the cache memory it had; it estimates %2 tokens fit.</translation>
    </message>
    <message>
        <source>vLLM refused to start: a max model len of %1 tokens is more than its cache holds.</source>
        <translation>vLLM refused to start: a max model len of %1 tokens is more than its cache holds.</translation>
    </message>
    <message>
        <source>Sized as the log ran: vLLM %1, memory utilisation %2, eager (no CUDA graphs).</source>
        <translation>Sized as the log ran: vLLM %1, memory utilisation %2, eager (no CUDA graphs).</translation>
    </message>
    <message>
        <source>Sized as the log ran: vLLM %1, memory utilisation %2.</source>
        <translation>Sized as the log ran: vLLM %1, memory utilisation %2.</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>the log&apos;s cache memory, %1 per card, is more than the card&apos;s whole memory of %2: the log is not from this card</source>
        <translation>the log&apos;s cache memory, %1 per card, is more than the card&apos;s whole memory of %2: the log is not from this card</translation>
    </message>
    <message>
        <source>vLLM had %1 per card more cache than the rule gives with no reserve at all</source>
        <translation>vLLM had %1 per card more cache than the rule gives with no reserve at all</translation>
    </message>
    <message>
        <source>more than a build file holds</source>
        <translation>more than a build file holds</translation>
    </message>
    <message>
        <source>the reserve that would agree, %1 per card, is not one a build takes: %2</source>
        <translation>the reserve that would agree, %1 per card, is not one a build takes: %2</translation>
    </message>
    <message>
        <source>the build&apos;s weights, %1 per card, do not fit in the %2 usable per card, so no memory is left for the cache: use more cards per copy (--tp, --pp) or a smaller checkpoint</source>
        <translation>the build&apos;s weights, %1 per card, do not fit in the %2 usable per card, so no memory is left for the cache: use more cards per copy (--tp, --pp) or a smaller checkpoint</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <source>is larger than %1 MiB, more than this program reads of such a file</source>
        <translation>is larger than %1 MiB, more than this program reads of such a file</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>cannot be opened: %1</translation>
    </message>
    <message>
        <source>%1; nothing read</source>
        <translation>%1; nothing read</translation>
    </message>
</context>
<context>
    <name>CardCommand</name>
    <message>
        <source>card add CARD.json | card list [--json] | card show ID [--json]   the user&apos;s own cards</source>
        <translation>card add CARD.json | card list [--json] | card show ID [--json]   the user&apos;s own cards</translation>
    </message>
    <message>
        <source>Adds a card of your own to the user&apos;s catalogue (add), lists every card (list) or prints one (show). &quot;show ID --json&quot; prints the card in the form &quot;add&quot; reads: change its id and name and add it as a new card.</source>
        <translation>Adds a card of your own to the user&apos;s catalogue (add), lists every card (list) or prints one (show). &quot;show ID --json&quot; prints the card in the form &quot;add&quot; reads: change its id and name and add it as a new card.</translation>
    </message>
    <message>
        <source>add, list or show.</source>
        <translation>add, list or show.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Print JSON.</translation>
    </message>
    <message>
        <source>card add: one card file expected, got %1</source>
        <translation>card add: one card file expected, got %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in card; give your card its own id and name</source>
        <translation>&quot;%1&quot; is a built-in card; give your card its own id and name</translation>
    </message>
    <message>
        <source>Added card %1 (%2) to %3</source>
        <translation>Added card %1 (%2) to %3</translation>
    </message>
    <message>
        <source>card list takes no further argument</source>
        <translation>card list takes no further argument</translation>
    </message>
    <message>
        <source>compute %1</source>
        <translation>compute %1</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(yours)</translation>
    </message>
    <message>
        <source>card show: one card id expected</source>
        <translation>card show: one card id expected</translation>
    </message>
    <message>
        <source>  memory as the driver reports it: %1</source>
        <translation>  memory as the driver reports it: %1</translation>
    </message>
    <message>
        <source>  bandwidth: %1 GB/s</source>
        <translation>  bandwidth: %1 GB/s</translation>
    </message>
    <message>
        <source>  highest power limit: %1 W</source>
        <translation>  highest power limit: %1 W</translation>
    </message>
    <message>
        <source>  compute capability: %1</source>
        <translation>  compute capability: %1</translation>
    </message>
    <message>
        <source>  NVLink group: %1</source>
        <translation>  NVLink group: %1</translation>
    </message>
    <message>
        <source>card: expected add, list or show, got &quot;%1&quot;</source>
        <translation>card: expected add, list or show, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no chassis &quot;%1&quot; in the catalogue</source>
        <translation>no chassis &quot;%1&quot; in the catalogue</translation>
    </message>
    <message>
        <source>Your catalogue is not read in full: %1. &quot;llm-configurator catalogue repair&quot; moves it aside and keeps every readable entry.</source>
        <translation>Your catalogue is not read in full: %1. &quot;llm-configurator catalogue repair&quot; moves it aside and keeps every readable entry.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2</source>
        <translation>Unknown card &quot;%1&quot;%2</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>%1: not used by the layout (TP × PP × copies is fewer cards)</source>
        <translation>%1: not used by the layout (TP × PP × copies is fewer cards)</translation>
    </message>
    <message>
        <source>%1
Copy %2, pipeline stage %3, TP rank %4 of %5</source>
        <translation>%1
Copy %2, pipeline stage %3, TP rank %4 of %5</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>spare</translation>
    </message>
    <message>
        <source>%1
Copy %2, DP rank %3 of %4 (its own conversations&apos; cache; experts spread over all %5 cards of the copy), pipeline stage %6, TP rank %7 of %8</source>
        <translation>%1
Copy %2, DP rank %3 of %4 (its own conversations&apos; cache; experts spread over all %5 cards of the copy), pipeline stage %6, TP rank %7 of %8</translation>
    </message>
    <message>
        <source>Prefill copy %1</source>
        <translation>Prefill copy %1</translation>
    </message>
    <message>
        <source>Decode copy %1</source>
        <translation>Decode copy %1</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Copy %1</translation>
    </message>
    <message>
        <source>%1
DP rank %2/%3
TP %4/%5</source>
        <translation>%1
DP rank %2/%3
TP %4/%5</translation>
    </message>
    <message>
        <source>%1
Stage %2/%3
TP %4/%5</source>
        <translation>%1
Stage %2/%3
TP %4/%5</translation>
    </message>
    <message>
        <source>Prefill pool: this copy only prefills prompts and hands their cache to the decode copies</source>
        <translation>Prefill pool: this copy only prefills prompts and hands their cache to the decode copies</translation>
    </message>
    <message>
        <source>Decode pool: this copy holds the conversations and decodes them, no prompt mixed into its steps</source>
        <translation>Decode pool: this copy holds the conversations and decodes them, no prompt mixed into its steps</translation>
    </message>
    <message>
        <source>Model %1, copy %2</source>
        <translation>Model %1, copy %2</translation>
    </message>
    <message>
        <source>Model %1 (%2) on cards of its own</source>
        <translation>Model %1 (%2) on cards of its own</translation>
    </message>
    <message>
        <source>M%1 · copy %2</source>
        <translation>M%1 · copy %2</translation>
    </message>
    <message>
        <source>Prefill %1</source>
        <comment>short for prefill copy</comment>
        <translation>Prefill %1</translation>
    </message>
    <message>
        <source>Decode %1</source>
        <comment>short for decode copy</comment>
        <translation>Decode %1</translation>
    </message>
</context>
<context>
    <name>CardPlacement</name>
    <message>
        <source>There is no server %1.</source>
        <translation>There is no server %1.</translation>
    </message>
    <message>
        <source>Server %1 has an unknown chassis.</source>
        <translation>Server %1 has an unknown chassis.</translation>
    </message>
    <message>
        <source>The %1 has no slot %2.</source>
        <translation>The %1 has no slot %2.</translation>
    </message>
    <message>
        <source>Slot %1 of server %2 already holds a %3.</source>
        <translation>Slot %1 of server %2 already holds a %3.</translation>
    </message>
    <message>
        <source>No card to move.</source>
        <translation>No card to move.</translation>
    </message>
    <message>
        <source>Slot %1 of server %2 holds no card.</source>
        <translation>Slot %1 of server %2 holds no card.</translation>
    </message>
    <message numerus="yes">
        <source>Server %1 has no room for %n card(s) from slot %2 on.</source>
        <translation>
            <numerusform>Server %1 has no room for %n card from slot %2 on.</numerusform>
            <numerusform>Server %1 has no room for %n cards from slot %2 on.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2.</source>
        <translation>Unknown card &quot;%1&quot;%2.</translation>
    </message>
    <message>
        <source>Server %1, slot %2: %3</source>
        <translation>Server %1, slot %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Model %1 (%2) on %n card(s): %3</source>
        <translation>
            <numerusform>Model %1 (%2) on %n card: %3</numerusform>
            <numerusform>Model %1 (%2) on %n cards: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogueCommand</name>
    <message>
        <source>Lists the catalogue: cards, CPUs, chassis, feeds, checkpoints.</source>
        <translation>Lists the catalogue: cards, CPUs, chassis, feeds, checkpoints.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Chassis</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>Feeds</translation>
    </message>
    <message>
        <source>catalogue [--json] | catalogue repair      cards, CPUs, chassis, feeds, checkpoints</source>
        <translation>catalogue [--json] | catalogue repair      cards, CPUs, chassis, feeds, checkpoints</translation>
    </message>
    <message>
        <source>Your catalogue is not read in full: %1. &quot;llm-configurator catalogue repair&quot; moves it aside and keeps every readable entry.</source>
        <translation>Your catalogue is not read in full: %1. &quot;llm-configurator catalogue repair&quot; moves it aside and keeps every readable entry.</translation>
    </message>
    <message>
        <source>Moved the user catalogue aside to %1.</source>
        <translation>Moved the user catalogue aside to %1.</translation>
    </message>
    <message numerus="yes">
        <source>Kept %n checkpoint(s)</source>
        <translation>
            <numerusform>Kept %n checkpoint</numerusform>
            <numerusform>Kept %n checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Left out: %1</translation>
    </message>
    <message>
        <source>Move a damaged user catalogue aside and keep every entry that reads.</source>
        <translation>Move a damaged user catalogue aside and keep every entry that reads.</translation>
    </message>
    <message>
        <source>catalogue: unknown argument &quot;%1&quot;; &quot;repair&quot; is the only one</source>
        <translation>catalogue: unknown argument &quot;%1&quot;; &quot;repair&quot; is the only one</translation>
    </message>
</context>
<context>
    <name>CatalogueReader</name>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation>format %1 is newer than this program reads (%2)</translation>
    </message>
    <message>
        <source>an id must not be empty</source>
        <translation>an id must not be empty</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; appears twice</source>
        <translation>the id &quot;%1&quot; appears twice</translation>
    </message>
    <message>
        <source>expected a compute capability such as &quot;12.0&quot;</source>
        <translation>expected a compute capability such as &quot;12.0&quot;</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;memoryReported&quot; and &quot;usableBudget&quot;</source>
        <translation>needs exactly one of &quot;memoryReported&quot; and &quot;usableBudget&quot;</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>must be more than zero</translation>
    </message>
    <message>
        <source>needs at least one power limit</source>
        <translation>needs at least one power limit</translation>
    </message>
    <message>
        <source>power limits must be listed highest first</source>
        <translation>power limits must be listed highest first</translation>
    </message>
    <message>
        <source>expected &quot;gqa&quot; or &quot;mla&quot;</source>
        <translation>expected &quot;gqa&quot; or &quot;mla&quot;</translation>
    </message>
    <message>
        <source>expected &quot;fp8-with-scale&quot; or &quot;cache-dtype&quot;</source>
        <translation>expected &quot;fp8-with-scale&quot; or &quot;cache-dtype&quot;</translation>
    </message>
    <message>
        <source>%1 linear and %2 attention layers are more than the %3 of num_hidden_layers</source>
        <translation>%1 linear and %2 attention layers are more than the %3 of num_hidden_layers</translation>
    </message>
    <message>
        <source>expected &quot;float32&quot; or &quot;bfloat16&quot;</source>
        <translation>expected &quot;float32&quot; or &quot;bfloat16&quot;</translation>
    </message>
    <message>
        <source>unknown licence &quot;%1&quot;</source>
        <translation>unknown licence &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot; or &quot;fp8&quot;</source>
        <translation>expected &quot;bf16&quot; or &quot;fp8&quot;</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation>unknown model &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an NVLink generation needs its &quot;nvlinkBandwidth&quot;</source>
        <translation>an NVLink generation needs its &quot;nvlinkBandwidth&quot;</translation>
    </message>
    <message>
        <source>%1 KV heads do not divide the %2 attention heads</source>
        <translation>%1 KV heads do not divide the %2 attention heads</translation>
    </message>
    <message>
        <source>%1 experts per token are more than the %2 routed experts</source>
        <translation>%1 experts per token are more than the %2 routed experts</translation>
    </message>
    <message>
        <source>expected &quot;pcie-dual-slot&quot;, &quot;sxm&quot;, &quot;superchip&quot; or &quot;integrated&quot;</source>
        <translation>expected &quot;pcie-dual-slot&quot;, &quot;sxm&quot;, &quot;superchip&quot; or &quot;integrated&quot;</translation>
    </message>
    <message>
        <source>an id may hold letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot; only (it is written on the command line as ID:COUNT)</source>
        <translation>an id may hold letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot; only (it is written on the command line as ID:COUNT)</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>a name must not be empty</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>expected one of %1</translation>
    </message>
    <message>
        <source>no chassis &quot;%1&quot; in chassis.json</source>
        <translation>no chassis &quot;%1&quot; in chassis.json</translation>
    </message>
    <message>
        <source>a chassis id must not be empty</source>
        <translation>a chassis id must not be empty</translation>
    </message>
    <message>
        <source>%1 %4 is outside %2 to %3 %4</source>
        <translation>%1 %4 is outside %2 to %3 %4</translation>
    </message>
    <message>
        <source>%1 GB is more than the %2 GB of &quot;memoryNominal&quot;; a usable budget is at most the memory the card has</source>
        <translation>%1 GB is more than the %2 GB of &quot;memoryNominal&quot;; a usable budget is at most the memory the card has</translation>
    </message>
    <message>
        <source>expected a parameter count such as &quot;753B&quot; or &quot;1.5T&quot;, found &quot;%1&quot;</source>
        <translation>expected a parameter count such as &quot;753B&quot; or &quot;1.5T&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parameters</translation>
    </message>
    <message>
        <source>%1 is outside 1 kB to 1 PB</source>
        <translation>%1 is outside 1 kB to 1 PB</translation>
    </message>
    <message>
        <source>expected &quot;random&quot; or &quot;bunched&quot;</source>
        <translation>expected &quot;random&quot; or &quot;bunched&quot;</translation>
    </message>
</context>
<context>
    <name>ChassisFit</name>
    <message>
        <source>The %1 does not take a %2: the %2 is sold in the %3.</source>
        <translation>The %1 does not take a %2: the %2 is sold in the %3.</translation>
    </message>
    <message>
        <source> or the </source>
        <translation> or the </translation>
    </message>
    <message>
        <source>The %1 is %2: it goes only in the %3, not in the %4.</source>
        <translation>The %1 is %2: it goes only in the %3, not in the %4.</translation>
    </message>
    <message>
        <source>an SXM module for an HGX baseboard</source>
        <translation>an SXM module for an HGX baseboard</translation>
    </message>
    <message>
        <source>a complete desktop system, not a card for a server slot</source>
        <translation>a complete desktop system, not a card for a server slot</translation>
    </message>
    <message>
        <source>a superchip module for an NVL72 compute tray</source>
        <translation>a superchip module for an NVL72 compute tray</translation>
    </message>
    <message>
        <source>a double-width PCIe card</source>
        <translation>a double-width PCIe card</translation>
    </message>
</context>
<context>
    <name>CheckpointImporter</name>
    <message>
        <source>expected a whole number</source>
        <translation>expected a whole number</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no such folder</translation>
    </message>
    <message>
        <source>(no architectures)</source>
        <translation>(no architectures)</translation>
    </message>
    <message>
        <source>unknown architecture</source>
        <translation>unknown architecture</translation>
    </message>
    <message>
        <source>the layer and head counts do not describe a model</source>
        <translation>the layer and head counts do not describe a model</translation>
    </message>
    <message>
        <source>config.json of %1, imported from local files</source>
        <translation>config.json of %1, imported from local files</translation>
    </message>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>model.safetensors.index.json or the .safetensors files</source>
        <translation>model.safetensors.index.json or the .safetensors files</translation>
    </message>
    <message>
        <source>estimated: %1 parameters in %2</source>
        <translation>estimated: %1 parameters in %2</translation>
    </message>
    <message>
        <source>README.md of %1, which names no licence</source>
        <translation>README.md of %1, which names no licence</translation>
    </message>
    <message>
        <source>config.json of %1 without a model card (README.md)</source>
        <translation>config.json of %1 without a model card (README.md)</translation>
    </message>
    <message>
        <source>README.md: %1; no licence read</source>
        <translation>README.md: %1; no licence read</translation>
    </message>
    <message>
        <source>The model card (README.md) names no licence: the licence is not stated. Check it before offering the model.</source>
        <translation>The model card (README.md) names no licence: the licence is not stated. Check it before offering the model.</translation>
    </message>
    <message>
        <source>No model card (README.md) beside config.json: the licence is not stated. Check it on the model card before offering the model.</source>
        <translation>No model card (README.md) beside config.json: the licence is not stated. Check it on the model card before offering the model.</translation>
    </message>
    <message>
        <source>README.md of %1</source>
        <translation>README.md of %1</translation>
    </message>
    <message>
        <source>README.md of %1, %2</source>
        <translation>README.md of %1, %2</translation>
    </message>
    <message>
        <source>The model card names the licence %1, which the catalogue does not describe: read it on the model card before offering the model.</source>
        <translation>The model card names the licence %1, which the catalogue does not describe: read it on the model card before offering the model.</translation>
    </message>
    <message>
        <source>%1 characters for %2 layers</source>
        <translation>%1 characters for %2 layers</translation>
    </message>
    <message>
        <source>Nemotron-H: %1 attention and %2 Mamba-2 layers from hybrid_override_pattern; SSM state in %3</source>
        <translation>Nemotron-H: %1 attention and %2 Mamba-2 layers from hybrid_override_pattern; SSM state in %3</translation>
    </message>
    <message>
        <source>%1 entries for %2 layers</source>
        <translation>%1 entries for %2 layers</translation>
    </message>
    <message>
        <source>MiniMax: %1 softmax and %2 lightning-attention layers from attn_type_list</source>
        <translation>MiniMax: %1 softmax and %2 lightning-attention layers from attn_type_list</translation>
    </message>
    <message>
        <source>Jamba: %1 attention and %2 Mamba layers from attn_layer_period and attn_layer_offset</source>
        <translation>Jamba: %1 attention and %2 Mamba layers from attn_layer_period and attn_layer_offset</translation>
    </message>
    <message>
        <source>expected a list of block sizes such as [128, 128]</source>
        <translation>expected a list of block sizes such as [128, 128]</translation>
    </message>
    <message>
        <source>%1 KV heads do not divide the %2 attention heads</source>
        <translation>%1 KV heads do not divide the %2 attention heads</translation>
    </message>
    <message>
        <source>%1 experts per token are more than the %2 routed experts</source>
        <translation>%1 experts per token are more than the %2 routed experts</translation>
    </message>
    <message>
        <source>%1 is not a family this program knows, and %2 describe layers it cannot read; refused rather than counted as full attention on every layer</source>
        <translation>%1 is not a family this program knows, and %2 describe layers it cannot read; refused rather than counted as full attention on every layer</translation>
    </message>
    <message>
        <source>gated-delta-net state counted in %1, with the short convolution state in bfloat16</source>
        <translation>gated-delta-net state counted in %1, with the short convolution state in bfloat16</translation>
    </message>
    <message>
        <source>Not in config.json, filled as transformers does for %1: %2</source>
        <translation>Not in config.json, filled as transformers does for %1: %2</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 is outside %2 to %3</translation>
    </message>
    <message>
        <source>imports as an entry the catalogue cannot read back (%1: %2)</source>
        <translation>imports as an entry the catalogue cannot read back (%1: %2)</translation>
    </message>
    <message>
        <source>%1 is outside 1 to %2 bytes</source>
        <translation>%1 is outside 1 to %2 bytes</translation>
    </message>
    <message>
        <source>%1-bit integer weights: only 4 and 8 bits are read</source>
        <translation>%1-bit integer weights: only 4 and 8 bits are read</translation>
    </message>
    <message>
        <source>Falcon-H1: attention and a Mamba-2 mixer in each of the %1 layers; SSM state in %2</source>
        <translation>Falcon-H1: attention and a Mamba-2 mixer in each of the %1 layers; SSM state in %2</translation>
    </message>
    <message>
        <source>a convolution state of %1 bytes per layer is more than any model keeps</source>
        <translation>a convolution state of %1 bytes per layer is more than any model keeps</translation>
    </message>
    <message>
        <source>mamba_expand x hidden_size is %1, more than %2</source>
        <translation>mamba_expand x hidden_size is %1, more than %2</translation>
    </message>
    <message>
        <source>%1 is not a whole number of bytes from 1 to %2</source>
        <translation>%1 is not a whole number of bytes from 1 to %2</translation>
    </message>
    <message>
        <source>cannot be read in %1: no such file</source>
        <translation>cannot be read in %1: no such file</translation>
    </message>
    <message>
        <source>num_key_value_heads = num_attention_heads</source>
        <translation>num_key_value_heads = num_attention_heads</translation>
    </message>
    <message>
        <source>head_dim = hidden_size / num_attention_heads</source>
        <translation>head_dim = hidden_size / num_attention_heads</translation>
    </message>
    <message>
        <source>%1 is not one of the families this program knows; read as a plain decoder: grouped-query attention with %2 KV heads of %3 on %4 of %5 layers%6. If its layers differ, give their number with --set full_attention_layers=VALUE.</source>
        <translation>%1 is not one of the families this program knows; read as a plain decoder: grouped-query attention with %2 KV heads of %3 on %4 of %5 layers%6. If its layers differ, give their number with --set full_attention_layers=VALUE.</translation>
    </message>
    <message>
        <source> (assumed: %1)</source>
        <translation> (assumed: %1)</translation>
    </message>
    <message>
        <source>Vision tower (vision_config): about %1 parameters, %2 GB in 16 bits, not counted in the model&apos;s parameters but in its weights; every card that runs the encoder holds them. vLLM also reserves an encoder cache for image embeddings (max_num_encoder_input_tokens, --limit-mm-per-prompt), not sized here.</source>
        <translation>Vision tower (vision_config): about %1 parameters, %2 GB in 16 bits, not counted in the model&apos;s parameters but in its weights; every card that runs the encoder holds them. vLLM also reserves an encoder cache for image embeddings (max_num_encoder_input_tokens, --limit-mm-per-prompt), not sized here.</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>linear-attention and state-space layers</source>
        <translation>linear-attention and state-space layers</translation>
    </message>
    <message>
        <source>dense MLPs</source>
        <translation>dense MLPs</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>shared experts</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>routed experts</translation>
    </message>
    <message>
        <source>%1 leaves %2 unquantised: sized at 16 bits, the rest at the quantised width</source>
        <translation>%1 leaves %2 unquantised: sized at 16 bits, the rest at the quantised width</translation>
    </message>
    <message>
        <source>%1 (%2) lacks %3; enter them in the import form or give them on the command line (%4)</source>
        <translation>%1 (%2) lacks %3; enter them in the import form or give them on the command line (%4)</translation>
    </message>
    <message>
        <source>Active parameters per token: %1 without the input embedding (as OpenAI counts gpt-oss), %2 with it (as Meta counts Llama 4)</source>
        <translation>Active parameters per token: %1 without the input embedding (as OpenAI counts gpt-oss), %2 with it (as Meta counts Llama 4)</translation>
    </message>
</context>
<context>
    <name>CheckpointLicences</name>
    <message>
        <source>not stated (check the model card)</source>
        <translation>not stated (check the model card)</translation>
    </message>
    <message>
        <source>%1 (not in the catalogue: check the model card)</source>
        <translation>%1 (not in the catalogue: check the model card)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage:</source>
        <translation>Usage:</translation>
    </message>
    <message>
        <source>Each command takes --help for its options and --lang de|en for the language.</source>
        <translation>Each command takes --help for its options and --lang de|en for the language.</translation>
    </message>
    <message>
        <source>--lang: expected de or en</source>
        <translation>--lang: expected de or en</translation>
    </message>
    <message>
        <source>--lang: expected de or en, got &quot;%1&quot;</source>
        <translation>--lang: expected de or en, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; the commands are %2, --help and --version</source>
        <translation>unknown command &quot;%1&quot;; the commands are %2, --help and --version</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (did you mean %1?)</translation>
    </message>
    <message>
        <source>(imported models are not available: %1)</source>
        <translation>(imported models are not available: %1)</translation>
    </message>
    <message>
        <source>--version prints the version, the catalogue&apos;s date and the licence.</source>
        <translation>--version prints the version, the catalogue&apos;s date and the licence.</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>Compares two to four builds: every figure, the better value, the ratio to the first build and the advice that differs.</source>
        <translation>Compares two to four builds: every figure, the better value, the ratio to the first build and the advice that differs.</translation>
    </message>
    <message>
        <source>Build files (JSON), two to four.</source>
        <translation>Build files (JSON), two to four.</translation>
    </message>
    <message>
        <source>Start with a comparison of the sources: %1.</source>
        <translation>Start with a comparison of the sources: %1.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>compare: expected %1 to %2 builds, got %3</source>
        <translation>compare: expected %1 to %2 builds, got %3</translation>
    </message>
    <message>
        <source>* the better value; (1.25x) a ratio to build A</source>
        <translation>* the better value; (1.25x) a ratio to build A</translation>
    </message>
    <message>
        <source>Advice that differs</source>
        <translation>Advice that differs</translation>
    </message>
    <message>
        <source>compare A.json B.json [...] [--preset NAME] [--json] [-o OUT.pdf]   builds side by side</source>
        <translation>compare A.json B.json [...] [--preset NAME] [--json] [-o OUT.pdf]   builds side by side</translation>
    </message>
    <message>
        <source>Write the comparison sheet (A4 PDF) to this file.</source>
        <translation>Write the comparison sheet (A4 PDF) to this file.</translation>
    </message>
    <message>
        <source>compare: -o needs the PDF to write</source>
        <translation>compare: -o needs the PDF to write</translation>
    </message>
</context>
<context>
    <name>ComparisonPresets</name>
    <message>
        <source>GLM-5.3-Flash: 4x H200 NVL (FP8) against 4x RTX PRO 6000 SE (NVFP4)</source>
        <translation>GLM-5.3-Flash: 4x H200 NVL (FP8) against 4x RTX PRO 6000 SE (NVFP4)</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash FP8 on 4x H200 NVL, TP4</source>
        <translation>GLM-5.3-Flash FP8 on 4x H200 NVL, TP4</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 4x RTX PRO 6000 SE, TP4</source>
        <translation>GLM-5.3-Flash NVFP4 on 4x RTX PRO 6000 SE, TP4</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE: one TP8 copy against two TP4 copies</source>
        <translation>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE: one TP8 copy against two TP4 copies</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, one TP8 copy</source>
        <translation>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, one TP8 copy</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, two TP4 copies</source>
        <translation>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, two TP4 copies</translation>
    </message>
    <message>
        <source>GLM-5.3: 8x RTX PRO 6000 SE (NVFP4, TP4 x PP2) against 8x H200 NVL (FP8, TP4 x PP2)</source>
        <translation>GLM-5.3: 8x RTX PRO 6000 SE (NVFP4, TP4 x PP2) against 8x H200 NVL (FP8, TP4 x PP2)</translation>
    </message>
    <message>
        <source>GLM-5.3 FP8 on 8x H200 NVL, TP4 x PP2</source>
        <translation>GLM-5.3 FP8 on 8x H200 NVL, TP4 x PP2</translation>
    </message>
    <message>
        <source>GLM-5.3 NVFP4 on 8x RTX PRO 6000 SE, TP4 x PP2</source>
        <translation>GLM-5.3 NVFP4 on 8x RTX PRO 6000 SE, TP4 x PP2</translation>
    </message>
    <message>
        <source>Unknown comparison preset &quot;%1&quot;; known: %2.</source>
        <translation>Unknown comparison preset &quot;%1&quot;; known: %2.</translation>
    </message>
</context>
<context>
    <name>ComparisonSheet</name>
    <message>
        <source>a comparison sheet needs %1 to %2 builds, not %3</source>
        <translation>a comparison sheet needs %1 to %2 builds, not %3</translation>
    </message>
    <message>
        <source>build %1 (%2) cannot be evaluated: %3</source>
        <translation>build %1 (%2) cannot be evaluated: %3</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> vs </translation>
    </message>
    <message>
        <source>all builds</source>
        <translation>all builds</translation>
    </message>
    <message>
        <source>Comparison sheet</source>
        <translation>Comparison sheet</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n builds</source>
        <translation>
            <numerusform>Comparison of %n builds</numerusform>
            <numerusform>Comparison of %n builds</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Customer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Prepared by</translation>
    </message>
    <message>
        <source>Measured against</source>
        <translation>Measured against</translation>
    </message>
    <message>
        <source>build A</source>
        <translation>build A</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Figures side by side</source>
        <translation>Figures side by side</translation>
    </message>
    <message>
        <source>Highlighted: the better value where a figure has a better direction. %1/%2: the value of the build divided by that of build %2.</source>
        <translation>Highlighted: the better value where a figure has a better direction. %1/%2: the value of the build divided by that of build %2.</translation>
    </message>
    <message>
        <source>Advice that differs</source>
        <translation>Advice that differs</translation>
    </message>
    <message>
        <source>Every build gets the same advice.</source>
        <translation>Every build gets the same advice.</translation>
    </message>
    <message>
        <source>not given for %1</source>
        <translation>not given for %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Charts on the same axes</source>
        <translation>Charts on the same axes</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Builds</source>
        <translation>Builds</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Assumptions and sources</translation>
    </message>
    <message>
        <source>Speed side by side</source>
        <translation>Speed side by side</translation>
    </message>
    <message>
        <source>%1 prompt and %2 answer tokens per request</source>
        <translation>%1 prompt and %2 answer tokens per request</translation>
    </message>
    <message numerus="yes">
        <source>%n active conversation(s)</source>
        <translation>
            <numerusform>%n active conversation</numerusform>
            <numerusform>%n active conversations</numerusform>
        </translation>
    </message>
    <message>
        <source>as many active conversations as fit in memory</source>
        <translation>as many active conversations as fit in memory</translation>
    </message>
    <message>
        <source>Roofline estimate of each build at %1, %2; the speed target is the tokens per second each conversation must still get.</source>
        <translation>Roofline estimate of each build at %1, %2; the speed target is the tokens per second each conversation must still get.</translation>
    </message>
    <message>
        <source>Cost side by side</source>
        <translation>Cost side by side</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) of depreciation</source>
        <translation>
            <numerusform>%n year of depreciation</numerusform>
            <numerusform>%n years of depreciation</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h a day at %2 % load, PUE %3</source>
        <translation>%1 h a day at %2 % load, PUE %3</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 per kWh</translation>
    </message>
    <message>
        <source>no electricity price</source>
        <translation>no electricity price</translation>
    </message>
    <message>
        <source>no API price</source>
        <translation>no API price</translation>
    </message>
    <message>
        <source>API %1 in and %2 out per million tokens</source>
        <translation>API %1 in and %2 out per million tokens</translation>
    </message>
    <message>
        <source>Each build priced from the same price list, indicative where no quote is given: %1; %2. A figure without every price it needs is &quot;not known&quot;, never a partial sum.</source>
        <translation>Each build priced from the same price list, indicative where no quote is given: %1; %2. A figure without every price it needs is &quot;not known&quot;, never a partial sum.</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Tokens/s per conversation</translation>
    </message>
    <message>
        <source>no grid emission factor</source>
        <translation>no grid emission factor</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1, as of %2</translation>
    </message>
    <message>
        <source>%1 g CO₂ per kWh (%2)</source>
        <translation>%1 g CO₂ per kWh (%2)</translation>
    </message>
    <message>
        <source>CO₂: energy x %1.</source>
        <translation>CO₂: energy x %1.</translation>
    </message>
</context>
<context>
    <name>ConfigurationSheet</name>
    <message>
        <source>the build cannot be evaluated: %1</source>
        <translation>the build cannot be evaluated: %1</translation>
    </message>
    <message>
        <source>Configuration sheet</source>
        <translation>Configuration sheet</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>%1 on %2 x %3</source>
        <translation>%1 on %2 x %3</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Customer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Prepared by</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Free memory per card</source>
        <translation>Free memory per card</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>within plan</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>over plan</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>, capped at %1</source>
        <translation>, capped at %1</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Component</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>Specification</translation>
    </message>
    <message>
        <source>Per server</source>
        <translation>Per server</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Server %1: </source>
        <translation>Server %1: </translation>
    </message>
    <message>
        <source>Servers %1: </source>
        <translation>Servers %1: </translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Processors</source>
        <translation>Processors</translation>
    </message>
    <message>
        <source>%1, %2 cores, %3 TDP</source>
        <translation>%1, %2 cores, %3 TDP</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host memory</translation>
    </message>
    <message>
        <source>at least %1, twice the GPU memory</source>
        <translation>at least %1, twice the GPU memory</translation>
    </message>
    <message>
        <source>%1 x %2 DIMMs = %3 (%4)</source>
        <translation>%1 x %2 DIMMs = %3 (%4)</translation>
    </message>
    <message>
        <source>%1: more than the chassis holds (%2 x %3)</source>
        <translation>%1: more than the chassis holds (%2 x %3)</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>NVMe storage</translation>
    </message>
    <message>
        <source>for the checkpoints kept: %1</source>
        <translation>for the checkpoints kept: %1</translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation>Power feed</translation>
    </message>
    <message>
        <source>%1, %2 nominal</source>
        <translation>%1, %2 nominal</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>, %1 parameters</source>
        <translation>, %1 parameters</translation>
    </message>
    <message>
        <source>, %1 parameters, %2 active</source>
        <translation>, %1 parameters, %2 active</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Publisher</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Layout and serving command</source>
        <translation>Layout and serving command</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>DCP</source>
        <translation>DCP</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Cards per copy</source>
        <translation>Cards per copy</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Context</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Per card</source>
        <translation>Per card</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>How it is computed</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Usable memory</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>KV cache per conversation</source>
        <translation>KV cache per conversation</translation>
    </message>
    <message>
        <source>Free for the cache</source>
        <translation>Free for the cache</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>FP8 cache</source>
        <translation>FP8 cache</translation>
    </message>
    <message>
        <source>16-bit cache</source>
        <translation>16-bit cache</translation>
    </message>
    <message>
        <source>Memory and conversations</source>
        <translation>Memory and conversations</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <source>All servers</source>
        <translation>All servers</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>%1 x %2 = %3</source>
        <translation>%1 x %2 = %3</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Feed: planned of nominal</source>
        <translation>Feed: planned of nominal</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Power and feed</source>
        <translation>Power and feed</translation>
    </message>
    <message>
        <source>Advice for this build</source>
        <translation>Advice for this build</translation>
    </message>
    <message>
        <source>No advice: nothing in the sources speaks against this build.</source>
        <translation>No advice: nothing in the sources speaks against this build.</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Assumptions and sources</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Roofline estimate: each decode step reads the weights and the cache and computes; the slowest of memory, compute and the links between the cards decides.</source>
        <translation>Roofline estimate: each decode step reads the weights and the cache and computes; the slowest of memory, compute and the links between the cards decides.</translation>
    </message>
    <message>
        <source>Per request: %1.</source>
        <translation>Per request: %1.</translation>
    </message>
    <message>
        <source>Active conversations: %1.</source>
        <translation>Active conversations: %1.</translation>
    </message>
    <message>
        <source>Speed target: %1 per conversation, the least a reader accepts.</source>
        <translation>Speed target: %1 per conversation, the least a reader accepts.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Weights read per step</source>
        <translation>Weights read per step</translation>
    </message>
    <message>
        <source>Cache read per step</source>
        <translation>Cache read per step</translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation>Memory time</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>Compute time</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>Time per token</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Tokens/s per conversation</translation>
    </message>
    <message>
        <source>Output tokens/s of the build</source>
        <translation>Output tokens/s of the build</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>Conversations at the speed target</source>
        <translation>Conversations at the speed target</translation>
    </message>
    <message>
        <source>Conversations served</source>
        <translation>Conversations served</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Price source</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>indicative: %1, %2</source>
        <translation>indicative: %1, %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Purchase price</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>no price for %1</source>
        <translation>no price for %1</translation>
    </message>
    <message numerus="yes">
        <source>Depreciation over %n year(s).</source>
        <translation>
            <numerusform>Depreciation over %n year.</numerusform>
            <numerusform>Depreciation over %n years.</numerusform>
        </translation>
    </message>
    <message>
        <source>Electricity: %1 per kWh.</source>
        <translation>Electricity: %1 per kWh.</translation>
    </message>
    <message>
        <source>Electricity: no price in %1.</source>
        <translation>Electricity: no price in %1.</translation>
    </message>
    <message>
        <source>Cooling and distribution: PUE %1.</source>
        <translation>Cooling and distribution: PUE %1.</translation>
    </message>
    <message>
        <source>Use: %1 hours a day at %2 % average load.</source>
        <translation>Use: %1 hours a day at %2 % average load.</translation>
    </message>
    <message>
        <source>Hosted API: %1 per million input and %2 per million output tokens, %3 input tokens sent per output token.</source>
        <translation>Hosted API: %1 per million input and %2 per million output tokens, %3 input tokens sent per output token.</translation>
    </message>
    <message>
        <source>Hosted API: no price for this model.</source>
        <translation>Hosted API: no price for this model.</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>per million output tokens</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energy per year</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 wall power x %2 load x %3 h x 365 days x PUE %4</source>
        <translation>%1 wall power x %2 load x %3 h x 365 days x PUE %4</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energy cost per year</translation>
    </message>
    <message>
        <source>energy x %1 per kWh</source>
        <translation>energy x %1 per kWh</translation>
    </message>
    <message>
        <source>no electricity price</source>
        <translation>no electricity price</translation>
    </message>
    <message>
        <source>Depreciation per year</source>
        <translation>Depreciation per year</translation>
    </message>
    <message numerus="yes">
        <source>purchase price / %n year(s)</source>
        <translation>
            <numerusform>purchase price / %n year</numerusform>
            <numerusform>purchase price / %n years</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Cost per year</translation>
    </message>
    <message>
        <source>depreciation + energy</source>
        <translation>depreciation + energy</translation>
    </message>
    <message>
        <source>Cost per seat and month</source>
        <translation>Cost per seat and month</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Cost per million output tokens</translation>
    </message>
    <message>
        <source>cost per year / 12 / %1 million output tokens a month (%2 tokens/s x load x hours)</source>
        <translation>cost per year / 12 / %1 million output tokens a month (%2 tokens/s x load x hours)</translation>
    </message>
    <message>
        <source>no throughput</source>
        <translation>no throughput</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>Hosted API</translation>
    </message>
    <message>
        <source>: output price + %1 x input price</source>
        <translation>: output price + %1 x input price</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Break-even volume</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 million</translation>
    </message>
    <message>
        <source>output tokens a month above which the build costs less than the API</source>
        <translation>output tokens a month above which the build costs less than the API</translation>
    </message>
    <message>
        <source>Pay-back</source>
        <translation>Pay-back</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 months</translation>
    </message>
    <message>
        <source>purchase price / (API cost - energy cost) per month at the build&apos;s volume</source>
        <translation>purchase price / (API cost - energy cost) per month at the build&apos;s volume</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1, as of %2</translation>
    </message>
    <message>
        <source>Conversations served at %1</source>
        <translation>Conversations served at %1</translation>
    </message>
    <message>
        <source>%1 (%2 in memory)</source>
        <translation>%1 (%2 in memory)</translation>
    </message>
    <message numerus="yes">
        <source>cost per year / 12 / %n conversation(s) served</source>
        <translation>
            <numerusform>cost per year / 12 / %n conversation served</numerusform>
            <numerusform>cost per year / 12 / %n conversations served</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>The speed is unknown: %1.</source>
        <translation>The speed is unknown: %1.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>listed %1; %2</source>
        <translation>listed %1; %2</translation>
    </message>
    <message>
        <source>Rate: %1.</source>
        <translation>Rate: %1.</translation>
    </message>
    <message>
        <source>&quot;Indicative&quot; prices are public list prices, not a quote.</source>
        <translation>&quot;Indicative&quot; prices are public list prices, not a quote.</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Cost per month</translation>
    </message>
    <message>
        <source>cost per year / 12</source>
        <translation>cost per year / 12</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Grid: no emission factor.</source>
        <translation>Grid: no emission factor.</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energy per million output tokens</translation>
    </message>
    <message>
        <source>energy per year / million output tokens per year</source>
        <translation>energy per year / million output tokens per year</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>no grid emission factor</source>
        <translation>no grid emission factor</translation>
    </message>
    <message>
        <source>energy per million output tokens x grid emission factor</source>
        <translation>energy per million output tokens x grid emission factor</translation>
    </message>
    <message>
        <source>Grid: %1 g CO₂ per kWh.</source>
        <translation>Grid: %1 g CO₂ per kWh.</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ per year</translation>
    </message>
    <message>
        <source>energy per year x %1 g CO₂/kWh</source>
        <translation>energy per year x %1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>CO₂ per million output tokens</source>
        <translation>CO₂ per million output tokens</translation>
    </message>
    <message>
        <source>First-token target: within %1 at the median, queueing for the prefill included.</source>
        <translation>First-token target: within %1 at the median, queueing for the prefill included.</translation>
    </message>
    <message>
        <source>First-token target: within %1 at the 95th percentile.</source>
        <translation>First-token target: within %1 at the 95th percentile.</translation>
    </message>
    <message>
        <source>Conversations at the first-token target</source>
        <translation>Conversations at the first-token target</translation>
    </message>
    <message>
        <source>Conversations at the first-token target (95th percentile)</source>
        <translation>Conversations at the first-token target (95th percentile)</translation>
    </message>
    <message>
        <source>Models on the same cards</source>
        <translation>Models on the same cards</translation>
    </message>
    <message>
        <source>TP x PP, copies</source>
        <translation>TP x PP, copies</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Weights per card</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Tokens/s each</translation>
    </message>
    <message>
        <source>%1 x %2, %3</source>
        <translation>%1 x %2, %3</translation>
    </message>
    <message>
        <source>No speed target: memory alone limits the conversations.</source>
        <translation>No speed target: memory alone limits the conversations.</translation>
    </message>
    <message>
        <source>Models of the build</source>
        <translation>Models of the build</translation>
    </message>
    <message>
        <source>%1 (cards %2 to %3)</source>
        <translation>%1 (cards %2 to %3)</translation>
    </message>
    <message>
        <source>Prefill card</source>
        <translation>Prefill card</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>%1 x %2 + %3 x %4 = %5</source>
        <translation>%1 x %2 + %3 x %4 = %5</translation>
    </message>
</context>
<context>
    <name>CostCalculator</name>
    <message>
        <source>DIMM, %1 GB</source>
        <translation>DIMM, %1 GB</translation>
    </message>
    <message>
        <source>Server %1 needs more host memory than its chassis holds; no DIMMs priced for it.</source>
        <translation>Server %1 needs more host memory than its chassis holds; no DIMMs priced for it.</translation>
    </message>
    <message>
        <source>NVMe drive, %1 TB</source>
        <translation>NVMe drive, %1 TB</translation>
    </message>
    <message>
        <source>Rest of the server (board, power supplies, network, assembly)</source>
        <translation>Rest of the server (board, power supplies, network, assembly)</translation>
    </message>
    <message>
        <source>No price for %1: no total.</source>
        <translation>No price for %1: no total.</translation>
    </message>
    <message>
        <source>set for this build</source>
        <translation>set for this build</translation>
    </message>
    <message>
        <source>The default electricity price is in %1, the prices in %2: set the price per kWh in %2.</source>
        <translation>The default electricity price is in %1, the prices in %2: set the price per kWh in %2.</translation>
    </message>
    <message>
        <source>No throughput for this build: no cost per million tokens.</source>
        <translation>No throughput for this build: no cost per million tokens.</translation>
    </message>
    <message>
        <source>The API price of %1 is in %2, the prices in %3: set the API prices in %3.</source>
        <translation>The API price of %1 is in %2, the prices in %3: set the API prices in %3.</translation>
    </message>
    <message>
        <source>No published API price for this model: set one.</source>
        <translation>No published API price for this model: set one.</translation>
    </message>
    <message>
        <source>At this volume the API costs less than the electricity: the build does not pay back.</source>
        <translation>At this volume the API costs less than the electricity: the build does not pay back.</translation>
    </message>
    <message>
        <source>No conversation gets the speed target: no cost per seat.</source>
        <translation>No conversation gets the speed target: no cost per seat.</translation>
    </message>
    <message>
        <source>Servers %1 to %2 need more host memory than their chassis hold; no DIMMs priced for them.</source>
        <translation>Servers %1 to %2 need more host memory than their chassis hold; no DIMMs priced for them.</translation>
    </message>
    <message>
        <source>The output rate assumes %1 active conversations, over memory (%2 fit): no cost per million tokens; lower the active conversations.</source>
        <translation>The output rate assumes %1 active conversations, over memory (%2 fit): no cost per million tokens; lower the active conversations.</translation>
    </message>
    <message>
        <source>The speed is unknown (%1): no cost per million tokens.</source>
        <translation>The speed is unknown (%1): no cost per million tokens.</translation>
    </message>
    <message>
        <source>No exchange rate to %1 for %2: give their prices in %1.</source>
        <translation>No exchange rate to %1 for %2: give their prices in %1.</translation>
    </message>
    <message>
        <source>green-power contract, set for this build</source>
        <translation>green-power contract, set for this build</translation>
    </message>
    <message>
        <source>No grid emission factor in the price list: set the grams of CO₂ per kWh.</source>
        <translation>No grid emission factor in the price list: set the grams of CO₂ per kWh.</translation>
    </message>
</context>
<context>
    <name>CostDefaults</name>
    <message>
        <source>must be more than zero</source>
        <translation>must be more than zero</translation>
    </message>
    <message>
        <source>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</source>
        <translation>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a date such as &quot;2026-11-30&quot;, got &quot;%1&quot;</source>
        <translation>expected a date such as &quot;2026-11-30&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a default electricity price in %1 is given already</source>
        <translation>a default electricity price in %1 is given already</translation>
    </message>
    <message>
        <source>expected a tariff or a list of tariffs, one per currency, got %1</source>
        <translation>expected a tariff or a list of tariffs, one per currency, got %1</translation>
    </message>
    <message>
        <source>expected another currency than the base, %1</source>
        <translation>expected another currency than the base, %1</translation>
    </message>
    <message>
        <source>a rate between %1 and %2 is given already</source>
        <translation>a rate between %1 and %2 is given already</translation>
    </message>
</context>
<context>
    <name>CostJson</name>
    <message>
        <source>energy per year at the wall (power x load x hours x PUE) over the output tokens of the same hours at the estimated rate</source>
        <translation>energy per year at the wall (power x load x hours x PUE) over the output tokens of the same hours at the estimated rate</translation>
    </message>
</context>
<context>
    <name>CostOptions</name>
    <message>
        <source>Price list (JSON) over the built-in indicative prices.</source>
        <translation>Price list (JSON) over the built-in indicative prices.</translation>
    </message>
    <message>
        <source>Years of depreciation (default 3).</source>
        <translation>Years of depreciation (default 3).</translation>
    </message>
    <message>
        <source>Cooling overhead as PUE (default 1.3).</source>
        <translation>Cooling overhead as PUE (default 1.3).</translation>
    </message>
    <message>
        <source>Hours of use per day (default 24).</source>
        <translation>Hours of use per day (default 24).</translation>
    </message>
    <message>
        <source>Average load while in use, 0 to 1 (default 1).</source>
        <translation>Average load while in use, 0 to 1 (default 1).</translation>
    </message>
    <message>
        <source>Hosted API price per million input tokens.</source>
        <translation>Hosted API price per million input tokens.</translation>
    </message>
    <message>
        <source>Hosted API price per million output tokens.</source>
        <translation>Hosted API price per million output tokens.</translation>
    </message>
    <message>
        <source>Input tokens sent per output token (default 1).</source>
        <translation>Input tokens sent per output token (default 1).</translation>
    </message>
    <message>
        <source>Currency of the cost, such as EUR or USD (default: the language&apos;s, EUR in German, USD in English); prices in another are converted at the cited ECB rate.</source>
        <translation>Currency of the cost, such as EUR or USD (default: the language&apos;s, EUR in German, USD in English); prices in another are converted at the cited ECB rate.</translation>
    </message>
    <message>
        <source>Electricity price per kWh, in the currency of the cost.</source>
        <translation>Electricity price per kWh, in the currency of the cost.</translation>
    </message>
    <message>
        <source>--currency: expected a currency code such as EUR or USD, got &quot;%1&quot;</source>
        <translation>--currency: expected a currency code such as EUR or USD, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Grams of CO₂ per kWh of the electricity bought (default: Germany&apos;s electricity mix as the Umweltbundesamt publishes it; 0 for a green-power contract).</source>
        <translation>Grams of CO₂ per kWh of the electricity bought (default: Germany&apos;s electricity mix as the Umweltbundesamt publishes it; 0 for a green-power contract).</translation>
    </message>
</context>
<context>
    <name>CostSettingsJson</name>
    <message>
        <source>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</source>
        <translation>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>CostTable</name>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>Parts and prices (%1)</source>
        <translation>Parts and prices (%1)</translation>
    </message>
    <message>
        <source>%1 x no price</source>
        <translation>%1 x no price</translation>
    </message>
    <message>
        <source>indicative, %1, %2</source>
        <translation>indicative, %1, %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Purchase price</translation>
    </message>
    <message>
        <source>Running cost</source>
        <translation>Running cost</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energy per year</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>wall power x load %1 x %2 h/day x 365 x PUE %3</source>
        <translation>wall power x load %1 x %2 h/day x 365 x PUE %3</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energy cost per year</translation>
    </message>
    <message>
        <source>%1 per kWh (%2)</source>
        <translation>%1 per kWh (%2)</translation>
    </message>
    <message>
        <source>Depreciation per year</source>
        <translation>Depreciation per year</translation>
    </message>
    <message numerus="yes">
        <source>over %n year(s)</source>
        <translation>
            <numerusform>over %n year</numerusform>
            <numerusform>over %n years</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Cost per year</translation>
    </message>
    <message>
        <source>Cost per seat and month</source>
        <translation>Cost per seat and month</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Cost per million output tokens</translation>
    </message>
    <message>
        <source>Against the hosted API</source>
        <translation>Against the hosted API</translation>
    </message>
    <message>
        <source>API per million output tokens</source>
        <translation>API per million output tokens</translation>
    </message>
    <message>
        <source>%1 out + %2 x %3 in (%4)</source>
        <translation>%1 out + %2 x %3 in (%4)</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Break-even volume</translation>
    </message>
    <message>
        <source>%1 million output tokens per month</source>
        <translation>%1 million output tokens per month</translation>
    </message>
    <message>
        <source>Pay-back</source>
        <translation>Pay-back</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 months</translation>
    </message>
    <message>
        <source>listed %1; %2</source>
        <translation>listed %1; %2</translation>
    </message>
    <message>
        <source>Rate: %1</source>
        <translation>Rate: %1</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Cost per month</translation>
    </message>
    <message>
        <source>cost per year / 12</source>
        <translation>cost per year / 12</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>as of %1</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energy per million output tokens</translation>
    </message>
    <message>
        <source>energy per year / million output tokens per year</source>
        <translation>energy per year / million output tokens per year</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>energy per year x %1</source>
        <translation>energy per year x %1</translation>
    </message>
    <message>
        <source>energy per million output tokens x grid factor</source>
        <translation>energy per million output tokens x grid factor</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh (%2)</source>
        <translation>%1 g CO₂/kWh (%2)</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>Energy and CO₂</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ per year</translation>
    </message>
    <message>
        <source>CO₂ per million output tokens</source>
        <translation>CO₂ per million output tokens</translation>
    </message>
</context>
<context>
    <name>CurrencyNote</name>
    <message>
        <source>Currency: %1, set for this build.</source>
        <translation>Currency: %1, set for this build.</translation>
    </message>
    <message>
        <source>Currency: %1, the language&apos;s.</source>
        <translation>Currency: %1, the language&apos;s.</translation>
    </message>
    <message>
        <source>Currency: %1, the price list&apos;s.</source>
        <translation>Currency: %1, the price list&apos;s.</translation>
    </message>
    <message>
        <source>Prices in %1 converted at the reference rate of %2, 1 %3 = %4 %5 (indicative).</source>
        <translation>Prices in %1 converted at the reference rate of %2, 1 %3 = %4 %5 (indicative).</translation>
    </message>
</context>
<context>
    <name>EvaluateCommand</name>
    <message>
        <source>evaluate [BUILD.json] [options] [--json]   figures of one build</source>
        <translation>evaluate [BUILD.json] [options] [--json]   figures of one build</translation>
    </message>
    <message>
        <source>Evaluates a build: memory per card, conversations, power.</source>
        <translation>Evaluates a build: memory per card, conversations, power.</translation>
    </message>
    <message>
        <source>Build file (JSON); without it the reference build.</source>
        <translation>Build file (JSON); without it the reference build.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>Serving commands</source>
        <translation>Serving commands</translation>
    </message>
    <message>
        <source>%1 tokens/s (target %2)</source>
        <translation>%1 tokens/s (target %2)</translation>
    </message>
    <message>
        <source>%1 ms (target %2 ms)</source>
        <translation>%1 ms (target %2 ms)</translation>
    </message>
    <message>
        <source>met</source>
        <translation>met</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>not met</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Targets</translation>
    </message>
</context>
<context>
    <name>FalconH1Config</name>
    <message>
        <source>&quot;auto&quot; needs mamba_n_heads (%1) to divide mamba_d_ssm (%2)</source>
        <translation>&quot;auto&quot; needs mamba_n_heads (%1) to divide mamba_d_ssm (%2)</translation>
    </message>
    <message>
        <source>%1 heads of %2 are not the mixer&apos;s width of %3 (mamba_d_ssm)</source>
        <translation>%1 heads of %2 are not the mixer&apos;s width of %3 (mamba_d_ssm)</translation>
    </message>
    <message>
        <source>a convolution state of %1 bytes per layer is more than any model keeps</source>
        <translation>a convolution state of %1 bytes per layer is more than any model keeps</translation>
    </message>
</context>
<context>
    <name>FigureFormulas</name>
    <message>
        <source>%1 usable per card: the fixed budget of the %2</source>
        <translation>%1 usable per card: the fixed budget of the %2</translation>
    </message>
    <message>
        <source>%1 x %2 - %3 = %4 usable per card</source>
        <translation>%1 x %2 - %3 = %4 usable per card</translation>
    </message>
    <message>
        <source>%1 / (TP %2 x PP %3) = %4 of weights per card</source>
        <translation>%1 / (TP %2 x PP %3) = %4 of weights per card</translation>
    </message>
    <message>
        <source>%1 usable - %2 weights = %3 free per card</source>
        <translation>%1 usable - %2 weights = %3 free per card</translation>
    </message>
    <message>
        <source>%1 per token (whole model) x %2 tokens; %3 per conversation per card by config arithmetic</source>
        <translation>%1 per token (whole model) x %2 tokens; %3 per conversation per card by config arithmetic</translation>
    </message>
    <message>
        <source>, %1 by the published planning figure</source>
        <translation>, %1 by the published planning figure</translation>
    </message>
    <message>
        <source>; counted with %1</source>
        <translation>; counted with %1</translation>
    </message>
    <message>
        <source>The weights (%1 per card) do not fit the %2 usable per card.</source>
        <translation>The weights (%1 per card) do not fit the %2 usable per card.</translation>
    </message>
    <message>
        <source>%1 free / %2 per conversation = %3</source>
        <translation>%1 free / %2 per conversation = %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 per copy x %n copies = %2</source>
        <translation>
            <numerusform>%1 per copy x %n copy = %2</numerusform>
            <numerusform>%1 per copy x %n copies = %2</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 cards + %2 CPUs) x %3 = %4 at the wall</source>
        <translation>(%1 cards + %2 CPUs) x %3 = %4 at the wall</translation>
    </message>
    <message>
        <source>%1 planned of %2 nominal</source>
        <translation>%1 planned of %2 nominal</translation>
    </message>
    <message>
        <source>%1 at the wall is within the %2</source>
        <translation>%1 at the wall is within the %2</translation>
    </message>
    <message>
        <source>%1 at the wall is over the %2: needs 32 A, three-phase or a power cap</source>
        <translation>%1 at the wall is over the %2: needs 32 A, three-phase or a power cap</translation>
    </message>
    <message>
        <source>Unified memory: no separate host memory</source>
        <translation>Unified memory: no separate host memory</translation>
    </message>
    <message>
        <source>%1 x %2 cards x %3 = %4 host memory at least</source>
        <translation>%1 x %2 cards x %3 = %4 host memory at least</translation>
    </message>
    <message numerus="yes">
        <source>%1 for the checkpoints kept (%n checkpoint(s))</source>
        <translation>
            <numerusform>%1 for the checkpoints kept (%n checkpoint)</numerusform>
            <numerusform>%1 for the checkpoints kept (%n checkpoints)</numerusform>
        </translation>
    </message>
    <message>
        <source>TP %1 x PP %2</source>
        <translation>TP %1 x PP %2</translation>
    </message>
    <message>
        <source>, DCP %1</source>
        <translation>, DCP %1</translation>
    </message>
    <message>
        <source>, expert parallel</source>
        <translation>, expert parallel</translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies)</source>
        <translation>
            <numerusform>, %n copy</numerusform>
            <numerusform>, %n copies</numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 cache</source>
        <translation>FP8 cache</translation>
    </message>
    <message>
        <source>16-bit cache</source>
        <translation>16-bit cache</translation>
    </message>
    <message>
        <source>published planning figure</source>
        <translation>published planning figure</translation>
    </message>
    <message>
        <source>config arithmetic</source>
        <translation>config arithmetic</translation>
    </message>
    <message>
        <source>(%1 - %2 routed experts) / (TP %3 x PP %4) + %2 / (DP %5 x TP %3 x PP %4) = %6 of weights per card</source>
        <translation>(%1 - %2 routed experts) / (TP %3 x PP %4) + %2 / (DP %5 x TP %3 x PP %4) = %6 of weights per card</translation>
    </message>
    <message numerus="yes">
        <source>%1 per rank x %n DP ranks = %2</source>
        <translation>
            <numerusform>%1 per rank x %n DP rank = %2</numerusform>
            <numerusform>%1 per rank x %n DP ranks = %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, DP %1 attention ranks</source>
        <translation>, DP %1 attention ranks</translation>
    </message>
    <message>
        <source>; the count stops there: at least this many</source>
        <translation>; the count stops there: at least this many</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <source>%1 x %2 = %3 requested - %4 peak activations - %5 non-torch - %6 NCCL = %7 usable per card (vLLM profile)</source>
        <translation>%1 x %2 = %3 requested - %4 peak activations - %5 non-torch - %6 NCCL = %7 usable per card (vLLM profile)</translation>
    </message>
    <message>
        <source>vLLM profile: %1 for the cache / %2 per token per card = %3 tokens per card (vLLM&apos;s &quot;GPU KV cache size&quot;, whole blocks of %4)</source>
        <translation>vLLM profile: %1 for the cache / %2 per token per card = %3 tokens per card (vLLM&apos;s &quot;GPU KV cache size&quot;, whole blocks of %4)</translation>
    </message>
    <message>
        <source>%1 batched tokens</source>
        <translation>%1 batched tokens</translation>
    </message>
    <message>
        <source>CUDA graphs (about %1) are captured after the cache is sized: they take from the %2 above the utilisation, not from the cache</source>
        <translation>CUDA graphs (about %1) are captured after the cache is sized: they take from the %2 above the utilisation, not from the cache</translation>
    </message>
    <message>
        <source>config arithmetic in vLLM&apos;s profile</source>
        <translation>config arithmetic in vLLM&apos;s profile</translation>
    </message>
    <message>
        <source>Peak activations not counted: the catalogue does not know this model&apos;s hidden_size</source>
        <translation>Peak activations not counted: the catalogue does not know this model&apos;s hidden_size</translation>
    </message>
    <message>
        <source>%1 batched tokens, vLLM %2&apos;s default on this card</source>
        <translation>%1 batched tokens, vLLM %2&apos;s default on this card</translation>
    </message>
    <message>
        <source> - %1 %2</source>
        <translation> - %1 %2</translation>
    </message>
    <message>
        <source>vLLM %1 profile (%2): %3 x %4 = %5 requested - %6 weights</source>
        <translation>vLLM %1 profile (%2): %3 x %4 = %5 requested - %6 weights</translation>
    </message>
    <message>
        <source> = %1 for the cache</source>
        <translation> = %1 for the cache</translation>
    </message>
    <message>
        <source>MoE workspace %1 on %2 tokens a layer%3</source>
        <translation>MoE workspace %1 on %2 tokens a layer%3</translation>
    </message>
    <message>
        <source>, DP gathering %1</source>
        <translation>, DP gathering %1</translation>
    </message>
    <message>
        <source>forward pass</source>
        <translation>forward pass</translation>
    </message>
    <message>
        <source>MoE workspace</source>
        <translation>MoE workspace</translation>
    </message>
    <message>
        <source>DP gathering</source>
        <translation>DP gathering</translation>
    </message>
    <message>
        <source>sampler</source>
        <translation>sampler</translation>
    </message>
    <message>
        <source>non-torch</source>
        <translation>non-torch</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA graphs</translation>
    </message>
    <message>
        <source> of weights per card (the checkpoint&apos;s layout)</source>
        <translation> of weights per card (the checkpoint&apos;s layout)</translation>
    </message>
    <message>
        <source>; by the checkpoint&apos;s layout %1 (the vLLM profile charges this)</source>
        <translation>; by the checkpoint&apos;s layout %1 (the vLLM profile charges this)</translation>
    </message>
    <message>
        <source>%1 split by TP, EP and PP + %2 whole on every card = %3</source>
        <translation>%1 split by TP, EP and PP + %2 whole on every card = %3</translation>
    </message>
    <message>
        <source> (%1 of multi-token-prediction layers not loaded)</source>
        <translation> (%1 of multi-token-prediction layers not loaded)</translation>
    </message>
    <message numerus="yes">
        <source>%1 per copy x %n decode copies = %2 (the prefill copies hold only the prompts in flight)</source>
        <translation>
            <numerusform>%1 per copy x %n decode copy = %2 (the prefill copies hold only the prompts in flight)</numerusform>
            <numerusform>%1 per copy x %n decode copies = %2 (the prefill copies hold only the prompts in flight)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies): %1 prefill, %2 decode</source>
        <translation>
            <numerusform>, %n copy: %1 prefill, %2 decode</numerusform>
            <numerusform>, %n copies: %1 prefill, %2 decode</numerusform>
        </translation>
    </message>
    <message>
        <source>DSA indexer workspace</source>
        <translation>DSA indexer workspace</translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies): %1 prefill at TP %3 x PP %4 (%5 cards each), %2 decode</source>
        <translation>
            <numerusform>, %n copy: %1 prefill at TP %3 x PP %4 (%5 cards each), %2 decode</numerusform>
            <numerusform>, %n copies: %1 prefill at TP %3 x PP %4 (%5 cards each), %2 decode</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 x (%2 x %3 + %4 x %5) = %6 host memory at least</source>
        <translation>%1 x (%2 x %3 + %4 x %5) = %6 host memory at least</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 x %2 prefill + %3 x %4 decode</source>
        <translation>%1 x %2 prefill + %3 x %4 decode</translation>
    </message>
    <message>
        <source>%1, </source>
        <translation>%1, </translation>
    </message>
    <message numerus="yes">
        <source>TP %1 x PP %2: %3 usable - %4 weights = %5 free; %n prompt(s) in flight (a prefill batch) x %6 = %7 cache; %8 left</source>
        <translation>
            <numerusform>TP %1 x PP %2: %3 usable - %4 weights = %5 free; %n prompt in flight (a prefill batch) x %6 = %7 cache; %8 left</numerusform>
            <numerusform>TP %1 x PP %2: %3 usable - %4 weights = %5 free; %n prompts in flight (a prefill batch) x %6 = %7 cache; %8 left</numerusform>
        </translation>
    </message>
    <message>
        <source>eager: no CUDA graphs (none captured, none charged)</source>
        <translation>eager: no CUDA graphs (none captured, none charged)</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Context</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>Memory per card</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Usable</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>Cache per conversation</source>
        <translation>Cache per conversation</translation>
    </message>
    <message>
        <source>Cache per token</source>
        <translation>Cache per token</translation>
    </message>
    <message>
        <source>whole model</source>
        <translation>whole model</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>within plan</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>over plan</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host memory</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Speed (roofline estimate)</source>
        <translation>Speed (roofline estimate)</translation>
    </message>
    <message>
        <source>Prompt and answer</source>
        <translation>Prompt and answer</translation>
    </message>
    <message>
        <source>%1 + %2 tokens</source>
        <translation>%1 + %2 tokens</translation>
    </message>
    <message>
        <source>Active conversations</source>
        <translation>Active conversations</translation>
    </message>
    <message>
        <source>Weights read per step</source>
        <translation>Weights read per step</translation>
    </message>
    <message>
        <source>Cache read per step</source>
        <translation>Cache read per step</translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation>Memory time</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>Compute time</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>Time per token</translation>
    </message>
    <message>
        <source>Speed per conversation</source>
        <translation>Speed per conversation</translation>
    </message>
    <message>
        <source>Output of the build</source>
        <translation>Output of the build</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>At the speed target</source>
        <translation>At the speed target</translation>
    </message>
    <message>
        <source>Served conversations</source>
        <translation>Served conversations</translation>
    </message>
    <message>
        <source>vLLM cache tokens</source>
        <translation>vLLM cache tokens</translation>
    </message>
    <message>
        <source>per card, as vLLM&apos;s &quot;GPU KV cache size&quot;</source>
        <translation>per card, as vLLM&apos;s &quot;GPU KV cache size&quot;</translation>
    </message>
    <message>
        <source>Conversations served</source>
        <translation>Conversations served</translation>
    </message>
    <message>
        <source>limit: %1</source>
        <translation>limit: %1</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Conversations in memory</source>
        <translation>Conversations in memory</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (over memory)</source>
        <translation>%1 (over memory)</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Speculative decoding</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>%1 tokens a step</translation>
    </message>
    <message>
        <source>At the first-token target</source>
        <translation>At the first-token target</translation>
    </message>
    <message>
        <source>At the first-token p95</source>
        <translation>At the first-token p95</translation>
    </message>
    <message>
        <source>Prefill/decode split</source>
        <translation>Prefill/decode split</translation>
    </message>
    <message>
        <source>%1 + %2 copies</source>
        <translation>%1 + %2 copies</translation>
    </message>
    <message>
        <source>KV-cache transfer</source>
        <translation>KV-cache transfer</translation>
    </message>
    <message>
        <source>Prefill card</source>
        <translation>Prefill card</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>FileKind</name>
    <message>
        <source>is a folder, not a file</source>
        <translation>is a folder, not a file</translation>
    </message>
    <message>
        <source>is a named pipe, not a regular file</source>
        <translation>is a named pipe, not a regular file</translation>
    </message>
    <message>
        <source>is a device, not a regular file</source>
        <translation>is a device, not a regular file</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>is a socket, not a regular file</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>is not a regular file</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message numerus="yes">
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n problem: %1</numerusform>
            <numerusform>%n problems: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>FillServers</name>
    <message>
        <source>There is no server; add one first.</source>
        <translation>There is no server; add one first.</translation>
    </message>
    <message>
        <source>No slot is free.</source>
        <translation>No slot is free.</translation>
    </message>
</context>
<context>
    <name>FormatVersion</name>
    <message>
        <source>format %1 needs LLM Server Configurator %2 or later; this is %3, which reads format %4 and older</source>
        <translation>format %1 needs LLM Server Configurator %2 or later; this is %3, which reads format %4 and older</translation>
    </message>
    <message>
        <source>format %1 needs a newer LLM Server Configurator; this is %2, which reads format %3 and older</source>
        <translation>format %1 needs a newer LLM Server Configurator; this is %2, which reads format %3 and older</translation>
    </message>
</context>
<context>
    <name>GuiModule</name>
    <message>
        <source>not found in %1</source>
        <translation>not found in %1</translation>
    </message>
    <message>
        <source>llm-configurator: the window, sheet and compare -o need the program&apos;s GUI module %1: %2. Reinstall the program, or build the target cli_gui.</source>
        <translation>llm-configurator: the window, sheet and compare -o need the program&apos;s GUI module %1: %2. Reinstall the program, or build the target cli_gui.</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>import DIR [--json] [--id ID] [--set FIELD=VALUE] [--save]   checkpoint from local Hugging Face files</source>
        <translation>import DIR [--json] [--id ID] [--set FIELD=VALUE] [--save]   checkpoint from local Hugging Face files</translation>
    </message>
    <message>
        <source>Derives a checkpoint from config.json, hf_quant_config.json and the safetensors index or files of a local folder. Nothing is downloaded.</source>
        <translation>Derives a checkpoint from config.json, hf_quant_config.json and the safetensors index or files of a local folder. Nothing is downloaded.</translation>
    </message>
    <message>
        <source>Folder with config.json.</source>
        <translation>Folder with config.json.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Checkpoint id (default: from the folder).</source>
        <translation>Checkpoint id (default: from the folder).</translation>
    </message>
    <message>
        <source>A config.json field the files lack, e.g. index_head_dim=128, or weightsBytes=N.</source>
        <translation>A config.json field the files lack, e.g. index_head_dim=128, or weightsBytes=N.</translation>
    </message>
    <message>
        <source>Store it in the user&apos;s catalogue.</source>
        <translation>Store it in the user&apos;s catalogue.</translation>
    </message>
    <message>
        <source>one folder expected, got %1</source>
        <translation>one folder expected, got %1</translation>
    </message>
    <message>
        <source>--set: expected FIELD=NUMBER such as index_head_dim=128, got &quot;%1&quot;</source>
        <translation>--set: expected FIELD=NUMBER such as index_head_dim=128, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Checkpoint %1 (%2)</source>
        <translation>Checkpoint %1 (%2)</translation>
    </message>
    <message>
        <source>  cache per token (16-bit): %1 (%2)</source>
        <translation>  cache per token (16-bit): %1 (%2)</translation>
    </message>
    <message>
        <source>  fixed state per conversation: %1 (%2)</source>
        <translation>  fixed state per conversation: %1 (%2)</translation>
    </message>
    <message>
        <source>  weights: %1 (%2)</source>
        <translation>  weights: %1 (%2)</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>Stored in %1</translation>
    </message>
    <message>
        <source>  licence: %1</source>
        <translation>  licence: %1</translation>
    </message>
    <message>
        <source>import: the folder is an empty argument</source>
        <translation>import: the folder is an empty argument</translation>
    </message>
</context>
<context>
    <name>InstancesTable</name>
    <message>
        <source>  Model %1: %2, memory utilisation %3
      per card: weights %4, cache in use %5, reserve %6 of the share %7
      %8 conversations fit, %9 served at %10 tokens/s each
</source>
        <translation>  Model %1: %2, memory utilisation %3
      per card: weights %4, cache in use %5, reserve %6 of the share %7
      %8 conversations fit, %9 served at %10 tokens/s each
</translation>
    </message>
    <message>
        <source>Models on the same cards</source>
        <translation>Models on the same cards</translation>
    </message>
    <message>
        <source>  A card holds the %1 shares (%2) and each model&apos;s %3 outside its share (CUDA context and graphs): %4 of %5.
</source>
        <translation>  A card holds the %1 shares (%2) and each model&apos;s %3 outside its share (CUDA context and graphs): %4 of %5.
</translation>
    </message>
    <message>
        <source>Models of the build</source>
        <translation>Models of the build</translation>
    </message>
    <message>
        <source>      on cards %1 to %2 of its own
</source>
        <translation>      on cards %1 to %2 of its own
</translation>
    </message>
</context>
<context>
    <name>JsonCursor</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>a boolean</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>not valid JSON at byte %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation>expected a JSON object at the top</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>expected an object, found %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>expected an array, found %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>expected a string, found %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>expected true or false, found %1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 is outside %2 to %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>expected a whole number, found %1</translation>
    </message>
    <message>
        <source>expected a size such as &quot;95.6 GiB&quot; or &quot;756 GB&quot;, found &quot;%1&quot;</source>
        <translation>expected a size such as &quot;95.6 GiB&quot; or &quot;756 GB&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a power such as &quot;600 W&quot;, found &quot;%1&quot;</source>
        <translation>expected a power such as &quot;600 W&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a voltage such as &quot;230 V&quot;, found &quot;%1&quot;</source>
        <translation>expected a voltage such as &quot;230 V&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a current such as &quot;16 A&quot;, found &quot;%1&quot;</source>
        <translation>expected a current such as &quot;16 A&quot;, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a bandwidth such as &quot;1597 GB/s&quot;, found &quot;%1&quot;</source>
        <translation>expected a bandwidth such as &quot;1597 GB/s&quot;, found &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>LayoutOptions</name>
    <message>
        <source>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</source>
        <translation>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation>DCP %1 does not divide TP %2.</translation>
    </message>
    <message>
        <source>PP %1 is more than the model&apos;s %2 layers.</source>
        <translation>PP %1 is more than the model&apos;s %2 layers.</translation>
    </message>
    <message>
        <source>TP, PP, DCP, DP and copies must each be at least 1.</source>
        <translation>TP, PP, DCP, DP and copies must each be at least 1.</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.</source>
        <translation>TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.</translation>
    </message>
</context>
<context>
    <name>LayoutValidity</name>
    <message>
        <source>TP, PP and DCP must each be at least 1.</source>
        <translation>TP, PP and DCP must each be at least 1.</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 for %2: &quot;Total number of attention heads (%3) must be divisible by tensor parallel size (%1).&quot;</source>
        <translation>vLLM refuses TP %1 for %2: &quot;Total number of attention heads (%3) must be divisible by tensor parallel size (%1).&quot;</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 for %2: its %3 KV heads must divide TP or TP must divide them (each rank holds whole KV heads, split or copied evenly).</source>
        <translation>vLLM refuses TP %1 for %2: its %3 KV heads must divide TP or TP must divide them (each rank holds whole KV heads, split or copied evenly).</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 for %2: its %3 linear-attention heads must be divisible by the tensor-parallel size.</source>
        <translation>vLLM refuses TP %1 for %2: its %3 linear-attention heads must be divisible by the tensor-parallel size.</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 without expert parallelism for %2: each expert&apos;s moe_intermediate_size of %3 leaves %4 per card, and &quot;The output_size of gate&apos;s and up&apos;s weight = %4 is not divisible by weight quantization block_n = %5.&quot; Turn on EP, or choose a TP that leaves a multiple of %5.</source>
        <translation>vLLM refuses TP %1 without expert parallelism for %2: each expert&apos;s moe_intermediate_size of %3 leaves %4 per card, and &quot;The output_size of gate&apos;s and up&apos;s weight = %4 is not divisible by weight quantization block_n = %5.&quot; Turn on EP, or choose a TP that leaves a multiple of %5.</translation>
    </message>
    <message>
        <source>vLLM refuses expert parallelism for %1: &quot;Number of experts in the model must be greater than 0 when expert parallelism is enabled.&quot;</source>
        <translation>vLLM refuses expert parallelism for %1: &quot;Number of experts in the model must be greater than 0 when expert parallelism is enabled.&quot;</translation>
    </message>
    <message>
        <source>PP %1 is more than the %2 layers of %3.</source>
        <translation>PP %1 is more than the %2 layers of %3.</translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation>DCP %1 does not divide TP %2.</translation>
    </message>
    <message>
        <source>%1 prefill copies: give 0 for aggregated serving (every copy prefills and decodes) or the number of copies that prefill only.</source>
        <translation>%1 prefill copies: give 0 for aggregated serving (every copy prefills and decodes) or the number of copies that prefill only.</translation>
    </message>
    <message>
        <source>%1 prefill copies of one copy leave no copy to decode: a prefill/decode split needs at least two copies, one in each pool.</source>
        <translation>%1 prefill copies of one copy leave no copy to decode: a prefill/decode split needs at least two copies, one in each pool.</translation>
    </message>
    <message>
        <source>%1 prefill copies of %2 copies leave no copy to decode: a prefill/decode split needs at least one copy in each pool (prefill copies from 1 to %3).</source>
        <translation>%1 prefill copies of %2 copies leave no copy to decode: a prefill/decode split needs at least one copy in each pool (prefill copies from 1 to %3).</translation>
    </message>
    <message>
        <source>The prefill copies&apos; layout: %1</source>
        <translation>The prefill copies&apos; layout: %1</translation>
    </message>
    <message>
        <source>A layout of the prefill copies without prefill copies: give the copies that prefill only, or leave the prefill layout out.</source>
        <translation>A layout of the prefill copies without prefill copies: give the copies that prefill only, or leave the prefill layout out.</translation>
    </message>
    <message>
        <source>The prefill copies&apos; TP %1, PP %2 and DCP %3 must each be at least 1, and DCP must divide TP.</source>
        <translation>The prefill copies&apos; TP %1, PP %2 and DCP %3 must each be at least 1, and DCP must divide TP.</translation>
    </message>
</context>
<context>
    <name>LocalizedText</name>
    <message>
        <source>expected a text: a string or an object such as {&quot;en&quot;: &quot;...&quot;, &quot;de&quot;: &quot;...&quot;}, found %1</source>
        <translation>expected a text: a string or an object such as {&quot;en&quot;: &quot;...&quot;, &quot;de&quot;: &quot;...&quot;}, found %1</translation>
    </message>
    <message>
        <source>a translated text needs its English text under &quot;en&quot;</source>
        <translation>a translated text needs its English text under &quot;en&quot;</translation>
    </message>
    <message>
        <source>expected a language code such as &quot;de&quot; as the key</source>
        <translation>expected a language code such as &quot;de&quot; as the key</translation>
    </message>
</context>
<context>
    <name>ModelCard</name>
    <message>
        <source>the front matter opened by &quot;---&quot; on line 1 is not closed</source>
        <translation>the front matter opened by &quot;---&quot; on line 1 is not closed</translation>
    </message>
</context>
<context>
    <name>ModelInstance</name>
    <message>
        <source>Model %1 (%2), cards %3 to %4</source>
        <translation>Model %1 (%2), cards %3 to %4</translation>
    </message>
    <message>
        <source>%1: the build&apos;s cards are 1 to %2, counted server by server.</source>
        <translation>%1: the build&apos;s cards are 1 to %2, counted server by server.</translation>
    </message>
    <message>
        <source>%1: card %2 is model %3&apos;s already.</source>
        <translation>%1: card %2 is model %3&apos;s already.</translation>
    </message>
    <message>
        <source>The further models have every card of their own: none is left for model 1 (%1).</source>
        <translation>The further models have every card of their own: none is left for model 1 (%1).</translation>
    </message>
    <message>
        <source>Model %1 (%2) would have no card left; remove it under Further models first.</source>
        <translation>Model %1 (%2) would have no card left; remove it under Further models first.</translation>
    </message>
    <message>
        <source>Model %1 (%2) would no longer run on one run of cards: another model&apos;s card would lie between its cards.</source>
        <translation>Model %1 (%2) would no longer run on one run of cards: another model&apos;s card would lie between its cards.</translation>
    </message>
</context>
<context>
    <name>ModelInstances</name>
    <message>
        <source>Model %1 (%2): %3</source>
        <translation>Model %1 (%2): %3</translation>
    </message>
    <message>
        <source>Model %1 (%2): the %3 has a fixed memory budget that one model takes whole; it cannot be shared between models.</source>
        <translation>Model %1 (%2): the %3 has a fixed memory budget that one model takes whole; it cannot be shared between models.</translation>
    </message>
    <message>
        <source>Model %1 (%2), memory utilisation %3: the %4 models&apos; shares of a card (%5 GiB) and what each holds outside its share (%6 GiB: CUDA context and graphs) need %7 GiB, but the card has %8 GiB.</source>
        <translation>Model %1 (%2), memory utilisation %3: the %4 models&apos; shares of a card (%5 GiB) and what each holds outside its share (%6 GiB: CUDA context and graphs) need %7 GiB, but the card has %8 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 tokens/s</source>
        <translation>%1 %2 tokens/s</translation>
    </message>
    <message>
        <source>%1 models share every card: each one&apos;s tokens/s per conversation (%2) is estimated as if it ran alone. While they decode at once they share the cards&apos; memory bandwidth and compute, and each gets less.</source>
        <translation>%1 models share every card: each one&apos;s tokens/s per conversation (%2) is estimated as if it ran alone. While they decode at once they share the cards&apos; memory bandwidth and compute, and each gets less.</translation>
    </message>
    <message>
        <source>Several models on one build: each model&apos;s own estimate</source>
        <translation>Several models on one build: each model&apos;s own estimate</translation>
    </message>
    <message>
        <source>The cost per million tokens counts the output of all %1 models: %2 tokens/s in all at full load.</source>
        <translation>The cost per million tokens counts the output of all %1 models: %2 tokens/s in all at full load.</translation>
    </message>
    <message>
        <source>The cost per seat counts the conversations of all %1 models: %2 in all.</source>
        <translation>The cost per seat counts the conversations of all %1 models: %2 in all.</translation>
    </message>
</context>
<context>
    <name>NearestIds</name>
    <message>
        <source>; `%1` lists all</source>
        <translation>; `%1` lists all</translation>
    </message>
    <message>
        <source>; did you mean %1? `%2` lists all</source>
        <translation>; did you mean %1? `%2` lists all</translation>
    </message>
</context>
<context>
    <name>OneDown</name>
    <message>
        <source>N+1: this build&apos;s own estimate with the part out of service</source>
        <translation>N+1: this build&apos;s own estimate with the part out of service</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>server %1</translation>
    </message>
    <message>
        <source>one card of server %1</source>
        <translation>one card of server %1</translation>
    </message>
    <message>
        <source> at %1 tokens/s each, first token after %2 ms</source>
        <translation> at %1 tokens/s each, first token after %2 ms</translation>
    </message>
    <message>
        <source>With %1 out of service, %2 of %3 copies serve on: %4 of the %5 conversations%6.</source>
        <translation>With %1 out of service, %2 of %3 copies serve on: %4 of the %5 conversations%6.</translation>
    </message>
    <message numerus="yes">
        <source>One more server like it (%n card(s)) keeps all %1 through one failure.</source>
        <translation>
            <numerusform>One more server like it (%n card) keeps all %1 through one failure.</numerusform>
            <numerusform>One more server like it (%n cards) keeps all %1 through one failure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more copy(ies) of the model keep all %1 through one failure.</source>
        <translation>
            <numerusform>%n more copy of the model keeps all %1 through one failure.</numerusform>
            <numerusform>%n more copies of the model keep all %1 through one failure.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1 out of service no copy of the model runs: every copy has a card there. Serving on through one failure needs a copy with no card on it.</source>
        <translation>With %1 out of service no copy of the model runs: every copy has a card there. Serving on through one failure needs a copy with no card on it.</translation>
    </message>
    <message>
        <source>Model %1: %2 of %3 copies serve on, %4 of its %5 conversations.</source>
        <translation>Model %1: %2 of %3 copies serve on, %4 of its %5 conversations.</translation>
    </message>
    <message>
        <source>It holds every prefill copy: the decode copies left prefill their own prompts, serving whole requests without the split.</source>
        <translation>It holds every prefill copy: the decode copies left prefill their own prompts, serving whole requests without the split.</translation>
    </message>
    <message>
        <source>It holds every decode copy: the prefill copies left serve whole requests without the split, in their own layout.</source>
        <translation>It holds every decode copy: the prefill copies left serve whole requests without the split, in their own layout.</translation>
    </message>
    <message>
        <source>one card of model %1 on server %2</source>
        <translation>one card of model %1 on server %2</translation>
    </message>
    <message>
        <source>one prefill card of server %1</source>
        <translation>one prefill card of server %1</translation>
    </message>
    <message>
        <source>one decode card of server %1</source>
        <translation>one decode card of server %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more copy(ies) of model %1 keep all %2 of its conversations through one failure.</source>
        <translation>
            <numerusform>%n more copy of model %1 keeps all %2 of its conversations through one failure.</numerusform>
            <numerusform>%n more copies of model %1 keep all %2 of its conversations through one failure.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionReader</name>
    <message>
        <source>--%1: expected a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1: expected a whole number from %2 to %3, got &quot;%4&quot;</translation>
    </message>
    <message>
        <source>--%1: expected a number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1: expected a number from %2 to %3, got &quot;%4&quot;</translation>
    </message>
    <message>
        <source>--%1: expected ID:COUNT such as rtx-pro-6000-se:4, got &quot;%2&quot;</source>
        <translation>--%1: expected ID:COUNT such as rtx-pro-6000-se:4, got &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>output</source>
        <translation>output</translation>
    </message>
    <message>
        <source>no file named; nothing written</source>
        <translation>no file named; nothing written</translation>
    </message>
    <message>
        <source>is also the input %1; writing would replace it, nothing written</source>
        <translation>is also the input %1; writing would replace it, nothing written</translation>
    </message>
    <message>
        <source>no space left on device</source>
        <translation>no space left on device</translation>
    </message>
    <message>
        <source>the disk quota is exceeded</source>
        <translation>the disk quota is exceeded</translation>
    </message>
    <message>
        <source>the file is larger than this file system allows</source>
        <translation>the file is larger than this file system allows</translation>
    </message>
    <message>
        <source>the device reported an input/output error</source>
        <translation>the device reported an input/output error</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>the write failed</translation>
    </message>
    <message>
        <source>%1; nothing written</source>
        <translation>%1; nothing written</translation>
    </message>
    <message>
        <source>cannot be written: %1; nothing written</source>
        <translation>cannot be written: %1; nothing written</translation>
    </message>
    <message>
        <source>cannot be written: %1; the old file is unchanged</source>
        <translation>cannot be written: %1; the old file is unchanged</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>plan --model M --conversations N --context T [options] [--json]   builds for a target</source>
        <translation>plan --model M --conversations N --context T [options] [--json]   builds for a target</translation>
    </message>
    <message>
        <source>Model family, e.g. GLM-5.3: every checkpoint of it is searched.</source>
        <translation>Model family, e.g. GLM-5.3: every checkpoint of it is searched.</translation>
    </message>
    <message>
        <source>Concurrent conversations to serve.</source>
        <translation>Concurrent conversations to serve.</translation>
    </message>
    <message>
        <source>Tokens per conversation (default: the reference context).</source>
        <translation>Tokens per conversation (default: the reference context).</translation>
    </message>
    <message>
        <source>Allowed cards, comma-separated (default: every card).</source>
        <translation>Allowed cards, comma-separated (default: every card).</translation>
    </message>
    <message>
        <source>Allowed server sizes in cards, comma-separated: 4, 8.</source>
        <translation>Allowed server sizes in cards, comma-separated: 4, 8.</translation>
    </message>
    <message>
        <source>KV cache dtype: bf16 or fp8 (default: both).</source>
        <translation>KV cache dtype: bf16 or fp8 (default: both).</translation>
    </message>
    <message>
        <source>Feed id of every server, e.g. 230V16A.</source>
        <translation>Feed id of every server, e.g. 230V16A.</translation>
    </message>
    <message>
        <source>At most this many servers (default 8).</source>
        <translation>At most this many servers (default 8).</translation>
    </message>
    <message>
        <source>Hold the search to the sources&apos; terms: 1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards.</source>
        <translation>Hold the search to the sources&apos; terms: 1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>--model: the model to plan for is missing, e.g. GLM-5.3</source>
        <translation>--model: the model to plan for is missing, e.g. GLM-5.3</translation>
    </message>
    <message>
        <source>--conversations: the number of conversations is missing</source>
        <translation>--conversations: the number of conversations is missing</translation>
    </message>
    <message>
        <source>--server-size: expected cards per server such as 4 or 8, got &quot;%1&quot;</source>
        <translation>--server-size: expected cards per server such as 4 or 8, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</source>
        <translation>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--feed: unknown feed &quot;%1&quot;</source>
        <translation>--feed: unknown feed &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) of %2 tokens</source>
        <translation>
            <numerusform>%1: %n conversation of %2 tokens</numerusform>
            <numerusform>%1: %n conversations of %2 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>No build of the catalogue serves this target within the constraints.</source>
        <translation>No build of the catalogue serves this target within the constraints.</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cards, servers and wall power:</source>
        <translation>
            <numerusform>%n build, ranked by cards, servers and wall power:</numerusform>
            <numerusform>%n builds, ranked by cards, servers and wall power:</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Spare</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16-bit</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>within plan</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>over plan</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) of %1 on %2: %3</source>
        <translation>
            <numerusform>%n build of %1 on %2: %3</numerusform>
            <numerusform>%n builds of %1 on %2: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s): %1</source>
        <translation>
            <numerusform>%n checkpoint: %1</numerusform>
            <numerusform>%n checkpoints: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Plans backwards from a target: every build the catalogue allows that serves the conversations at the context (and at a speed, where asked), ranked by cards, servers and wall power or by cost per million output tokens.</source>
        <translation>Plans backwards from a target: every build the catalogue allows that serves the conversations at the context (and at a speed, where asked), ranked by cards, servers and wall power or by cost per million output tokens.</translation>
    </message>
    <message>
        <source>Only builds where each conversation gets at least this many tokens per second while all of them decode.</source>
        <translation>Only builds where each conversation gets at least this many tokens per second while all of them decode.</translation>
    </message>
    <message>
        <source>Input tokens per request, for the speed (default %1).</source>
        <translation>Input tokens per request, for the speed (default %1).</translation>
    </message>
    <message>
        <source>Output tokens per request, for the speed (default %1).</source>
        <translation>Output tokens per request, for the speed (default %1).</translation>
    </message>
    <message>
        <source>no price for %1</source>
        <translation>no price for %1</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>each at least %1 tokens/s (prompt %2, answer %3 tokens)</source>
        <translation>each at least %1 tokens/s (prompt %2, answer %3 tokens)</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cost per million output tokens (builds without a known price last):</source>
        <translation>
            <numerusform>%n build, ranked by cost per million output tokens (builds without a known price last):</numerusform>
            <numerusform>%n builds, ranked by cost per million output tokens (builds without a known price last):</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Tokens/s each</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Per 1M tokens</translation>
    </message>
    <message>
        <source>Left out for a blocker:</source>
        <translation>Left out for a blocker:</translation>
    </message>
    <message>
        <source>every build of %1 on %2: %3</source>
        <translation>every build of %1 on %2: %3</translation>
    </message>
    <message>
        <source>--cards: unknown card &quot;%1&quot;%2</source>
        <translation>--cards: unknown card &quot;%1&quot;%2</translation>
    </message>
    <message>
        <source>Only builds where the median time to first token is at most this many milliseconds while all the conversations are served.</source>
        <translation>Only builds where the median time to first token is at most this many milliseconds while all the conversations are served.</translation>
    </message>
    <message>
        <source>Only builds where the 95th percentile of the time to first token is at most this many milliseconds.</source>
        <translation>Only builds where the 95th percentile of the time to first token is at most this many milliseconds.</translation>
    </message>
    <message>
        <source>%1 / %2 ms</source>
        <translation>%1 / %2 ms</translation>
    </message>
    <message>
        <source>%1 (%2 % margin)</source>
        <translation>%1 (%2 % margin)</translation>
    </message>
    <message>
        <source>first token within %1 ms (median)</source>
        <translation>first token within %1 ms (median)</translation>
    </message>
    <message>
        <source>first token within %1 ms (95th percentile)</source>
        <translation>first token within %1 ms (95th percentile)</translation>
    </message>
    <message>
        <source>First token (median / p95)</source>
        <translation>First token (median / p95)</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>Binds</translation>
    </message>
    <message>
        <source>Order of the builds: size (cards, servers, wall power; the default without a service-level target), cost (per million output tokens) or price (purchase price of the hardware; the default with a speed or first-token target). Builds without a known price come last, by size.</source>
        <translation>Order of the builds: size (cards, servers, wall power; the default without a service-level target), cost (per million output tokens) or price (purchase price of the hardware; the default with a speed or first-token target). Builds without a known price come last, by size.</translation>
    </message>
    <message>
        <source>Only builds that still serve the conversations, at every target asked, with one server out of service (a build on one server cannot).</source>
        <translation>Only builds that still serve the conversations, at every target asked, with one server out of service (a build on one server cannot).</translation>
    </message>
    <message>
        <source>--rank: expected size, cost or price, got &quot;%1&quot;</source>
        <translation>--rank: expected size, cost or price, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Every build holds this with one server out of service.</source>
        <translation>Every build holds this with one server out of service.</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by purchase price (builds without a known price last, by size):</source>
        <translation>
            <numerusform>%n build, ranked by purchase price (builds without a known price last, by size):</numerusform>
            <numerusform>%n builds, ranked by purchase price (builds without a known price last, by size):</numerusform>
        </translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Server down</source>
        <translation>Server down</translation>
    </message>
    <message>
        <source>Aggregated builds only: with a service-level target the search also tries splitting a layout&apos;s copies into prefill and decode copies (not ranked by cost, nor with --tolerate-one-down).</source>
        <translation>Aggregated builds only: with a service-level target the search also tries splitting a layout&apos;s copies into prefill and decode copies (not ranked by cost, nor with --tolerate-one-down).</translation>
    </message>
    <message>
        <source>Every build runs eager, without CUDA graphs (--enforce-eager).</source>
        <translation>Every build runs eager, without CUDA graphs (--enforce-eager).</translation>
    </message>
</context>
<context>
    <name>PriceList</name>
    <message>
        <source>expected a date such as &quot;2026-11-30&quot;, got &quot;%1&quot;</source>
        <translation>expected a date such as &quot;2026-11-30&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</source>
        <translation>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the id of a part, such as &quot;rtx-pro-6000-se&quot;</source>
        <translation>expected the id of a part, such as &quot;rtx-pro-6000-se&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a price already</source>
        <translation>&quot;%1&quot; has a price already</translation>
    </message>
    <message>
        <source>expected a price from 0 to 1000000000</source>
        <translation>expected a price from 0 to 1000000000</translation>
    </message>
    <message>
        <source>a price needs its source</source>
        <translation>a price needs its source</translation>
    </message>
</context>
<context>
    <name>PriceListEdit</name>
    <message>
        <source>Edit price list</source>
        <translation>Edit price list</translation>
    </message>
</context>
<context>
    <name>ProgramFacts</name>
    <message>
        <source>Catalogue of %1</source>
        <translation>Catalogue of %1</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>Licence: %1</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Undo</source>
        <comment>Default text for undo action</comment>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Undo %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>Default text for redo action</comment>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Redo %1</translation>
    </message>
</context>
<context>
    <name>ServerItem</name>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>%1 · PCIe only, no NVLink</source>
        <translation>%1 · PCIe only, no NVLink</translation>
    </message>
    <message>
        <source>NVLink ×%1</source>
        <translation>NVLink ×%1</translation>
    </message>
    <message>
        <source>Slot %1</source>
        <translation>Slot %1</translation>
    </message>
    <message>
        <source>CPU %1
%2</source>
        <translation>CPU %1
%2</translation>
    </message>
    <message>
        <source>CPU %1
empty</source>
        <translation>CPU %1
empty</translation>
    </message>
</context>
<context>
    <name>SheetCommand</name>
    <message>
        <source>sheet BUILD.json -o OUT.pdf   configuration sheet (A4 PDF) for the customer</source>
        <translation>sheet BUILD.json -o OUT.pdf   configuration sheet (A4 PDF) for the customer</translation>
    </message>
    <message>
        <source>Build file (JSON).</source>
        <translation>Build file (JSON).</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>The PDF to write.</translation>
    </message>
    <message numerus="yes">
        <source>sheet: expected one build file, got %n</source>
        <translation>
            <numerusform>sheet: expected one build file, got %n</numerusform>
            <numerusform>sheet: expected one build file, got %n</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet: -o OUT.pdf is required</source>
        <translation>sheet: -o OUT.pdf is required</translation>
    </message>
    <message>
        <source>The customer named on the sheet.</source>
        <translation>The customer named on the sheet.</translation>
    </message>
    <message>
        <source>Who prepared the sheet.</source>
        <translation>Who prepared the sheet.</translation>
    </message>
    <message>
        <source>The customer&apos;s project.</source>
        <translation>The customer&apos;s project.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Writes the configuration sheet of a build: %1 A4 pages with the build, the serving command, the figures, speed and cost, the charts, the advice and the sources. The language is the program&apos;s: llm-configurator --lang de|en sheet ...</source>
        <translation>Writes the configuration sheet of a build: %1 A4 pages with the build, the serving command, the figures, speed and cost, the charts, the advice and the sources. The language is the program&apos;s: llm-configurator --lang de|en sheet ...</translation>
    </message>
</context>
<context>
    <name>SheetExport</name>
    <message>
        <source>configuration-sheet</source>
        <translation>configuration-sheet</translation>
    </message>
    <message>
        <source>Export configuration sheet</source>
        <translation>Export configuration sheet</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The configuration sheet was not written.

%1</source>
        <translation>The configuration sheet was not written.

%1</translation>
    </message>
    <message>
        <source>Export comparison sheet</source>
        <translation>Export comparison sheet</translation>
    </message>
    <message>
        <source>comparison-sheet</source>
        <translation>comparison-sheet</translation>
    </message>
    <message>
        <source>The comparison sheet was not written.

%1</source>
        <translation>The comparison sheet was not written.

%1</translation>
    </message>
</context>
<context>
    <name>SheetPainter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
</context>
<context>
    <name>SheetSections</name>
    <message>
        <source>the larger of the published planning figure and the arithmetic from config.json</source>
        <translation>the larger of the published planning figure and the arithmetic from config.json</translation>
    </message>
    <message>
        <source>the published planning figure</source>
        <translation>the published planning figure</translation>
    </message>
    <message>
        <source>the arithmetic from config.json</source>
        <translation>the arithmetic from config.json</translation>
    </message>
    <message>
        <source>Usable memory per card follows the users-per-card rule with this build&apos;s settings: %1 of the memory the driver reports (vLLM --gpu-memory-utilization) less a runtime reserve of %2 per card. vLLM measures its own runtime need at start; calibrate with the token count it prints on the delivered server.</source>
        <translation>Usable memory per card follows the users-per-card rule with this build&apos;s settings: %1 of the memory the driver reports (vLLM --gpu-memory-utilization) less a runtime reserve of %2 per card. vLLM measures its own runtime need at start; calibrate with the token count it prints on the delivered server.</translation>
    </message>
    <message>
        <source>Each conversation is counted at %1 tokens with a %2; the cache per conversation is %3.</source>
        <translation>Each conversation is counted at %1 tokens with a %2; the cache per conversation is %3.</translation>
    </message>
    <message>
        <source>Wall power counts every card at its power limit and every processor at its TDP, plus the overhead for memory, drives, fans and conversion losses.</source>
        <translation>Wall power counts every card at its power limit and every processor at its TDP, plus the overhead for memory, drives, fans and conversion losses.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>GPU memory reported</source>
        <translation>GPU memory reported</translation>
    </message>
    <message>
        <source>GPU memory budget</source>
        <translation>GPU memory budget</translation>
    </message>
    <message>
        <source>Card power</source>
        <translation>Card power</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>groups of %1</source>
        <translation>groups of %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Processor TDP</source>
        <translation>Processor TDP</translation>
    </message>
    <message>
        <source>Memory channels</source>
        <translation>Memory channels</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Checkpoint size</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV cache per token</translation>
    </message>
    <message>
        <source>Linear-attention state</source>
        <translation>Linear-attention state</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>%1 / %2 active</source>
        <translation>%1 / %2 active</translation>
    </message>
    <message>
        <source>GPU memory utilization</source>
        <translation>GPU memory utilization</translation>
    </message>
    <message>
        <source>Runtime reserve per card</source>
        <translation>Runtime reserve per card</translation>
    </message>
    <message>
        <source>Power overhead</source>
        <translation>Power overhead</translation>
    </message>
    <message>
        <source>x %1</source>
        <translation>x %1</translation>
    </message>
    <message>
        <source>Share of the feed planned</source>
        <translation>Share of the feed planned</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Host memory factor</source>
        <translation>Host memory factor</translation>
    </message>
    <message>
        <source>DIMM sizes</source>
        <translation>DIMM sizes</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>the arithmetic from config.json, in the memory vLLM&apos;s start-up profile leaves</source>
        <translation>the arithmetic from config.json, in the memory vLLM&apos;s start-up profile leaves</translation>
    </message>
    <message>
        <source>Usable memory per card follows vLLM&apos;s own start-up profile: %1 of the card&apos;s memory less the peak activations of one forward pass, the non-torch and NCCL allocations (%2). CUDA graphs are captured after the cache is sized and take from the memory above the utilisation.</source>
        <translation>Usable memory per card follows vLLM&apos;s own start-up profile: %1 of the card&apos;s memory less the peak activations of one forward pass, the non-torch and NCCL allocations (%2). CUDA graphs are captured after the cache is sized and take from the memory above the utilisation.</translation>
    </message>
</context>
<context>
    <name>SizingEngine</name>
    <message>
        <source>The build has no server.</source>
        <translation>The build has no server.</translation>
    </message>
    <message>
        <source>Server %1: unknown chassis &quot;%2&quot;.</source>
        <translation>Server %1: unknown chassis &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Server %1: %2 slots listed, but the %3 has %4.</source>
        <translation>Server %1: %2 slots listed, but the %3 has %4.</translation>
    </message>
    <message>
        <source>server %1, slot %2</source>
        <translation>server %1, slot %2</translation>
    </message>
    <message>
        <source>Server %1: unknown CPU &quot;%2&quot;.</source>
        <translation>Server %1: unknown CPU &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Server %1: %2 CPUs, but the %3 has %4 sockets.</source>
        <translation>Server %1: %2 CPUs, but the %3 has %4 sockets.</translation>
    </message>
    <message>
        <source>Server %1: unknown feed &quot;%2&quot;.</source>
        <translation>Server %1: unknown feed &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Server %1: a power cap of %2 W is negative.</source>
        <translation>Server %1: a power cap of %2 W is negative.</translation>
    </message>
    <message>
        <source>Server %1: a power cap of %2 W is outside the %3&apos;s %4 to %5 W.</source>
        <translation>Server %1: a power cap of %2 W is outside the %3&apos;s %4 to %5 W.</translation>
    </message>
    <message>
        <source>The build has no card.</source>
        <translation>The build has no card.</translation>
    </message>
    <message>
        <source>Checkpoint %1 names an unknown model &quot;%2&quot;.</source>
        <translation>Checkpoint %1 names an unknown model &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>TP %1, PP %2, DCP %3 and copies %4 must each be at least 1.</source>
        <translation>TP %1, PP %2, DCP %3 and copies %4 must each be at least 1.</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</source>
        <translation>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation>DCP %1 does not divide TP %2.</translation>
    </message>
    <message>
        <source>PP %1 is more than the %2 layers of %3.</source>
        <translation>PP %1 is more than the %2 layers of %3.</translation>
    </message>
    <message>
        <source>A context of %1 tokens is outside 1 to %2, the context of %3.</source>
        <translation>A context of %1 tokens is outside 1 to %2, the context of %3.</translation>
    </message>
    <message>
        <source>A memory utilisation of %1 is outside 0 to 1.</source>
        <translation>A memory utilisation of %1 is outside 0 to 1.</translation>
    </message>
    <message>
        <source>A runtime reserve of %1 GiB per card is outside 0 to the %2 GiB the utilisation leaves.</source>
        <translation>A runtime reserve of %1 GiB per card is outside 0 to the %2 GiB the utilisation leaves.</translation>
    </message>
    <message>
        <source>Server %1: the %2 is sold with %3 GPUs fitted, not %4.</source>
        <translation>Server %1: the %2 is sold with %3 GPUs fitted, not %4.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>%1 linked %2 systems: the vendor supports %3.</source>
        <translation>%1 linked %2 systems: the vendor supports %3.</translation>
    </message>
    <message>
        <source>Prompt tokens %1 and answer tokens %2 must each be at least 1.</source>
        <translation>Prompt tokens %1 and answer tokens %2 must each be at least 1.</translation>
    </message>
    <message>
        <source>Active conversations %1 must not be negative (0: as many as fit).</source>
        <translation>Active conversations %1 must not be negative (0: as many as fit).</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.</source>
        <translation>TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.</translation>
    </message>
    <message>
        <source>DP %1 spreads the routed experts by expert parallelism: turn EP on.</source>
        <translation>DP %1 spreads the routed experts by expert parallelism: turn EP on.</translation>
    </message>
    <message>
        <source>DP %1 needs a model with routed experts of known size; %2 has none known.</source>
        <translation>DP %1 needs a model with routed experts of known size; %2 has none known.</translation>
    </message>
    <message>
        <source>DP %1 must be at least 1.</source>
        <translation>DP %1 must be at least 1.</translation>
    </message>
    <message>
        <source>max_num_batched_tokens %1 and max_num_seqs %2 must not be negative (0: vLLM&apos;s default).</source>
        <translation>max_num_batched_tokens %1 and max_num_seqs %2 must not be negative (0: vLLM&apos;s default).</translation>
    </message>
    <message>
        <source>Server %1, slot %2: %3</source>
        <translation>Server %1, slot %2: %3</translation>
    </message>
    <message>
        <source>Server %1, slot %2: unknown card &quot;%3&quot;%4.</source>
        <translation>Server %1, slot %2: unknown card &quot;%3&quot;%4.</translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot;%2.</source>
        <translation>Unknown checkpoint &quot;%1&quot;%2.</translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot; among the checkpoints kept%2.</source>
        <translation>Unknown checkpoint &quot;%1&quot; among the checkpoints kept%2.</translation>
    </message>
    <message>
        <source>%1 prefill copies x %2 cards + %3 decode copies x %4 cards = %5 cards, but the build has %6.</source>
        <translation>%1 prefill copies x %2 cards + %3 decode copies x %4 cards = %5 cards, but the build has %6.</translation>
    </message>
    <message>
        <source>Model 1 (%1) on the %2 cards no further model has: %3</source>
        <translation>Model 1 (%1) on the %2 cards no further model has: %3</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but %4 holds a %5: a build without a prefill/decode split sizes one card type; a split may run its prefill copies (the first cards) on a type of their own.</source>
        <translation>Server %1, slot %2 holds a %3, but %4 holds a %5: a build without a prefill/decode split sizes one card type; a split may run its prefill copies (the first cards) on a type of their own.</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but the prefill pool (cards 1 to %4) starts with a %5 at %6: each pool runs on one card type.</source>
        <translation>Server %1, slot %2 holds a %3, but the prefill pool (cards 1 to %4) starts with a %5 at %6: each pool runs on one card type.</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but the decode pool (cards %4 to %5) starts with a %6 at %7: each pool runs on one card type.</source>
        <translation>Server %1, slot %2 holds a %3, but the decode pool (cards %4 to %5) starts with a %6 at %7: each pool runs on one card type.</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, a third card type beside the %4 and the %5: a build sizes one card type, or one for its prefill pool and one for its decode pool.</source>
        <translation>Server %1, slot %2 holds a %3, a third card type beside the %4 and the %5: a build sizes one card type, or one for its prefill pool and one for its decode pool.</translation>
    </message>
    <message>
        <source>The build holds a %1 and a %2: further models with cards of their own share the build&apos;s one card type.</source>
        <translation>The build holds a %1 and a %2: further models with cards of their own share the build&apos;s one card type.</translation>
    </message>
</context>
<context>
    <name>SoftwareCatalogueReader</name>
    <message>
        <source>expected a date such as &quot;2026-10-24&quot;</source>
        <translation>expected a date such as &quot;2026-10-24&quot;</translation>
    </message>
    <message>
        <source>expected compute capabilities such as &quot;12.x&quot;, &quot;9.0&quot; or &quot;any&quot;</source>
        <translation>expected compute capabilities such as &quot;12.x&quot;, &quot;9.0&quot; or &quot;any&quot;</translation>
    </message>
    <message>
        <source>unknown engine &quot;%1&quot;</source>
        <translation>unknown engine &quot;%1&quot;</translation>
    </message>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation>format %1 is newer than this program reads (%2)</translation>
    </message>
    <message>
        <source>an engine id must be present and unique</source>
        <translation>an engine id must be present and unique</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>must be more than zero</translation>
    </message>
    <message>
        <source>expected &quot;open&quot; or &quot;closed&quot;</source>
        <translation>expected &quot;open&quot; or &quot;closed&quot;</translation>
    </message>
</context>
<context>
    <name>SpeedFormulas</name>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>interconnect</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>memory bandwidth</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 prompt + %2 answer tokens: %3 tokens of context on average</source>
        <translation>%1 prompt + %2 answer tokens: %3 tokens of context on average</translation>
    </message>
    <message>
        <source>%1 per step of a PP stage</source>
        <translation>%1 per step of a PP stage</translation>
    </message>
    <message>
        <source>%1 set in the build; %2</source>
        <translation>%1 set in the build; %2</translation>
    </message>
    <message>
        <source>as many as fit in memory; %1</source>
        <translation>as many as fit in memory; %1</translation>
    </message>
    <message>
        <source>%1 per card (TP %2 x PP %3)</source>
        <translation>%1 per card (TP %2 x PP %3)</translation>
    </message>
    <message>
        <source>%1: every weight but the routed experts, and %2 of %3 routed experts, which %4 tokens touch: E x (1 - (1 - k/E)^B) with k = %5</source>
        <translation>%1: every weight but the routed experts, and %2 of %3 routed experts, which %4 tokens touch: E x (1 - (1 - k/E)^B) with k = %5</translation>
    </message>
    <message>
        <source>%1 conversations x %2 = %3 per card</source>
        <translation>%1 conversations x %2 = %3 per card</translation>
    </message>
    <message>
        <source>(%1 weights + %2 cache) / (%3 x %4 GB/s) = %5</source>
        <translation>(%1 weights + %2 cache) / (%3 x %4 GB/s) = %5</translation>
    </message>
    <message>
        <source>TP all-reduces and EP all-to-alls %1</source>
        <translation>TP all-reduces and EP all-to-alls %1</translation>
    </message>
    <message>
        <source>TP all-reduces %1</source>
        <translation>TP all-reduces %1</translation>
    </message>
    <message>
        <source>%1 + PP hand-offs %2 = %3</source>
        <translation>%1 + PP hand-offs %2 = %3</translation>
    </message>
    <message>
        <source>1 / %1 = %2 per conversation; roofline estimate, limited by %3</source>
        <translation>1 / %1 = %2 per conversation; roofline estimate, limited by %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 conversations x %2 = %3; / %n card(s) = %4 per card</source>
        <translation>
            <numerusform>%1 conversations x %2 = %3; / %n card = %4 per card</numerusform>
            <numerusform>%1 conversations x %2 = %3; / %n cards = %4 per card</numerusform>
        </translation>
    </message>
    <message>
        <source>the most concurrent conversations that each still get %1: %2</source>
        <translation>the most concurrent conversations that each still get %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Roofline estimate of one decode step at %n active conversation(s):</source>
        <translation>
            <numerusform>Roofline estimate of one decode step at %n active conversation:</numerusform>
            <numerusform>Roofline estimate of one decode step at %n active conversations:</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights read: %1</source>
        <translation>Weights read: %1</translation>
    </message>
    <message>
        <source>Cache read: %1</source>
        <translation>Cache read: %1</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>Memory: %1</translation>
    </message>
    <message>
        <source>Compute: %1</source>
        <translation>Compute: %1</translation>
    </message>
    <message>
        <source>Communication: %1</source>
        <translation>Communication: %1</translation>
    </message>
    <message>
        <source>Step: %1</source>
        <translation>Step: %1</translation>
    </message>
    <message>
        <source>the speed limit binds</source>
        <translation>the speed limit binds</translation>
    </message>
    <message>
        <source>the memory limit binds</source>
        <translation>the memory limit binds</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>speed</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>%1, with %2 decode tokens and %3 prompt tokens prefilled alongside (prompt / answer per conversation)</source>
        <translation>%1, with %2 decode tokens and %3 prompt tokens prefilled alongside (prompt / answer per conversation)</translation>
    </message>
    <message>
        <source>memory</source>
        <comment>step term</comment>
        <translation>memory</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>step term</comment>
        <translation>compute</translation>
    </message>
    <message>
        <source>TP</source>
        <comment>step term</comment>
        <translation>TP</translation>
    </message>
    <message>
        <source>layers</source>
        <comment>step term</comment>
        <translation>layers</translation>
    </message>
    <message>
        <source>hand-off</source>
        <comment>step term</comment>
        <translation>hand-off</translation>
    </message>
    <message>
        <source>overhead</source>
        <comment>step term</comment>
        <translation>overhead</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a step term and its time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>PP %1 x (max(%2) + %3) + %4 = %5 per token</source>
        <translation>PP %1 x (max(%2) + %3) + %4 = %5 per token</translation>
    </message>
    <message>
        <source>%1 per card (TP %2 x PP %3, the routed experts over DP %4 x TP %2)</source>
        <translation>%1 per card (TP %2 x PP %3, the routed experts over DP %4 x TP %2)</translation>
    </message>
    <message>
        <source>%1 conversations / DP %2 x %3 = %4 per card</source>
        <translation>%1 conversations / DP %2 x %3 = %4 per card</translation>
    </message>
    <message>
        <source>%1 set in the build, over memory: only %2 fit and decode, the others wait for a place; %3</source>
        <translation>%1 set in the build, over memory: only %2 fit and decode, the others wait for a place; %3</translation>
    </message>
    <message>
        <source>(%1 weights + %2 cache + %3 until the memory is busy) / (%4 x %5 GB/s) = %6 (the power cap does not slow it)</source>
        <translation>(%1 weights + %2 cache + %3 until the memory is busy) / (%4 x %5 GB/s) = %6 (the power cap does not slow it)</translation>
    </message>
    <message>
        <source>%1 x %2 TFLOPS x %3 clock under the power cap</source>
        <translation>%1 x %2 TFLOPS x %3 clock under the power cap</translation>
    </message>
    <message>
        <source>%1 x %2 TFLOPS</source>
        <translation>%1 x %2 TFLOPS</translation>
    </message>
    <message>
        <source>%1 TFLOP / (%2) = %3</source>
        <translation>%1 TFLOP / (%2) = %3</translation>
    </message>
    <message>
        <source>%1 for %2 decode tokens; the %3 prompt tokens of arriving conversations run in prefill batches of their own (SGLang), %4 a step</source>
        <translation>%1 for %2 decode tokens; the %3 prompt tokens of arriving conversations run in prefill batches of their own (SGLang), %4 a step</translation>
    </message>
    <message>
        <source>prefill batches</source>
        <comment>step term</comment>
        <translation>prefill batches</translation>
    </message>
    <message>
        <source> + waiting for a place in memory %1</source>
        <translation> + waiting for a place in memory %1</translation>
    </message>
    <message>
        <source>Without the prompts of arriving conversations: %1 per conversation</source>
        <translation>Without the prompts of arriving conversations: %1 per conversation</translation>
    </message>
    <message>
        <source>Time to first token: %1</source>
        <translation>Time to first token: %1</translation>
    </message>
    <message>
        <source>%1 x %2 / (%2 + %3) tokens</source>
        <translation>%1 x %2 / (%2 + %3) tokens</translation>
    </message>
    <message>
        <source>draft</source>
        <comment>step term</comment>
        <translation>draft</translation>
    </message>
    <message>
        <source>(PP %1 x (max(%2) + %3) + %4 + %5) / %6 tokens a step = %7 per token</source>
        <translation>(PP %1 x (max(%2) + %3) + %4 + %5) / %6 tokens a step = %7 per token</translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding (MTP): %n draft token(s) a step, each accepted with %1; a step verifies %2 tokens per conversation and gains 1 + %1 + ... = %3; the draft layer&apos;s passes take %4 a step</source>
        <translation>
            <numerusform>Speculative decoding (MTP): %n draft token a step, accepted with %1; a step verifies %2 tokens per conversation and gains 1 + %1 + ... = %3; the draft layer&apos;s passes take %4 a step</numerusform>
            <numerusform>Speculative decoding (MTP): %n draft tokens a step, each accepted with %1; a step verifies %2 tokens per conversation and gains 1 + %1 + ... = %3; the draft layer&apos;s passes take %4 a step</numerusform>
        </translation>
    </message>
    <message>
        <source>the first-token limit binds</source>
        <translation>the first-token limit binds</translation>
    </message>
    <message>
        <source>the first-token limit (95th percentile) binds</source>
        <translation>the first-token limit (95th percentile) binds</translation>
    </message>
    <message>
        <source>the most concurrent conversations whose first token comes within %1 at the 95th percentile: %2</source>
        <translation>the most concurrent conversations whose first token comes within %1 at the 95th percentile: %2</translation>
    </message>
    <message>
        <source>the most concurrent conversations whose first token comes within %1 (median): %2</source>
        <translation>the most concurrent conversations whose first token comes within %1 (median): %2</translation>
    </message>
    <message>
        <source>%1: %2 for a target of %3, margin %4 %</source>
        <translation>%1: %2 for a target of %3, margin %4 %</translation>
    </message>
    <message>
        <source>%1 in memory</source>
        <translation>%1 in memory</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>%1 with the first token within %2</source>
        <translation>%1 with the first token within %2</translation>
    </message>
    <message>
        <source>%1 with the first token within %2 at the 95th percentile</source>
        <translation>%1 with the first token within %2 at the 95th percentile</translation>
    </message>
    <message>
        <source>min(%1) = %2: %3</source>
        <translation>min(%1) = %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 conversations, all on the decode copies, x %2 = %3; / %n card(s) of both pools = %4 per card</source>
        <translation>
            <numerusform>%1 conversations, all on the decode copies, x %2 = %3; / %n card of both pools = %4 per card</numerusform>
            <numerusform>%1 conversations, all on the decode copies, x %2 = %3; / %n cards of both pools = %4 per card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decode copy(ies) hold and decode the conversations, no prompt mixed into their steps</source>
        <translation>
            <numerusform>%n decode copy holds and decodes the conversations, no prompt mixed into its steps</numerusform>
            <numerusform>%n decode copies hold and decode the conversations, no prompt mixed into their steps</numerusform>
        </translation>
    </message>
    <message>
        <source>NVLink, one way</source>
        <translation>NVLink, one way</translation>
    </message>
    <message>
        <source>PCIe, one way</source>
        <translation>PCIe, one way</translation>
    </message>
    <message>
        <source>the network between servers</source>
        <translation>the network between servers</translation>
    </message>
    <message>
        <source>the cache of %1 prompt tokens, %2, / (%3 x %4 GB/s over %5) + latency %6 = %7</source>
        <translation>the cache of %1 prompt tokens, %2, / (%3 x %4 GB/s over %5) + latency %6 = %7</translation>
    </message>
    <message>
        <source>Prefill/decode split: %1</source>
        <translation>Prefill/decode split: %1</translation>
    </message>
    <message>
        <source>KV-cache transfer: %1</source>
        <translation>KV-cache transfer: %1</translation>
    </message>
    <message>
        <source> + the step under way %1 (half a step; 0.95 of it at the 95th percentile)</source>
        <translation> + the step under way %1 (half a step; 0.95 of it at the 95th percentile)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>no speed target asked: memory alone limits the conversations</source>
        <translation>no speed target asked: memory alone limits the conversations</translation>
    </message>
    <message>
        <source> + the request&apos;s path under load %1 (%2 decode steps)</source>
        <translation> + the request&apos;s path under load %1 (%2 decode steps)</translation>
    </message>
    <message>
        <source>the prefill copies run TP %1 x PP %2, the decode copies TP %3 x PP %4</source>
        <translation>the prefill copies run TP %1 x PP %2, the decode copies TP %3 x PP %4</translation>
    </message>
    <message>
        <source>every copy keeps the layout&apos;s TP %1 x PP %2</source>
        <translation>every copy keeps the layout&apos;s TP %1 x PP %2</translation>
    </message>
    <message numerus="yes">
        <source>%n prefill copy(ies) take the prompts, %1 prompts of %2 tokens a batch of %3 tokens in %4 (%5 prompts/s a copy, busy %6 %); %7; %8</source>
        <translation>
            <numerusform>%n prefill copy takes the prompts, %1 prompts of %2 tokens a batch of %3 tokens in %4 (%5 prompts/s a copy, busy %6 %); %7; %8</numerusform>
            <numerusform>%n prefill copies take the prompts, %1 prompts of %2 tokens a batch of %3 tokens in %4 (%5 prompts/s a copy, busy %6 %); %7; %8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prefill copy(ies) take(s)</source>
        <translation>
            <numerusform>%n prefill copy takes</numerusform>
            <numerusform>%n prefill copies take</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the prefill budget(s) of %n copy(ies) take(s)</source>
        <translation>
            <numerusform>the prefill budget of %n copy takes</numerusform>
            <numerusform>the prefill budgets of %n copies take</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 prompts/s at full load, and the loop turns no faster: x %3 answer tokens = %4 (N x answer / (TTFT + answer x TPOT), the first token after %5), below the %6 the decode gives (%7 conversations x %8); / %n card(s) = %9 per card</source>
        <translation>
            <numerusform>%1 %2 prompts/s at full load, and the loop turns no faster: x %3 answer tokens = %4 (N x answer / (TTFT + answer x TPOT), the first token after %5), below the %6 the decode gives (%7 conversations x %8); / %n card = %9 per card</numerusform>
            <numerusform>%1 %2 prompts/s at full load, and the loop turns no faster: x %3 answer tokens = %4 (N x answer / (TTFT + answer x TPOT), the first token after %5), below the %6 the decode gives (%7 conversations x %8); / %n cards = %9 per card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>request %1%2 + wait at a prefill copy %3 + the prompt&apos;s prefill in %n batch(es) of up to %4 tokens %5 + KV-cache transfer %6 + one decode step %7 = %8 median; wait %9 at the 95th percentile = %10 (%11)</source>
        <translation>
            <numerusform>request %1%2 + wait at a prefill copy %3 + the prompt&apos;s prefill in %n batch of up to %4 tokens %5 + KV-cache transfer %6 + one decode step %7 = %8 median; wait %9 at the 95th percentile = %10 (%11)</numerusform>
            <numerusform>request %1%2 + wait at a prefill copy %3 + the prompt&apos;s prefill in %n batches of up to %4 tokens %5 + KV-cache transfer %6 + one decode step %7 = %8 median; wait %9 at the 95th percentile = %10 (%11)</numerusform>
        </translation>
    </message>
    <message>
        <source>request %1%2 + wait %3 + the prompt&apos;s chunks of up to %4 tokens, one a step (%5 steps) %6 = %7 median; wait %8 at the 95th percentile = %9 (%10)</source>
        <translation>request %1%2 + wait %3 + the prompt&apos;s chunks of up to %4 tokens, one a step (%5 steps) %6 = %7 median; wait %8 at the 95th percentile = %9 (%10)</translation>
    </message>
    <message>
        <source>Poisson arrivals assumed at the prefill copies: the split&apos;s queue does not take rules.json&apos;s bunched arrivals</source>
        <translation>Poisson arrivals assumed at the prefill copies: the split&apos;s queue does not take rules.json&apos;s bunched arrivals</translation>
    </message>
    <message>
        <source>Poisson arrivals assumed</source>
        <translation>Poisson arrivals assumed</translation>
    </message>
    <message>
        <source>bunched arrivals assumed: the prompts arrive together and are prefilled first come, first served</source>
        <translation>bunched arrivals assumed: the prompts arrive together and are prefilled first come, first served</translation>
    </message>
    <message>
        <source>eager launches</source>
        <comment>step term</comment>
        <translation>eager launches</translation>
    </message>
    <message>
        <source>sampler</source>
        <comment>step term</comment>
        <translation>sampler</translation>
    </message>
    <message>
        <source>(PP %1 x max(max(%2) + %3, %4) + %5 + %6) / %7 tokens a step = %8 per token</source>
        <translation>(PP %1 x max(max(%2) + %3, %4) + %5 + %6) / %7 tokens a step = %8 per token</translation>
    </message>
    <message>
        <source>PP %1 x max(max(%2) + %3, %4) + %5 = %6 per token</source>
        <translation>PP %1 x max(max(%2) + %3, %4) + %5 = %6 per token</translation>
    </message>
    <message>
        <source>Eager (no CUDA graphs): the host launches every kernel, %1 layers x %2 = %3 a step; the GPU cannot run ahead of it, and the CPU&apos;s step adds to it where the engine would otherwise hide it behind the GPU&apos;s</source>
        <translation>Eager (no CUDA graphs): the host launches every kernel, %1 layers x %2 = %3 a step; the GPU cannot run ahead of it, and the CPU&apos;s step adds to it where the engine would otherwise hide it behind the GPU&apos;s</translation>
    </message>
    <message>
        <source>Sampler: vLLM %1 samples top-p with PyTorch, sorting each conversation&apos;s %2 logits every step: %3 conversations x %2 x %4 ns = %5 a step</source>
        <translation>Sampler: vLLM %1 samples top-p with PyTorch, sorting each conversation&apos;s %2 logits every step: %3 conversations x %2 x %4 ns = %5 a step</translation>
    </message>
</context>
<context>
    <name>SplitComparison</name>
    <message>
        <source>its prefill copies keep the decode steps free of prompts: %1 tokens/s per conversation, where the same cards aggregated give %2</source>
        <translation>its prefill copies keep the decode steps free of prompts: %1 tokens/s per conversation, where the same cards aggregated give %2</translation>
    </message>
    <message>
        <source>Only a prefill/decode split serves the targets among these builds, %1 conversations per card (#%2): %3.</source>
        <translation>Only a prefill/decode split serves the targets among these builds, %1 conversations per card (#%2): %3.</translation>
    </message>
    <message>
        <source>A prefill/decode split serves more per card, %1 conversations per card (#%2) against %3 aggregated (#%4): %5.</source>
        <translation>A prefill/decode split serves more per card, %1 conversations per card (#%2) against %3 aggregated (#%4): %5.</translation>
    </message>
    <message>
        <source>Aggregated serving serves more per card, %1 conversations per card (#%2) against %3 split (#%4): every copy holds conversations, where a split&apos;s prefill copies hold none.</source>
        <translation>Aggregated serving serves more per card, %1 conversations per card (#%2) against %3 split (#%4): every copy holds conversations, where a split&apos;s prefill copies hold none.</translation>
    </message>
</context>
<context>
    <name>StartupLogReader</name>
    <message>
        <source>no vLLM start-up line found: expected &quot;Model loading took X GiB&quot;, &quot;Available KV cache memory: Y GiB&quot;, &quot;GPU KV cache size: N tokens&quot; or &quot;Maximum concurrency for T tokens per request: Cx&quot;</source>
        <translation>no vLLM start-up line found: expected &quot;Model loading took X GiB&quot;, &quot;Available KV cache memory: Y GiB&quot;, &quot;GPU KV cache size: N tokens&quot; or &quot;Maximum concurrency for T tokens per request: Cx&quot;</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>cannot be opened: %1</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 is outside 0 to %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2 (blocks of %3 tokens, at most %4 tokens in all)</source>
        <translation>%1 is outside 0 to %2 (blocks of %3 tokens, at most %4 tokens in all)</translation>
    </message>
    <message>
        <source>%1; save the log to a file and give its name</source>
        <translation>%1; save the log to a file and give its name</translation>
    </message>
</context>
<context>
    <name>TargetMargin</name>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>first token</translation>
    </message>
    <message>
        <source>first token (95th percentile)</source>
        <translation>first token (95th percentile)</translation>
    </message>
</context>
<context>
    <name>TargetRangeText</name>
    <message>
        <source>A speed target of %1 tokens per second is outside %2 to %3 (0: none).</source>
        <translation>A speed target of %1 tokens per second is outside %2 to %3 (0: none).</translation>
    </message>
    <message>
        <source>A first-token target of %1 ms is outside %2 to %3 ms (0: none).</source>
        <translation>A first-token target of %1 ms is outside %2 to %3 ms (0: none).</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <source>Add server</source>
        <translation>Add server</translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>Move %n card</numerusform>
            <numerusform>Move %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>Remove %n card</numerusform>
            <numerusform>Remove %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove server %1</source>
        <translation>Remove server %1</translation>
    </message>
    <message>
        <source>Set checkpoint %1</source>
        <translation>Set checkpoint %1</translation>
    </message>
    <message>
        <source>Set layout TP %1 x PP %2</source>
        <translation>Set layout TP %1 x PP %2</translation>
    </message>
    <message>
        <source>Fill with %1 × %2</source>
        <translation>Fill with %1 × %2</translation>
    </message>
    <message>
        <source>Fill server %1 with %2 × %3</source>
        <translation>Fill server %1 with %2 × %3</translation>
    </message>
</context>
<context>
    <name>UserCatalogue</name>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation>unknown model &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; appears twice</source>
        <translation>the id &quot;%1&quot; appears twice</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>card %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in card; give your card its own id and name</source>
        <translation>&quot;%1&quot; is a built-in card; give your card its own id and name</translation>
    </message>
    <message>
        <source>%1 (that entry is left out)</source>
        <translation>%1 (that entry is left out)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (that entry and %n more are left out)</source>
        <translation>
            <numerusform>%1 (that entry and %n more is left out)</numerusform>
            <numerusform>%1 (that entry and %n more are left out)</numerusform>
        </translation>
    </message>
    <message>
        <source>an imported checkpoint needs an id; nothing stored</source>
        <translation>an imported checkpoint needs an id; nothing stored</translation>
    </message>
    <message>
        <source>is being saved by another process (%1); nothing stored</source>
        <translation>is being saved by another process (%1); nothing stored</translation>
    </message>
    <message>
        <source>%1; nothing stored. &quot;llm-configurator catalogue repair&quot; or File &gt; Repair user catalogue moves it aside and keeps every readable entry</source>
        <translation>%1; nothing stored. &quot;llm-configurator catalogue repair&quot; or File &gt; Repair user catalogue moves it aside and keeps every readable entry</translation>
    </message>
    <message>
        <source>does not exist; there is nothing to repair</source>
        <translation>does not exist; there is nothing to repair</translation>
    </message>
    <message>
        <source>is being saved by another process (%1); nothing changed</source>
        <translation>is being saved by another process (%1); nothing changed</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>The weights do not fit the usable memory of a card.</source>
        <translation>The weights do not fit the usable memory of a card.</translation>
    </message>
    <message>
        <source>The weights fit, but no conversation&apos;s cache fits beside them.</source>
        <translation>The weights fit, but no conversation&apos;s cache fits beside them.</translation>
    </message>
    <message>
        <source>No conversation gets the speed target of %1 tokens/s.</source>
        <translation>No conversation gets the speed target of %1 tokens/s.</translation>
    </message>
    <message>
        <source>The wall power exceeds the feed&apos;s plan.</source>
        <translation>The wall power exceeds the feed&apos;s plan.</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>Cannot be evaluated</source>
        <translation>Cannot be evaluated</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>Cannot run</translation>
    </message>
    <message>
        <source>Weights do not fit</source>
        <translation>Weights do not fit</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Too slow</translation>
    </message>
    <message>
        <source>Feed too small</source>
        <translation>Feed too small</translation>
    </message>
    <message>
        <source>the card cannot run the checkpoint</source>
        <translation>the card cannot run the checkpoint</translation>
    </message>
    <message>
        <source>Weights fit</source>
        <translation>Weights fit</translation>
    </message>
    <message>
        <source>conversations fit</source>
        <translation>conversations fit</translation>
    </message>
    <message>
        <source>no conversation fits</source>
        <translation>no conversation fits</translation>
    </message>
    <message>
        <source>speed target met</source>
        <translation>speed target met</translation>
    </message>
    <message>
        <source>speed target missed</source>
        <translation>speed target missed</translation>
    </message>
    <message>
        <source>feed holds</source>
        <translation>feed holds</translation>
    </message>
    <message>
        <source>feed overloaded</source>
        <translation>feed overloaded</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>speed unknown</translation>
    </message>
    <message>
        <source>No conversation gets its first token within the target of %1 ms (median).</source>
        <translation>No conversation gets its first token within the target of %1 ms (median).</translation>
    </message>
    <message>
        <source>No conversation gets its first token within the target of %1 ms at the 95th percentile.</source>
        <translation>No conversation gets its first token within the target of %1 ms at the 95th percentile.</translation>
    </message>
    <message>
        <source>speed and first-token targets met</source>
        <translation>speed and first-token targets met</translation>
    </message>
    <message>
        <source>first-token target missed</source>
        <translation>first-token target missed</translation>
    </message>
    <message>
        <source>no speed target asked</source>
        <translation>no speed target asked</translation>
    </message>
    <message>
        <source>first-token targets met</source>
        <translation>first-token targets met</translation>
    </message>
</context>
<context>
    <name>WeightFormatFacts</name>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 weights</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>NVFP4 weights</translation>
    </message>
    <message>
        <source>INT8 weights and activations (W8A8)</source>
        <translation>INT8 weights and activations (W8A8)</translation>
    </message>
    <message>
        <source>INT8 weights, 16-bit arithmetic (W8A16)</source>
        <translation>INT8 weights, 16-bit arithmetic (W8A16)</translation>
    </message>
    <message>
        <source>INT4 weights, 16-bit arithmetic (W4A16)</source>
        <translation>INT4 weights, 16-bit arithmetic (W4A16)</translation>
    </message>
    <message>
        <source>MXFP4 expert weights</source>
        <translation>MXFP4 expert weights</translation>
    </message>
    <message>
        <source>16-bit weights (BF16)</source>
        <translation>16-bit weights (BF16)</translation>
    </message>
</context>
<context>
    <name>llmconf::AddCardDialog</name>
    <message>
        <source>Add card</source>
        <translation>Add card</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Start from:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>my-card (letters, digits, -)</source>
        <translation>my-card (letters, digits, -)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>NVIDIA ...</source>
        <translation>NVIDIA ...</translation>
    </message>
    <message>
        <source>Short name:</source>
        <translation>Short name:</translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation>Generation:</translation>
    </message>
    <message>
        <source>Hopper, Blackwell, ...</source>
        <translation>Hopper, Blackwell, ...</translation>
    </message>
    <message>
        <source>Compute capability:</source>
        <translation>Compute capability:</translation>
    </message>
    <message>
        <source>Memory as the driver reports it:</source>
        <translation>Memory as the driver reports it:</translation>
    </message>
    <message>
        <source>Memory as sold:</source>
        <translation>Memory as sold:</translation>
    </message>
    <message>
        <source>Memory type:</source>
        <translation>Memory type:</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>Bandwidth:</translation>
    </message>
    <message>
        <source>Power limits, highest first:</source>
        <translation>Power limits, highest first:</translation>
    </message>
    <message>
        <source>How many cards one NVLink domain joins; 0 for none</source>
        <translation>How many cards one NVLink domain joins; 0 for none</translation>
    </message>
    <message>
        <source>NVLink group:</source>
        <translation>NVLink group:</translation>
    </message>
    <message>
        <source>PCIe, double width</source>
        <translation>PCIe, double width</translation>
    </message>
    <message>
        <source>SXM module (HGX board)</source>
        <translation>SXM module (HGX board)</translation>
    </message>
    <message>
        <source>Superchip (NVL72 tray)</source>
        <translation>Superchip (NVL72 tray)</translation>
    </message>
    <message>
        <source>Integrated system</source>
        <translation>Integrated system</translation>
    </message>
    <message>
        <source>Form factor:</source>
        <translation>Form factor:</translation>
    </message>
    <message>
        <source>card</source>
        <translation>card</translation>
    </message>
    <message>
        <source>Id: &quot;%1&quot; is a built-in card; give your card its own id and name.</source>
        <translation>Id: &quot;%1&quot; is a built-in card; give your card its own id and name.</translation>
    </message>
</context>
<context>
    <name>llmconf::AdviceItemWidget</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>Apply: %1</translation>
    </message>
</context>
<context>
    <name>llmconf::AdvicePanel</name>
    <message>
        <source>Serving commands</source>
        <translation>Serving commands</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the vLLM command line</source>
        <translation>Copy the vLLM command line</translation>
    </message>
    <message>
        <source>Copy the SGLang command line</source>
        <translation>Copy the SGLang command line</translation>
    </message>
    <message>
        <source>No advice for this build.</source>
        <translation>No advice for this build.</translation>
    </message>
    <message>
        <source>Apply advice: %1</source>
        <translation>Apply advice: %1</translation>
    </message>
</context>
<context>
    <name>llmconf::BuildPanel</name>
    <message>
        <source>Set KV cache dtype</source>
        <translation>Set KV cache dtype</translation>
    </message>
    <message>
        <source>Set cache basis</source>
        <translation>Set cache basis</translation>
    </message>
    <message>
        <source>Set power cap</source>
        <translation>Set power cap</translation>
    </message>
    <message>
        <source>Set CPU</source>
        <translation>Set CPU</translation>
    </message>
    <message>
        <source>Set CPUs per server</source>
        <translation>Set CPUs per server</translation>
    </message>
    <message>
        <source>Set feed</source>
        <translation>Set feed</translation>
    </message>
    <message>
        <source>Set utilisation</source>
        <translation>Set utilisation</translation>
    </message>
    <message>
        <source>Set reserve</source>
        <translation>Set reserve</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Context and cache</source>
        <translation>Context and cache</translation>
    </message>
    <message>
        <source>Power and host</source>
        <translation>Power and host</translation>
    </message>
    <message>
        <source>Memory rule</source>
        <translation>Memory rule</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Model</translation>
    </message>
    <message>
        <source>&amp;TP</source>
        <translation>&amp;TP</translation>
    </message>
    <message>
        <source>&amp;PP</source>
        <translation>&amp;PP</translation>
    </message>
    <message>
        <source>&amp;DCP</source>
        <translation>&amp;DCP</translation>
    </message>
    <message>
        <source>C&amp;opies</source>
        <translation>C&amp;opies</translation>
    </message>
    <message>
        <source>&amp;Expert parallelism (EP)</source>
        <translation>&amp;Expert parallelism (EP)</translation>
    </message>
    <message>
        <source>Conte&amp;xt</source>
        <translation>Conte&amp;xt</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>&amp;KV cache</translation>
    </message>
    <message>
        <source>Cache &amp;basis</source>
        <translation>Cache &amp;basis</translation>
    </message>
    <message>
        <source>Power &amp;cap</source>
        <translation>Power &amp;cap</translation>
    </message>
    <message>
        <source>C&amp;PU</source>
        <translation>C&amp;PU</translation>
    </message>
    <message>
        <source>CPUs per &amp;server</source>
        <translation>CPUs per &amp;server</translation>
    </message>
    <message>
        <source>&amp;Feed</source>
        <translation>&amp;Feed</translation>
    </message>
    <message>
        <source>&amp;Utilisation</source>
        <translation>&amp;Utilisation</translation>
    </message>
    <message>
        <source>&amp;Reserve</source>
        <translation>&amp;Reserve</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Presets or any token count: 32K, 200000, 1M</source>
        <translation>Presets or any token count: 32K, 200000, 1M</translation>
    </message>
    <message>
        <source>%1 cards do not divide into this split.</source>
        <translation>%1 cards do not divide into this split.</translation>
    </message>
    <message>
        <source>%1 (not possible)</source>
        <translation>%1 (not possible)</translation>
    </message>
    <message numerus="yes">
        <source>TP %1 × PP %2 × %n copies, DCP %3</source>
        <translation>
            <numerusform>TP %1 × PP %2 × %n copy, DCP %3</numerusform>
            <numerusform>TP %1 × PP %2 × %n copies, DCP %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Not offered: %1</source>
        <translation>Not offered: %1</translation>
    </message>
    <message>
        <source>Set context to %1</source>
        <translation>Set context to %1</translation>
    </message>
    <message>
        <source>16-bit (BF16)</source>
        <translation>16-bit (BF16)</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Larger of the two</source>
        <translation>Larger of the two</translation>
    </message>
    <message>
        <source>Published figure</source>
        <translation>Published figure</translation>
    </message>
    <message>
        <source>Config arithmetic</source>
        <translation>Config arithmetic</translation>
    </message>
    <message>
        <source>%1, %2 (%3); licence: %4</source>
        <translation>%1, %2 (%3); licence: %4</translation>
    </message>
    <message>
        <source>Place cards to choose a layout.</source>
        <translation>Place cards to choose a layout.</translation>
    </message>
    <message>
        <source>None (highest limit)</source>
        <translation>None (highest limit)</translation>
    </message>
    <message numerus="yes">
        <source>%1 cards allow %n layout(s) vLLM starts: TP × PP × copies = %1, TP divides the heads, DCP divides TP, PP at most the model&apos;s layers. Greyed values say why on hover.</source>
        <translation>
            <numerusform>%1 cards allow %n layout vLLM starts: TP × PP × copies = %1, TP divides the heads, DCP divides TP, PP at most the model&apos;s layers. Greyed values say why on hover.</numerusform>
            <numerusform>%1 cards allow %n layouts vLLM starts: TP × PP × copies = %1, TP divides the heads, DCP divides TP, PP at most the model&apos;s layers. Greyed values say why on hover.</numerusform>
        </translation>
    </message>
    <message>
        <source>D&amp;P</source>
        <translation>D&amp;P</translation>
    </message>
    <message>
        <source>Data-parallel attention: each rank holds attention and dense layers and its own conversations&apos; cache; the routed experts are spread over all ranks by EP (vLLM --data-parallel-size, SGLang --enable-dp-attention)</source>
        <translation>Data-parallel attention: each rank holds attention and dense layers and its own conversations&apos; cache; the routed experts are spread over all ranks by EP (vLLM --data-parallel-size, SGLang --enable-dp-attention)</translation>
    </message>
    <message numerus="yes">
        <source>TP %1 × PP %2 × DP %3 × %n copies, DCP %4</source>
        <translation>
            <numerusform>TP %1 × PP %2 × DP %3 × %n copy, DCP %4</numerusform>
            <numerusform>TP %1 × PP %2 × DP %3 × %n copies, DCP %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Set prompt tokens</source>
        <translation>Set prompt tokens</translation>
    </message>
    <message>
        <source>Set answer tokens</source>
        <translation>Set answer tokens</translation>
    </message>
    <message>
        <source>Set active conversations</source>
        <translation>Set active conversations</translation>
    </message>
    <message>
        <source>Set speed target</source>
        <translation>Set speed target</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Prompt &amp;length</source>
        <translation>Prompt &amp;length</translation>
    </message>
    <message>
        <source>&amp;Answer length</source>
        <translation>&amp;Answer length</translation>
    </message>
    <message>
        <source>Acti&amp;ve</source>
        <translation>Acti&amp;ve</translation>
    </message>
    <message>
        <source>Speed tar&amp;get</source>
        <translation>Speed tar&amp;get</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source> conversations</source>
        <translation> conversations</translation>
    </message>
    <message>
        <source>As many as fit</source>
        <translation>As many as fit</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>Input tokens per request (the prompt): its prefill gives the time to first token</source>
        <translation>Input tokens per request (the prompt): its prefill gives the time to first token</translation>
    </message>
    <message>
        <source>Output tokens per request: a conversation decodes at its prompt plus half its answer on average</source>
        <translation>Output tokens per request: a conversation decodes at its prompt plus half its answer on average</translation>
    </message>
    <message>
        <source>Conversations decoding at once, for the speed and the throughput; at the lowest value as many as fit in memory</source>
        <translation>Conversations decoding at once, for the speed and the throughput; at the lowest value as many as fit in memory</translation>
    </message>
    <message>
        <source>vLLM profile</source>
        <translation>vLLM profile</translation>
    </message>
    <message>
        <source>Config arithmetic in the memory vLLM&apos;s start-up profile leaves (weights, peak activations, non-torch, NCCL) instead of the fixed reserve</source>
        <translation>Config arithmetic in the memory vLLM&apos;s start-up profile leaves (weights, peak activations, non-torch, NCCL) instead of the fixed reserve</translation>
    </message>
    <message>
        <source>Set serving engine</source>
        <translation>Set serving engine</translation>
    </message>
    <message>
        <source>Serving e&amp;ngine</source>
        <translation>Serving e&amp;ngine</translation>
    </message>
    <message>
        <source>The engine&apos;s scheduler sets the fixed costs of a step and how prompts share steps with decoding; the serving commands follow it</source>
        <translation>The engine&apos;s scheduler sets the fixed costs of a step and how prompts share steps with decoding; the serving commands follow it</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>Set vLLM version</source>
        <translation>Set vLLM version</translation>
    </message>
    <message>
        <source>v&amp;LLM version</source>
        <translation>v&amp;LLM version</translation>
    </message>
    <message>
        <source>The vLLM release whose start-up memory profile the vLLM profile basis follows: what it charges before the cache</source>
        <translation>The vLLM release whose start-up memory profile the vLLM profile basis follows: what it charges before the cache</translation>
    </message>
    <message>
        <source>Current (%1, %2)</source>
        <translation>Current (%1, %2)</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed. Enter %3 to %4%5.</source>
        <translation>%1: %2 is not allowed. Enter %3 to %4%5.</translation>
    </message>
    <message>
        <source>Context: &quot;%1&quot; is not a context this model takes. Enter %2 to %3 tokens (32K and 1M are read too).</source>
        <translation>Context: &quot;%1&quot; is not a context this model takes. Enter %2 to %3 tokens (32K and 1M are read too).</translation>
    </message>
    <message>
        <source>Set first-token target</source>
        <translation>Set first-token target</translation>
    </message>
    <message>
        <source>Set first-token target (95th percentile)</source>
        <translation>Set first-token target (95th percentile)</translation>
    </message>
    <message>
        <source>F&amp;irst token within</source>
        <translation>F&amp;irst token within</translation>
    </message>
    <message>
        <source>&amp;95th pct. within</source>
        <translation>&amp;95th pct. within</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>The median time to first token each conversation must get: the build serves the conversations at which half the prompts are answered within it (queueing for the prefill included); at the lowest value none is asked</source>
        <translation>The median time to first token each conversation must get: the build serves the conversations at which half the prompts are answered within it (queueing for the prefill included); at the lowest value none is asked</translation>
    </message>
    <message>
        <source>The time to first token 95 of 100 prompts must get: the build serves the conversations at which it still holds; at the lowest value none is asked</source>
        <translation>The time to first token 95 of 100 prompts must get: the build serves the conversations at which it still holds; at the lowest value none is asked</translation>
    </message>
    <message>
        <source>Prefill copies</source>
        <translation>Prefill copies</translation>
    </message>
    <message>
        <source>Prefill/decode split: this many copies only prefill prompts and hand their cache to the others, which only decode (vLLM&apos;s and SGLang&apos;s disaggregated serving); none: every copy does both</source>
        <translation>Prefill/decode split: this many copies only prefill prompts and hand their cache to the others, which only decode (vLLM&apos;s and SGLang&apos;s disaggregated serving); none: every copy does both</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>The least tokens per second each conversation must get: the build serves the conversations that still get it (20 reads faster than people read); at the lowest value none is asked and memory alone limits the conversations</source>
        <translation>The least tokens per second each conversation must get: the build serves the conversations that still get it (20 reads faster than people read); at the lowest value none is asked and memory alone limits the conversations</translation>
    </message>
    <message>
        <source>Prefill la&amp;yout</source>
        <translation>Prefill la&amp;yout</translation>
    </message>
    <message>
        <source>as the decode copies</source>
        <translation>as the decode copies</translation>
    </message>
    <message>
        <source>TP %1 x PP %2</source>
        <translation>TP %1 x PP %2</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>The prefill copies&apos; own tensor-parallel size, pipeline stages and decode context parallelism: prefill wants compute per prompt, decode wants cache and bandwidth; the decode copies take the cards the prefill copies leave</source>
        <translation>The prefill copies&apos; own tensor-parallel size, pipeline stages and decode context parallelism: prefill wants compute per prompt, decode wants cache and bandwidth; the decode copies take the cards the prefill copies leave</translation>
    </message>
    <message>
        <source>%1 with DCP %2</source>
        <translation>%1 with DCP %2</translation>
    </message>
    <message>
        <source>Set eager</source>
        <translation>Set eager</translation>
    </message>
    <message>
        <source>Eager (no CUDA graphs)</source>
        <translation>Eager (no CUDA graphs)</translation>
    </message>
    <message>
        <source>The engine runs without CUDA graphs (vLLM --enforce-eager, SGLang --disable-cuda-graph): the vLLM profile charges no graph memory, the serving command carries the flag, and each decode step waits for the host to launch every layer&apos;s kernels</source>
        <translation>The engine runs without CUDA graphs (vLLM --enforce-eager, SGLang --disable-cuda-graph): the vLLM profile charges no graph memory, the serving command carries the flag, and each decode step waits for the host to launch every layer&apos;s kernels</translation>
    </message>
</context>
<context>
    <name>llmconf::CalibrationDialog</name>
    <message>
        <source>vLLM start-up log</source>
        <translation>vLLM start-up log</translation>
    </message>
    <message>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>Logs (*.log *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>pasted log</source>
        <translation>pasted log</translation>
    </message>
    <message>
        <source>The build cannot be evaluated: %1</source>
        <translation>The build cannot be evaluated: %1</translation>
    </message>
    <message>
        <source>Apply calibrated reserve</source>
        <translation>Apply calibrated reserve</translation>
    </message>
    <message>
        <source>Concurrency at %1 tokens per request</source>
        <translation>Concurrency at %1 tokens per request</translation>
    </message>
    <message>
        <source>Paste the lines vLLM prints at start, or open its log.</source>
        <translation>Paste the lines vLLM prints at start, or open its log.</translation>
    </message>
    <message>
        <source>A reserve of %1 per card (now %2) makes the prediction agree with the measurement; vLLM keeps %3 per card beyond the rule.</source>
        <translation>A reserve of %1 per card (now %2) makes the prediction agree with the measurement; vLLM keeps %3 per card beyond the rule.</translation>
    </message>
    <message>
        <source>The log has no &quot;Available KV cache memory&quot; line: the reserve cannot be calibrated from it.</source>
        <translation>The log has no &quot;Available KV cache memory&quot; line: the reserve cannot be calibrated from it.</translation>
    </message>
    <message>
        <source>Calibrate against a vLLM start-up log</source>
        <translation>Calibrate against a vLLM start-up log</translation>
    </message>
    <message>
        <source>Paste the start-up log of vLLM on the delivered server (the lines &quot;Model loading took&quot;, &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot; and &quot;Maximum concurrency&quot;), or open the log file.</source>
        <translation>Paste the start-up log of vLLM on the delivered server (the lines &quot;Model loading took&quot;, &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot; and &quot;Maximum concurrency&quot;), or open the log file.</translation>
    </message>
    <message>
        <source>INFO ... Available KV cache memory: 35.35 GiB</source>
        <translation>INFO ... Available KV cache memory: 35.35 GiB</translation>
    </message>
    <message>
        <source>Open log...</source>
        <translation>Open log...</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>predicted</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Weights per card</translation>
    </message>
    <message>
        <source>KV cache memory per card</source>
        <translation>KV cache memory per card</translation>
    </message>
    <message>
        <source>KV cache size in tokens</source>
        <translation>KV cache size in tokens</translation>
    </message>
    <message>
        <source>Apply reserve</source>
        <translation>Apply reserve</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>%1 (from the tokens)</source>
        <translation>%1 (from the tokens)</translation>
    </message>
    <message>
        <source>vLLM had %1 per card more cache than the rule gives even with no reserve: no reserve agrees. Check the card&apos;s memory, the utilisation and the checkpoint against the log.</source>
        <translation>vLLM had %1 per card more cache than the rule gives even with no reserve: no reserve agrees. Check the card&apos;s memory, the utilisation and the checkpoint against the log.</translation>
    </message>
    <message>
        <source>%1 %2; nothing read</source>
        <translation>%1 %2; nothing read</translation>
    </message>
    <message>
        <source>No reserve agrees: %1.</source>
        <translation>No reserve agrees: %1.</translation>
    </message>
</context>
<context>
    <name>llmconf::ComparisonCostChart</name>
    <message>
        <source>Cost per year: the builds are priced in different currencies</source>
        <translation>Cost per year: the builds are priced in different currencies</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>Cost per year (%1)</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Depreciation</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>%1: not evaluated</source>
        <translation>%1: not evaluated</translation>
    </message>
    <message>
        <source>%1: no price for %2</source>
        <translation>%1: no price for %2</translation>
    </message>
    <message>
        <source>%1: no electricity price</source>
        <translation>%1: no electricity price</translation>
    </message>
    <message>
        <source>No bar for %1.</source>
        <translation>No bar for %1.</translation>
    </message>
</context>
<context>
    <name>llmconf::ComparisonSpeedChart</name>
    <message>
        <source>Speed vs conversations, every build</source>
        <translation>Speed vs conversations, every build</translation>
    </message>
    <message>
        <source>Concurrent conversations</source>
        <translation>Concurrent conversations</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Tokens/s each</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Speed target</translation>
    </message>
</context>
<context>
    <name>llmconf::ComparisonView</name>
    <message>
        <source>A comparison holds at most %1 builds; the first %1 are shown.</source>
        <translation>A comparison holds at most %1 builds; the first %1 are shown.</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 builds: remove one first.</source>
        <translation>A comparison holds at most %1 builds: remove one first.</translation>
    </message>
    <message>
        <source>Add builds to the comparison</source>
        <translation>Add builds to the comparison</translation>
    </message>
    <message>
        <source>Builds (*.json)</source>
        <translation>Builds (*.json)</translation>
    </message>
    <message>
        <source>Comparison — LLM Server Configurator</source>
        <translation>Comparison — LLM Server Configurator</translation>
    </message>
    <message>
        <source>Add from file…</source>
        <translation>Add from file…</translation>
    </message>
    <message>
        <source>Add current build</source>
        <translation>Add current build</translation>
    </message>
    <message>
        <source>Add copy with one change</source>
        <translation>Add copy with one change</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Compare against</source>
        <translation>Compare against</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>&lt;b&gt;Advice that differs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Advice that differs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Charts&lt;/b&gt; on the same axes for every build</source>
        <translation>&lt;b&gt;Charts&lt;/b&gt; on the same axes for every build</translation>
    </message>
    <message>
        <source>Add two to four builds: from a file, the current build, a copy of the current build with one change, or one of the presets.</source>
        <translation>Add two to four builds: from a file, the current build, a copy of the current build with one change, or one of the presets.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Other card type</source>
        <translation>Other card type</translation>
    </message>
    <message>
        <source>Other checkpoint</source>
        <translation>Other checkpoint</translation>
    </message>
    <message>
        <source>Other layout</source>
        <translation>Other layout</translation>
    </message>
    <message>
        <source>Other cache dtype</source>
        <translation>Other cache dtype</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&amp;nbsp; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&amp;nbsp; %2</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#555&quot;&gt;Better value highlighted; ratios to build A.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#555&quot;&gt;Better value highlighted; ratios to build A.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The better value</source>
        <translation>The better value</translation>
    </message>
    <message>
        <source>Every build gets the same advice.</source>
        <translation>Every build gets the same advice.</translation>
    </message>
    <message>
        <source>&lt;i&gt;not given for this build&lt;/i&gt;</source>
        <translation>&lt;i&gt;not given for this build&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Export comparison sheet…</source>
        <translation>Export comparison sheet…</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#555&quot;&gt;Cost with the Cost tab&apos;s settings and price list. %1&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#555&quot;&gt;Cost with the Cost tab&apos;s settings and price list. %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The builds shown, side by side on %1 A4 pages (PDF)</source>
        <translation>The builds shown, side by side on %1 A4 pages (PDF)</translation>
    </message>
</context>
<context>
    <name>llmconf::ConversationsChart</name>
    <message>
        <source>Conversations vs context</source>
        <translation>Conversations vs context</translation>
    </message>
    <message>
        <source>Conversations: %1</source>
        <translation>Conversations: %1</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16-bit</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Context (tokens, log scale)</source>
        <translation>Context (tokens, log scale)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Chosen context</source>
        <translation>Chosen context</translation>
    </message>
</context>
<context>
    <name>llmconf::CostPanel</name>
    <message>
        <source>Set years of depreciation</source>
        <translation>Set years of depreciation</translation>
    </message>
    <message>
        <source>Set electricity price</source>
        <translation>Set electricity price</translation>
    </message>
    <message>
        <source>Set PUE</source>
        <translation>Set PUE</translation>
    </message>
    <message>
        <source>Set hours per day</source>
        <translation>Set hours per day</translation>
    </message>
    <message>
        <source>Set average load</source>
        <translation>Set average load</translation>
    </message>
    <message>
        <source>Set API input price</source>
        <translation>Set API input price</translation>
    </message>
    <message>
        <source>Set API output price</source>
        <translation>Set API output price</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Price list</translation>
    </message>
    <message>
        <source>Price lists (*.json)</source>
        <translation>Price lists (*.json)</translation>
    </message>
    <message>
        <source>Could not keep the price list at %1</source>
        <translation>Could not keep the price list at %1</translation>
    </message>
    <message>
        <source>Price list in %1 read from %2</source>
        <translation>Price list in %1 read from %2</translation>
    </message>
    <message>
        <source>Depreciation (years)</source>
        <translation>Depreciation (years)</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Electricity per kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Hours per day</source>
        <translation>Hours per day</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>Average load</translation>
    </message>
    <message>
        <source>API per million input tokens</source>
        <translation>API per million input tokens</translation>
    </message>
    <message>
        <source>API per million output tokens</source>
        <translation>API per million output tokens</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Purchase price</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energy per year</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Cost per year</translation>
    </message>
    <message>
        <source>Per seat and month</source>
        <translation>Per seat and month</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Per million tokens</translation>
    </message>
    <message>
        <source>Break-even vs API</source>
        <translation>Break-even vs API</translation>
    </message>
    <message>
        <source>Pay-back</source>
        <translation>Pay-back</translation>
    </message>
    <message>
        <source>Price list...</source>
        <translation>Price list...</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Depreciation</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>API at the same volume</source>
        <translation>API at the same volume</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>not known</translation>
    </message>
    <message>
        <source>%1 kWh, %2</source>
        <translation>%1 kWh, %2</translation>
    </message>
    <message>
        <source>%1 (%2 depreciation + %3 energy)</source>
        <translation>%1 (%2 depreciation + %3 energy)</translation>
    </message>
    <message>
        <source>above %1 million output tokens a month</source>
        <translation>above %1 million output tokens a month</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 months</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>Cost per year (%1)</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>no total</source>
        <translation>no total</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>%1 (as of %2)</source>
        <translation>%1 (as of %2)</translation>
    </message>
    <message>
        <source>Default: %1 per kWh. Source: %2</source>
        <translation>Default: %1 per kWh. Source: %2</translation>
    </message>
    <message>
        <source>No default electricity price in %1: set the price per kWh.</source>
        <translation>No default electricity price in %1: set the price per kWh.</translation>
    </message>
    <message>
        <source>Set for this build.</source>
        <translation>Set for this build.</translation>
    </message>
    <message>
        <source>Default: PUE %1. Source: %2</source>
        <translation>Default: PUE %1. Source: %2</translation>
    </message>
    <message>
        <source>Vendor&apos;s price: %1 input, %2 output per million tokens. Source: %3</source>
        <translation>Vendor&apos;s price: %1 input, %2 output per million tokens. Source: %3</translation>
    </message>
    <message>
        <source>Set currency</source>
        <translation>Set currency</translation>
    </message>
    <message>
        <source>Price list kept at %1</source>
        <translation>Price list kept at %1</translation>
    </message>
    <message>
        <source>The language&apos;s (%1)</source>
        <translation>The language&apos;s (%1)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Cost per month</translation>
    </message>
    <message>
        <source>No bar for the build: no price for %1.</source>
        <translation>No bar for the build: no price for %1.</translation>
    </message>
    <message>
        <source>No bar for the build: no electricity price.</source>
        <translation>No bar for the build: no electricity price.</translation>
    </message>
    <message>
        <source>No bar for the build: its cost per year is not known.</source>
        <translation>No bar for the build: its cost per year is not known.</translation>
    </message>
    <message>
        <source>No bar for the API: no API price or no throughput.</source>
        <translation>No bar for the API: no API price or no throughput.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source> g/kWh</source>
        <translation> g/kWh</translation>
    </message>
    <message>
        <source>0 g/kWh (green power)</source>
        <translation>0 g/kWh (green power)</translation>
    </message>
    <message>
        <source>Energy per million tokens</source>
        <translation>Energy per million tokens</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>0 for a green-power contract.</source>
        <translation>0 for a green-power contract.</translation>
    </message>
    <message>
        <source>Set grid CO₂ per kWh</source>
        <translation>Set grid CO₂ per kWh</translation>
    </message>
    <message>
        <source>Grid CO₂ per kWh</source>
        <translation>Grid CO₂ per kWh</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ per year</translation>
    </message>
    <message>
        <source>CO₂ per million tokens</source>
        <translation>CO₂ per million tokens</translation>
    </message>
    <message>
        <source>Default: %1 g CO₂ per kWh. Source: %2</source>
        <translation>Default: %1 g CO₂ per kWh. Source: %2</translation>
    </message>
    <message>
        <source>No default grid emission factor: set the grams of CO₂ per kWh.</source>
        <translation>No default grid emission factor: set the grams of CO₂ per kWh.</translation>
    </message>
</context>
<context>
    <name>llmconf::FurtherModelsDialog</name>
    <message>
        <source>Further models</source>
        <translation>Further models</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>Add model</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Edit further models</source>
        <translation>Edit further models</translation>
    </message>
    <message>
        <source>Models served beside %1, each with its own share of a card (--gpu-memory-utilization): on every card of %1, or on cards of its own, counted server by server from 1; %1 then runs on the cards left.</source>
        <translation>Models served beside %1, each with its own share of a card (--gpu-memory-utilization): on every card of %1, or on cards of its own, counted server by server from 1; %1 then runs on the cards left.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Shares every card</source>
        <translation>Shares every card</translation>
    </message>
    <message>
        <source>Own cards</source>
        <translation>Own cards</translation>
    </message>
</context>
<context>
    <name>llmconf::HardwarePalette</name>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <source>CC</source>
        <translation>CC</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Compute capability</translation>
    </message>
    <message>
        <source>Hardware palette</source>
        <translation>Hardware palette</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Drag a card into a free slot, or press Enter to place it</source>
        <translation>Drag a card into a free slot, or press Enter to place it</translation>
    </message>
    <message>
        <source>%1
%2 %3, %4 GB/s, compute capability %5, %6</source>
        <translation>%1
%2 %3, %4 GB/s, compute capability %5, %6</translation>
    </message>
    <message>
        <source>NVLink groups of up to %1</source>
        <translation>NVLink groups of up to %1</translation>
    </message>
    <message>
        <source>PCIe only, no NVLink</source>
        <translation>PCIe only, no NVLink</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Enter or double click: fit this CPU to every server</source>
        <translation>Enter or double click: fit this CPU to every server</translation>
    </message>
    <message numerus="yes">
        <source>%n cores</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Enter or double click: add this server to the build</source>
        <translation>Enter or double click: add this server to the build</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no server; add one first.</source>
        <translation>There is no server; add one first.</translation>
    </message>
    <message>
        <source>No free slot takes the card: %1</source>
        <translation>No free slot takes the card: %1</translation>
    </message>
    <message>
        <source>Set CPU</source>
        <translation>Set CPU</translation>
    </message>
</context>
<context>
    <name>llmconf::HeadlineFigures</name>
    <message>
        <source>The build cannot be evaluated: %1</source>
        <translation>The build cannot be evaluated: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) per copy</source>
        <translation>
            <numerusform>%n conversation per copy</numerusform>
            <numerusform>%n conversations per copy</numerusform>
        </translation>
    </message>
    <message>
        <source>one copy, %1</source>
        <translation>one copy, %1</translation>
    </message>
    <message numerus="yes">
        <source>%n copies × %1</source>
        <translation>
            <numerusform>%n copy × %1</numerusform>
            <numerusform>%n copies × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Free memory per card</source>
        <translation>Free memory per card</translation>
    </message>
    <message>
        <source>of %1 usable, %2 weights</source>
        <translation>of %1 usable, %2 weights</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>feed plan %1 of %2 nominal</source>
        <translation>feed plan %1 of %2 nominal</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Tokens/s per conversation</translation>
    </message>
    <message>
        <source>%1 in memory (%2)</source>
        <translation>%1 in memory (%2)</translation>
    </message>
    <message>
        <source>Conversations served at %1 tokens</source>
        <translation>Conversations served at %1 tokens</translation>
    </message>
    <message>
        <source>In memory: %1</source>
        <translation>In memory: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1 served; limit: %2; target %3; first token %4 ms (95th percentile %5 ms)</source>
        <translation>%1 served; limit: %2; target %3; first token %4 ms (95th percentile %5 ms)</translation>
    </message>
    <message numerus="yes">
        <source>; speculative decoding: %n draft token(s)</source>
        <translation>
            <numerusform>; speculative decoding: %n draft token</numerusform>
            <numerusform>; speculative decoding: %n draft tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Targets:</translation>
    </message>
    <message>
        <source>Conversations served: %1.</source>
        <translation>Conversations served: %1.</translation>
    </message>
    <message>
        <source>; %1 margin %2 %</source>
        <translation>; %1 margin %2 %</translation>
    </message>
    <message numerus="yes">
        <source>%n decode copies × %1</source>
        <translation>
            <numerusform>%n decode copy × %1</numerusform>
            <numerusform>%n decode copies × %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>llmconf::ImportDialog</name>
    <message>
        <source>Folder of a Hugging Face checkpoint</source>
        <translation>Folder of a Hugging Face checkpoint</translation>
    </message>
    <message>
        <source>Enter the weights in GB as a number above zero.</source>
        <translation>Enter the weights in GB as a number above zero.</translation>
    </message>
    <message>
        <source>The checkpoint needs an id.</source>
        <translation>The checkpoint needs an id.</translation>
    </message>
    <message>
        <source>Nothing imported yet: choose a folder.</source>
        <translation>Nothing imported yet: choose a folder.</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>estimated</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>entered</translation>
    </message>
    <message>
        <source>read</source>
        <translation>read</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Cache per token (16-bit)</source>
        <translation>Cache per token (16-bit)</translation>
    </message>
    <message>
        <source>Linear-attention state per conversation</source>
        <translation>Linear-attention state per conversation</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Weight format</translation>
    </message>
    <message>
        <source>A checkpoint with this id is already in the catalogue; importing replaces it for this user.</source>
        <translation>A checkpoint with this id is already in the catalogue; importing replaces it for this user.</translation>
    </message>
    <message>
        <source>Import checkpoint from Hugging Face files</source>
        <translation>Import checkpoint from Hugging Face files</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Folder:</translation>
    </message>
    <message>
        <source>config.json and the .safetensors files</source>
        <translation>config.json and the .safetensors files</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>Derived checkpoint</source>
        <translation>Derived checkpoint</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Missing in the files</source>
        <translation>Missing in the files</translation>
    </message>
    <message>
        <source>%1
Enter the values from the model card and read the files again.</source>
        <translation>%1
Enter the values from the model card and read the files again.</translation>
    </message>
    <message>
        <source>Read again with these values</source>
        <translation>Read again with these values</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Weights (GB)</source>
        <translation>Weights (GB)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>llmconf::MainWindow</name>
    <message>
        <source>Imported %1: it is now in the checkpoint list.</source>
        <translation>Imported %1: it is now in the checkpoint list.</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Import model</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Import model...</source>
        <translation>&amp;Import model...</translation>
    </message>
    <message>
        <source>Add a checkpoint from its config.json and safetensors files</source>
        <translation>Add a checkpoint from its config.json and safetensors files</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Plan from a target...</source>
        <translation>&amp;Plan from a target...</translation>
    </message>
    <message>
        <source>Find the builds that serve a number of conversations at a context</source>
        <translation>Find the builds that serve a number of conversations at a context</translation>
    </message>
    <message>
        <source>&amp;Calibrate with a vLLM log...</source>
        <translation>&amp;Calibrate with a vLLM log...</translation>
    </message>
    <message>
        <source>Compare the prediction with a real vLLM start-up log</source>
        <translation>Compare the prediction with a real vLLM start-up log</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Delete selected</source>
        <translation>&amp;Delete selected</translation>
    </message>
    <message>
        <source>Select &amp;all cards</source>
        <translation>Select &amp;all cards</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Add %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Go to the server &amp;canvas</source>
        <translation>Go to the server &amp;canvas</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Untitled build</source>
        <translation>Untitled build</translation>
    </message>
    <message>
        <source>%1[*] — LLM Server Configurator</source>
        <translation>%1[*] — LLM Server Configurator</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Cannot open the build</source>
        <translation>Cannot open the build</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Cannot save the build</source>
        <translation>Cannot save the build</translation>
    </message>
    <message>
        <source>Open build</source>
        <translation>Open build</translation>
    </message>
    <message>
        <source>Build files (*.json);;All files (*)</source>
        <translation>Build files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Save build as</source>
        <translation>Save build as</translation>
    </message>
    <message>
        <source>Build files (*.json)</source>
        <translation>Build files (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The build has changes that are not saved. Save them?</source>
        <translation>The build has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Configuration sheet written to %1</source>
        <translation>Configuration sheet written to %1</translation>
    </message>
    <message>
        <source>&amp;Export configuration sheet...</source>
        <translation>&amp;Export configuration sheet...</translation>
    </message>
    <message>
        <source>C&amp;ompare builds...</source>
        <translation>C&amp;ompare builds...</translation>
    </message>
    <message>
        <source>Put two to four builds side by side</source>
        <translation>Put two to four builds side by side</translation>
    </message>
    <message>
        <source>Only files can be dropped here: a build file (.json), or a model&apos;s folder or config.json to import.</source>
        <translation>Only files can be dropped here: a build file (.json), or a model&apos;s folder or config.json to import.</translation>
    </message>
    <message>
        <source>%1 is neither a build file (.json) nor a model&apos;s folder or config.json: nothing opened.</source>
        <translation>%1 is neither a build file (.json) nor a model&apos;s folder or config.json: nothing opened.</translation>
    </message>
    <message>
        <source>Added card %1: it is now in the hardware list.</source>
        <translation>Added card %1: it is now in the hardware list.</translation>
    </message>
    <message>
        <source>Add &amp;card...</source>
        <translation>Add &amp;card...</translation>
    </message>
    <message>
        <source>Add a card of your own: memory, bandwidth, power limits</source>
        <translation>Add a card of your own: memory, bandwidth, power limits</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>&amp;Price list...</source>
        <translation>&amp;Price list...</translation>
    </message>
    <message>
        <source>Read your prices (JSON) over the built-in indicative ones</source>
        <translation>Read your prices (JSON) over the built-in indicative ones</translation>
    </message>
    <message>
        <source>The unsaved build could not be kept: %1</source>
        <translation>The unsaved build could not be kept: %1</translation>
    </message>
    <message>
        <source>About LLM Server Configurator</source>
        <translation>About LLM Server Configurator</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About LLM Server Configurator</source>
        <translation>&amp;About LLM Server Configurator</translation>
    </message>
    <message>
        <source>Unsaved build</source>
        <translation>Unsaved build</translation>
    </message>
    <message>
        <source>The unsaved build of the last session cannot be restored: %1</source>
        <translation>The unsaved build of the last session cannot be restored: %1</translation>
    </message>
    <message>
        <source>Restored the unsaved build of the last session</source>
        <translation>Restored the unsaved build of the last session</translation>
    </message>
    <message>
        <source>The last session ended with unsaved edits to &quot;%1&quot; (kept %2). Restore them?</source>
        <translation>The last session ended with unsaved edits to &quot;%1&quot; (kept %2). Restore them?</translation>
    </message>
    <message>
        <source>The user catalogue was moved aside to %1. Kept: %2, %3.</source>
        <translation>The user catalogue was moved aside to %1. Kept: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n checkpoint</numerusform>
            <numerusform>%n checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Left out: %1</translation>
    </message>
    <message>
        <source>Repair user catalogue</source>
        <translation>Repair user catalogue</translation>
    </message>
    <message>
        <source>Repair &amp;user catalogue...</source>
        <translation>Repair &amp;user catalogue...</translation>
    </message>
    <message>
        <source>Move a damaged user catalogue aside and keep every entry that reads</source>
        <translation>Move a damaged user catalogue aside and keep every entry that reads</translation>
    </message>
    <message>
        <source>It is kept as %1.</source>
        <translation>It is kept as %1.</translation>
    </message>
    <message>
        <source>Sheet &amp;details...</source>
        <translation>Sheet &amp;details...</translation>
    </message>
    <message>
        <source>Customer, project, author and date the configuration sheet names</source>
        <translation>Customer, project, author and date the configuration sheet names</translation>
    </message>
    <message>
        <source>Write the three-page PDF for the customer</source>
        <translation>Write the three-page PDF for the customer</translation>
    </message>
    <message>
        <source>Select a card in the hardware list first.</source>
        <translation>Select a card in the hardware list first.</translation>
    </message>
    <message>
        <source>&amp;Fill free slots with the selected card</source>
        <translation>&amp;Fill free slots with the selected card</translation>
    </message>
    <message>
        <source>Every free slot of every server takes the card selected in the hardware list</source>
        <translation>Every free slot of every server takes the card selected in the hardware list</translation>
    </message>
    <message>
        <source>Drag cards from the hardware list into free slots, or select one and press Enter or double-click it: it goes into the next free slot. Drag cards between slots, or out of the canvas to remove them; right-click a server to fill it. Delete removes the selection, Ctrl+Z undoes.</source>
        <translation>Drag cards from the hardware list into free slots, or select one and press Enter or double-click it: it goes into the next free slot. Drag cards between slots, or out of the canvas to remove them; right-click a server to fill it. Delete removes the selection, Ctrl+Z undoes.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n problem(s):</source>
        <translation>
            <numerusform>%1 has %n problem:</numerusform>
            <numerusform>%1 has %n problems:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not compute on these cards: %2 instead (Ctrl+Z keeps %1).</source>
        <translation>%1 does not compute on these cards: %2 instead (Ctrl+Z keeps %1).</translation>
    </message>
    <message>
        <source>Further &amp;models...</source>
        <translation>Further &amp;models...</translation>
    </message>
    <message>
        <source>Models served on the same cards, each with its share of every card</source>
        <translation>Models served on the same cards, each with its share of every card</translation>
    </message>
</context>
<context>
    <name>llmconf::MemoryChart</name>
    <message>
        <source>Memory per card</source>
        <translation>Memory per card</translation>
    </message>
    <message>
        <source>Memory per card: %1</source>
        <translation>Memory per card: %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Usable</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>One conversation&apos;s cache does not fit: weights and its cache need %1 GiB per card, %2 GiB more than the %3 GiB usable.</source>
        <translation>One conversation&apos;s cache does not fit: weights and its cache need %1 GiB per card, %2 GiB more than the %3 GiB usable.</translation>
    </message>
    <message>
        <source>The weights do not fit: %1 GiB per card, %2 GiB more than the %3 GiB usable.</source>
        <translation>The weights do not fit: %1 GiB per card, %2 GiB more than the %3 GiB usable.</translation>
    </message>
    <message>
        <source>Model %1: %2</source>
        <translation>Model %1: %2</translation>
    </message>
    <message>
        <source>Usable memory of a prefill card (%1): %2 GiB</source>
        <translation>Usable memory of a prefill card (%1): %2 GiB</translation>
    </message>
    <message>
        <source>Usable memory of a decode card (%1): %2 GiB</source>
        <translation>Usable memory of a decode card (%1): %2 GiB</translation>
    </message>
    <message>
        <source>Usable memory of a card (%1): %2 GiB</source>
        <translation>Usable memory of a card (%1): %2 GiB</translation>
    </message>
</context>
<context>
    <name>llmconf::NewBuildDialog</name>
    <message>
        <source>New build</source>
        <translation>New build</translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation>&amp;Start from</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Card</translation>
    </message>
    <message>
        <source>&amp;Number of cards</source>
        <translation>&amp;Number of cards</translation>
    </message>
    <message>
        <source>C&amp;hassis</source>
        <translation>C&amp;hassis</translation>
    </message>
    <message>
        <source>Empty servers with these cards</source>
        <translation>Empty servers with these cards</translation>
    </message>
    <message>
        <source>The servers&apos; chassis; as many servers as the cards need</source>
        <translation>The servers&apos; chassis; as many servers as the cards need</translation>
    </message>
    <message>
        <source>Opens %1.</source>
        <translation>Opens %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) with %1 × %2.</source>
        <translation>
            <numerusform>%n server with %1 × %2.</numerusform>
            <numerusform>%n servers with %1 × %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>llmconf::PlannerDialog</name>
    <message>
        <source>Tick at least one card.</source>
        <translation>Tick at least one card.</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16-bit</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>within plan</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>over plan</translation>
    </message>
    <message>
        <source>No build of the catalogue serves this target within these limits.</source>
        <translation>No build of the catalogue serves this target within these limits.</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cards, servers and wall power.</source>
        <translation>
            <numerusform>%n build, ranked by cards, servers and wall power.</numerusform>
            <numerusform>%n builds, ranked by cards, servers and wall power.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) of %1 on %2 left out: %3</source>
        <translation>
            <numerusform>%n build of %1 on %2 left out: %3</numerusform>
            <numerusform>%n builds of %1 on %2 left out: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan from a target</source>
        <translation>Plan from a target</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>C&amp;onversations:</source>
        <translation>C&amp;onversations:</translation>
    </message>
    <message>
        <source>Con&amp;text:</source>
        <translation>Con&amp;text:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cards:</translation>
    </message>
    <message>
        <source>Server sizes:</source>
        <translation>Server sizes:</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 cards</translation>
    </message>
    <message>
        <source>8 cards</source>
        <translation>8 cards</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV cache:</translation>
    </message>
    <message>
        <source>&amp;Feed:</source>
        <translation>&amp;Feed:</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>At most:</translation>
    </message>
    <message>
        <source> servers</source>
        <translation> servers</translation>
    </message>
    <message>
        <source>Hold to the sources&apos; terms</source>
        <translation>Hold to the sources&apos; terms</translation>
    </message>
    <message>
        <source>1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards: the terms the source documents sized by hand.</source>
        <translation>1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards: the terms the source documents sized by hand.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Spare</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Wall power</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>&amp;Open as current build</source>
        <translation>Open as current &amp;build</translation>
    </message>
    <message>
        <source>Send to &amp;comparison</source>
        <translation>Send to &amp;comparison</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n checkpoint</numerusform>
            <numerusform>%n checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %n build(s) so far.</source>
        <translation>
            <numerusform>Searching: %n build so far.</numerusform>
            <numerusform>Searching: %n builds so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tokens per second each conversation gets while all %n decode (prompt %1, answer %2 tokens)</source>
        <translation>
            <numerusform>Tokens per second the conversation gets while it decodes (prompt %1, answer %2 tokens)</numerusform>
            <numerusform>Tokens per second each conversation gets while all %n decode (prompt %1, answer %2 tokens)</numerusform>
        </translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>No price for %1</source>
        <translation>No price for %1</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cost per million output tokens; builds without a known price come last.</source>
        <translation>
            <numerusform>%n build, ranked by cost per million output tokens; builds without a known price come last.</numerusform>
            <numerusform>%n builds, ranked by cost per million output tokens; builds without a known price come last.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Speed target:</source>
        <translation>&amp;Speed target:</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Tokens per second each conversation must get while all of them decode; none: any speed.</source>
        <translation>Tokens per second each conversation must get while all of them decode; none: any speed.</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Answer:</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>&amp;Rank by:</translation>
    </message>
    <message>
        <source>Size: cards, servers, wall power</source>
        <translation>Size: cards, servers, wall power</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Cost per million output tokens</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Tokens/s each</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Per 1M tokens</translation>
    </message>
    <message>
        <source>Every build of %1 on %2 left out: %3</source>
        <translation>Every build of %1 on %2 left out: %3</translation>
    </message>
    <message>
        <source>%1 served (limit: %2), %3 in memory; verdict: %4</source>
        <translation>%1 served (limit: %2), %3 in memory; verdict: %4</translation>
    </message>
    <message numerus="yes">
        <source>Search stopped: %n build(s) found so far.</source>
        <translation>
            <numerusform>Search stopped: %n build found so far.</numerusform>
            <numerusform>Search stopped: %n builds found so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase price of the parts at the price list&apos;s prices</source>
        <translation>Purchase price of the parts at the price list&apos;s prices</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>O&amp;ur cards</source>
        <translation>O&amp;ur cards</translation>
    </message>
    <message>
        <source>The cards the supplier sells</source>
        <translation>The cards the supplier sells</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>A&amp;ll</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;None</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>%1 / %2 ms</source>
        <translation>%1 / %2 ms</translation>
    </message>
    <message>
        <source>Time to first token, median / 95th percentile, with all the target&apos;s conversations served</source>
        <translation>Time to first token, median / 95th percentile, with all the target&apos;s conversations served</translation>
    </message>
    <message>
        <source>%1 (%2 % margin)</source>
        <translation>%1 (%2 % margin)</translation>
    </message>
    <message>
        <source>First &amp;token within:</source>
        <translation>F&amp;irst token within:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The median time to first token each conversation must get at the target&apos;s load; none: any.</source>
        <translation>The median time to first token each conversation must get at the target&apos;s load; none: any.</translation>
    </message>
    <message>
        <source>First token, &amp;95th percentile:</source>
        <translation>First token, &amp;95th percentile:</translation>
    </message>
    <message>
        <source>The time to first token 95 of 100 conversations get within; none: any.</source>
        <translation>The time to first token 95 of 100 conversations get within; none: any.</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>First token</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>Binds</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by purchase price; builds without a known price come last, by size.</source>
        <translation>
            <numerusform>%n build, ranked by purchase price; builds without a known price come last, by size.</numerusform>
            <numerusform>%n builds, ranked by purchase price; builds without a known price come last, by size.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Purchase price</translation>
    </message>
    <message>
        <source>Tolerate one server down</source>
        <translation>Tolerate one server down</translation>
    </message>
    <message>
        <source>Only builds that still serve all the conversations, at every target set, with their worst server out of service (N+1). A build on a single server cannot.</source>
        <translation>Only builds that still serve all the conversations, at every target set, with their worst server out of service (N+1). A build on a single server cannot.</translation>
    </message>
</context>
<context>
    <name>llmconf::PowerChart</name>
    <message>
        <source>Wall power vs feed</source>
        <translation>Wall power vs feed</translation>
    </message>
    <message>
        <source>Wall power: %1</source>
        <translation>Wall power: %1</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Feed plan</source>
        <translation>Feed plan</translation>
    </message>
    <message>
        <source>Feed max</source>
        <translation>Feed max</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
</context>
<context>
    <name>llmconf::PriceListDialog</name>
    <message>
        <source>Price list</source>
        <translation>Price list</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Prices in another currency than %1 are converted at the cited reference rate. OK keeps the rows that differ from the built-in list beside your catalogue and in this build; undo restores both.</source>
        <translation>Prices in another currency than %1 are converted at the cited reference rate. OK keeps the rows that differ from the built-in list beside your catalogue and in this build; undo restores both.</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Add row</translation>
    </message>
    <message>
        <source>Remove rows</source>
        <translation>Remove rows</translation>
    </message>
    <message>
        <source>Import...</source>
        <translation>Import...</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Export...</translation>
    </message>
    <message>
        <source>part</source>
        <translation>part</translation>
    </message>
    <message>
        <source>price</source>
        <translation>price</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>currency</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>Row %1, %2: %3</translation>
    </message>
    <message>
        <source>give the id of a part, such as &quot;rtx-pro-6000-se&quot;</source>
        <translation>give the id of a part, such as &quot;rtx-pro-6000-se&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a price already</source>
        <translation>&quot;%1&quot; has a price already</translation>
    </message>
    <message>
        <source>give a number from 0 to 1000000000</source>
        <translation>give a number from 0 to 1000000000</translation>
    </message>
    <message>
        <source>give a currency code such as EUR or USD</source>
        <translation>give a currency code such as EUR or USD</translation>
    </message>
    <message>
        <source>say where the price comes from</source>
        <translation>say where the price comes from</translation>
    </message>
    <message>
        <source>give a date such as 2026-11-30</source>
        <translation>give a date such as 2026-11-30</translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation>Import price list</translation>
    </message>
    <message>
        <source>Price lists (*.json)</source>
        <translation>Price lists (*.json)</translation>
    </message>
    <message>
        <source>Export price list</source>
        <translation>Export price list</translation>
    </message>
</context>
<context>
    <name>llmconf::ServerCanvas</name>
    <message>
        <source>Server canvas</source>
        <translation>Server canvas</translation>
    </message>
    <message>
        <source>Only cards can be dropped onto a server.</source>
        <translation>Only cards can be dropped onto a server.</translation>
    </message>
    <message>
        <source>Add a server from the palette first, then drop cards into it.</source>
        <translation>Add a server from the palette first, then drop cards into it.</translation>
    </message>
    <message>
        <source>Drop the card onto a GPU slot of a server.</source>
        <translation>Drop the card onto a GPU slot of a server.</translation>
    </message>
    <message>
        <source>The card is already in this slot.</source>
        <translation>The card is already in this slot.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n server(s)</source>
        <translation>
            <numerusform>Remove %n server</numerusform>
            <numerusform>Remove %n servers</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Remove selected</translation>
    </message>
    <message>
        <source>Remove servers</source>
        <translation>Remove servers</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n server(s) with %1 card(s)? Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>Remove %n server with %1 card(s)? Ctrl+Z brings it back.</numerusform>
            <numerusform>Remove %n servers with %1 card(s)? Ctrl+Z brings them back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Do not ask again</translation>
    </message>
    <message numerus="yes">
        <source>Placed %n × %1.</source>
        <translation>
            <numerusform>Placed %n × %1.</numerusform>
            <numerusform>Placed %n × %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fill every server with</source>
        <translation>&amp;Fill every server with</translation>
    </message>
    <message>
        <source>&amp;Fill server %1 with</source>
        <translation>&amp;Fill server %1 with</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>llmconf::SheetDetailsDialog</name>
    <message>
        <source>Sheet details</source>
        <translation>Sheet details</translation>
    </message>
    <message>
        <source>from the build when empty</source>
        <translation>from the build when empty</translation>
    </message>
    <message>
        <source>e.g. Muster GmbH</source>
        <translation>e.g. Muster GmbH</translation>
    </message>
    <message>
        <source>e.g. customer service chat</source>
        <translation>e.g. customer service chat</translation>
    </message>
    <message>
        <source>who prepares the sheet</source>
        <translation>who prepares the sheet</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Customer:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Project:</translation>
    </message>
    <message>
        <source>Prepared &amp;by:</source>
        <translation>Prepared &amp;by:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>Edit sheet details</source>
        <translation>Edit sheet details</translation>
    </message>
</context>
<context>
    <name>llmconf::SpeedChart</name>
    <message>
        <source>Speed vs conversations</source>
        <translation>Speed vs conversations</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Speed: %1</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Tokens/s each</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>Memory limit</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Speed target</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Concurrent conversations</source>
        <translation>Concurrent conversations</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>No display found. To see the window, run: xvfb-run -a %1, or start it on a desktop.</source>
        <translation>No display found. To see the window, run: xvfb-run -a %1, or start it on a desktop.</translation>
    </message>
    <message>
        <source>User catalogue</source>
        <translation>User catalogue</translation>
    </message>
    <message>
        <source>Imported models are not available: %1</source>
        <translation>Imported models are not available: %1</translation>
    </message>
</context>
</TS>
