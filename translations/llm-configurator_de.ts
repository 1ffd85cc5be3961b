<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdviceItem</name>
    <message>
        <source>Blocker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildAdvisor</name>
    <message>
        <source>TP%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x PP%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with DCP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copies of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 computes in NVFP4, but the %2 (compute capability %3) has no FP4 arithmetic; NVFP4 needs compute capability %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 conversations on this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other checkpoint of %1 fits this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 lists only per-tensor FP8 on the %3, while %4 uses block-scaled FP8: serve it with an engine that runs block scales on this card, such as vLLM or SGLang.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 issue %2 (&quot;%3&quot;) for %4 on the %5, opened on %6, was still %7 on %8, with reports of unstable MTP drafts: test with and without MTP speculative decoding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve it with %1 %2 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve %1 on the %2 with %3 %4 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCP %1 on the %2: %3&apos;s %4 backend for compute capability %5 does not declare decode context parallelism; plan pipeline stages instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 conversations without DCP; %3 counts %4 with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s recipe says compute capability %2 does not store an FP8 cache for %3; %1 %4 added that path. Pin %1 %4 or later, or count the 16-bit cache: %5 conversations instead of %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the 16-bit cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published commands for NVFP4 checkpoints select TensorRT-LLM attention for GB200; %1&apos;s %2 kernels need compute capability %3 and the %4 has %5: read in the start-up log which backend %1 chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP%1 on the %2 sends every layer&apos;s all-reduce over PCIe between NVLink domains: the bridges join at most %3 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps each TP group in one domain and holds %2 conversations, against %3 with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP%1 spans servers of %2 cards: every layer&apos;s all-reduce crosses the network. Keep each TP group inside one server and split across servers by pipeline stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 conversations, against %3 with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP%1 over %2 cards without NVLink: %3 disables its custom all-reduce on more than %4 such GPUs and falls back to %5; %3 %6 added an opt-in %7. For more users run more copies rather than a wider TP group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps its latent cache in full on every card of a TP group: %2 hold %3 conversations, against %4 with %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n %1 card(s) needs the 600 W GPU power cable; on a 450 W cable it does not boot.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Server %1 draws %2 at the wall, above the %3 planned on its %4 feed: plan 32 A or three-phase, or cap the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per card: %2, within the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per card: %2, still above the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap the cards at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a %1 feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan at least %1 of host memory per server, twice its %2 of GPU memory: for example %3 x %4 DIMMs, %5 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1 needs at least %2 of host memory, twice its %3 of GPU memory, but its chassis holds at most %4 (%5 x %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes under the %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildAssembler</name>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards: a build needs 1 to 4,096.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 servers for %2 cards: each server needs at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards do not spread evenly over %2 servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chassis of the catalogue holds %1 %2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has no feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GLM-5.3-Flash on four RTX PRO 6000 Server Edition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildFile</name>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is newer than this program reads (%2); update the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date such as &quot;2026-11-29&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot; or &quot;fp8&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;conservative&quot;, &quot;published&quot; or &quot;config&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names the model &quot;%1&quot;, but the entry carries &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildOptions</name>
    <message>
        <source>Card type and count of the whole build, e.g. h200-nvl:8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers the cards are spread over (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint id, e.g. zai-org/GLM-5.3-FP8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode-context-parallel size (divides TP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallelism on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent copies (default: cards / (TP x PP)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache dtype: bf16 or fp8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conservative, published or config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit per card in watts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU type and count per server, e.g. epyc-9355:2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed id, e.g. 230V16A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further checkpoints stored on the servers, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory utilisation (0 to 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime reserve per card in GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one build file expected, got %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cache-basis: expected conservative, published or config, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildPlanner</name>
    <message>
        <source>Unknown model &quot;%1&quot;; the catalogue has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has no checkpoint of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conversations: the target needs at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A context of %1 tokens is outside 1 to %2, the context of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server size of %1 cards: a server holds at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards per server: a server holds at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown feed &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 servers: expected 1 to 64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n conversation(s) of %2 tokens</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CalibrateCommand</name>
    <message>
        <source>calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]   prediction against a vLLM start-up log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares a build with the memory lines of a vLLM start-up log and offers the reserve per card that makes them agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM start-up log (text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build file (JSON); without it the reference build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the build with the agreeing reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a log file and at most one build file expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--write: the log has no &quot;Available KV cache memory&quot; line to calibrate with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache size in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency at %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reserve of %1 per card (now %2) makes prediction and measurement agree.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>%1: not used by the layout (TP × PP × copies is fewer cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Copy %2, pipeline stage %3, TP rank %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy %1
Stage %2/%3
TP %4/%5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPlacement</name>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no server %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1 has an unknown chassis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no slot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 does not hold a %2: its slots take another form factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot %1 of server %2 already holds a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot %1 of server %2 holds no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Server %1 has no room for %n card(s) from slot %2 on.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogueCommand</name>
    <message>
        <source>catalogue [--json]                         cards, CPUs, chassis, feeds, checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the catalogue: cards, CPUs, chassis, feeds, checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogueReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;pcie-dual-slot&quot;, &quot;sxm&quot; or &quot;integrated&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot;, &quot;fp8-block&quot; or &quot;nvfp4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a compute capability such as &quot;12.0&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly one of &quot;memoryReported&quot; and &quot;usableBudget&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power limits must be listed highest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;gqa&quot; or &quot;mla&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;fp8-with-scale&quot; or &quot;cache-dtype&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 linear and %2 attention layers are more than the %3 of num_hidden_layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;float32&quot; or &quot;bfloat16&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown licence &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot; or &quot;fp8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckpointImporter</name>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of the families this program knows; read as grouped-query attention from its fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no architectures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear_value_head_dim %1 differs from linear_key_head_dim %2; the state is counted as %2 x %2 per head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gated-delta-net state counted in %1 without the short convolution state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) lacks %3; enter them to import it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layer and head counts do not describe a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json of %1, imported from local files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.safetensors.index.json or the .safetensors files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated: %1 parameters in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each command takes --help for its options and --lang de|en for the language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: expected de or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: expected de or en, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluateCommand</name>
    <message>
        <source>evaluate [BUILD.json] [options] [--json]   figures of one build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluates a build: memory per card, conversations, power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build file (JSON); without it the reference build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving commands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureFormulas</name>
    <message>
        <source>%1 usable per card: the fixed budget of the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 - %3 = %4 usable per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / (TP %2 x PP %3) = %4 of weights per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 usable - %2 weights = %3 free per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per token (whole model) x %2 tokens; %3 per conversation per card by config arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 by the published planning figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; counted with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights (%1 per card) do not fit the %2 usable per card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free / %2 per conversation = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 per copy x %n copies = %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 cards + %2 CPUs) x %3 = %4 at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 planned of %2 nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at the wall is within the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at the wall is over the %2: needs 32 A, three-phase or a power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unified memory: no separate host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 cards x %3 = %4 host memory at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 for the checkpoints kept (%n checkpoint(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>TP %1 x PP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, DCP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published planning figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache per conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>import DIR [--json] [--id ID] [--set FIELD=VALUE] [--save]   checkpoint from local Hugging Face files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derives a checkpoint from config.json, hf_quant_config.json and the safetensors index or files of a local folder. Nothing is downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder with config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint id (default: from the folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A config.json field the files lack, e.g. index_head_dim=128, or weightsBytes=N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store it in the user&apos;s catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one folder expected, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set: expected FIELD=NUMBER such as index_head_dim=128, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cache per token (16-bit): %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  fixed state per conversation: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  weights: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonCursor</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a size such as &quot;95.6 GiB&quot; or &quot;756 GB&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a power such as &quot;600 W&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a voltage such as &quot;230 V&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a current such as &quot;16 A&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a bandwidth such as &quot;1597 GB/s&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutOptions</name>
    <message>
        <source>TP, PP, DCP and copies must each be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP %1 is more than the model&apos;s %2 layers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionReader</name>
    <message>
        <source>--%1: expected a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: expected a number from %2 to %3, got &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: expected ID:COUNT such as rtx-pro-6000-se:4, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>plan --model M --conversations N --context T [options] [--json]   builds for a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans backwards from a target: every build the catalogue allows that serves the conversations at the context, ranked by cards, servers and wall power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model family, e.g. GLM-5.3: every checkpoint of it is searched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent conversations to serve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per conversation (default: the reference context).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed cards, comma-separated (default: every card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed server sizes in cards, comma-separated: 4, 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache dtype: bf16 or fp8 (default: both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed id of every server, e.g. 230V16A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many servers (default 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the search to the sources&apos; terms: 1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model: the model to plan for is missing, e.g. GLM-5.3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--conversations: the number of conversations is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cards: unknown card &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server-size: expected cards per server such as 4 or 8, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--feed: unknown feed &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) of %2 tokens</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No build of the catalogue serves this target within the constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cards, servers and wall power:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out: %n build(s) with a blocker</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) of %1 on %2: %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerItem</name>
    <message>
        <source>Server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · PCIe only, no NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1
empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SizingEngine</name>
    <message>
        <source>The build has no server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: unknown chassis &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: %2 slots listed, but the %3 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1, slot %2: unknown card &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1, slot %2: the %3 does not hold a %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but %4 holds a %5: one build sizes one card type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1, slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: unknown CPU &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: %2 CPUs, but the %3 has %4 sockets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: unknown feed &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: a power cap of %2 W is negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server %1: a power cap of %2 W is outside the %3&apos;s %4 to %5 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build has no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint %1 names an unknown model &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot; among the checkpoints kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1, PP %2, DCP %3 and copies %4 must each be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP %1 is more than the %2 layers of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A context of %1 tokens is outside 1 to %2, the context of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A memory utilisation of %1 is outside 0 to 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A runtime reserve of %1 GiB per card is outside 0 to the %2 GiB the utilisation leaves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoftwareCatalogueReader</name>
    <message>
        <source>expected a date such as &quot;2026-10-24&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected compute capabilities such as &quot;12.x&quot;, &quot;9.0&quot; or &quot;any&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot;, &quot;fp8-block&quot; or &quot;nvfp4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown engine &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an engine id must be present and unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupLogReader</name>
    <message>
        <source>no vLLM start-up line found: expected &quot;Model loading took X GiB&quot;, &quot;Available KV cache memory: Y GiB&quot;, &quot;GPU KV cache size: N tokens&quot; or &quot;Maximum concurrency for T tokens per request: Cx&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <source>Add server</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Remove server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set layout TP %1 x PP %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserCatalogue</name>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::AdvicePanel</name>
    <message>
        <source>Serving commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the vLLM command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the SGLang command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No advice for this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::BuildPanel</name>
    <message>
        <source>Set KV cache dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set cache basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set CPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context and cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;DCP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;opies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expert parallelism (EP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conte&amp;xt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache &amp;basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power &amp;cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;PU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs per &amp;server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets or any token count: 32K, 200000, 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards do not divide into this split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not possible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>TP %1 × PP %2 × %n copies, DCP %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not offered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set context to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit (BF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger of the two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 (%3); licence: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place cards to choose a layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 cards allow %n layout(s): TP × PP × copies = %1, DCP divides TP, PP at most the model&apos;s layers. Greyed values say why on hover.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>None (highest limit)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::CalibrationDialog</name>
    <message>
        <source>vLLM start-up log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pasted log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply calibrated reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency at %1 tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the lines vLLM prints at start, or open its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reserve of %1 per card (now %2) makes the prediction agree with the measurement; vLLM keeps %3 per card beyond the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log has no &quot;Available KV cache memory&quot; line: the reserve cannot be calibrated from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate against a vLLM start-up log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the start-up log of vLLM on the delivered server (the lines &quot;Model loading took&quot;, &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot; and &quot;Maximum concurrency&quot;), or open the log file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INFO ... Available KV cache memory: 35.35 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open log...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache size in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::ConversationsChart</name>
    <message>
        <source>Conversations vs context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context (tokens, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::HardwarePalette</name>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card into a free slot, or press Enter to place it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 %3, %4 GB/s, compute capability %5, %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink groups of up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe only, no NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double click: fit this CPU to every server</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cores</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double click: add this server to the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no server; add one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free slot takes the card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set CPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::HeadlineFigures</name>
    <message>
        <source>The build cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) per copy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>one copy, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n copies × %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Conversations at %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 usable, %2 weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed plan %1 of %2 nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights do not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversations fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no conversation fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed overloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::ImportDialog</name>
    <message>
        <source>Folder of a Hugging Face checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the weights in GB as a number above zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checkpoint needs an id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing imported yet: choose a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache per token (16-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear-attention state per conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A checkpoint with this id is already in the catalogue; importing replaces it for this user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import checkpoint from Hugging Face files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json and the .safetensors files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing in the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Enter the values from the model card and read the files again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read again with these values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights (GB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::MainWindow</name>
    <message>
        <source>Imported %1: it is now in the checkpoint list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import model...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a checkpoint from its config.json and safetensors files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plan from a target...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the builds that serve a number of conversations at a context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate with a vLLM log...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the prediction with a real vLLM start-up log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;all cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the server &amp;canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards from the hardware list into free slots; drag them between slots, or out of the canvas to remove them. Delete removes the selection, Ctrl+Z undoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — LLM Server Configurator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save build as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::MemoryChart</name>
    <message>
        <source>Memory per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::PlannerDialog</name>
    <message>
        <source>Tick at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No build of the catalogue serves this target within these limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cards, servers and wall power.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) of %1 on %2 left out: %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open planned build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan from a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onversations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Con&amp;text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server sizes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Feed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold to the sources&apos; terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards: the terms the source documents sized by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open as current build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to &amp;comparison</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::PowerChart</name>
    <message>
        <source>Wall power vs feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall power: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>llmconf::ServerCanvas</name>
    <message>
        <source>Server canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cards can be dropped onto a server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a server from the palette first, then drop cards into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card onto a GPU slot of a server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card is already in this slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n server(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>No display found. To see the window, run: xvfb-run -a %1, or start it on a desktop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported models are not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
