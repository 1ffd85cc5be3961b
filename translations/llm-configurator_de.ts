<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdviceItem</name>
    <message>
        <source>Blocker</source>
        <translation>Ausschluss</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
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
        <translation>kann nicht nach %1 verschoben werden; sie bleibt, wo sie ist</translation>
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
        <translation>%1 mit DCP %2</translation>
    </message>
    <message>
        <source>%1 copies of %2</source>
        <translation>%1 Kopien von %2</translation>
    </message>
    <message>
        <source>%1 computes in NVFP4, but the %2 (compute capability %3) has no FP4 arithmetic; NVFP4 needs compute capability %4.</source>
        <translation>%1 rechnet in NVFP4, aber die %2 (Compute Capability %3) hat keine FP4-Arithmetik; NVFP4 braucht Compute Capability %4.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 holds %2 conversations on this build.</source>
        <translation>Mit dieser Konfiguration fasst %1 %2 Gespräche.</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>No other checkpoint of %1 fits this build.</source>
        <translation>Kein anderer Checkpoint von %1 passt auf diese Konfiguration.</translation>
    </message>
    <message>
        <source>%1 %2 lists only per-tensor FP8 on the %3, while %4 uses block-scaled FP8: serve it with an engine that runs block scales on this card, such as vLLM or SGLang.</source>
        <translation>%1 %2 führt auf der %3 nur FP8 mit Skalierung je Tensor, %4 nutzt aber FP8 mit Blockskalierung: Betreiben Sie den Checkpoint mit einer Engine, die Blockskalierung auf dieser Karte ausführt, etwa vLLM oder SGLang.</translation>
    </message>
    <message>
        <source>%1 issue %2 (&quot;%3&quot;) for %4 on the %5, opened on %6, was still %7 on %8, with reports of unstable MTP drafts: test with and without MTP speculative decoding.</source>
        <translation>%1-Issue %2 („%3“) zu %4 auf der %5, eröffnet am %6, hatte am %8 noch den Status %7, mit Berichten über instabile MTP-Entwürfe: Testen Sie mit und ohne spekulatives Decoding per MTP.</translation>
    </message>
    <message>
        <source>Serve it with %1 %2 or later.</source>
        <translation>Betreiben Sie das Modell mit %1 %2 oder neuer.</translation>
    </message>
    <message>
        <source>Serve %1 on the %2 with %3 %4 or later.</source>
        <translation>Betreiben Sie %1 auf der %2 mit %3 %4 oder neuer.</translation>
    </message>
    <message>
        <source>DCP %1 on the %2: %3&apos;s %4 backend for compute capability %5 does not declare decode context parallelism; plan pipeline stages instead.</source>
        <translation>DCP %1 auf der %2: Das %4-Backend von %3 für Compute Capability %5 deklariert keinen Decode-Kontext-Parallelismus; planen Sie stattdessen Pipeline-Stufen.</translation>
    </message>
    <message>
        <source>%1 holds %2 conversations without DCP; %3 counts %4 with it.</source>
        <translation>%1 fasst ohne DCP %2 Gespräche; %3 kommt mit DCP auf %4.</translation>
    </message>
    <message>
        <source>%1&apos;s recipe says compute capability %2 does not store an FP8 cache for %3; %1 %4 added that path. Pin %1 %4 or later, or count the 16-bit cache: %5 conversations instead of %6.</source>
        <translation>Laut dem Rezept von %1 speichert Compute Capability %2 für %3 keinen FP8-Cache; %1 %4 hat diesen Pfad ergänzt. Schreiben Sie %1 %4 oder neuer fest, oder rechnen Sie mit 16-Bit-Cache: %5 Gespräche statt %6.</translation>
    </message>
    <message>
        <source>Count the 16-bit cache</source>
        <translation>Mit 16-Bit-Cache rechnen</translation>
    </message>
    <message>
        <source>Published commands for NVFP4 checkpoints select TensorRT-LLM attention for GB200; %1&apos;s %2 kernels need compute capability %3 and the %4 has %5: read in the start-up log which backend %1 chooses.</source>
        <translation>Veröffentlichte Befehle für NVFP4-Checkpoints wählen für GB200 die Attention von TensorRT-LLM; die %2-Kernel von %1 brauchen Compute Capability %3, und die %4 hat %5: Prüfen Sie im Start-Log, welches Backend %1 wählt.</translation>
    </message>
    <message>
        <source>TP%1 on the %2 sends every layer&apos;s all-reduce over PCIe between NVLink domains: the bridges join at most %3 cards.</source>
        <translation>TP%1 auf der %2 schickt das All-Reduce jeder Schicht über PCIe zwischen NVLink-Domänen: Die Brücken verbinden höchstens %3 Karten.</translation>
    </message>
    <message>
        <source>%1 keeps each TP group in one domain and holds %2 conversations, against %3 with %4.</source>
        <translation>%1 hält jede TP-Gruppe in einer Domäne und fasst %2 Gespräche, gegenüber %3 mit %4.</translation>
    </message>
    <message>
        <source>%1 holds %2 conversations, against %3 with %4.</source>
        <translation>%1 fasst %2 Gespräche, gegenüber %3 mit %4.</translation>
    </message>
    <message>
        <source>TP%1 over %2 cards without NVLink: %3 disables its custom all-reduce on more than %4 such GPUs and falls back to %5; %3 %6 added an opt-in %7. For more users run more copies rather than a wider TP group.</source>
        <translation>TP%1 auf der %2 ohne NVLink: %3 schaltet sein eigenes All-Reduce bei mehr als %4 solchen GPUs ab und weicht auf %5 aus; %3 %6 hat ein optionales %7 ergänzt. Betreiben Sie für mehr Nutzer besser mehr Kopien als eine breitere TP-Gruppe.</translation>
    </message>
    <message>
        <source>%1 keeps its latent cache in full on every card of a TP group: %2 hold %3 conversations, against %4 with %5.</source>
        <translation>%1 hält seinen Latent-Cache vollständig auf jeder Karte einer TP-Gruppe: %2 fasst %3 Gespräche, gegenüber %4 mit %5.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n %1 card(s) needs the 600 W GPU power cable; on a 450 W cable it does not boot.</source>
        <translation>
            <numerusform>%n Karte %1 braucht das GPU-Stromkabel für 600 W; an einem Kabel für 450 W startet sie nicht.</numerusform>
            <numerusform>Jede der %n Karten %1 braucht das GPU-Stromkabel für 600 W; an einem Kabel für 450 W startet sie nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Server %1 draws %2 at the wall, above the %3 planned on its %4 feed: plan 32 A or three-phase, or cap the cards.</source>
        <translation>Server %1 zieht %2 an der Steckdose, mehr als die %3, die an seinem Stromanschluss %4 geplant sind: Planen Sie 32 A oder Drehstrom, oder setzen Sie eine Leistungsgrenze für die Karten.</translation>
    </message>
    <message>
        <source>At %1 per card: %2, within the plan.</source>
        <translation>Bei %1 je Karte: %2, im Rahmen der Planung.</translation>
    </message>
    <message>
        <source>At %1 per card: %2, still above the plan.</source>
        <translation>Bei %1 je Karte: %2, weiterhin über der Planung.</translation>
    </message>
    <message>
        <source>Cap the cards at %1</source>
        <translation>Karten auf %1 begrenzen</translation>
    </message>
    <message>
        <source>Use a %1 feed</source>
        <translation>Stromanschluss %1 verwenden</translation>
    </message>
    <message>
        <source>Plan at least %1 of host memory per server, twice its %2 of GPU memory: for example %3 x %4 DIMMs, %5 in all.</source>
        <translation>Planen Sie je Server mindestens %1 Arbeitsspeicher ein, doppelt so viel wie seine %2 GPU-Speicher: zum Beispiel %3 DIMMs zu je %4, insgesamt %5.</translation>
    </message>
    <message>
        <source>Server %1 needs at least %2 of host memory, twice its %3 of GPU memory, but its chassis holds at most %4 (%5 x %6).</source>
        <translation>Server %1 braucht mindestens %2 Arbeitsspeicher, doppelt so viel wie seine %3 GPU-Speicher, aber sein Gehäuse fasst höchstens %4 (%5 x %6).</translation>
    </message>
    <message>
        <source>%1 comes under the %2. %3</source>
        <translation>Für %1 gilt die Lizenz %2. %3</translation>
    </message>
    <message>
        <source>open</source>
        <comment>state of an engine issue</comment>
        <translation>offen</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>state of an engine issue</comment>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>the imported files of %1</source>
        <translation>die importierten Dateien von %1</translation>
    </message>
    <message>
        <source>%1 states no licence in the files it was imported from: check its model card before offering the build.</source>
        <translation>%1 nennt in den Dateien, aus denen es importiert wurde, keine Lizenz: Prüfen Sie die Model Card, bevor Sie die Konfiguration anbieten.</translation>
    </message>
    <message>
        <source>%1 comes under %2, a licence the catalogue does not describe: read it on the model card before offering the build.</source>
        <translation>Für %1 gilt %2, eine Lizenz, die der Katalog nicht beschreibt: Lesen Sie sie auf der Model Card nach, bevor Sie die Konfiguration anbieten.</translation>
    </message>
    <message>
        <source>Servers %1 draw %2 each at the wall, above the %3 planned on each one&apos;s %4 feed: plan 32 A or three-phase, or cap the cards.</source>
        <translation>Die Server %1 ziehen je %2 an der Steckdose, mehr als die %3, die an ihrem Stromanschluss %4 jeweils geplant sind: Planen Sie 32 A oder Drehstrom, oder setzen Sie eine Leistungsgrenze für die Karten.</translation>
    </message>
    <message>
        <source>%1 holds %2, which %3 runs on compute capability %4 only; the %5 has %6.</source>
        <translation>%1 enthält %2, die %3 nur auf Compute Capability %4 ausführt; die %5 hat %6.</translation>
    </message>
    <message numerus="yes">
        <source>TP%1 spans servers of %n card(s): every layer&apos;s all-reduce crosses the network. Keep each TP group inside one server and split across servers by pipeline stages.</source>
        <translation>
            <numerusform>TP%1 erstreckt sich über Server mit je %n Karte: Das All-Reduce jeder Schicht geht über das Netzwerk. Halten Sie jede TP-Gruppe innerhalb eines Servers und teilen Sie über Server hinweg nach Pipeline-Stufen auf.</numerusform>
            <numerusform>TP%1 erstreckt sich über Server mit je %n Karten: Das All-Reduce jeder Schicht geht über das Netzwerk. Halten Sie jede TP-Gruppe innerhalb eines Servers und teilen Sie über Server hinweg nach Pipeline-Stufen auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The build&apos;s own estimate: the prefill pool&apos;s closed loop</source>
        <translation>Eigene Schätzung der Konfiguration: die geschlossene Schleife des Prefill-Pools</translation>
    </message>
    <message numerus="yes">
        <source>The prefill pool is saturated: %n prefill copy(ies) busy %1 % of the time, so prompts queue and the first token takes %2; the build serves %3 tokens/s instead of the %4 its decode copies could give.</source>
        <translation>
            <numerusform>Der Prefill-Pool ist ausgelastet: %n Prefill-Kopie ist %1 % der Zeit belegt, daher stauen sich die Prompts und das erste Token braucht %2; die Konfiguration liefert %3 Token/s statt der %4, die ihre Decode-Kopien liefern könnten.</numerusform>
            <numerusform>Der Prefill-Pool ist ausgelastet: %n Prefill-Kopien sind %1 % der Zeit belegt, daher stauen sich die Prompts und das erste Token braucht %2; die Konfiguration liefert %3 Token/s statt der %4, die ihre Decode-Kopien liefern könnten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No split of these cards keeps up: add cards for prefill copies, or shorten the prompts.</source>
        <translation>Keine Aufteilung dieser Karten hält Schritt: Karten für Prefill-Kopien hinzufügen oder die Prompts kürzen.</translation>
    </message>
    <message>
        <source>%1 prefill and %2 decode copies</source>
        <translation>%1 Prefill- und %2 Decode-Kopien</translation>
    </message>
    <message>
        <source>%1 on the same cards bring it to busy %2 %: first token after %3, %4 tokens/s served, %5 conversations in memory.</source>
        <translation>%1 auf denselben Karten senken die Belegung auf %2 %: erstes Token nach %3, %4 Token/s geliefert, %5 Gespräche im Speicher.</translation>
    </message>
    <message>
        <source>Model %1 (%2): %3</source>
        <translation>Modell %1 (%2): %3</translation>
    </message>
    <message>
        <source>Model %1: %2</source>
        <translation>Modell %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Plan at least %1 of host memory in server(s) %2, twice its %3 of GPU memory: for example %4 x %5 DIMMs, %6 in all.</source>
        <translation>
            <numerusform>Planen Sie in Server %2 mindestens %1 Arbeitsspeicher ein, doppelt so viel wie seine %3 GPU-Speicher: zum Beispiel %4 DIMMs zu je %5, insgesamt %6.</numerusform>
            <numerusform>Planen Sie in den Servern %2 je mindestens %1 Arbeitsspeicher ein, doppelt so viel wie ihre je %3 GPU-Speicher: zum Beispiel %4 DIMMs zu je %5, %6 je Server.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuildAssembler</name>
    <message>
        <source>%1 cards: a build needs 1 to 4,096.</source>
        <translation>%1 Karten: Eine Konfiguration braucht 1 bis 4.096.</translation>
    </message>
    <message>
        <source>%1 servers for %2 cards: each server needs at least one card.</source>
        <translation>%1 Server für %2 Karten: Jeder Server braucht mindestens eine Karte.</translation>
    </message>
    <message>
        <source>%1 cards do not spread evenly over %2 servers.</source>
        <translation>%1 Karten lassen sich nicht gleichmäßig auf %2 Server verteilen.</translation>
    </message>
    <message>
        <source>No chassis of the catalogue holds %1 %2 cards.</source>
        <translation>Kein Gehäuse im Katalog fasst %1 Karten vom Typ %2.</translation>
    </message>
    <message>
        <source>The catalogue has no feed.</source>
        <translation>Der Katalog enthält keinen Stromanschluss.</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash on four RTX PRO 6000 Server Edition</source>
        <translation>GLM-5.3-Flash auf vier RTX PRO 6000 Server Edition</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2.</source>
        <translation>Unbekannte Karte „%1“%2.</translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot;%2.</source>
        <translation>Unbekannter Checkpoint „%1“%2.</translation>
    </message>
</context>
<context>
    <name>BuildAutosave</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>is too large for a build</source>
        <translation>ist zu groß für eine Konfiguration</translation>
    </message>
</context>
<context>
    <name>BuildComparison</name>
    <message>
        <source>A comparison holds %1 to %2 builds, not %3.</source>
        <translation>Ein Vergleich umfasst %1 bis %2 Konfigurationen, nicht %3.</translation>
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
        <translation>Karten</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Usable per card</source>
        <translation>Nutzbar je Karte</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Gewichte je Karte</translation>
    </message>
    <message>
        <source>Free per card</source>
        <translation>Frei je Karte</translation>
    </message>
    <message>
        <source>Cache per conversation per card</source>
        <translation>Cache je Gespräch und Karte</translation>
    </message>
    <message>
        <source>Usable in total</source>
        <translation>Nutzbar insgesamt</translation>
    </message>
    <message>
        <source>Free in total</source>
        <translation>Frei insgesamt</translation>
    </message>
    <message>
        <source>Conversations per copy</source>
        <translation>Gespräche je Kopie</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Wall power per conversation</source>
        <translation>Leistung an der Steckdose je Gespräch</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>innerhalb der Planung</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>über der Planung</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Storage per server</source>
        <translation>Speicherplatz je Server</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Token/s je Gespräch</translation>
    </message>
    <message>
        <source>Output tokens/s of the build</source>
        <translation>Ausgabe-Token/s der Konfiguration</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
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
        <translation>Zieltempo</translation>
    </message>
    <message>
        <source>Conversations at the speed target</source>
        <translation>Gespräche beim Zieltempo</translation>
    </message>
    <message>
        <source>Conversations served</source>
        <translation>Bediente Gespräche</translation>
    </message>
    <message>
        <source>Limit that binds</source>
        <translation>Bindende Grenze</translation>
    </message>
    <message>
        <source>Speed limited by</source>
        <translation>Tempo begrenzt durch</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
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
        <translation>Energiekosten pro Jahr</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Kosten pro Jahr</translation>
    </message>
    <message>
        <source>Cost per seat and month</source>
        <translation>Kosten je Platz und Monat</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Break-even volume per month</source>
        <translation>Gewinnschwelle pro Monat</translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation>Millionen Token</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>Parts without a price</source>
        <translation>Teile ohne Preis</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Kosten pro Monat</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energie je Million Ausgabe-Token</translation>
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
        <translation>CO₂ pro Jahr</translation>
    </message>
    <message>
        <source>CO₂ per million output tokens</source>
        <translation>CO₂ je Million Ausgabe-Token</translation>
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
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>expected a date such as &quot;2026-11-29&quot;, found &quot;%1&quot;</source>
        <translation>Datum wie &quot;2026-11-29&quot; erwartet, &quot;%1&quot; gefunden</translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot; or &quot;fp8&quot;, found &quot;%1&quot;</source>
        <translation>&quot;bf16&quot; oder &quot;fp8&quot; erwartet, &quot;%1&quot; gefunden</translation>
    </message>
    <message>
        <source>names the model &quot;%1&quot;, but the entry carries &quot;%2&quot;</source>
        <translation>nennt das Modell &quot;%1&quot;, der Eintrag trägt aber &quot;%2&quot;</translation>
    </message>
    <message>
        <source>build file</source>
        <translation>Konfigurationsdatei</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>expected &quot;conservative&quot;, &quot;published&quot;, &quot;config&quot; or &quot;vllm&quot;, found &quot;%1&quot;</source>
        <translation>&quot;conservative&quot;, &quot;published&quot;, &quot;config&quot; oder &quot;vllm&quot; erwartet, &quot;%1&quot; gefunden</translation>
    </message>
    <message>
        <source>expected &quot;v1&quot; or &quot;v0&quot;, found &quot;%1&quot;</source>
        <translation>&quot;v1&quot; oder &quot;v0&quot; erwartet, &quot;%1&quot; gefunden</translation>
    </message>
    <message>
        <source>expected a vLLM version such as &quot;0.19&quot;, found &quot;%1&quot;</source>
        <translation>erwartet eine vLLM-Version wie „0.19“, gefunden „%1“</translation>
    </message>
    <message>
        <source>expected &quot;vllm&quot; or &quot;sglang&quot;, found &quot;%1&quot;</source>
        <translation>erwartet „vllm“ oder „sglang“, gefunden „%1“</translation>
    </message>
    <message>
        <source>unknown chassis &quot;%1&quot;</source>
        <translation>unbekanntes Gehäuse „%1“</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot;%2</source>
        <translation>unbekannte Karte „%1“%2</translation>
    </message>
    <message>
        <source>unknown processor &quot;%1&quot;</source>
        <translation>unbekannter Prozessor „%1“</translation>
    </message>
    <message>
        <source>unknown feed &quot;%1&quot;</source>
        <translation>unbekannte Stromanschluss „%1“</translation>
    </message>
    <message>
        <source>unknown checkpoint &quot;%1&quot;%2</source>
        <translation>unbekannter Checkpoint „%1“%2</translation>
    </message>
    <message>
        <source>Server %1, slot %2</source>
        <translation>Server %1, Steckplatz %2</translation>
    </message>
    <message>
        <source>Server %1, chassis</source>
        <translation>Server %1, Gehäuse</translation>
    </message>
    <message>
        <source>Server %1, slots</source>
        <translation>Server %1, Steckplätze</translation>
    </message>
    <message>
        <source>Server %1, processor</source>
        <translation>Server %1, Prozessor</translation>
    </message>
    <message>
        <source>Server %1, processors</source>
        <translation>Server %1, Prozessoranzahl</translation>
    </message>
    <message>
        <source>Server %1, power cap</source>
        <translation>Server %1, Leistungsgrenze</translation>
    </message>
    <message>
        <source>Server %1, feed</source>
        <translation>Server %1, Stromanschluss</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Behaltene Checkpoints</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Tensor-Parallelität (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>Pipeline-Parallelität (PP)</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>Experten-Parallelität (EP)</translation>
    </message>
    <message>
        <source>Decode context parallel (DCP)</source>
        <translation>Decode-Kontext-Parallelität (DCP)</translation>
    </message>
    <message>
        <source>Data-parallel attention (DP)</source>
        <translation>Datenparallele Attention (DP)</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation>KV-Cache-Typ</translation>
    </message>
    <message>
        <source>Cache basis</source>
        <translation>Cache-Grundlage</translation>
    </message>
    <message>
        <source>Tokens per batch</source>
        <translation>Token je Batch</translation>
    </message>
    <message>
        <source>Conversations per batch</source>
        <translation>Gespräche je Batch</translation>
    </message>
    <message>
        <source>vLLM engine</source>
        <translation>vLLM-Engine</translation>
    </message>
    <message>
        <source>vLLM version</source>
        <translation>vLLM-Version</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>Memory utilisation</source>
        <translation>Speicherauslastung</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Draft tokens (speculative decoding)</source>
        <translation>Entwurfs-Token (spekulatives Dekodieren)</translation>
    </message>
    <message>
        <source>Draft acceptance (speculative decoding)</source>
        <translation>Annahmequote (spekulatives Dekodieren)</translation>
    </message>
    <message>
        <source>Speed settings</source>
        <translation>Tempo-Einstellungen</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Token</translation>
    </message>
    <message>
        <source>Answer tokens</source>
        <translation>Antwort-Token</translation>
    </message>
    <message>
        <source>Active conversations</source>
        <translation>Aktive Gespräche</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Zieltempo</translation>
    </message>
    <message>
        <source>Imported checkpoint</source>
        <translation>Importierter Checkpoint</translation>
    </message>
    <message>
        <source>Card of your own</source>
        <translation>Eigene Karte</translation>
    </message>
    <message>
        <source>Cost settings</source>
        <translation>Kosteneinstellungen</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Preisliste</translation>
    </message>
    <message>
        <source>%1 ms is outside %2 to %3 ms (0: no target)</source>
        <translation>%1 ms liegt außerhalb von %2 bis %3 ms (0: kein Ziel)</translation>
    </message>
    <message>
        <source>First token target (median)</source>
        <translation>Ziel für das erste Token (Median)</translation>
    </message>
    <message>
        <source>First token target (95th percentile)</source>
        <translation>Ziel für das erste Token (95. Perzentil)</translation>
    </message>
    <message>
        <source>Prefill copies</source>
        <translation>Prefill-Kopien</translation>
    </message>
    <message>
        <source>Model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <source>Model %1, layout (%2)</source>
        <translation>Modell %1, Aufteilung (%2)</translation>
    </message>
    <message>
        <source>Model %1, checkpoint</source>
        <translation>Modell %1, Checkpoint</translation>
    </message>
    <message>
        <source>Model %1, layout</source>
        <translation>Modell %1, Aufteilung</translation>
    </message>
    <message>
        <source>Model %1, memory utilisation</source>
        <translation>Modell %1, Speicherauslastung</translation>
    </message>
    <message>
        <source>Model %1, reserve</source>
        <translation>Modell %1, Reserve</translation>
    </message>
    <message>
        <source>Further models</source>
        <translation>Weitere Modelle</translation>
    </message>
    <message>
        <source>%1 tokens/s is outside %2 to %3 tokens/s (0: no target)</source>
        <translation>%1 Token/s liegt außerhalb von %2 bis %3 Token/s (0: kein Ziel)</translation>
    </message>
    <message>
        <source>Model %1, first own card</source>
        <translation>Modell %1, erste eigene Karte</translation>
    </message>
    <message>
        <source>Model %1, last own card</source>
        <translation>Modell %1, letzte eigene Karte</translation>
    </message>
    <message>
        <source>Model %1, own cards</source>
        <translation>Modell %1, eigene Karten</translation>
    </message>
    <message>
        <source>Layout of the prefill copies</source>
        <translation>Layout der Prefill-Kopien</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) of the prefill copies</source>
        <translation>Tensor-Parallelität (TP) der Prefill-Kopien</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP) of the prefill copies</source>
        <translation>Pipeline-Parallelität (PP) der Prefill-Kopien</translation>
    </message>
    <message>
        <source>Expert parallel (EP) of the prefill copies</source>
        <translation>Experten-Parallelität (EP) der Prefill-Kopien</translation>
    </message>
    <message>
        <source>Decode context parallel (DCP) of the prefill copies</source>
        <translation>Decode-Kontext-Parallelität (DCP) der Prefill-Kopien</translation>
    </message>
    <message>
        <source>Eager (no CUDA graphs)</source>
        <translation>Eager (ohne CUDA-Graphen)</translation>
    </message>
</context>
<context>
    <name>BuildOptions</name>
    <message>
        <source>Card type and count of the whole build, e.g. h200-nvl:8.</source>
        <translation>Kartentyp und -anzahl der gesamten Konfiguration, z. B. h200-nvl:8.</translation>
    </message>
    <message>
        <source>Servers the cards are spread over (default 1).</source>
        <translation>Server, auf die die Karten verteilt werden (Standard: 1).</translation>
    </message>
    <message>
        <source>Checkpoint id, e.g. zai-org/GLM-5.3-FP8.</source>
        <translation>Checkpoint-ID, z. B. zai-org/GLM-5.3-FP8.</translation>
    </message>
    <message>
        <source>Tensor-parallel size.</source>
        <translation>Grad des Tensor-Parallelismus.</translation>
    </message>
    <message>
        <source>Pipeline-parallel size.</source>
        <translation>Grad des Pipeline-Parallelismus.</translation>
    </message>
    <message>
        <source>Decode-context-parallel size (divides TP).</source>
        <translation>Grad des Decode-Kontext-Parallelismus (Teiler von TP).</translation>
    </message>
    <message>
        <source>Expert parallelism on.</source>
        <translation>Experten-Parallelismus einschalten.</translation>
    </message>
    <message>
        <source>Tokens per conversation.</source>
        <translation>Token je Gespräch.</translation>
    </message>
    <message>
        <source>KV cache dtype: bf16 or fp8.</source>
        <translation>Datentyp des KV-Cache: bf16 oder fp8.</translation>
    </message>
    <message>
        <source>Power limit per card in watts.</source>
        <translation>Leistungsgrenze je Karte in Watt.</translation>
    </message>
    <message>
        <source>CPU type and count per server, e.g. epyc-9355:2.</source>
        <translation>CPU-Typ und -Anzahl je Server, z. B. epyc-9355:2.</translation>
    </message>
    <message>
        <source>Feed id, e.g. 230V16A.</source>
        <translation>ID des Stromanschlusses, z. B. 230V16A.</translation>
    </message>
    <message>
        <source>Further checkpoints stored on the servers, comma-separated.</source>
        <translation>Weitere auf den Servern gespeicherte Checkpoints, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>GPU memory utilisation (0 to 1).</source>
        <translation>GPU-Speicherauslastung (0 bis 1).</translation>
    </message>
    <message>
        <source>Runtime reserve per card in GiB.</source>
        <translation>Laufzeitreserve je Karte in GiB.</translation>
    </message>
    <message>
        <source>one build file expected, got %1: %2</source>
        <translation>eine Konfigurationsdatei erwartet, %1 erhalten: %2</translation>
    </message>
    <message>
        <source>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</source>
        <translation>--kv-cache: bf16 oder fp8 erwartet, &quot;%1&quot; erhalten</translation>
    </message>
    <message numerus="yes">
        <source>TP %1 x PP %2 x %n copies</source>
        <translation>
            <numerusform>TP %1 x PP %2 x %n Kopie</numerusform>
            <numerusform>TP %1 x PP %2 x %n Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>, EP</source>
        <translation>, EP</translation>
    </message>
    <message>
        <source>%1 on %2 x %3</source>
        <translation>%1 auf %2 x %3</translation>
    </message>
    <message numerus="yes">
        <source>No layout of %n card(s) is one vLLM starts for %1.</source>
        <translation>
            <numerusform>Keine Aufteilung von %n Karte startet vLLM für %1.</numerusform>
            <numerusform>Keine Aufteilung von %n Karten startet vLLM für %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Layout from the cards (no --tp): %1, one copy over all %n card(s).</source>
        <translation>
            <numerusform>Aufteilung aus den Karten (ohne --tp): %1, eine Kopie über %n Karte.</numerusform>
            <numerusform>Aufteilung aus den Karten (ohne --tp): %1, eine Kopie über alle %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Layout from the cards (no --tp): %1; one copy over all %n card(s) does not fit or is refused by vLLM, so this is the first layout that does.</source>
        <translation>
            <numerusform>Aufteilung aus den Karten (ohne --tp): %1; eine Kopie über %n Karte passt nicht oder wird von vLLM abgelehnt, daher die erste Aufteilung, die passt.</numerusform>
            <numerusform>Aufteilung aus den Karten (ohne --tp): %1; eine Kopie über alle %n Karten passt nicht oder wird von vLLM abgelehnt, daher die erste Aufteilung, die passt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout from the cards (no --tp): %1, the first layout vLLM starts; the weights fit in none.</source>
        <translation>Aufteilung aus den Karten (ohne --tp): %1, die erste Aufteilung, die vLLM startet; in keine passen die Gewichte.</translation>
    </message>
    <message>
        <source>Input tokens per request, for the speed (default %1).</source>
        <translation>Eingabe-Token je Anfrage, für die Geschwindigkeit (Vorgabe %1).</translation>
    </message>
    <message>
        <source>Output tokens per request, for the speed (default %1).</source>
        <translation>Ausgabe-Token je Anfrage, für die Geschwindigkeit (Vorgabe %1).</translation>
    </message>
    <message>
        <source>Conversations decoding at once (default: as many as fit in memory).</source>
        <translation>Gleichzeitig dekodierende Gespräche (Vorgabe: so viele, wie in den Speicher passen).</translation>
    </message>
    <message>
        <source>Data-parallel attention ranks per copy, experts spread over all of them by EP (vLLM --data-parallel-size with --enable-expert-parallel).</source>
        <translation>Datenparallele Attention-Ränge je Kopie, die Experten per EP über alle verteilt (vLLM --data-parallel-size mit --enable-expert-parallel).</translation>
    </message>
    <message>
        <source>Independent copies (default: cards / (DP x TP x PP)).</source>
        <translation>Unabhängige Kopien (Standard: Karten / (DP x TP x PP)).</translation>
    </message>
    <message>
        <source>conservative, published, config or vllm (vLLM&apos;s own start-up memory profile).</source>
        <translation>conservative, published, config oder vllm (vLLMs eigenes Speicherprofil beim Start).</translation>
    </message>
    <message>
        <source>vLLM --max-num-batched-tokens for the vllm basis (default: vLLM&apos;s for the card).</source>
        <translation>vLLM --max-num-batched-tokens für die Grundlage vllm (Vorgabe: vLLMs Wert für die Karte).</translation>
    </message>
    <message>
        <source>vLLM --max-num-seqs for the vllm basis (default: vLLM&apos;s for the card).</source>
        <translation>vLLM --max-num-seqs für die Grundlage vllm (Vorgabe: vLLMs Wert für die Karte).</translation>
    </message>
    <message>
        <source>--cache-basis: expected conservative, published, config or vllm, got &quot;%1&quot;</source>
        <translation>--cache-basis: conservative, published, config oder vllm erwartet, &quot;%1&quot; erhalten</translation>
    </message>
    <message>
        <source>--vllm-engine: expected v1 or v0, got &quot;%1&quot;</source>
        <translation>--vllm-engine: v1 oder v0 erwartet, &quot;%1&quot; erhalten</translation>
    </message>
    <message>
        <source>--prompt-tokens %1 plus --answer-tokens %2 are %3 tokens, more than the build&apos;s context of %4 tokens (vLLM refuses such a request): shorten them or raise --context</source>
        <translation>--prompt-tokens %1 plus --answer-tokens %2 sind %3 Token, mehr als der Kontext der Konfiguration von %4 Token (vLLM lehnt eine solche Anfrage ab): kürzen oder --context erhöhen</translation>
    </message>
    <message>
        <source>--dp %1: %2 has no routed experts of known size, and data-parallel attention spreads routed experts over its ranks (EP); leave --dp out, or choose a mixture-of-experts checkpoint</source>
        <translation>--dp %1: %2 hat keine gerouteten Experten bekannter Größe, und datenparallele Attention verteilt gerade diese Experten auf ihre Ränge (EP); --dp weglassen oder einen Mixture-of-Experts-Checkpoint wählen</translation>
    </message>
    <message>
        <source>vLLM release the vllm basis follows, e.g. 0.19 (default: the catalogue&apos;s current release).</source>
        <translation>vLLM-Version, der die Basis vllm folgt, z. B. 0.19 (Standard: die aktuelle Version des Katalogs).</translation>
    </message>
    <message>
        <source>Older name: v0 is --vllm-version 0.7, v1 the current release.</source>
        <translation>Älterer Name: v0 ist --vllm-version 0.7, v1 die aktuelle Version.</translation>
    </message>
    <message>
        <source>--vllm-version: expected a vLLM version such as 0.19, got &quot;%1&quot;</source>
        <translation>--vllm-version: erwartet eine vLLM-Version wie 0.19, erhalten „%1“</translation>
    </message>
    <message>
        <source>Serving engine the speed and the serving command follow: vllm (default) or sglang.</source>
        <translation>Serving-Engine, der Geschwindigkeit und Startbefehl folgen: vllm (Standard) oder sglang.</translation>
    </message>
    <message>
        <source>--engine: expected vllm or sglang, got &quot;%1&quot;</source>
        <translation>--engine: erwartet vllm oder sglang, erhalten „%1“</translation>
    </message>
    <message>
        <source>Speculative decoding (MTP, EAGLE): draft tokens the model verifies per step (default 0, off).</source>
        <translation>Spekulatives Dekodieren (MTP, EAGLE): Entwurfs-Token, die das Modell je Schritt prüft (Standard 0, aus).</translation>
    </message>
    <message>
        <source>Share of draft tokens accepted, 0 to 1 (default: the model&apos;s published figure).</source>
        <translation>Anteil angenommener Entwurfs-Token, 0 bis 1 (Standard: der veröffentlichte Wert des Modells).</translation>
    </message>
    <message>
        <source>Median time to first token each conversation must get, in milliseconds (default none; 0: none).</source>
        <translation>Mittlere Zeit bis zum ersten Token, die jedes Gespräch erhalten muss, in Millisekunden (Vorgabe: keine; 0: keine).</translation>
    </message>
    <message>
        <source>95th percentile of the time to first token, in milliseconds (default none; 0: none).</source>
        <translation>95. Perzentil der Zeit bis zum ersten Token, in Millisekunden (Vorgabe: keine; 0: keine).</translation>
    </message>
    <message>
        <source>Copies that prefill only, the others decode only (prefill/decode disaggregation; 0, the default, prefills and decodes on every copy).</source>
        <translation>Kopien, die nur den Prefill rechnen, die übrigen nur das Dekodieren (Prefill/Decode-Trennung; 0, die Vorgabe: jede Kopie rechnet beides).</translation>
    </message>
    <message>
        <source>--prefill-copies %1: %2</source>
        <translation>--prefill-copies %1: %2</translation>
    </message>
    <message>
        <source>Tokens per second each conversation must get (default %1; 0: none).</source>
        <translation>Token pro Sekunde, die jedes Gespräch mindestens erhalten muss (Vorgabe %1; 0: keines).</translation>
    </message>
    <message>
        <source>--%1: expected 0 (no target) or %2 to %3 %4, got &quot;%5&quot;</source>
        <translation>--%1: erwartet 0 (kein Ziel) oder %2 bis %3 %4, erhalten „%5“</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>Token pro Sekunde</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>The prefill copies&apos; own layout: TP, then xPP, ,ep and ,dcpN where wanted (2, 4x2,ep, 4,dcp2); &quot;same&quot; keeps the build&apos;s.</source>
        <translation>Eigenes Layout der Prefill-Kopien: TP, dahinter nach Bedarf xPP, ,ep und ,dcpN (2, 4x2,ep, 4,dcp2); „same“ übernimmt das des Aufbaus.</translation>
    </message>
    <message>
        <source>--prefill-layout: expected TP, TPxPP, with ,ep or ,dcpN after it (2, 4x2,ep) or &quot;same&quot;, got &quot;%1&quot;</source>
        <translation>--prefill-layout: erwartet TP oder TPxPP, dahinter ,ep oder ,dcpN (2, 4x2,ep), oder „same“, erhalten „%1“</translation>
    </message>
    <message>
        <source>--prefill-layout %1: %2</source>
        <translation>--prefill-layout %1: %2</translation>
    </message>
    <message>
        <source>The prefill copies&apos; own card type, e.g. rtx-pro-6000-se or rtx-pro-6000-se:4: the prefill pool&apos;s cards (the first the layout counts, N of them where given) are of it, the decode pool&apos;s keep the --cards type.</source>
        <translation>Eigener Kartentyp der Prefill-Kopien, z. B. rtx-pro-6000-se oder rtx-pro-6000-se:4: Die Karten des Prefill-Pools (die ersten, die das Layout zählt, N Stück, wo angegeben) sind von diesem Typ, die des Decode-Pools behalten den Typ aus --cards.</translation>
    </message>
    <message>
        <source>--prefill-cards %1: the build has no prefill copies (--prefill-copies N).</source>
        <translation>--prefill-cards %1: Die Konfiguration hat keine Prefill-Kopien (--prefill-copies N).</translation>
    </message>
    <message>
        <source>--prefill-cards %1: the prefill pool has %2 cards (prefill copies %3 x %4 cards each).</source>
        <translation>--prefill-cards %1: Der Prefill-Pool hat %2 Karten (Prefill-Kopien %3 x je %4 Karten).</translation>
    </message>
    <message>
        <source>Run the engine eager, without CUDA graphs (vLLM --enforce-eager, SGLang --disable-cuda-graph): no graph memory is charged, and every decode step waits for the host&apos;s launches of each layer&apos;s kernels.</source>
        <translation>Die Engine eager ausführen, ohne CUDA-Graphen (vLLM --enforce-eager, SGLang --disable-cuda-graph): Es wird kein Graphenspeicher angerechnet, und jeder Dekodierschritt wartet, bis der Host die Kernel jeder Schicht gestartet hat.</translation>
    </message>
</context>
<context>
    <name>BuildPlanner</name>
    <message>
        <source>Unknown model &quot;%1&quot;; the catalogue has %2.</source>
        <translation>Unbekanntes Modell &quot;%1&quot;; der Katalog enthält %2.</translation>
    </message>
    <message>
        <source>The catalogue has no checkpoint of %1.</source>
        <translation>Der Katalog enthält keinen Checkpoint von %1.</translation>
    </message>
    <message>
        <source>%1 conversations: the target needs at least one.</source>
        <translation>%1 Gespräche: Das Ziel braucht mindestens eines.</translation>
    </message>
    <message>
        <source>A context of %1 tokens is outside 1 to %2, the context of %3.</source>
        <translation>Ein Kontext von %1 Token liegt außerhalb von 1 bis %2, dem Kontext von %3.</translation>
    </message>
    <message>
        <source>A server size of %1 cards: a server holds at least one.</source>
        <translation>Eine Servergröße von %1 Karten: Ein Server fasst mindestens eine.</translation>
    </message>
    <message>
        <source>%1 cards per server: a server holds at least one.</source>
        <translation>%1 Karten je Server: Ein Server fasst mindestens eine.</translation>
    </message>
    <message>
        <source>Unknown feed &quot;%1&quot;.</source>
        <translation>Unbekannter Stromanschluss &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n conversation(s) of %2 tokens</source>
        <translation>
            <numerusform>%1 für %n Gespräch mit %2 Token</numerusform>
            <numerusform>%1 für %n Gespräche mit je %2 Token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the catalogue has %n model(s) (&quot;catalogue&quot; lists them)</source>
        <translation>
            <numerusform>der Katalog hat %n Modell („catalogue“ listet es)</numerusform>
            <numerusform>der Katalog hat %n Modelle („catalogue“ listet sie)</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;; %2.</source>
        <translation>Unbekanntes Modell „%1“; %2.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;; %2, among them %3.</source>
        <translation>Unbekanntes Modell „%1“; %2, darunter %3.</translation>
    </message>
    <message>
        <source>%1 prompt and %2 answer tokens: each needs at least one.</source>
        <translation>%1 Prompt- und %2 Antwort-Token: Beide brauchen mindestens eines.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2.</source>
        <translation>Unbekannte Karte „%1“%2.</translation>
    </message>
    <message>
        <source>At most %1 servers: expected 1 to %2.</source>
        <translation>Höchstens %1 Server: erwartet 1 bis %2.</translation>
    </message>
</context>
<context>
    <name>BuildSpeed</name>
    <message>
        <source>the %1 states no memory bandwidth (&quot;bandwidth&quot; in its catalogue entry)</source>
        <translation>für die %1 ist keine Speicherbandbreite angegeben („bandwidth“ in ihrem Katalogeintrag)</translation>
    </message>
    <message>
        <source>the %1 states no dense TFLOPS for %2 weights (&quot;denseTflops&quot; in its catalogue entry: `llm-configurator card show %3 --json`, add the rate, `card add`)</source>
        <translation>für die %1 sind keine dichten TFLOPS für %2-Gewichte angegeben („denseTflops“ in ihrem Katalogeintrag: `llm-configurator card show %3 --json`, den Wert ergänzen, `card add`)</translation>
    </message>
    <message>
        <source>%1 states no parameter count (&quot;parameters&quot; in its catalogue entry)</source>
        <translation>für %1 ist keine Parameterzahl angegeben („parameters“ in seinem Katalogeintrag)</translation>
    </message>
    <message>
        <source>%1 has no published draft acceptance for speculative decoding: give the share of draft tokens accepted (--mtp-acceptance, &quot;mtpAcceptance&quot; in the build file)</source>
        <translation>Für %1 ist keine Annahmequote für spekulatives Dekodieren veröffentlicht: den Anteil angenommener Entwurfs-Token angeben (--mtp-acceptance, „mtpAcceptance“ in der Aufbaudatei)</translation>
    </message>
    <message>
        <source>a request of %1 prompt + %2 answer tokens is longer than the context of %3 tokens, and vLLM refuses it: shorten the prompt or the answer, or raise the context</source>
        <translation>eine Anfrage aus %1 Prompt- + %2 Antwort-Token ist länger als der Kontext von %3 Token, und vLLM lehnt sie ab: Prompt oder Antwort kürzen oder den Kontext erhöhen</translation>
    </message>
</context>
<context>
    <name>BuildVariants</name>
    <message>
        <source>Copy: %1</source>
        <translation>Kopie: %1</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 statt %2</translation>
    </message>
</context>
<context>
    <name>CalibrateCommand</name>
    <message>
        <source>calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]   prediction against a vLLM start-up log</source>
        <translation>calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]   Vorhersage im Abgleich mit einem vLLM-Start-Log</translation>
    </message>
    <message>
        <source>Compares a build with the memory lines of a vLLM start-up log and offers the reserve per card that makes them agree.</source>
        <translation>Vergleicht eine Konfiguration mit den Speicherzeilen eines vLLM-Start-Logs und schlägt die Reserve je Karte vor, bei der beide übereinstimmen.</translation>
    </message>
    <message>
        <source>vLLM start-up log (text).</source>
        <translation>vLLM-Start-Log (Text).</translation>
    </message>
    <message>
        <source>Build file (JSON); without it the reference build.</source>
        <translation>Konfigurationsdatei (JSON); ohne sie die Referenzkonfiguration.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>Write the build with the agreeing reserve.</source>
        <translation>Die Konfiguration mit der passenden Reserve schreiben.</translation>
    </message>
    <message>
        <source>a log file and at most one build file expected</source>
        <translation>eine Log-Datei und höchstens eine Konfigurationsdatei erwartet</translation>
    </message>
    <message>
        <source>--write: the log has no &quot;Available KV cache memory&quot; line to calibrate with</source>
        <translation>--write: Das Log enthält keine Zeile &quot;Available KV cache memory&quot;, mit der sich kalibrieren lässt</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Gewichte je Karte</translation>
    </message>
    <message>
        <source>Cache memory per card</source>
        <translation>Cache-Speicher je Karte</translation>
    </message>
    <message>
        <source>Cache size in tokens</source>
        <translation>Cache-Größe in Token</translation>
    </message>
    <message>
        <source>Concurrency at %1 tokens</source>
        <translation>Gleichzeitigkeit bei %1 Token</translation>
    </message>
    <message>
        <source>A reserve of %1 per card (now %2) makes prediction and measurement agree.</source>
        <translation>Eine Reserve von %1 je Karte (derzeit %2) bringt Vorhersage und Messung in Übereinstimmung.</translation>
    </message>
    <message>
        <source>vLLM refused to start: a max model len of %1 tokens is more than the %2 its cache holds.</source>
        <translation>vLLM startete nicht: Eine maximale Modelllänge von %1 Token ist mehr als die %2, die sein Cache fasst.</translation>
    </message>
    <message>
        <source>calibrate: a file is an empty argument</source>
        <translation>calibrate: eine Datei ist ein leeres Argument</translation>
    </message>
    <message>
        <source>Cache size, vLLM profile</source>
        <translation>Cache-Größe, vLLM-Profil</translation>
    </message>
    <message>
        <source>--write: agreement not reachable: %1</source>
        <translation>--write: keine Übereinstimmung erreichbar: %1</translation>
    </message>
    <message>
        <source>No cache memory is predicted: %1.</source>
        <translation>Es wird kein Cache-Speicher vorhergesagt: %1.</translation>
    </message>
    <message>
        <source>Agreement not reachable: vLLM had %1 per card more cache than the rule gives with no reserve at all. Check the card&apos;s memory, the utilisation and the checkpoint against the log.</source>
        <translation>Keine Übereinstimmung erreichbar: vLLM hatte je Karte %1 mehr Cache, als die Regel ganz ohne Reserve ergibt. Speicher der Karte, Auslastung und Checkpoint mit dem Log abgleichen.</translation>
    </message>
    <message>
        <source>Agreement not reachable: %1.</source>
        <translation>Keine Übereinstimmung erreichbar: %1.</translation>
    </message>
    <message>
        <source>vLLM refused to start: a max model len of %1 tokens needs more than the cache memory it had; it estimates %2 tokens fit.</source>
        <translation>vLLM ist nicht gestartet: eine max model len von %1 Token braucht mehr als den verfügbaren Cache-Speicher; vLLM schätzt, dass %2 Token passen.</translation>
    </message>
    <message>
        <source>vLLM refused to start: a max model len of %1 tokens is more than its cache holds.</source>
        <translation>vLLM ist nicht gestartet: eine max model len von %1 Token ist mehr, als sein Cache fasst.</translation>
    </message>
    <message>
        <source>Sized as the log ran: vLLM %1, memory utilisation %2, eager (no CUDA graphs).</source>
        <translation>Bemessen, wie das Log lief: vLLM %1, Speicherauslastung %2, eager (ohne CUDA-Graphen).</translation>
    </message>
    <message>
        <source>Sized as the log ran: vLLM %1, memory utilisation %2.</source>
        <translation>Bemessen, wie das Log lief: vLLM %1, Speicherauslastung %2.</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>the log&apos;s cache memory, %1 per card, is more than the card&apos;s whole memory of %2: the log is not from this card</source>
        <translation>der Cache-Speicher im Log, %1 je Karte, ist mehr als der gesamte Speicher der Karte von %2: das Log stammt nicht von dieser Karte</translation>
    </message>
    <message>
        <source>vLLM had %1 per card more cache than the rule gives with no reserve at all</source>
        <translation>vLLM hatte je Karte %1 mehr Cache, als die Regel ganz ohne Reserve ergibt</translation>
    </message>
    <message>
        <source>more than a build file holds</source>
        <translation>mehr, als eine Konfigurationsdatei aufnimmt</translation>
    </message>
    <message>
        <source>the reserve that would agree, %1 per card, is not one a build takes: %2</source>
        <translation>die übereinstimmende Reserve von %1 je Karte nimmt keine Konfiguration an: %2</translation>
    </message>
    <message>
        <source>the build&apos;s weights, %1 per card, do not fit in the %2 usable per card, so no memory is left for the cache: use more cards per copy (--tp, --pp) or a smaller checkpoint</source>
        <translation>die Gewichte der Konfiguration, %1 je Karte, passen nicht in die nutzbaren %2 je Karte, für den Cache bleibt kein Speicher: mehr Karten je Kopie (--tp, --pp) oder einen kleineren Checkpoint wählen</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <source>is larger than %1 MiB, more than this program reads of such a file</source>
        <translation>ist größer als %1 MiB, mehr als dieses Programm von einer solchen Datei liest</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1; nothing read</source>
        <translation>%1; nichts gelesen</translation>
    </message>
</context>
<context>
    <name>CardCommand</name>
    <message>
        <source>card add CARD.json | card list [--json] | card show ID [--json]   the user&apos;s own cards</source>
        <translation>card add KARTE.json | card list [--json] | card show ID [--json]   eigene Karten</translation>
    </message>
    <message>
        <source>Adds a card of your own to the user&apos;s catalogue (add), lists every card (list) or prints one (show). &quot;show ID --json&quot; prints the card in the form &quot;add&quot; reads: change its id and name and add it as a new card.</source>
        <translation>Fügt dem Benutzerkatalog eine eigene Karte hinzu (add), listet alle Karten auf (list) oder gibt eine aus (show). &quot;show ID --json&quot; gibt die Karte in der Form aus, die &quot;add&quot; liest: ID und Namen ändern und als neue Karte hinzufügen.</translation>
    </message>
    <message>
        <source>add, list or show.</source>
        <translation>add, list oder show.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>card add: one card file expected, got %1</source>
        <translation>card add: eine Kartendatei erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in card; give your card its own id and name</source>
        <translation>&quot;%1&quot; ist eine eingebaute Karte; geben Sie Ihrer Karte eine eigene ID und einen eigenen Namen</translation>
    </message>
    <message>
        <source>Added card %1 (%2) to %3</source>
        <translation>Karte %1 (%2) zu %3 hinzugefügt</translation>
    </message>
    <message>
        <source>card list takes no further argument</source>
        <translation>card list nimmt kein weiteres Argument</translation>
    </message>
    <message>
        <source>compute %1</source>
        <translation>Compute %1</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(eigene)</translation>
    </message>
    <message>
        <source>card show: one card id expected</source>
        <translation>card show: eine Karten-ID erwartet</translation>
    </message>
    <message>
        <source>  memory as the driver reports it: %1</source>
        <translation>  Speicher laut Treiber: %1</translation>
    </message>
    <message>
        <source>  bandwidth: %1 GB/s</source>
        <translation>  Bandbreite: %1 GB/s</translation>
    </message>
    <message>
        <source>  highest power limit: %1 W</source>
        <translation>  höchste Leistungsgrenze: %1 W</translation>
    </message>
    <message>
        <source>  compute capability: %1</source>
        <translation>  Compute Capability: %1</translation>
    </message>
    <message>
        <source>  NVLink group: %1</source>
        <translation>  NVLink-Gruppe: %1</translation>
    </message>
    <message>
        <source>card: expected add, list or show, got &quot;%1&quot;</source>
        <translation>card: add, list oder show erwartet, &quot;%1&quot; erhalten</translation>
    </message>
    <message>
        <source>no chassis &quot;%1&quot; in the catalogue</source>
        <translation>kein Gehäuse &quot;%1&quot; im Katalog</translation>
    </message>
    <message>
        <source>Your catalogue is not read in full: %1. &quot;llm-configurator catalogue repair&quot; moves it aside and keeps every readable entry.</source>
        <translation>Ihr Katalog wird nicht vollständig gelesen: %1. „llm-configurator catalogue repair“ verschiebt ihn beiseite und behält jeden lesbaren Eintrag.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2</source>
        <translation>Unbekannte Karte „%1“%2</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>%1: not used by the layout (TP × PP × copies is fewer cards)</source>
        <translation>%1: von der Aufteilung nicht genutzt (TP × PP × Kopien ergibt weniger Karten)</translation>
    </message>
    <message>
        <source>%1
Copy %2, pipeline stage %3, TP rank %4 of %5</source>
        <translation>%1
Kopie %2, Pipeline-Stufe %3, TP-Rang %4 von %5</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>ungenutzt</translation>
    </message>
    <message>
        <source>%1
Copy %2, DP rank %3 of %4 (its own conversations&apos; cache; experts spread over all %5 cards of the copy), pipeline stage %6, TP rank %7 of %8</source>
        <translation>%1
Kopie %2, DP-Rang %3 von %4 (Cache der eigenen Gespräche; Experten über alle %5 Karten der Kopie verteilt), Pipeline-Stufe %6, TP-Rang %7 von %8</translation>
    </message>
    <message>
        <source>Prefill copy %1</source>
        <translation>Prefill-Kopie %1</translation>
    </message>
    <message>
        <source>Decode copy %1</source>
        <translation>Decode-Kopie %1</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Kopie %1</translation>
    </message>
    <message>
        <source>%1
DP rank %2/%3
TP %4/%5</source>
        <translation>%1
DP-Rang %2/%3
TP %4/%5</translation>
    </message>
    <message>
        <source>%1
Stage %2/%3
TP %4/%5</source>
        <translation>%1
Stufe %2/%3
TP %4/%5</translation>
    </message>
    <message>
        <source>Prefill pool: this copy only prefills prompts and hands their cache to the decode copies</source>
        <translation>Prefill-Pool: Diese Kopie rechnet nur den Prefill der Prompts und übergibt deren Cache an die Decode-Kopien</translation>
    </message>
    <message>
        <source>Decode pool: this copy holds the conversations and decodes them, no prompt mixed into its steps</source>
        <translation>Decode-Pool: Diese Kopie hält die Gespräche und dekodiert sie, ohne Prompts in ihren Schritten</translation>
    </message>
    <message>
        <source>Model %1, copy %2</source>
        <translation>Modell %1, Kopie %2</translation>
    </message>
    <message>
        <source>Model %1 (%2) on cards of its own</source>
        <translation>Modell %1 (%2) auf eigenen Karten</translation>
    </message>
    <message>
        <source>M%1 · copy %2</source>
        <translation>M%1 · Kopie %2</translation>
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
        <translation>Es gibt keinen Server %1.</translation>
    </message>
    <message>
        <source>Server %1 has an unknown chassis.</source>
        <translation>Server %1 hat ein unbekanntes Gehäuse.</translation>
    </message>
    <message>
        <source>The %1 has no slot %2.</source>
        <translation>Das Gehäuse %1 hat keinen Steckplatz %2.</translation>
    </message>
    <message>
        <source>Slot %1 of server %2 already holds a %3.</source>
        <translation>Steckplatz %1 von Server %2 ist bereits mit einer %3 belegt.</translation>
    </message>
    <message>
        <source>No card to move.</source>
        <translation>Keine Karte zum Verschieben.</translation>
    </message>
    <message>
        <source>Slot %1 of server %2 holds no card.</source>
        <translation>Steckplatz %1 von Server %2 enthält keine Karte.</translation>
    </message>
    <message numerus="yes">
        <source>Server %1 has no room for %n card(s) from slot %2 on.</source>
        <translation>
            <numerusform>Server %1 hat ab Steckplatz %2 keinen Platz für %n Karte.</numerusform>
            <numerusform>Server %1 hat ab Steckplatz %2 keinen Platz für %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;%2.</source>
        <translation>Unbekannte Karte „%1“%2.</translation>
    </message>
    <message>
        <source>Server %1, slot %2: %3</source>
        <translation>Server %1, Steckplatz %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Model %1 (%2) on %n card(s): %3</source>
        <translation>
            <numerusform>Modell %1 (%2) auf %n Karte: %3</numerusform>
            <numerusform>Modell %1 (%2) auf %n Karten: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogueCommand</name>
    <message>
        <source>Lists the catalogue: cards, CPUs, chassis, feeds, checkpoints.</source>
        <translation>Listet den Katalog auf: Karten, CPUs, Gehäuse, Stromanschlüsse, Checkpoints.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
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
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>Stromanschlüsse</translation>
    </message>
    <message>
        <source>catalogue [--json] | catalogue repair      cards, CPUs, chassis, feeds, checkpoints</source>
        <translation>catalogue [--json] | catalogue repair      Karten, CPUs, Gehäuse, Stromanschlüsse, Checkpoints</translation>
    </message>
    <message>
        <source>Your catalogue is not read in full: %1. &quot;llm-configurator catalogue repair&quot; moves it aside and keeps every readable entry.</source>
        <translation>Ihr Katalog wird nicht vollständig gelesen: %1. „llm-configurator catalogue repair“ verschiebt ihn beiseite und behält jeden lesbaren Eintrag.</translation>
    </message>
    <message>
        <source>Moved the user catalogue aside to %1.</source>
        <translation>Den Benutzerkatalog nach %1 verschoben.</translation>
    </message>
    <message numerus="yes">
        <source>Kept %n checkpoint(s)</source>
        <translation>
            <numerusform>%n Checkpoint behalten</numerusform>
            <numerusform>%n Checkpoints behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Ausgelassen: %1</translation>
    </message>
    <message>
        <source>Move a damaged user catalogue aside and keep every entry that reads.</source>
        <translation>Einen beschädigten Benutzerkatalog beiseiteschieben und jeden lesbaren Eintrag behalten.</translation>
    </message>
    <message>
        <source>catalogue: unknown argument &quot;%1&quot;; &quot;repair&quot; is the only one</source>
        <translation>catalogue: unbekanntes Argument „%1“; nur „repair“ ist möglich</translation>
    </message>
</context>
<context>
    <name>CatalogueReader</name>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation>Format %1 ist neuer, als dieses Programm lesen kann (%2)</translation>
    </message>
    <message>
        <source>an id must not be empty</source>
        <translation>eine ID darf nicht leer sein</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; appears twice</source>
        <translation>die ID &quot;%1&quot; kommt zweimal vor</translation>
    </message>
    <message>
        <source>expected a compute capability such as &quot;12.0&quot;</source>
        <translation>Compute Capability wie &quot;12.0&quot; erwartet</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;memoryReported&quot; and &quot;usableBudget&quot;</source>
        <translation>braucht genau eines von &quot;memoryReported&quot; und &quot;usableBudget&quot;</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>muss größer als null sein</translation>
    </message>
    <message>
        <source>needs at least one power limit</source>
        <translation>braucht mindestens eine Leistungsgrenze</translation>
    </message>
    <message>
        <source>power limits must be listed highest first</source>
        <translation>Leistungsgrenzen müssen absteigend aufgeführt sein, die höchste zuerst</translation>
    </message>
    <message>
        <source>expected &quot;gqa&quot; or &quot;mla&quot;</source>
        <translation>&quot;gqa&quot; oder &quot;mla&quot; erwartet</translation>
    </message>
    <message>
        <source>expected &quot;fp8-with-scale&quot; or &quot;cache-dtype&quot;</source>
        <translation>&quot;fp8-with-scale&quot; oder &quot;cache-dtype&quot; erwartet</translation>
    </message>
    <message>
        <source>%1 linear and %2 attention layers are more than the %3 of num_hidden_layers</source>
        <translation>%1 lineare und %2 Attention-Schichten sind mehr als die %3 von num_hidden_layers</translation>
    </message>
    <message>
        <source>expected &quot;float32&quot; or &quot;bfloat16&quot;</source>
        <translation>&quot;float32&quot; oder &quot;bfloat16&quot; erwartet</translation>
    </message>
    <message>
        <source>unknown licence &quot;%1&quot;</source>
        <translation>unbekannte Lizenz &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;bf16&quot; or &quot;fp8&quot;</source>
        <translation>&quot;bf16&quot; oder &quot;fp8&quot; erwartet</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation>unbekanntes Modell &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an NVLink generation needs its &quot;nvlinkBandwidth&quot;</source>
        <translation>eine NVLink-Generation braucht ihre &quot;nvlinkBandwidth&quot;</translation>
    </message>
    <message>
        <source>%1 KV heads do not divide the %2 attention heads</source>
        <translation>%1 KV-Heads sind kein Teiler der %2 Attention-Heads</translation>
    </message>
    <message>
        <source>%1 experts per token are more than the %2 routed experts</source>
        <translation>%1 Experten je Token sind mehr als die %2 gerouteten Experten</translation>
    </message>
    <message>
        <source>expected &quot;pcie-dual-slot&quot;, &quot;sxm&quot;, &quot;superchip&quot; or &quot;integrated&quot;</source>
        <translation>&quot;pcie-dual-slot&quot;, &quot;sxm&quot;, &quot;superchip&quot; oder &quot;integrated&quot; erwartet</translation>
    </message>
    <message>
        <source>an id may hold letters, digits, &quot;-&quot;, &quot;_&quot; and &quot;.&quot; only (it is written on the command line as ID:COUNT)</source>
        <translation>eine ID darf nur Buchstaben, Ziffern, &quot;-&quot;, &quot;_&quot; und &quot;.&quot; enthalten (auf der Kommandozeile steht sie als ID:ANZAHL)</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>eines von %1 erwartet</translation>
    </message>
    <message>
        <source>no chassis &quot;%1&quot; in chassis.json</source>
        <translation>kein Gehäuse &quot;%1&quot; in chassis.json</translation>
    </message>
    <message>
        <source>a chassis id must not be empty</source>
        <translation>eine Gehäuse-ID darf nicht leer sein</translation>
    </message>
    <message>
        <source>%1 %4 is outside %2 to %3 %4</source>
        <translation>%1 %4 liegt außerhalb von %2 bis %3 %4</translation>
    </message>
    <message>
        <source>%1 GB is more than the %2 GB of &quot;memoryNominal&quot;; a usable budget is at most the memory the card has</source>
        <translation>%1 GB ist mehr als die %2 GB von „memoryNominal“; nutzbar ist höchstens der Speicher, den die Karte hat</translation>
    </message>
    <message>
        <source>expected a parameter count such as &quot;753B&quot; or &quot;1.5T&quot;, found &quot;%1&quot;</source>
        <translation>erwartet eine Parameterzahl wie „753B“ oder „1.5T“, gefunden „%1“</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>%1 is outside 1 kB to 1 PB</source>
        <translation>%1 liegt außerhalb von 1 kB bis 1 PB</translation>
    </message>
    <message>
        <source>expected &quot;random&quot; or &quot;bunched&quot;</source>
        <translation>erwartet „random“ oder „bunched“</translation>
    </message>
</context>
<context>
    <name>ChassisFit</name>
    <message>
        <source>The %1 does not take a %2: the %2 is sold in the %3.</source>
        <translation>Das Gehäuse %1 nimmt keine %2 auf: Die %2 wird nur im Gehäuse %3 verkauft.</translation>
    </message>
    <message>
        <source> or the </source>
        <translation> oder im Gehäuse </translation>
    </message>
    <message>
        <source>The %1 is %2: it goes only in the %3, not in the %4.</source>
        <translation>Die %1 ist %2: Sie passt nur ins Gehäuse %3, nicht ins Gehäuse %4.</translation>
    </message>
    <message>
        <source>an SXM module for an HGX baseboard</source>
        <translation>ein SXM-Modul für ein HGX-Baseboard</translation>
    </message>
    <message>
        <source>a complete desktop system, not a card for a server slot</source>
        <translation>ein komplettes Desktop-System, keine Karte für einen Server-Steckplatz</translation>
    </message>
    <message>
        <source>a superchip module for an NVL72 compute tray</source>
        <translation>ein Superchip-Modul für ein NVL72-Compute-Tray</translation>
    </message>
    <message>
        <source>a double-width PCIe card</source>
        <translation>eine PCIe-Karte doppelter Breite</translation>
    </message>
</context>
<context>
    <name>CheckpointImporter</name>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>(no architectures)</source>
        <translation>(keine architectures)</translation>
    </message>
    <message>
        <source>unknown architecture</source>
        <translation>unbekannte Architektur</translation>
    </message>
    <message>
        <source>the layer and head counts do not describe a model</source>
        <translation>die Zahlen der Schichten und Heads beschreiben kein Modell</translation>
    </message>
    <message>
        <source>config.json of %1, imported from local files</source>
        <translation>config.json von %1, aus lokalen Dateien importiert</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>model.safetensors.index.json or the .safetensors files</source>
        <translation>model.safetensors.index.json oder die .safetensors-Dateien</translation>
    </message>
    <message>
        <source>estimated: %1 parameters in %2</source>
        <translation>geschätzt: %1 Parameter in %2</translation>
    </message>
    <message>
        <source>README.md of %1, which names no licence</source>
        <translation>README.md von %1, die keine Lizenz nennt</translation>
    </message>
    <message>
        <source>config.json of %1 without a model card (README.md)</source>
        <translation>config.json von %1 ohne Model Card (README.md)</translation>
    </message>
    <message>
        <source>README.md: %1; no licence read</source>
        <translation>README.md: %1; keine Lizenz gelesen</translation>
    </message>
    <message>
        <source>The model card (README.md) names no licence: the licence is not stated. Check it before offering the model.</source>
        <translation>Die Model Card (README.md) nennt keine Lizenz: Die Lizenz ist nicht angegeben. Prüfen Sie sie, bevor Sie das Modell anbieten.</translation>
    </message>
    <message>
        <source>No model card (README.md) beside config.json: the licence is not stated. Check it on the model card before offering the model.</source>
        <translation>Keine Model Card (README.md) neben der config.json: Die Lizenz ist nicht angegeben. Prüfen Sie sie auf der Model Card, bevor Sie das Modell anbieten.</translation>
    </message>
    <message>
        <source>README.md of %1</source>
        <translation>README.md von %1</translation>
    </message>
    <message>
        <source>README.md of %1, %2</source>
        <translation>README.md von %1, %2</translation>
    </message>
    <message>
        <source>The model card names the licence %1, which the catalogue does not describe: read it on the model card before offering the model.</source>
        <translation>Die Model Card nennt die Lizenz %1, die der Katalog nicht beschreibt: Lesen Sie sie auf der Model Card nach, bevor Sie das Modell anbieten.</translation>
    </message>
    <message>
        <source>%1 characters for %2 layers</source>
        <translation>%1 Zeichen für %2 Schichten</translation>
    </message>
    <message>
        <source>Nemotron-H: %1 attention and %2 Mamba-2 layers from hybrid_override_pattern; SSM state in %3</source>
        <translation>Nemotron-H: %1 Attention- und %2 Mamba-2-Schichten aus hybrid_override_pattern; SSM-Zustand in %3</translation>
    </message>
    <message>
        <source>%1 entries for %2 layers</source>
        <translation>%1 Einträge für %2 Schichten</translation>
    </message>
    <message>
        <source>MiniMax: %1 softmax and %2 lightning-attention layers from attn_type_list</source>
        <translation>MiniMax: %1 Softmax- und %2 Lightning-Attention-Schichten aus attn_type_list</translation>
    </message>
    <message>
        <source>Jamba: %1 attention and %2 Mamba layers from attn_layer_period and attn_layer_offset</source>
        <translation>Jamba: %1 Attention- und %2 Mamba-Schichten aus attn_layer_period und attn_layer_offset</translation>
    </message>
    <message>
        <source>expected a list of block sizes such as [128, 128]</source>
        <translation>Liste von Blockgrößen wie [128, 128] erwartet</translation>
    </message>
    <message>
        <source>%1 KV heads do not divide the %2 attention heads</source>
        <translation>%1 KV-Heads sind kein Teiler der %2 Attention-Heads</translation>
    </message>
    <message>
        <source>%1 experts per token are more than the %2 routed experts</source>
        <translation>%1 Experten je Token sind mehr als die %2 gerouteten Experten</translation>
    </message>
    <message>
        <source>%1 is not a family this program knows, and %2 describe layers it cannot read; refused rather than counted as full attention on every layer</source>
        <translation>%1 ist keine Familie, die dieses Programm kennt, und %2 beschreiben Schichten, die es nicht lesen kann; abgelehnt, statt jede Schicht als volle Attention zu zählen</translation>
    </message>
    <message>
        <source>gated-delta-net state counted in %1, with the short convolution state in bfloat16</source>
        <translation>Zustand des Gated Delta Net in %1 gezählt, der Zustand der kurzen Faltung in bfloat16</translation>
    </message>
    <message>
        <source>Not in config.json, filled as transformers does for %1: %2</source>
        <translation>Nicht in der config.json, ergänzt wie von transformers für %1: %2</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>imports as an entry the catalogue cannot read back (%1: %2)</source>
        <translation>ergibt beim Import einen Eintrag, den der Katalog nicht wieder lesen kann (%1: %2)</translation>
    </message>
    <message>
        <source>%1 is outside 1 to %2 bytes</source>
        <translation>%1 liegt außerhalb von 1 bis %2 Byte</translation>
    </message>
    <message>
        <source>%1-bit integer weights: only 4 and 8 bits are read</source>
        <translation>%1-Bit-Ganzzahlgewichte: nur 4 und 8 Bit werden gelesen</translation>
    </message>
    <message>
        <source>Falcon-H1: attention and a Mamba-2 mixer in each of the %1 layers; SSM state in %2</source>
        <translation>Falcon-H1: Attention und ein Mamba-2-Mixer in jeder der %1 Schichten; SSM-Zustand in %2</translation>
    </message>
    <message>
        <source>a convolution state of %1 bytes per layer is more than any model keeps</source>
        <translation>ein Faltungszustand von %1 Byte je Schicht ist mehr, als ein Modell hält</translation>
    </message>
    <message>
        <source>mamba_expand x hidden_size is %1, more than %2</source>
        <translation>mamba_expand x hidden_size ist %1, mehr als %2</translation>
    </message>
    <message>
        <source>%1 is not a whole number of bytes from 1 to %2</source>
        <translation>%1 ist keine ganze Zahl von Bytes zwischen 1 und %2</translation>
    </message>
    <message>
        <source>cannot be read in %1: no such file</source>
        <translation>kann in %1 nicht gelesen werden: keine solche Datei</translation>
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
        <translation>%1 gehört zu keiner Familie, die dieses Programm kennt; gelesen als einfacher Decoder: Grouped-Query-Attention mit %2 KV-Köpfen zu %3 auf %4 von %5 Schichten%6. Weichen die Schichten ab, ihre Zahl mit --set full_attention_layers=WERT angeben.</translation>
    </message>
    <message>
        <source> (assumed: %1)</source>
        <translation> (angenommen: %1)</translation>
    </message>
    <message>
        <source>Vision tower (vision_config): about %1 parameters, %2 GB in 16 bits, not counted in the model&apos;s parameters but in its weights; every card that runs the encoder holds them. vLLM also reserves an encoder cache for image embeddings (max_num_encoder_input_tokens, --limit-mm-per-prompt), not sized here.</source>
        <translation>Vision-Encoder (vision_config): etwa %1 Parameter, %2 GB in 16 Bit, nicht in den Parametern des Modells gezählt, aber in seinen Gewichten; jede Karte, die den Encoder ausführt, hält sie. vLLM reserviert außerdem einen Encoder-Cache für Bild-Embeddings (max_num_encoder_input_tokens, --limit-mm-per-prompt), der hier nicht bemessen wird.</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>linear-attention and state-space layers</source>
        <translation>Linear-Attention- und State-Space-Schichten</translation>
    </message>
    <message>
        <source>dense MLPs</source>
        <translation>dichte MLPs</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>geteilte Experten</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>geroutete Experten</translation>
    </message>
    <message>
        <source>%1 leaves %2 unquantised: sized at 16 bits, the rest at the quantised width</source>
        <translation>%1 lässt %2 unquantisiert: mit 16 Bit bemessen, der Rest mit der quantisierten Breite</translation>
    </message>
    <message>
        <source>%1 (%2) lacks %3; enter them in the import form or give them on the command line (%4)</source>
        <translation>%1 (%2) fehlt %3; im Importformular eingeben oder auf der Befehlszeile angeben (%4)</translation>
    </message>
    <message>
        <source>Active parameters per token: %1 without the input embedding (as OpenAI counts gpt-oss), %2 with it (as Meta counts Llama 4)</source>
        <translation>Aktive Parameter je Token: %1 ohne das Eingabe-Embedding (wie OpenAI bei gpt-oss zählt), %2 mit ihm (wie Meta bei Llama 4 zählt)</translation>
    </message>
</context>
<context>
    <name>CheckpointLicences</name>
    <message>
        <source>not stated (check the model card)</source>
        <translation>nicht angegeben (Model Card prüfen)</translation>
    </message>
    <message>
        <source>%1 (not in the catalogue: check the model card)</source>
        <translation>%1 (nicht im Katalog: Model Card prüfen)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>Each command takes --help for its options and --lang de|en for the language.</source>
        <translation>Jeder Befehl kennt --help für seine Optionen und --lang de|en für die Sprache.</translation>
    </message>
    <message>
        <source>--lang: expected de or en</source>
        <translation>--lang: de oder en erwartet</translation>
    </message>
    <message>
        <source>--lang: expected de or en, got &quot;%1&quot;</source>
        <translation>--lang: de oder en erwartet, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; the commands are %2, --help and --version</source>
        <translation>unbekannter Befehl „%1“; die Befehle sind %2, --help und --version</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (meinten Sie %1?)</translation>
    </message>
    <message>
        <source>(imported models are not available: %1)</source>
        <translation>(importierte Modelle sind nicht verfügbar: %1)</translation>
    </message>
    <message>
        <source>--version prints the version, the catalogue&apos;s date and the licence.</source>
        <translation>--version nennt die Version, das Datum des Katalogs und die Lizenz.</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>Compares two to four builds: every figure, the better value, the ratio to the first build and the advice that differs.</source>
        <translation>Vergleicht zwei bis vier Konfigurationen: jede Kennzahl, den besseren Wert, das Verhältnis zur ersten Konfiguration und die abweichenden Hinweise.</translation>
    </message>
    <message>
        <source>Build files (JSON), two to four.</source>
        <translation>Konfigurationsdateien (JSON), zwei bis vier.</translation>
    </message>
    <message>
        <source>Start with a comparison of the sources: %1.</source>
        <translation>Mit einem Vergleich aus den Quellen beginnen: %1.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>compare: expected %1 to %2 builds, got %3</source>
        <translation>compare: %1 bis %2 Konfigurationen erwartet, erhalten: %3</translation>
    </message>
    <message>
        <source>* the better value; (1.25x) a ratio to build A</source>
        <translation>* der bessere Wert; (1,25x) Verhältnis zu Konfiguration A</translation>
    </message>
    <message>
        <source>Advice that differs</source>
        <translation>Abweichende Hinweise</translation>
    </message>
    <message>
        <source>compare A.json B.json [...] [--preset NAME] [--json] [-o OUT.pdf]   builds side by side</source>
        <translation>compare A.json B.json [...] [--preset NAME] [--json] [-o OUT.pdf]   Konfigurationen nebeneinander</translation>
    </message>
    <message>
        <source>Write the comparison sheet (A4 PDF) to this file.</source>
        <translation>Das Vergleichsblatt (A4-PDF) in diese Datei schreiben.</translation>
    </message>
    <message>
        <source>compare: -o needs the PDF to write</source>
        <translation>compare: -o erwartet die zu schreibende PDF-Datei</translation>
    </message>
</context>
<context>
    <name>ComparisonPresets</name>
    <message>
        <source>GLM-5.3-Flash: 4x H200 NVL (FP8) against 4x RTX PRO 6000 SE (NVFP4)</source>
        <translation>GLM-5.3-Flash: 4x H200 NVL (FP8) gegen 4x RTX PRO 6000 SE (NVFP4)</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash FP8 on 4x H200 NVL, TP4</source>
        <translation>GLM-5.3-Flash FP8 auf 4x H200 NVL, TP4</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 4x RTX PRO 6000 SE, TP4</source>
        <translation>GLM-5.3-Flash NVFP4 auf 4x RTX PRO 6000 SE, TP4</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE: one TP8 copy against two TP4 copies</source>
        <translation>GLM-5.3-Flash NVFP4 auf 8x RTX PRO 6000 SE: eine TP8-Kopie gegen zwei TP4-Kopien</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, one TP8 copy</source>
        <translation>GLM-5.3-Flash NVFP4 auf 8x RTX PRO 6000 SE, eine TP8-Kopie</translation>
    </message>
    <message>
        <source>GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE, two TP4 copies</source>
        <translation>GLM-5.3-Flash NVFP4 auf 8x RTX PRO 6000 SE, zwei TP4-Kopien</translation>
    </message>
    <message>
        <source>GLM-5.3: 8x RTX PRO 6000 SE (NVFP4, TP4 x PP2) against 8x H200 NVL (FP8, TP4 x PP2)</source>
        <translation>GLM-5.3: 8x RTX PRO 6000 SE (NVFP4, TP4 x PP2) gegen 8x H200 NVL (FP8, TP4 x PP2)</translation>
    </message>
    <message>
        <source>GLM-5.3 FP8 on 8x H200 NVL, TP4 x PP2</source>
        <translation>GLM-5.3 FP8 auf 8x H200 NVL, TP4 x PP2</translation>
    </message>
    <message>
        <source>GLM-5.3 NVFP4 on 8x RTX PRO 6000 SE, TP4 x PP2</source>
        <translation>GLM-5.3 NVFP4 auf 8x RTX PRO 6000 SE, TP4 x PP2</translation>
    </message>
    <message>
        <source>Unknown comparison preset &quot;%1&quot;; known: %2.</source>
        <translation>Unbekannte Vergleichsvorgabe &quot;%1&quot;; bekannt sind: %2.</translation>
    </message>
</context>
<context>
    <name>ComparisonSheet</name>
    <message>
        <source>a comparison sheet needs %1 to %2 builds, not %3</source>
        <translation>ein Vergleichsblatt umfasst %1 bis %2 Konfigurationen, nicht %3</translation>
    </message>
    <message>
        <source>build %1 (%2) cannot be evaluated: %3</source>
        <translation>Konfiguration %1 (%2) lässt sich nicht auswerten: %3</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>all builds</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Comparison sheet</source>
        <translation>Vergleichsblatt</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n builds</source>
        <translation>
            <numerusform>Vergleich von %n Konfiguration</numerusform>
            <numerusform>Vergleich von %n Konfigurationen</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Measured against</source>
        <translation>Bezogen auf</translation>
    </message>
    <message>
        <source>build A</source>
        <translation>Konfiguration A</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
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
        <translation>Kennzahlen im Vergleich</translation>
    </message>
    <message>
        <source>Highlighted: the better value where a figure has a better direction. %1/%2: the value of the build divided by that of build %2.</source>
        <translation>Hervorgehoben: der bessere Wert, wo eine Kennzahl eine bessere Richtung hat. %1/%2: der Wert der Konfiguration geteilt durch den von Konfiguration %2.</translation>
    </message>
    <message>
        <source>Advice that differs</source>
        <translation>Abweichende Hinweise</translation>
    </message>
    <message>
        <source>Every build gets the same advice.</source>
        <translation>Alle Konfigurationen erhalten dieselben Hinweise.</translation>
    </message>
    <message>
        <source>not given for %1</source>
        <translation>entfällt bei %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Charts on the same axes</source>
        <translation>Diagramme mit gleichen Achsen</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Builds</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Annahmen und Quellen</translation>
    </message>
    <message>
        <source>Speed side by side</source>
        <translation>Tempo im Vergleich</translation>
    </message>
    <message>
        <source>%1 prompt and %2 answer tokens per request</source>
        <translation>%1 Prompt- und %2 Antwort-Token je Anfrage</translation>
    </message>
    <message numerus="yes">
        <source>%n active conversation(s)</source>
        <translation>
            <numerusform>%n aktivem Gespräch</numerusform>
            <numerusform>%n aktiven Gesprächen</numerusform>
        </translation>
    </message>
    <message>
        <source>as many active conversations as fit in memory</source>
        <translation>so vielen aktiven Gesprächen, wie in den Speicher passen</translation>
    </message>
    <message>
        <source>Roofline estimate of each build at %1, %2; the speed target is the tokens per second each conversation must still get.</source>
        <translation>Roofline-Schätzung jeder Konfiguration bei %1, %2; das Zieltempo sind die Token pro Sekunde, die jedes Gespräch mindestens noch erhalten muss.</translation>
    </message>
    <message>
        <source>Cost side by side</source>
        <translation>Kosten im Vergleich</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) of depreciation</source>
        <translation>
            <numerusform>%n Jahr Abschreibung</numerusform>
            <numerusform>%n Jahre Abschreibung</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h a day at %2 % load, PUE %3</source>
        <translation>%1 h am Tag bei %2 % Last, PUE %3</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 je kWh</translation>
    </message>
    <message>
        <source>no electricity price</source>
        <translation>kein Strompreis</translation>
    </message>
    <message>
        <source>no API price</source>
        <translation>kein API-Preis</translation>
    </message>
    <message>
        <source>API %1 in and %2 out per million tokens</source>
        <translation>API %1 Eingabe und %2 Ausgabe je Million Token</translation>
    </message>
    <message>
        <source>Each build priced from the same price list, indicative where no quote is given: %1; %2. A figure without every price it needs is &quot;not known&quot;, never a partial sum.</source>
        <translation>Jede Konfiguration ist nach derselben Preisliste bewertet, unverbindlich, wo kein Angebot vorliegt: %1; %2. Eine Kennzahl, der ein Preis fehlt, ist „nicht bekannt“, nie eine Teilsumme.</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Token/s je Gespräch</translation>
    </message>
    <message>
        <source>no grid emission factor</source>
        <translation>kein Emissionsfaktor des Stromnetzes</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1, Stand %2</translation>
    </message>
    <message>
        <source>%1 g CO₂ per kWh (%2)</source>
        <translation>%1 g CO₂ je kWh (%2)</translation>
    </message>
    <message>
        <source>CO₂: energy x %1.</source>
        <translation>CO₂: Energie × %1.</translation>
    </message>
</context>
<context>
    <name>ConfigurationSheet</name>
    <message>
        <source>the build cannot be evaluated: %1</source>
        <translation>die Konfiguration lässt sich nicht auswerten: %1</translation>
    </message>
    <message>
        <source>Configuration sheet</source>
        <translation>Konfigurationsblatt</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>%1 on %2 x %3</source>
        <translation>%1 auf %2 x %3</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Free memory per card</source>
        <translation>Freier Speicher je Karte</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>innerhalb der Planung</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>über der Planung</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>, capped at %1</source>
        <translation>, begrenzt auf %1</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>Per server</source>
        <translation>Je Server</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Server %1: </source>
        <translation>Server %1: </translation>
    </message>
    <message>
        <source>Servers %1: </source>
        <translation>Server %1: </translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Processors</source>
        <translation>Prozessoren</translation>
    </message>
    <message>
        <source>%1, %2 cores, %3 TDP</source>
        <translation>%1, %2 Kerne, %3 TDP</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>at least %1, twice the GPU memory</source>
        <translation>mindestens %1, doppelt so viel wie der GPU-Speicher</translation>
    </message>
    <message>
        <source>%1 x %2 DIMMs = %3 (%4)</source>
        <translation>%1 DIMMs zu je %2 = %3 (%4)</translation>
    </message>
    <message>
        <source>%1: more than the chassis holds (%2 x %3)</source>
        <translation>%1: mehr, als das Gehäuse fasst (%2 x %3)</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>NVMe-Speicherplatz</translation>
    </message>
    <message>
        <source>for the checkpoints kept: %1</source>
        <translation>für die vorgehaltenen Checkpoints: %1</translation>
    </message>
    <message>
        <source>Power feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>%1, %2 nominal</source>
        <translation>%1, Nennleistung %2</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>, %1 parameters</source>
        <translation>, %1 Parameter</translation>
    </message>
    <message>
        <source>, %1 parameters, %2 active</source>
        <translation>, %1 Parameter, davon %2 aktiv</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
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
        <translation>Herausgeber</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Layout and serving command</source>
        <translation>Aufteilung und Startbefehl</translation>
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
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Cards per copy</source>
        <translation>Karten je Kopie</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Per card</source>
        <translation>Je Karte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Nutzbarer Speicher</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache per conversation</source>
        <translation>KV-Cache je Gespräch</translation>
    </message>
    <message>
        <source>Free for the cache</source>
        <translation>Frei für den Cache</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>FP8 cache</source>
        <translation>FP8-Cache</translation>
    </message>
    <message>
        <source>16-bit cache</source>
        <translation>16-Bit-Cache</translation>
    </message>
    <message>
        <source>Memory and conversations</source>
        <translation>Speicher und Gespräche</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>All servers</source>
        <translation>Alle Server</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>%1 x %2 = %3</source>
        <translation>%1 x %2 = %3</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Zuschlag</translation>
    </message>
    <message>
        <source>Feed: planned of nominal</source>
        <translation>Stromanschluss: geplant von Nennleistung</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Power and feed</source>
        <translation>Leistung und Stromanschluss</translation>
    </message>
    <message>
        <source>Advice for this build</source>
        <translation>Hinweise zu dieser Konfiguration</translation>
    </message>
    <message>
        <source>No advice: nothing in the sources speaks against this build.</source>
        <translation>Keine Hinweise: In den Quellen spricht nichts gegen diese Konfiguration.</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Annahmen und Quellen</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Roofline estimate: each decode step reads the weights and the cache and computes; the slowest of memory, compute and the links between the cards decides.</source>
        <translation>Roofline-Schätzung: Jeder Decode-Schritt liest die Gewichte und den Cache und rechnet; das Langsamste aus Speicher, Rechenleistung und den Verbindungen zwischen den Karten entscheidet.</translation>
    </message>
    <message>
        <source>Per request: %1.</source>
        <translation>Je Anfrage: %1.</translation>
    </message>
    <message>
        <source>Active conversations: %1.</source>
        <translation>Aktive Gespräche: %1.</translation>
    </message>
    <message>
        <source>Speed target: %1 per conversation, the least a reader accepts.</source>
        <translation>Zieltempo: %1 je Gespräch, das Mindeste, das ein Leser akzeptiert.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Weights read per step</source>
        <translation>Gewichte gelesen je Schritt</translation>
    </message>
    <message>
        <source>Cache read per step</source>
        <translation>Cache gelesen je Schritt</translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation>Speicherzeit</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>Zeit je Token</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Token/s je Gespräch</translation>
    </message>
    <message>
        <source>Output tokens/s of the build</source>
        <translation>Ausgabe-Token/s der Konfiguration</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Conversations at the speed target</source>
        <translation>Gespräche beim Zieltempo</translation>
    </message>
    <message>
        <source>Conversations served</source>
        <translation>Bediente Gespräche</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Stückpreis</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Preisquelle</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>indicative: %1, %2</source>
        <translation>unverbindlich: %1, %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>no price for %1</source>
        <translation>kein Preis für %1</translation>
    </message>
    <message numerus="yes">
        <source>Depreciation over %n year(s).</source>
        <translation>
            <numerusform>Abschreibung über %n Jahr.</numerusform>
            <numerusform>Abschreibung über %n Jahre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Electricity: %1 per kWh.</source>
        <translation>Strom: %1 je kWh.</translation>
    </message>
    <message>
        <source>Electricity: no price in %1.</source>
        <translation>Strom: kein Preis in %1.</translation>
    </message>
    <message>
        <source>Cooling and distribution: PUE %1.</source>
        <translation>Kühlung und Verteilung: PUE %1.</translation>
    </message>
    <message>
        <source>Use: %1 hours a day at %2 % average load.</source>
        <translation>Nutzung: %1 Stunden am Tag bei %2 % mittlerer Last.</translation>
    </message>
    <message>
        <source>Hosted API: %1 per million input and %2 per million output tokens, %3 input tokens sent per output token.</source>
        <translation>Gehostete API: %1 je Million Eingabe- und %2 je Million Ausgabe-Token, %3 Eingabe-Token je Ausgabe-Token.</translation>
    </message>
    <message>
        <source>Hosted API: no price for this model.</source>
        <translation>Gehostete API: kein Preis für dieses Modell.</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 wall power x %2 load x %3 h x 365 days x PUE %4</source>
        <translation>%1 Leistung an der Steckdose x %2 Last x %3 h x 365 Tage x PUE %4</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energiekosten pro Jahr</translation>
    </message>
    <message>
        <source>energy x %1 per kWh</source>
        <translation>Energie x %1 je kWh</translation>
    </message>
    <message>
        <source>no electricity price</source>
        <translation>kein Strompreis</translation>
    </message>
    <message>
        <source>Depreciation per year</source>
        <translation>Abschreibung pro Jahr</translation>
    </message>
    <message numerus="yes">
        <source>purchase price / %n year(s)</source>
        <translation>
            <numerusform>Kaufpreis / %n Jahr</numerusform>
            <numerusform>Kaufpreis / %n Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Kosten pro Jahr</translation>
    </message>
    <message>
        <source>depreciation + energy</source>
        <translation>Abschreibung + Energie</translation>
    </message>
    <message>
        <source>Cost per seat and month</source>
        <translation>Kosten je Platz und Monat</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>cost per year / 12 / %1 million output tokens a month (%2 tokens/s x load x hours)</source>
        <translation>Kosten pro Jahr / 12 / %1 Millionen Ausgabe-Token im Monat (%2 Token/s x Last x Stunden)</translation>
    </message>
    <message>
        <source>no throughput</source>
        <translation>kein Durchsatz</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>Gehostete API</translation>
    </message>
    <message>
        <source>: output price + %1 x input price</source>
        <translation>: Ausgabepreis + %1 x Eingabepreis</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Gewinnschwelle</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>output tokens a month above which the build costs less than the API</source>
        <translation>Ausgabe-Token im Monat, ab denen die Konfiguration weniger kostet als die API</translation>
    </message>
    <message>
        <source>Pay-back</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>purchase price / (API cost - energy cost) per month at the build&apos;s volume</source>
        <translation>Kaufpreis / (API-Kosten - Energiekosten) pro Monat bei der Menge der Konfiguration</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1, Stand %2</translation>
    </message>
    <message>
        <source>Conversations served at %1</source>
        <translation>Bediente Gespräche mit %1 Token</translation>
    </message>
    <message>
        <source>%1 (%2 in memory)</source>
        <translation>%1 (%2 im Speicher)</translation>
    </message>
    <message numerus="yes">
        <source>cost per year / 12 / %n conversation(s) served</source>
        <translation>
            <numerusform>Kosten pro Jahr / 12 / %n bedientes Gespräch</numerusform>
            <numerusform>Kosten pro Jahr / 12 / %n bediente Gespräche</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The speed is unknown: %1.</source>
        <translation>Das Tempo ist unbekannt: %1.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>listed %1; %2</source>
        <translation>gelistet %1; %2</translation>
    </message>
    <message>
        <source>Rate: %1.</source>
        <translation>Kurs: %1.</translation>
    </message>
    <message>
        <source>&quot;Indicative&quot; prices are public list prices, not a quote.</source>
        <translation>„Richtwert“-Preise sind öffentliche Listenpreise, kein Angebot.</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Kosten pro Monat</translation>
    </message>
    <message>
        <source>cost per year / 12</source>
        <translation>Kosten pro Jahr / 12</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Grid: no emission factor.</source>
        <translation>Stromnetz: kein Emissionsfaktor.</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energie je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>energy per year / million output tokens per year</source>
        <translation>Energie pro Jahr / Millionen Ausgabe-Token pro Jahr</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>no grid emission factor</source>
        <translation>kein Emissionsfaktor des Stromnetzes</translation>
    </message>
    <message>
        <source>energy per million output tokens x grid emission factor</source>
        <translation>Energie je Million Ausgabe-Token × Emissionsfaktor des Stromnetzes</translation>
    </message>
    <message>
        <source>Grid: %1 g CO₂ per kWh.</source>
        <translation>Stromnetz: %1 g CO₂ je kWh.</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ pro Jahr</translation>
    </message>
    <message>
        <source>energy per year x %1 g CO₂/kWh</source>
        <translation>Energie pro Jahr × %1 g CO₂/kWh</translation>
    </message>
    <message>
        <source>CO₂ per million output tokens</source>
        <translation>CO₂ je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>First-token target: within %1 at the median, queueing for the prefill included.</source>
        <translation>Ziel für das erste Token: binnen %1 im Median, Warten auf den Prefill eingeschlossen.</translation>
    </message>
    <message>
        <source>First-token target: within %1 at the 95th percentile.</source>
        <translation>Ziel für das erste Token: binnen %1 im 95. Perzentil.</translation>
    </message>
    <message>
        <source>Conversations at the first-token target</source>
        <translation>Gespräche beim Ziel für das erste Token</translation>
    </message>
    <message>
        <source>Conversations at the first-token target (95th percentile)</source>
        <translation>Gespräche beim Ziel für das erste Token (95. Perzentil)</translation>
    </message>
    <message>
        <source>Models on the same cards</source>
        <translation>Modelle auf denselben Karten</translation>
    </message>
    <message>
        <source>TP x PP, copies</source>
        <translation>TP × PP, Kopien</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Gewichte je Karte</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Token/s je Gespräch</translation>
    </message>
    <message>
        <source>%1 x %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
    <message>
        <source>No speed target: memory alone limits the conversations.</source>
        <translation>Kein Zieltempo: Allein der Speicher begrenzt die Gespräche.</translation>
    </message>
    <message>
        <source>Models of the build</source>
        <translation>Modelle der Konfiguration</translation>
    </message>
    <message>
        <source>%1 (cards %2 to %3)</source>
        <translation>%1 (Karten %2 bis %3)</translation>
    </message>
    <message>
        <source>Prefill card</source>
        <translation>Prefill-Karte</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
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
        <translation>Server %1 braucht mehr Hauptspeicher, als sein Gehäuse fasst; für ihn sind keine DIMMs eingepreist.</translation>
    </message>
    <message>
        <source>NVMe drive, %1 TB</source>
        <translation>NVMe-Laufwerk, %1 TB</translation>
    </message>
    <message>
        <source>Rest of the server (board, power supplies, network, assembly)</source>
        <translation>Rest des Servers (Mainboard, Netzteile, Netzwerk, Montage)</translation>
    </message>
    <message>
        <source>No price for %1: no total.</source>
        <translation>Kein Preis für %1: keine Summe.</translation>
    </message>
    <message>
        <source>set for this build</source>
        <translation>für diese Konfiguration gesetzt</translation>
    </message>
    <message>
        <source>The default electricity price is in %1, the prices in %2: set the price per kWh in %2.</source>
        <translation>Der voreingestellte Strompreis ist in %1, die Preise in %2: den Preis je kWh in %2 setzen.</translation>
    </message>
    <message>
        <source>No throughput for this build: no cost per million tokens.</source>
        <translation>Kein Durchsatz für diese Konfiguration: keine Kosten je Million Token.</translation>
    </message>
    <message>
        <source>The API price of %1 is in %2, the prices in %3: set the API prices in %3.</source>
        <translation>Der API-Preis von %1 ist in %2, die Preise in %3: die API-Preise in %3 setzen.</translation>
    </message>
    <message>
        <source>No published API price for this model: set one.</source>
        <translation>Kein veröffentlichter API-Preis für dieses Modell: einen setzen.</translation>
    </message>
    <message>
        <source>At this volume the API costs less than the electricity: the build does not pay back.</source>
        <translation>Bei dieser Menge kostet die API weniger als der Strom: Die Konfiguration amortisiert sich nicht.</translation>
    </message>
    <message>
        <source>No conversation gets the speed target: no cost per seat.</source>
        <translation>Kein Gespräch erreicht die Zielgeschwindigkeit: keine Kosten pro Platz.</translation>
    </message>
    <message>
        <source>Servers %1 to %2 need more host memory than their chassis hold; no DIMMs priced for them.</source>
        <translation>Server %1 bis %2 brauchen mehr Hauptspeicher, als ihre Gehäuse aufnehmen; für sie sind keine DIMMs bepreist.</translation>
    </message>
    <message>
        <source>The output rate assumes %1 active conversations, over memory (%2 fit): no cost per million tokens; lower the active conversations.</source>
        <translation>Die Ausgaberate nimmt %1 aktive Gespräche an, mehr als der Speicher fasst (%2 passen): keine Kosten je Million Token; die aktiven Gespräche senken.</translation>
    </message>
    <message>
        <source>The speed is unknown (%1): no cost per million tokens.</source>
        <translation>Das Tempo ist unbekannt (%1): keine Kosten je Million Token.</translation>
    </message>
    <message>
        <source>No exchange rate to %1 for %2: give their prices in %1.</source>
        <translation>Kein Wechselkurs nach %1 für %2: deren Preise in %1 angeben.</translation>
    </message>
    <message>
        <source>green-power contract, set for this build</source>
        <translation>Ökostromvertrag, für diesen Aufbau festgelegt</translation>
    </message>
    <message>
        <source>No grid emission factor in the price list: set the grams of CO₂ per kWh.</source>
        <translation>Kein Emissionsfaktor des Stromnetzes in der Preisliste: die Gramm CO₂ je kWh angeben.</translation>
    </message>
</context>
<context>
    <name>CostDefaults</name>
    <message>
        <source>must be more than zero</source>
        <translation>muss größer als null sein</translation>
    </message>
    <message>
        <source>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</source>
        <translation>erwartet einen Währungscode wie „EUR“, erhalten „%1“</translation>
    </message>
    <message>
        <source>expected a date such as &quot;2026-11-30&quot;, got &quot;%1&quot;</source>
        <translation>erwartet ein Datum wie „2026-11-30“, erhalten „%1“</translation>
    </message>
    <message>
        <source>a default electricity price in %1 is given already</source>
        <translation>für %1 ist bereits ein Standard-Strompreis angegeben</translation>
    </message>
    <message>
        <source>expected a tariff or a list of tariffs, one per currency, got %1</source>
        <translation>erwartet einen Tarif oder eine Liste von Tarifen, einen je Währung, erhalten %1</translation>
    </message>
    <message>
        <source>expected another currency than the base, %1</source>
        <translation>erwartet eine andere Währung als die Basis, %1</translation>
    </message>
    <message>
        <source>a rate between %1 and %2 is given already</source>
        <translation>ein Kurs zwischen %1 und %2 ist schon angegeben</translation>
    </message>
</context>
<context>
    <name>CostJson</name>
    <message>
        <source>energy per year at the wall (power x load x hours x PUE) over the output tokens of the same hours at the estimated rate</source>
        <translation>Energie pro Jahr an der Steckdose (Leistung × Last × Stunden × PUE) geteilt durch die Ausgabe-Token derselben Stunden bei der geschätzten Rate</translation>
    </message>
</context>
<context>
    <name>CostOptions</name>
    <message>
        <source>Price list (JSON) over the built-in indicative prices.</source>
        <translation>Preisliste (JSON) über den eingebauten Richtpreisen.</translation>
    </message>
    <message>
        <source>Years of depreciation (default 3).</source>
        <translation>Jahre der Abschreibung (Vorgabe 3).</translation>
    </message>
    <message>
        <source>Cooling overhead as PUE (default 1.3).</source>
        <translation>Kühlungsaufschlag als PUE (Vorgabe 1,3).</translation>
    </message>
    <message>
        <source>Hours of use per day (default 24).</source>
        <translation>Nutzungsstunden pro Tag (Vorgabe 24).</translation>
    </message>
    <message>
        <source>Average load while in use, 0 to 1 (default 1).</source>
        <translation>Mittlere Last während der Nutzung, 0 bis 1 (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Hosted API price per million input tokens.</source>
        <translation>Preis der gehosteten API je Million Eingabe-Token.</translation>
    </message>
    <message>
        <source>Hosted API price per million output tokens.</source>
        <translation>Preis der gehosteten API je Million Ausgabe-Token.</translation>
    </message>
    <message>
        <source>Input tokens sent per output token (default 1).</source>
        <translation>Gesendete Eingabe-Token je Ausgabe-Token (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Currency of the cost, such as EUR or USD (default: the language&apos;s, EUR in German, USD in English); prices in another are converted at the cited ECB rate.</source>
        <translation>Währung der Kosten, etwa EUR oder USD (Standard: die der Sprache, EUR auf Deutsch, USD auf Englisch); Preise in einer anderen werden zum zitierten EZB-Kurs umgerechnet.</translation>
    </message>
    <message>
        <source>Electricity price per kWh, in the currency of the cost.</source>
        <translation>Strompreis pro kWh, in der Währung der Kosten.</translation>
    </message>
    <message>
        <source>--currency: expected a currency code such as EUR or USD, got &quot;%1&quot;</source>
        <translation>--currency: erwartet einen Währungscode wie EUR oder USD, erhalten „%1“</translation>
    </message>
    <message>
        <source>Grams of CO₂ per kWh of the electricity bought (default: Germany&apos;s electricity mix as the Umweltbundesamt publishes it; 0 for a green-power contract).</source>
        <translation>Gramm CO₂ je kWh des bezogenen Stroms (Standard: der deutsche Strommix, wie ihn das Umweltbundesamt veröffentlicht; 0 für einen Ökostromvertrag).</translation>
    </message>
</context>
<context>
    <name>CostSettingsJson</name>
    <message>
        <source>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</source>
        <translation>erwartet einen Währungscode wie „EUR“, erhalten „%1“</translation>
    </message>
</context>
<context>
    <name>CostTable</name>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>Parts and prices (%1)</source>
        <translation>Teile und Preise (%1)</translation>
    </message>
    <message>
        <source>%1 x no price</source>
        <translation>%1 x kein Preis</translation>
    </message>
    <message>
        <source>indicative, %1, %2</source>
        <translation>Richtpreis, %1, %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Running cost</source>
        <translation>Betriebskosten</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>wall power x load %1 x %2 h/day x 365 x PUE %3</source>
        <translation>Leistung an der Steckdose x Last %1 x %2 h/Tag x 365 x PUE %3</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energiekosten pro Jahr</translation>
    </message>
    <message>
        <source>%1 per kWh (%2)</source>
        <translation>%1 je kWh (%2)</translation>
    </message>
    <message>
        <source>Depreciation per year</source>
        <translation>Abschreibung pro Jahr</translation>
    </message>
    <message numerus="yes">
        <source>over %n year(s)</source>
        <translation>
            <numerusform>über %n Jahr</numerusform>
            <numerusform>über %n Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Kosten pro Jahr</translation>
    </message>
    <message>
        <source>Cost per seat and month</source>
        <translation>Kosten je Platz und Monat</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Against the hosted API</source>
        <translation>Im Vergleich zur gehosteten API</translation>
    </message>
    <message>
        <source>API per million output tokens</source>
        <translation>API je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>%1 out + %2 x %3 in (%4)</source>
        <translation>%1 Ausgabe + %2 x %3 Eingabe (%4)</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Gewinnschwelle</translation>
    </message>
    <message>
        <source>%1 million output tokens per month</source>
        <translation>%1 Millionen Ausgabe-Token pro Monat</translation>
    </message>
    <message>
        <source>Pay-back</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>listed %1; %2</source>
        <translation>gelistet %1; %2</translation>
    </message>
    <message>
        <source>Rate: %1</source>
        <translation>Kurs: %1</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Kosten pro Monat</translation>
    </message>
    <message>
        <source>cost per year / 12</source>
        <translation>Kosten pro Jahr / 12</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energie je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>energy per year / million output tokens per year</source>
        <translation>Energie pro Jahr / Millionen Ausgabe-Token pro Jahr</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>energy per year x %1</source>
        <translation>Energie pro Jahr × %1</translation>
    </message>
    <message>
        <source>energy per million output tokens x grid factor</source>
        <translation>Energie je Million Ausgabe-Token × Netzfaktor</translation>
    </message>
    <message>
        <source>%1 g CO₂/kWh (%2)</source>
        <translation>%1 g CO₂/kWh (%2)</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>Energie und CO₂</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ pro Jahr</translation>
    </message>
    <message>
        <source>CO₂ per million output tokens</source>
        <translation>CO₂ je Million Ausgabe-Token</translation>
    </message>
</context>
<context>
    <name>CurrencyNote</name>
    <message>
        <source>Currency: %1, set for this build.</source>
        <translation>Währung: %1, für diese Konfiguration festgelegt.</translation>
    </message>
    <message>
        <source>Currency: %1, the language&apos;s.</source>
        <translation>Währung: %1, die der Sprache.</translation>
    </message>
    <message>
        <source>Currency: %1, the price list&apos;s.</source>
        <translation>Währung: %1, die der Preisliste.</translation>
    </message>
    <message>
        <source>Prices in %1 converted at the reference rate of %2, 1 %3 = %4 %5 (indicative).</source>
        <translation>Preise in %1 umgerechnet zum Referenzkurs vom %2, 1 %3 = %4 %5 (Richtwert).</translation>
    </message>
</context>
<context>
    <name>EvaluateCommand</name>
    <message>
        <source>evaluate [BUILD.json] [options] [--json]   figures of one build</source>
        <translation>evaluate [BUILD.json] [Optionen] [--json]   Kennzahlen einer Konfiguration</translation>
    </message>
    <message>
        <source>Evaluates a build: memory per card, conversations, power.</source>
        <translation>Bewertet eine Konfiguration: Speicher je Karte, Gespräche, Leistung.</translation>
    </message>
    <message>
        <source>Build file (JSON); without it the reference build.</source>
        <translation>Konfigurationsdatei (JSON); ohne sie die Referenzkonfiguration.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Serving commands</source>
        <translation>Startbefehle</translation>
    </message>
    <message>
        <source>%1 tokens/s (target %2)</source>
        <translation>%1 Token/s (Ziel %2)</translation>
    </message>
    <message>
        <source>%1 ms (target %2 ms)</source>
        <translation>%1 ms (Ziel %2 ms)</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
</context>
<context>
    <name>FalconH1Config</name>
    <message>
        <source>&quot;auto&quot; needs mamba_n_heads (%1) to divide mamba_d_ssm (%2)</source>
        <translation>&quot;auto&quot; verlangt, dass mamba_n_heads (%1) mamba_d_ssm (%2) teilt</translation>
    </message>
    <message>
        <source>%1 heads of %2 are not the mixer&apos;s width of %3 (mamba_d_ssm)</source>
        <translation>%1 Köpfe zu %2 ergeben nicht die Breite des Mixers von %3 (mamba_d_ssm)</translation>
    </message>
    <message>
        <source>a convolution state of %1 bytes per layer is more than any model keeps</source>
        <translation>ein Faltungszustand von %1 Byte je Schicht ist mehr, als ein Modell hält</translation>
    </message>
</context>
<context>
    <name>FigureFormulas</name>
    <message>
        <source>%1 usable per card: the fixed budget of the %2</source>
        <translation>%1 nutzbar je Karte: das feste Budget der %2</translation>
    </message>
    <message>
        <source>%1 x %2 - %3 = %4 usable per card</source>
        <translation>%1 x %2 - %3 = %4 nutzbar je Karte</translation>
    </message>
    <message>
        <source>%1 / (TP %2 x PP %3) = %4 of weights per card</source>
        <translation>%1 / (TP %2 x PP %3) = %4 Gewichte je Karte</translation>
    </message>
    <message>
        <source>%1 usable - %2 weights = %3 free per card</source>
        <translation>%1 nutzbar - %2 Gewichte = %3 frei je Karte</translation>
    </message>
    <message>
        <source>%1 per token (whole model) x %2 tokens; %3 per conversation per card by config arithmetic</source>
        <translation>%1 je Token (ganzes Modell) x %2 Token; %3 je Gespräch und Karte laut Rechnung aus config.json</translation>
    </message>
    <message>
        <source>, %1 by the published planning figure</source>
        <translation>, %1 laut veröffentlichtem Planungswert</translation>
    </message>
    <message>
        <source>; counted with %1</source>
        <translation>; gerechnet mit %1</translation>
    </message>
    <message>
        <source>The weights (%1 per card) do not fit the %2 usable per card.</source>
        <translation>Die Gewichte (%1 je Karte) passen nicht in die nutzbaren %2 je Karte.</translation>
    </message>
    <message>
        <source>%1 free / %2 per conversation = %3</source>
        <translation>%1 frei / %2 je Gespräch = %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 per copy x %n copies = %2</source>
        <translation>
            <numerusform>%1 je Kopie x %n Kopie = %2</numerusform>
            <numerusform>%1 je Kopie x %n Kopien = %2</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 cards + %2 CPUs) x %3 = %4 at the wall</source>
        <translation>(%1 Karten + %2 Prozessoren) x %3 = %4 an der Steckdose</translation>
    </message>
    <message>
        <source>%1 planned of %2 nominal</source>
        <translation>geplanten %1 (Nennleistung %2)</translation>
    </message>
    <message>
        <source>%1 at the wall is within the %2</source>
        <translation>%1 an der Steckdose, innerhalb der %2</translation>
    </message>
    <message>
        <source>%1 at the wall is over the %2: needs 32 A, three-phase or a power cap</source>
        <translation>%1 an der Steckdose, über den %2: erfordert 32 A, Drehstrom oder eine Leistungsgrenze</translation>
    </message>
    <message>
        <source>Unified memory: no separate host memory</source>
        <translation>Unified Memory: kein separater Arbeitsspeicher</translation>
    </message>
    <message>
        <source>%1 x %2 cards x %3 = %4 host memory at least</source>
        <translation>%1 x %2 Karten x %3 = mindestens %4 Arbeitsspeicher</translation>
    </message>
    <message numerus="yes">
        <source>%1 for the checkpoints kept (%n checkpoint(s))</source>
        <translation>
            <numerusform>%1 für den vorgehaltenen Checkpoint (%n Checkpoint)</numerusform>
            <numerusform>%1 für die vorgehaltenen Checkpoints (%n Checkpoints)</numerusform>
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
        <translation>, Experten-Parallelismus</translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies)</source>
        <translation>
            <numerusform>, %n Kopie</numerusform>
            <numerusform>, %n Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 cache</source>
        <translation>FP8-Cache</translation>
    </message>
    <message>
        <source>16-bit cache</source>
        <translation>16-Bit-Cache</translation>
    </message>
    <message>
        <source>published planning figure</source>
        <translation>veröffentlichter Planungswert</translation>
    </message>
    <message>
        <source>config arithmetic</source>
        <translation>Rechnung aus config.json</translation>
    </message>
    <message>
        <source>(%1 - %2 routed experts) / (TP %3 x PP %4) + %2 / (DP %5 x TP %3 x PP %4) = %6 of weights per card</source>
        <translation>(%1 - %2 geroutete Experten) / (TP %3 x PP %4) + %2 / (DP %5 x TP %3 x PP %4) = %6 Gewichte je Karte</translation>
    </message>
    <message numerus="yes">
        <source>%1 per rank x %n DP ranks = %2</source>
        <translation>
            <numerusform>%1 je Rang x %n DP-Rang = %2</numerusform>
            <numerusform>%1 je Rang x %n DP-Ränge = %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, DP %1 attention ranks</source>
        <translation>, DP %1 Attention-Ränge</translation>
    </message>
    <message>
        <source>; the count stops there: at least this many</source>
        <translation>; die Zählung endet dort: mindestens so viele</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>%1 x %2 = %3 requested - %4 peak activations - %5 non-torch - %6 NCCL = %7 usable per card (vLLM profile)</source>
        <translation>%1 x %2 = %3 angefordert - %4 Spitzen-Aktivierungen - %5 außerhalb von Torch - %6 NCCL = %7 nutzbar je Karte (vLLM-Profil)</translation>
    </message>
    <message>
        <source>vLLM profile: %1 for the cache / %2 per token per card = %3 tokens per card (vLLM&apos;s &quot;GPU KV cache size&quot;, whole blocks of %4)</source>
        <translation>vLLM-Profil: %1 für den Cache / %2 je Token und Karte = %3 Token je Karte (vLLMs „GPU KV cache size“, ganze Blöcke zu %4)</translation>
    </message>
    <message>
        <source>%1 batched tokens</source>
        <translation>%1 Token je Schritt</translation>
    </message>
    <message>
        <source>CUDA graphs (about %1) are captured after the cache is sized: they take from the %2 above the utilisation, not from the cache</source>
        <translation>CUDA-Graphen (etwa %1) werden erst nach der Cache-Bemessung aufgezeichnet: Sie nehmen von den %2 oberhalb der Auslastung, nicht vom Cache</translation>
    </message>
    <message>
        <source>config arithmetic in vLLM&apos;s profile</source>
        <translation>Rechnung aus der config.json im vLLM-Profil</translation>
    </message>
    <message>
        <source>Peak activations not counted: the catalogue does not know this model&apos;s hidden_size</source>
        <translation>Spitzen-Aktivierungen nicht gezählt: Der Katalog kennt die hidden_size dieses Modells nicht</translation>
    </message>
    <message>
        <source>%1 batched tokens, vLLM %2&apos;s default on this card</source>
        <translation>%1 Batch-Token, der Standard von vLLM %2 auf dieser Karte</translation>
    </message>
    <message>
        <source> - %1 %2</source>
        <translation> − %1 %2</translation>
    </message>
    <message>
        <source>vLLM %1 profile (%2): %3 x %4 = %5 requested - %6 weights</source>
        <translation>Profil von vLLM %1 (%2): %3 × %4 = %5 angefordert − %6 Gewichte</translation>
    </message>
    <message>
        <source> = %1 for the cache</source>
        <translation> = %1 für den Cache</translation>
    </message>
    <message>
        <source>MoE workspace %1 on %2 tokens a layer%3</source>
        <translation>MoE-Arbeitsspeicher %1 bei %2 Token je Schicht%3</translation>
    </message>
    <message>
        <source>, DP gathering %1</source>
        <translation>, DP-Sammelpuffer %1</translation>
    </message>
    <message>
        <source>forward pass</source>
        <translation>Vorwärtsdurchlauf</translation>
    </message>
    <message>
        <source>MoE workspace</source>
        <translation>MoE-Arbeitsspeicher</translation>
    </message>
    <message>
        <source>DP gathering</source>
        <translation>DP-Sammelpuffer</translation>
    </message>
    <message>
        <source>sampler</source>
        <translation>Sampler</translation>
    </message>
    <message>
        <source>non-torch</source>
        <translation>außerhalb von Torch</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA-Kontext</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source> of weights per card (the checkpoint&apos;s layout)</source>
        <translation> Gewichte je Karte (nach Aufteilung des Checkpoints)</translation>
    </message>
    <message>
        <source>; by the checkpoint&apos;s layout %1 (the vLLM profile charges this)</source>
        <translation>; nach Aufteilung des Checkpoints %1 (das vLLM-Profil rechnet damit)</translation>
    </message>
    <message>
        <source>%1 split by TP, EP and PP + %2 whole on every card = %3</source>
        <translation>%1 aufgeteilt nach TP, EP und PP + %2 vollständig auf jeder Karte = %3</translation>
    </message>
    <message>
        <source> (%1 of multi-token-prediction layers not loaded)</source>
        <translation> (%1 an Multi-Token-Prediction-Schichten nicht geladen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 per copy x %n decode copies = %2 (the prefill copies hold only the prompts in flight)</source>
        <translation>
            <numerusform>%1 je Kopie x %n Decode-Kopie = %2 (die Prefill-Kopien halten nur die laufenden Prompts)</numerusform>
            <numerusform>%1 je Kopie x %n Decode-Kopien = %2 (die Prefill-Kopien halten nur die laufenden Prompts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies): %1 prefill, %2 decode</source>
        <translation>
            <numerusform>, %n Kopie: %1 Prefill, %2 Decode</numerusform>
            <numerusform>, %n Kopien: %1 Prefill, %2 Decode</numerusform>
        </translation>
    </message>
    <message>
        <source>DSA indexer workspace</source>
        <translation>DSA-Indexer-Arbeitsbereich</translation>
    </message>
    <message numerus="yes">
        <source>, %n copy(ies): %1 prefill at TP %3 x PP %4 (%5 cards each), %2 decode</source>
        <translation>
            <numerusform>, %n Kopie: %1 Prefill mit TP %3 × PP %4 (je %5 Karten), %2 Decode</numerusform>
            <numerusform>, %n Kopien: %1 Prefill mit TP %3 × PP %4 (je %5 Karten), %2 Decode</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 x (%2 x %3 + %4 x %5) = %6 host memory at least</source>
        <translation>%1 x (%2 x %3 + %4 x %5) = mindestens %6 Hauptspeicher</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 x %2 prefill + %3 x %4 decode</source>
        <translation>%1 x %2 Prefill + %3 x %4 Decode</translation>
    </message>
    <message>
        <source>%1, </source>
        <translation>%1, </translation>
    </message>
    <message numerus="yes">
        <source>TP %1 x PP %2: %3 usable - %4 weights = %5 free; %n prompt(s) in flight (a prefill batch) x %6 = %7 cache; %8 left</source>
        <translation>
            <numerusform>TP %1 x PP %2: %3 nutzbar - %4 Gewichte = %5 frei; %n Prompt in Arbeit (ein Prefill-Batch) x %6 = %7 Cache; %8 übrig</numerusform>
            <numerusform>TP %1 x PP %2: %3 nutzbar - %4 Gewichte = %5 frei; %n Prompts in Arbeit (ein Prefill-Batch) x %6 = %7 Cache; %8 übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>eager: no CUDA graphs (none captured, none charged)</source>
        <translation>eager: keine CUDA-Graphen (keine erfasst, keine angerechnet)</translation>
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
        <translation>Karten</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>Speicher je Karte</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Nutzbar</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Cache per conversation</source>
        <translation>Cache je Gespräch</translation>
    </message>
    <message>
        <source>Cache per token</source>
        <translation>Cache je Token</translation>
    </message>
    <message>
        <source>whole model</source>
        <translation>ganzes Modell</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>innerhalb der Planung</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>über der Planung</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicherplatz</translation>
    </message>
    <message>
        <source>Speed (roofline estimate)</source>
        <translation>Tempo (Roofline-Schätzung)</translation>
    </message>
    <message>
        <source>Prompt and answer</source>
        <translation>Prompt und Antwort</translation>
    </message>
    <message>
        <source>%1 + %2 tokens</source>
        <translation>%1 + %2 Token</translation>
    </message>
    <message>
        <source>Active conversations</source>
        <translation>Aktive Gespräche</translation>
    </message>
    <message>
        <source>Weights read per step</source>
        <translation>Gewichte gelesen je Schritt</translation>
    </message>
    <message>
        <source>Cache read per step</source>
        <translation>Cache gelesen je Schritt</translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation>Speicherzeit</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>Zeit je Token</translation>
    </message>
    <message>
        <source>Speed per conversation</source>
        <translation>Tempo je Gespräch</translation>
    </message>
    <message>
        <source>Output of the build</source>
        <translation>Ausgabe der Konfiguration</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>At the speed target</source>
        <translation>Beim Zieltempo</translation>
    </message>
    <message>
        <source>Served conversations</source>
        <translation>Bediente Gespräche</translation>
    </message>
    <message>
        <source>vLLM cache tokens</source>
        <translation>vLLM-Cache-Token</translation>
    </message>
    <message>
        <source>per card, as vLLM&apos;s &quot;GPU KV cache size&quot;</source>
        <translation>je Karte, wie vLLMs „GPU KV cache size“</translation>
    </message>
    <message>
        <source>Conversations served</source>
        <translation>Bediente Gespräche</translation>
    </message>
    <message>
        <source>limit: %1</source>
        <translation>Grenze: %1</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Conversations in memory</source>
        <translation>Gespräche im Speicher</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (over memory)</source>
        <translation>%1 (über dem Speicher)</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulatives Dekodieren</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>%1 Token je Schritt</translation>
    </message>
    <message>
        <source>At the first-token target</source>
        <translation>Beim Ziel für das erste Token</translation>
    </message>
    <message>
        <source>At the first-token p95</source>
        <translation>Beim Ziel für das erste Token (p95)</translation>
    </message>
    <message>
        <source>Prefill/decode split</source>
        <translation>Prefill/Decode-Trennung</translation>
    </message>
    <message>
        <source>%1 + %2 copies</source>
        <translation>%1 + %2 Kopien</translation>
    </message>
    <message>
        <source>KV-cache transfer</source>
        <translation>KV-Cache-Übertragung</translation>
    </message>
    <message>
        <source>Prefill card</source>
        <translation>Prefill-Karte</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>FileKind</name>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a named pipe, not a regular file</source>
        <translation>ist eine benannte Pipe, keine reguläre Datei</translation>
    </message>
    <message>
        <source>is a device, not a regular file</source>
        <translation>ist ein Gerät, keine reguläre Datei</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>ist ein Socket, keine reguläre Datei</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message numerus="yes">
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform>
            <numerusform>%n Probleme: %1</numerusform>
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
        <translation>Es gibt keinen Server; zuerst einen hinzufügen.</translation>
    </message>
    <message>
        <source>No slot is free.</source>
        <translation>Kein Steckplatz ist frei.</translation>
    </message>
</context>
<context>
    <name>FormatVersion</name>
    <message>
        <source>format %1 needs LLM Server Configurator %2 or later; this is %3, which reads format %4 and older</source>
        <translation>Format %1 braucht LLM Server Configurator %2 oder neuer; dies ist %3, es liest Format %4 und älter</translation>
    </message>
    <message>
        <source>format %1 needs a newer LLM Server Configurator; this is %2, which reads format %3 and older</source>
        <translation>Format %1 braucht einen neueren LLM Server Configurator; dies ist %2, es liest Format %3 und älter</translation>
    </message>
</context>
<context>
    <name>GuiModule</name>
    <message>
        <source>not found in %1</source>
        <translation>nicht gefunden in %1</translation>
    </message>
    <message>
        <source>llm-configurator: the window, sheet and compare -o need the program&apos;s GUI module %1: %2. Reinstall the program, or build the target cli_gui.</source>
        <translation>llm-configurator: Fenster, sheet und compare -o brauchen das GUI-Modul %1 des Programms: %2. Installieren Sie das Programm neu oder bauen Sie das Ziel cli_gui.</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>import DIR [--json] [--id ID] [--set FIELD=VALUE] [--save]   checkpoint from local Hugging Face files</source>
        <translation>import DIR [--json] [--id ID] [--set FIELD=VALUE] [--save]   Checkpoint aus lokalen Hugging-Face-Dateien</translation>
    </message>
    <message>
        <source>Derives a checkpoint from config.json, hf_quant_config.json and the safetensors index or files of a local folder. Nothing is downloaded.</source>
        <translation>Leitet einen Checkpoint aus config.json, hf_quant_config.json und dem Safetensors-Index oder den Safetensors-Dateien eines lokalen Ordners ab. Es wird nichts heruntergeladen.</translation>
    </message>
    <message>
        <source>Folder with config.json.</source>
        <translation>Ordner mit config.json.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>Checkpoint id (default: from the folder).</source>
        <translation>Checkpoint-ID (Standard: aus dem Ordner).</translation>
    </message>
    <message>
        <source>A config.json field the files lack, e.g. index_head_dim=128, or weightsBytes=N.</source>
        <translation>Ein Feld der config.json, das in den Dateien fehlt, z. B. index_head_dim=128, oder weightsBytes=N.</translation>
    </message>
    <message>
        <source>Store it in the user&apos;s catalogue.</source>
        <translation>Im Katalog des Benutzers speichern.</translation>
    </message>
    <message>
        <source>one folder expected, got %1</source>
        <translation>genau ein Ordner erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>--set: expected FIELD=NUMBER such as index_head_dim=128, got &quot;%1&quot;</source>
        <translation>--set: FIELD=NUMBER erwartet, z. B. index_head_dim=128, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Checkpoint %1 (%2)</source>
        <translation>Checkpoint %1 (%2)</translation>
    </message>
    <message>
        <source>  cache per token (16-bit): %1 (%2)</source>
        <translation>  Cache je Token (16 Bit): %1 (%2)</translation>
    </message>
    <message>
        <source>  fixed state per conversation: %1 (%2)</source>
        <translation>  fester Zustand je Gespräch: %1 (%2)</translation>
    </message>
    <message>
        <source>  weights: %1 (%2)</source>
        <translation>  Gewichte: %1 (%2)</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>  licence: %1</source>
        <translation>  Lizenz: %1</translation>
    </message>
    <message>
        <source>import: the folder is an empty argument</source>
        <translation>import: der Ordner ist ein leeres Argument</translation>
    </message>
</context>
<context>
    <name>InstancesTable</name>
    <message>
        <source>  Model %1: %2, memory utilisation %3
      per card: weights %4, cache in use %5, reserve %6 of the share %7
      %8 conversations fit, %9 served at %10 tokens/s each
</source>
        <translation>  Modell %1: %2, Speicherauslastung %3
      je Karte: Gewichte %4, genutzter Cache %5, Reserve %6 vom Anteil %7
      %8 Gespräche passen, %9 bedient mit je %10 Token/s
</translation>
    </message>
    <message>
        <source>Models on the same cards</source>
        <translation>Modelle auf denselben Karten</translation>
    </message>
    <message>
        <source>  A card holds the %1 shares (%2) and each model&apos;s %3 outside its share (CUDA context and graphs): %4 of %5.
</source>
        <translation>  Eine Karte trägt die %1 Anteile (%2) und je Modell %3 außerhalb seines Anteils (CUDA-Kontext und Graphen): %4 von %5.
</translation>
    </message>
    <message>
        <source>Models of the build</source>
        <translation>Modelle der Konfiguration</translation>
    </message>
    <message>
        <source>      on cards %1 to %2 of its own
</source>
        <translation>      auf den eigenen Karten %1 bis %2
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
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation>auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>Array erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a size such as &quot;95.6 GiB&quot; or &quot;756 GB&quot;, found &quot;%1&quot;</source>
        <translation>Größe wie &quot;95.6 GiB&quot; oder &quot;756 GB&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a power such as &quot;600 W&quot;, found &quot;%1&quot;</source>
        <translation>Leistung wie &quot;600 W&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a voltage such as &quot;230 V&quot;, found &quot;%1&quot;</source>
        <translation>Spannung wie &quot;230 V&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a current such as &quot;16 A&quot;, found &quot;%1&quot;</source>
        <translation>Stromstärke wie &quot;16 A&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a bandwidth such as &quot;1597 GB/s&quot;, found &quot;%1&quot;</source>
        <translation>Bandbreite wie &quot;1597 GB/s&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>LayoutOptions</name>
    <message>
        <source>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</source>
        <translation>TP %1 x PP %2 x %3 Kopien = %4 Karten, die Konfiguration hat aber %5.</translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation>DCP %1 ist kein Teiler von TP %2.</translation>
    </message>
    <message>
        <source>PP %1 is more than the model&apos;s %2 layers.</source>
        <translation>PP %1 ist größer als die %2 Schichten des Modells.</translation>
    </message>
    <message>
        <source>TP, PP, DCP, DP and copies must each be at least 1.</source>
        <translation>TP, PP, DCP, DP und Kopien müssen jeweils mindestens 1 sein.</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.</source>
        <translation>TP %1 x PP %2 x DP %3 x %4 Kopien = %5 Karten, die Konfiguration hat aber %6.</translation>
    </message>
</context>
<context>
    <name>LayoutValidity</name>
    <message>
        <source>TP, PP and DCP must each be at least 1.</source>
        <translation>TP, PP und DCP müssen jeweils mindestens 1 sein.</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 for %2: &quot;Total number of attention heads (%3) must be divisible by tensor parallel size (%1).&quot;</source>
        <translation>vLLM lehnt TP %1 für %2 ab: „Total number of attention heads (%3) must be divisible by tensor parallel size (%1).“</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 for %2: its %3 KV heads must divide TP or TP must divide them (each rank holds whole KV heads, split or copied evenly).</source>
        <translation>vLLM lehnt TP %1 für %2 ab: Seine %3 KV-Heads müssen TP teilen oder TP muss sie teilen (jeder Rang hält ganze KV-Heads, gleichmäßig aufgeteilt oder kopiert).</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 for %2: its %3 linear-attention heads must be divisible by the tensor-parallel size.</source>
        <translation>vLLM lehnt TP %1 für %2 ab: Seine %3 Heads der linearen Attention müssen durch den Grad des Tensor-Parallelismus teilbar sein.</translation>
    </message>
    <message>
        <source>vLLM refuses TP %1 without expert parallelism for %2: each expert&apos;s moe_intermediate_size of %3 leaves %4 per card, and &quot;The output_size of gate&apos;s and up&apos;s weight = %4 is not divisible by weight quantization block_n = %5.&quot; Turn on EP, or choose a TP that leaves a multiple of %5.</source>
        <translation>vLLM lehnt TP %1 ohne Experten-Parallelismus für %2 ab: Die moe_intermediate_size von %3 je Experte lässt %4 je Karte, und „The output_size of gate&apos;s and up&apos;s weight = %4 is not divisible by weight quantization block_n = %5.“ Schalten Sie EP ein oder wählen Sie ein TP, das ein Vielfaches von %5 lässt.</translation>
    </message>
    <message>
        <source>vLLM refuses expert parallelism for %1: &quot;Number of experts in the model must be greater than 0 when expert parallelism is enabled.&quot;</source>
        <translation>vLLM lehnt Experten-Parallelismus für %1 ab: „Number of experts in the model must be greater than 0 when expert parallelism is enabled.“</translation>
    </message>
    <message>
        <source>PP %1 is more than the %2 layers of %3.</source>
        <translation>PP %1 ist größer als die %2 Schichten von %3.</translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation>DCP %1 ist kein Teiler von TP %2.</translation>
    </message>
    <message>
        <source>%1 prefill copies: give 0 for aggregated serving (every copy prefills and decodes) or the number of copies that prefill only.</source>
        <translation>%1 Prefill-Kopien: 0 für gemeinsames Serving angeben (jede Kopie rechnet Prefill und Dekodieren) oder die Zahl der Kopien, die nur den Prefill rechnen.</translation>
    </message>
    <message>
        <source>%1 prefill copies of one copy leave no copy to decode: a prefill/decode split needs at least two copies, one in each pool.</source>
        <translation>%1 Prefill-Kopien bei einer Kopie lassen keine Kopie zum Dekodieren: Eine Prefill/Decode-Trennung braucht mindestens zwei Kopien, eine in jedem Pool.</translation>
    </message>
    <message>
        <source>%1 prefill copies of %2 copies leave no copy to decode: a prefill/decode split needs at least one copy in each pool (prefill copies from 1 to %3).</source>
        <translation>%1 Prefill-Kopien bei %2 Kopien lassen keine Kopie zum Dekodieren: Eine Prefill/Decode-Trennung braucht mindestens eine Kopie in jedem Pool (Prefill-Kopien von 1 bis %3).</translation>
    </message>
    <message>
        <source>The prefill copies&apos; layout: %1</source>
        <translation>Layout der Prefill-Kopien: %1</translation>
    </message>
    <message>
        <source>A layout of the prefill copies without prefill copies: give the copies that prefill only, or leave the prefill layout out.</source>
        <translation>Ein Layout der Prefill-Kopien ohne Prefill-Kopien: Geben Sie die Kopien an, die nur Prefill ausführen, oder lassen Sie das Prefill-Layout weg.</translation>
    </message>
    <message>
        <source>The prefill copies&apos; TP %1, PP %2 and DCP %3 must each be at least 1, and DCP must divide TP.</source>
        <translation>TP %1, PP %2 und DCP %3 der Prefill-Kopien müssen jeweils mindestens 1 sein, und DCP muss TP teilen.</translation>
    </message>
</context>
<context>
    <name>LocalizedText</name>
    <message>
        <source>expected a text: a string or an object such as {&quot;en&quot;: &quot;...&quot;, &quot;de&quot;: &quot;...&quot;}, found %1</source>
        <translation>Text erwartet: eine Zeichenkette oder ein Objekt wie {&quot;en&quot;: &quot;...&quot;, &quot;de&quot;: &quot;...&quot;}, gefunden: %1</translation>
    </message>
    <message>
        <source>a translated text needs its English text under &quot;en&quot;</source>
        <translation>ein übersetzter Text braucht seinen englischen Text unter &quot;en&quot;</translation>
    </message>
    <message>
        <source>expected a language code such as &quot;de&quot; as the key</source>
        <translation>Sprachcode wie &quot;de&quot; als Schlüssel erwartet</translation>
    </message>
</context>
<context>
    <name>ModelCard</name>
    <message>
        <source>the front matter opened by &quot;---&quot; on line 1 is not closed</source>
        <translation>das in Zeile 1 mit „---“ begonnene Front Matter ist nicht abgeschlossen</translation>
    </message>
</context>
<context>
    <name>ModelInstance</name>
    <message>
        <source>Model %1 (%2), cards %3 to %4</source>
        <translation>Modell %1 (%2), Karten %3 bis %4</translation>
    </message>
    <message>
        <source>%1: the build&apos;s cards are 1 to %2, counted server by server.</source>
        <translation>%1: Die Karten der Konfiguration sind 1 bis %2, Server für Server gezählt.</translation>
    </message>
    <message>
        <source>%1: card %2 is model %3&apos;s already.</source>
        <translation>%1: Karte %2 gehört schon Modell %3.</translation>
    </message>
    <message>
        <source>The further models have every card of their own: none is left for model 1 (%1).</source>
        <translation>Die weiteren Modelle haben jede Karte für sich: Für Modell 1 (%1) bleibt keine.</translation>
    </message>
    <message>
        <source>Model %1 (%2) would have no card left; remove it under Further models first.</source>
        <translation>Modell %1 (%2) hätte keine Karte mehr; entfernen Sie es zuerst unter „Weitere Modelle“.</translation>
    </message>
    <message>
        <source>Model %1 (%2) would no longer run on one run of cards: another model&apos;s card would lie between its cards.</source>
        <translation>Modell %1 (%2) liefe nicht mehr auf zusammenhängenden Karten: Eine Karte eines anderen Modells läge zwischen seinen Karten.</translation>
    </message>
</context>
<context>
    <name>ModelInstances</name>
    <message>
        <source>Model %1 (%2): %3</source>
        <translation>Modell %1 (%2): %3</translation>
    </message>
    <message>
        <source>Model %1 (%2): the %3 has a fixed memory budget that one model takes whole; it cannot be shared between models.</source>
        <translation>Modell %1 (%2): die %3 hat ein festes Speicherbudget, das ein Modell ganz belegt; es lässt sich nicht zwischen Modellen teilen.</translation>
    </message>
    <message>
        <source>Model %1 (%2), memory utilisation %3: the %4 models&apos; shares of a card (%5 GiB) and what each holds outside its share (%6 GiB: CUDA context and graphs) need %7 GiB, but the card has %8 GiB.</source>
        <translation>Modell %1 (%2), Speicherauslastung %3: die Anteile der %4 Modelle an einer Karte (%5 GiB) und was jedes außerhalb seines Anteils hält (%6 GiB: CUDA-Kontext und Graphen) brauchen %7 GiB, die Karte hat aber %8 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 tokens/s</source>
        <translation>%1 %2 Token/s</translation>
    </message>
    <message>
        <source>%1 models share every card: each one&apos;s tokens/s per conversation (%2) is estimated as if it ran alone. While they decode at once they share the cards&apos; memory bandwidth and compute, and each gets less.</source>
        <translation>%1 Modelle teilen sich jede Karte: die Token/s je Gespräch jedes Modells (%2) sind geschätzt, als liefe es allein. Dekodieren sie gleichzeitig, teilen sie sich Speicherbandbreite und Rechenleistung der Karten, und jedes bekommt weniger.</translation>
    </message>
    <message>
        <source>Several models on one build: each model&apos;s own estimate</source>
        <translation>Mehrere Modelle in einer Konfiguration: jedes Modell für sich geschätzt</translation>
    </message>
    <message>
        <source>The cost per million tokens counts the output of all %1 models: %2 tokens/s in all at full load.</source>
        <translation>Die Kosten je Million Token zählen die Ausgabe aller %1 Modelle: zusammen %2 Token/s bei voller Last.</translation>
    </message>
    <message>
        <source>The cost per seat counts the conversations of all %1 models: %2 in all.</source>
        <translation>Die Kosten je Platz zählen die Gespräche aller %1 Modelle: %2 insgesamt.</translation>
    </message>
</context>
<context>
    <name>NearestIds</name>
    <message>
        <source>; `%1` lists all</source>
        <translation>; `%1` listet alle auf</translation>
    </message>
    <message>
        <source>; did you mean %1? `%2` lists all</source>
        <translation>; meinten Sie %1? `%2` listet alle auf</translation>
    </message>
</context>
<context>
    <name>OneDown</name>
    <message>
        <source>N+1: this build&apos;s own estimate with the part out of service</source>
        <translation>N+1: die Schätzung dieser Konfiguration ohne das ausgefallene Teil</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>one card of server %1</source>
        <translation>eine Karte von Server %1</translation>
    </message>
    <message>
        <source> at %1 tokens/s each, first token after %2 ms</source>
        <translation> mit je %1 Token/s, erstes Token nach %2 ms</translation>
    </message>
    <message>
        <source>With %1 out of service, %2 of %3 copies serve on: %4 of the %5 conversations%6.</source>
        <translation>Fällt %1 aus, arbeiten %2 von %3 Kopien weiter: %4 der %5 Gespräche%6.</translation>
    </message>
    <message numerus="yes">
        <source>One more server like it (%n card(s)) keeps all %1 through one failure.</source>
        <translation>
            <numerusform>Ein weiterer solcher Server (%n Karte) hält bei einem Ausfall alle %1.</numerusform>
            <numerusform>Ein weiterer solcher Server (%n Karten) hält bei einem Ausfall alle %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more copy(ies) of the model keep all %1 through one failure.</source>
        <translation>
            <numerusform>%n weitere Kopie des Modells hält bei einem Ausfall alle %1.</numerusform>
            <numerusform>%n weitere Kopien des Modells halten bei einem Ausfall alle %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1 out of service no copy of the model runs: every copy has a card there. Serving on through one failure needs a copy with no card on it.</source>
        <translation>Fällt %1 aus, läuft keine Kopie des Modells mehr: Jede Kopie hat dort eine Karte. Um einen Ausfall zu überbrücken, braucht es eine Kopie ohne Karte darauf.</translation>
    </message>
    <message>
        <source>Model %1: %2 of %3 copies serve on, %4 of its %5 conversations.</source>
        <translation>Modell %1: %2 von %3 Kopien arbeiten weiter, %4 seiner %5 Gespräche.</translation>
    </message>
    <message>
        <source>It holds every prefill copy: the decode copies left prefill their own prompts, serving whole requests without the split.</source>
        <translation>Er trägt alle Prefill-Kopien: Die verbleibenden Decode-Kopien übernehmen das Prefill ihrer Prompts selbst und bedienen ganze Anfragen ohne Aufteilung.</translation>
    </message>
    <message>
        <source>It holds every decode copy: the prefill copies left serve whole requests without the split, in their own layout.</source>
        <translation>Er trägt alle Decode-Kopien: Die verbleibenden Prefill-Kopien bedienen ganze Anfragen ohne Aufteilung, in ihrem eigenen Layout.</translation>
    </message>
    <message>
        <source>one card of model %1 on server %2</source>
        <translation>eine Karte von Modell %1 auf Server %2</translation>
    </message>
    <message>
        <source>one prefill card of server %1</source>
        <translation>eine Prefill-Karte von Server %1</translation>
    </message>
    <message>
        <source>one decode card of server %1</source>
        <translation>eine Decode-Karte von Server %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more copy(ies) of model %1 keep all %2 of its conversations through one failure.</source>
        <translation>
            <numerusform>%n weitere Kopie von Modell %1 hält bei einem Ausfall alle %2 seiner Gespräche.</numerusform>
            <numerusform>%n weitere Kopien von Modell %1 halten bei einem Ausfall alle %2 seiner Gespräche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionReader</name>
    <message>
        <source>--%1: expected a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1: ganze Zahl von %2 bis %3 erwartet, erhalten: &quot;%4&quot;</translation>
    </message>
    <message>
        <source>--%1: expected a number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1: Zahl von %2 bis %3 erwartet, erhalten: &quot;%4&quot;</translation>
    </message>
    <message>
        <source>--%1: expected ID:COUNT such as rtx-pro-6000-se:4, got &quot;%2&quot;</source>
        <translation>--%1: ID:COUNT erwartet, z. B. rtx-pro-6000-se:4, erhalten: &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>no file named; nothing written</source>
        <translation>keine Datei genannt; nichts geschrieben</translation>
    </message>
    <message>
        <source>is also the input %1; writing would replace it, nothing written</source>
        <translation>ist zugleich die Eingabe %1; Schreiben würde sie ersetzen, nichts geschrieben</translation>
    </message>
    <message>
        <source>no space left on device</source>
        <translation>kein Platz mehr auf dem Gerät (no space left on device)</translation>
    </message>
    <message>
        <source>the disk quota is exceeded</source>
        <translation>das Speicherkontingent ist überschritten</translation>
    </message>
    <message>
        <source>the file is larger than this file system allows</source>
        <translation>die Datei ist größer, als dieses Dateisystem erlaubt</translation>
    </message>
    <message>
        <source>the device reported an input/output error</source>
        <translation>das Gerät meldete einen Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>das Schreiben ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1; nothing written</source>
        <translation>%1; nichts geschrieben</translation>
    </message>
    <message>
        <source>cannot be written: %1; nothing written</source>
        <translation>kann nicht geschrieben werden: %1; nichts geschrieben</translation>
    </message>
    <message>
        <source>cannot be written: %1; the old file is unchanged</source>
        <translation>kann nicht geschrieben werden: %1; die alte Datei ist unverändert</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>plan --model M --conversations N --context T [options] [--json]   builds for a target</source>
        <translation>plan --model M --conversations N --context T [Optionen] [--json]   Konfigurationen für ein Ziel</translation>
    </message>
    <message>
        <source>Model family, e.g. GLM-5.3: every checkpoint of it is searched.</source>
        <translation>Modellfamilie, z. B. GLM-5.3: Alle ihre Checkpoints werden durchsucht.</translation>
    </message>
    <message>
        <source>Concurrent conversations to serve.</source>
        <translation>Zu bedienende gleichzeitige Gespräche.</translation>
    </message>
    <message>
        <source>Tokens per conversation (default: the reference context).</source>
        <translation>Token je Gespräch (Standard: der Referenzkontext).</translation>
    </message>
    <message>
        <source>Allowed cards, comma-separated (default: every card).</source>
        <translation>Zulässige Karten, durch Kommas getrennt (Standard: alle Karten).</translation>
    </message>
    <message>
        <source>Allowed server sizes in cards, comma-separated: 4, 8.</source>
        <translation>Zulässige Servergrößen in Karten, durch Kommas getrennt: 4, 8.</translation>
    </message>
    <message>
        <source>KV cache dtype: bf16 or fp8 (default: both).</source>
        <translation>Datentyp des KV-Cache: bf16 oder fp8 (Standard: beide).</translation>
    </message>
    <message>
        <source>Feed id of every server, e.g. 230V16A.</source>
        <translation>ID des Stromanschlusses jedes Servers, z. B. 230V16A.</translation>
    </message>
    <message>
        <source>At most this many servers (default 8).</source>
        <translation>Höchstens so viele Server (Standard: 8).</translation>
    </message>
    <message>
        <source>Hold the search to the sources&apos; terms: 1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards.</source>
        <translation>Suche auf den Rahmen der Quellen beschränken: 1, 2, 4 oder 8 Karten je Server, jede Kopie innerhalb eines Servers, kein DCP, Pipeline-Stufen zu je vier Karten.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>--model: the model to plan for is missing, e.g. GLM-5.3</source>
        <translation>--model: Das zu planende Modell fehlt, z. B. GLM-5.3</translation>
    </message>
    <message>
        <source>--conversations: the number of conversations is missing</source>
        <translation>--conversations: Die Zahl der Gespräche fehlt</translation>
    </message>
    <message>
        <source>--server-size: expected cards per server such as 4 or 8, got &quot;%1&quot;</source>
        <translation>--server-size: Karten je Server erwartet, z. B. 4 oder 8, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--kv-cache: expected bf16 or fp8, got &quot;%1&quot;</source>
        <translation>--kv-cache: bf16 oder fp8 erwartet, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--feed: unknown feed &quot;%1&quot;</source>
        <translation>--feed: unbekannter Stromanschluss &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) of %2 tokens</source>
        <translation>
            <numerusform>%1: %n Gespräch mit %2 Token</numerusform>
            <numerusform>%1: %n Gespräche mit %2 Token</numerusform>
        </translation>
    </message>
    <message>
        <source>No build of the catalogue serves this target within the constraints.</source>
        <translation>Keine Konfiguration des Katalogs erreicht dieses Ziel innerhalb der Vorgaben.</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cards, servers and wall power:</source>
        <translation>
            <numerusform>%n Konfiguration, sortiert nach Karten, Servern und Leistung an der Steckdose:</numerusform>
            <numerusform>%n Konfigurationen, sortiert nach Karten, Servern und Leistung an der Steckdose:</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
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
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
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
        <translation>16 Bit</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>innerhalb der Planung</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>über der Planung</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) of %1 on %2: %3</source>
        <translation>
            <numerusform>%n Konfiguration mit %1 auf %2: %3</numerusform>
            <numerusform>%n Konfigurationen mit %1 auf %2: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s): %1</source>
        <translation>
            <numerusform>%n Checkpoint: %1</numerusform>
            <numerusform>%n Checkpoints: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Plans backwards from a target: every build the catalogue allows that serves the conversations at the context (and at a speed, where asked), ranked by cards, servers and wall power or by cost per million output tokens.</source>
        <translation>Plant rückwärts von einem Ziel aus: jede Konfiguration, die der Katalog zulässt und die die Gespräche mit dem Kontext bedient (und, wo verlangt, mit einer Geschwindigkeit), sortiert nach Karten, Servern und Leistung an der Steckdose oder nach Kosten je Million Ausgabe-Token.</translation>
    </message>
    <message>
        <source>Only builds where each conversation gets at least this many tokens per second while all of them decode.</source>
        <translation>Nur Konfigurationen, in denen jedes Gespräch mindestens so viele Token pro Sekunde erhält, während alle gleichzeitig dekodieren.</translation>
    </message>
    <message>
        <source>Input tokens per request, for the speed (default %1).</source>
        <translation>Eingabe-Token je Anfrage, für die Geschwindigkeit (Vorgabe %1).</translation>
    </message>
    <message>
        <source>Output tokens per request, for the speed (default %1).</source>
        <translation>Ausgabe-Token je Anfrage, für die Geschwindigkeit (Vorgabe %1).</translation>
    </message>
    <message>
        <source>no price for %1</source>
        <translation>kein Preis für %1</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>each at least %1 tokens/s (prompt %2, answer %3 tokens)</source>
        <translation>jedes mit mindestens %1 Token/s (Prompt %2, Antwort %3 Token)</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cost per million output tokens (builds without a known price last):</source>
        <translation>
            <numerusform>%n Konfiguration, sortiert nach Kosten je Million Ausgabe-Token (Konfigurationen ohne bekannten Preis zuletzt):</numerusform>
            <numerusform>%n Konfigurationen, sortiert nach Kosten je Million Ausgabe-Token (Konfigurationen ohne bekannten Preis zuletzt):</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Token/s je Gespr.</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Je 1 Mio. Token</translation>
    </message>
    <message>
        <source>Left out for a blocker:</source>
        <translation>Wegen eines Blockers ausgelassen:</translation>
    </message>
    <message>
        <source>every build of %1 on %2: %3</source>
        <translation>jede Konfiguration mit %1 auf %2: %3</translation>
    </message>
    <message>
        <source>--cards: unknown card &quot;%1&quot;%2</source>
        <translation>--cards: unbekannte Karte „%1“%2</translation>
    </message>
    <message>
        <source>Only builds where the median time to first token is at most this many milliseconds while all the conversations are served.</source>
        <translation>Nur Aufbauten, bei denen die mittlere Zeit bis zum ersten Token höchstens so viele Millisekunden beträgt, während alle Gespräche bedient werden.</translation>
    </message>
    <message>
        <source>Only builds where the 95th percentile of the time to first token is at most this many milliseconds.</source>
        <translation>Nur Aufbauten, bei denen das 95. Perzentil der Zeit bis zum ersten Token höchstens so viele Millisekunden beträgt.</translation>
    </message>
    <message>
        <source>%1 / %2 ms</source>
        <translation>%1 / %2 ms</translation>
    </message>
    <message>
        <source>%1 (%2 % margin)</source>
        <translation>%1 (%2 % Reserve)</translation>
    </message>
    <message>
        <source>first token within %1 ms (median)</source>
        <translation>erstes Token binnen %1 ms (Median)</translation>
    </message>
    <message>
        <source>first token within %1 ms (95th percentile)</source>
        <translation>erstes Token binnen %1 ms (95. Perzentil)</translation>
    </message>
    <message>
        <source>First token (median / p95)</source>
        <translation>Erstes Token (Median / p95)</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>Order of the builds: size (cards, servers, wall power; the default without a service-level target), cost (per million output tokens) or price (purchase price of the hardware; the default with a speed or first-token target). Builds without a known price come last, by size.</source>
        <translation>Reihenfolge der Konfigurationen: size (Karten, Server, Leistung an der Steckdose; die Vorgabe ohne Service-Ziel), cost (je Million Ausgabe-Token) oder price (Kaufpreis der Hardware; die Vorgabe mit einem Zieltempo oder einem Ziel für das erste Token). Konfigurationen ohne bekannten Preis kommen zuletzt, nach Größe.</translation>
    </message>
    <message>
        <source>Only builds that still serve the conversations, at every target asked, with one server out of service (a build on one server cannot).</source>
        <translation>Nur Konfigurationen, die die Gespräche bei jedem verlangten Ziel auch mit einem ausgefallenen Server noch bedienen (eine Konfiguration auf einem Server kann das nicht).</translation>
    </message>
    <message>
        <source>--rank: expected size, cost or price, got &quot;%1&quot;</source>
        <translation>--rank: erwartet size, cost oder price, erhalten „%1“</translation>
    </message>
    <message>
        <source>Every build holds this with one server out of service.</source>
        <translation>Jede Konfiguration hält dies auch mit einem ausgefallenen Server.</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by purchase price (builds without a known price last, by size):</source>
        <translation>
            <numerusform>%n Konfiguration, sortiert nach Kaufpreis (Konfigurationen ohne bekannten Preis zuletzt, nach Größe):</numerusform>
            <numerusform>%n Konfigurationen, sortiert nach Kaufpreis (Konfigurationen ohne bekannten Preis zuletzt, nach Größe):</numerusform>
        </translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Server down</source>
        <translation>Server aus</translation>
    </message>
    <message>
        <source>Aggregated builds only: with a service-level target the search also tries splitting a layout&apos;s copies into prefill and decode copies (not ranked by cost, nor with --tolerate-one-down).</source>
        <translation>Nur aggregierte Konfigurationen: mit einem Service-Ziel probiert die Suche auch, die Kopien einer Aufteilung in Prefill- und Decode-Kopien zu trennen (nicht bei Rangfolge nach Kosten und nicht mit --tolerate-one-down).</translation>
    </message>
    <message>
        <source>Every build runs eager, without CUDA graphs (--enforce-eager).</source>
        <translation>Jede Konfiguration läuft eager, ohne CUDA-Graphen (--enforce-eager).</translation>
    </message>
</context>
<context>
    <name>PriceList</name>
    <message>
        <source>expected a date such as &quot;2026-11-30&quot;, got &quot;%1&quot;</source>
        <translation>erwartet ein Datum wie „2026-11-30“, erhalten „%1“</translation>
    </message>
    <message>
        <source>expected a currency code such as &quot;EUR&quot;, got &quot;%1&quot;</source>
        <translation>erwartet einen Währungscode wie „EUR“, erhalten „%1“</translation>
    </message>
    <message>
        <source>expected the id of a part, such as &quot;rtx-pro-6000-se&quot;</source>
        <translation>erwartet die Kennung eines Teils, etwa „rtx-pro-6000-se“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a price already</source>
        <translation>„%1“ hat schon einen Preis</translation>
    </message>
    <message>
        <source>expected a price from 0 to 1000000000</source>
        <translation>erwartet einen Preis von 0 bis 1000000000</translation>
    </message>
    <message>
        <source>a price needs its source</source>
        <translation>ein Preis braucht seine Quelle</translation>
    </message>
</context>
<context>
    <name>PriceListEdit</name>
    <message>
        <source>Edit price list</source>
        <translation>Preisliste bearbeiten</translation>
    </message>
</context>
<context>
    <name>ProgramFacts</name>
    <message>
        <source>Catalogue of %1</source>
        <translation>Katalog vom %1</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>Lizenz: %1</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Undo</source>
        <comment>Default text for undo action</comment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>Default text for redo action</comment>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederherstellen</translation>
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
        <translation>%1 · nur PCIe, kein NVLink</translation>
    </message>
    <message>
        <source>NVLink ×%1</source>
        <translation>NVLink ×%1</translation>
    </message>
    <message>
        <source>Slot %1</source>
        <translation>Steckplatz %1</translation>
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
leer</translation>
    </message>
</context>
<context>
    <name>SheetCommand</name>
    <message>
        <source>sheet BUILD.json -o OUT.pdf   configuration sheet (A4 PDF) for the customer</source>
        <translation>sheet BUILD.json -o OUT.pdf   Konfigurationsblatt (A4-PDF) für den Kunden</translation>
    </message>
    <message>
        <source>Build file (JSON).</source>
        <translation>Konfigurationsdatei (JSON).</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>Die zu schreibende PDF-Datei.</translation>
    </message>
    <message numerus="yes">
        <source>sheet: expected one build file, got %n</source>
        <translation>
            <numerusform>sheet: eine Konfigurationsdatei erwartet, %n erhalten</numerusform>
            <numerusform>sheet: eine Konfigurationsdatei erwartet, %n erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>sheet: -o OUT.pdf is required</source>
        <translation>sheet: -o OUT.pdf ist erforderlich</translation>
    </message>
    <message>
        <source>The customer named on the sheet.</source>
        <translation>Der Kunde, den das Blatt nennt.</translation>
    </message>
    <message>
        <source>Who prepared the sheet.</source>
        <translation>Wer das Blatt erstellt hat.</translation>
    </message>
    <message>
        <source>The customer&apos;s project.</source>
        <translation>Das Projekt des Kunden.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Writes the configuration sheet of a build: %1 A4 pages with the build, the serving command, the figures, speed and cost, the charts, the advice and the sources. The language is the program&apos;s: llm-configurator --lang de|en sheet ...</source>
        <translation>Schreibt das Konfigurationsblatt einer Konfiguration: %1 A4-Seiten mit der Konfiguration, dem Startbefehl, den Kennzahlen, Tempo und Kosten, den Diagrammen, den Hinweisen und den Quellen. Die Sprache ist die des Programms: llm-configurator --lang de|en sheet ...</translation>
    </message>
</context>
<context>
    <name>SheetExport</name>
    <message>
        <source>configuration-sheet</source>
        <translation>Konfigurationsblatt</translation>
    </message>
    <message>
        <source>Export configuration sheet</source>
        <translation>Konfigurationsblatt exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The configuration sheet was not written.

%1</source>
        <translation>Das Konfigurationsblatt wurde nicht geschrieben.

%1</translation>
    </message>
    <message>
        <source>Export comparison sheet</source>
        <translation>Vergleichsblatt exportieren</translation>
    </message>
    <message>
        <source>comparison-sheet</source>
        <translation>Vergleichsblatt</translation>
    </message>
    <message>
        <source>The comparison sheet was not written.

%1</source>
        <translation>Das Vergleichsblatt wurde nicht geschrieben.

%1</translation>
    </message>
</context>
<context>
    <name>SheetPainter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
</context>
<context>
    <name>SheetSections</name>
    <message>
        <source>the larger of the published planning figure and the arithmetic from config.json</source>
        <translation>der größere Wert aus dem veröffentlichten Planungswert und der Rechnung aus config.json</translation>
    </message>
    <message>
        <source>the published planning figure</source>
        <translation>der veröffentlichte Planungswert</translation>
    </message>
    <message>
        <source>the arithmetic from config.json</source>
        <translation>die Rechnung aus config.json</translation>
    </message>
    <message>
        <source>Usable memory per card follows the users-per-card rule with this build&apos;s settings: %1 of the memory the driver reports (vLLM --gpu-memory-utilization) less a runtime reserve of %2 per card. vLLM measures its own runtime need at start; calibrate with the token count it prints on the delivered server.</source>
        <translation>Der nutzbare Speicher je Karte folgt unserer Regel für Nutzer je Karte mit den Einstellungen dieser Konfiguration: %1 des Speichers, den der Treiber meldet (vLLM --gpu-memory-utilization), abzüglich einer Laufzeitreserve von %2 je Karte. vLLM misst beim Start seinen eigenen Laufzeitbedarf; kalibrieren Sie mit der Token-Zahl, die vLLM auf dem gelieferten Server ausgibt.</translation>
    </message>
    <message>
        <source>Each conversation is counted at %1 tokens with a %2; the cache per conversation is %3.</source>
        <translation>Jedes Gespräch wird mit %1 Token und %2 gerechnet; für den Cache je Gespräch gilt %3.</translation>
    </message>
    <message>
        <source>Wall power counts every card at its power limit and every processor at its TDP, plus the overhead for memory, drives, fans and conversion losses.</source>
        <translation>Für die Leistung an der Steckdose zählt jede Karte mit ihrer Leistungsgrenze und jeder Prozessor mit seiner TDP, dazu der Zuschlag für Arbeitsspeicher, Laufwerke, Lüfter und Wandlungsverluste.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>GPU memory reported</source>
        <translation>Gemeldeter GPU-Speicher</translation>
    </message>
    <message>
        <source>GPU memory budget</source>
        <translation>GPU-Speicherbudget</translation>
    </message>
    <message>
        <source>Card power</source>
        <translation>Leistung je Karte</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>groups of %1</source>
        <translation>Gruppen zu %1 Karten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Processor TDP</source>
        <translation>Prozessor-TDP</translation>
    </message>
    <message>
        <source>Memory channels</source>
        <translation>Speicherkanäle</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Checkpoint-Größe</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache je Token</translation>
    </message>
    <message>
        <source>Linear-attention state</source>
        <translation>Linear-Attention-Zustand</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>%1 / %2 active</source>
        <translation>%1 / %2 aktiv</translation>
    </message>
    <message>
        <source>GPU memory utilization</source>
        <translation>GPU-Speicherauslastung</translation>
    </message>
    <message>
        <source>Runtime reserve per card</source>
        <translation>Laufzeitreserve je Karte</translation>
    </message>
    <message>
        <source>Power overhead</source>
        <translation>Leistungszuschlag</translation>
    </message>
    <message>
        <source>x %1</source>
        <translation>x %1</translation>
    </message>
    <message>
        <source>Share of the feed planned</source>
        <translation>Geplanter Anteil des Stromanschlusses</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Host memory factor</source>
        <translation>Arbeitsspeicher-Faktor</translation>
    </message>
    <message>
        <source>DIMM sizes</source>
        <translation>DIMM-Größen</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>the arithmetic from config.json, in the memory vLLM&apos;s start-up profile leaves</source>
        <translation>die Rechnung aus der config.json, in dem Speicher, den vLLMs Startprofil übrig lässt</translation>
    </message>
    <message>
        <source>Usable memory per card follows vLLM&apos;s own start-up profile: %1 of the card&apos;s memory less the peak activations of one forward pass, the non-torch and NCCL allocations (%2). CUDA graphs are captured after the cache is sized and take from the memory above the utilisation.</source>
        <translation>Der nutzbare Speicher je Karte folgt vLLMs eigenem Startprofil: %1 des Kartenspeichers abzüglich der Spitzen-Aktivierungen eines Vorwärtsdurchlaufs sowie der Belegungen außerhalb von Torch und durch NCCL (%2). CUDA-Graphen werden erst nach der Cache-Bemessung aufgezeichnet und nehmen vom Speicher oberhalb der Auslastung.</translation>
    </message>
</context>
<context>
    <name>SizingEngine</name>
    <message>
        <source>The build has no server.</source>
        <translation>Die Konfiguration enthält keinen Server.</translation>
    </message>
    <message>
        <source>Server %1: unknown chassis &quot;%2&quot;.</source>
        <translation>Server %1: unbekanntes Gehäuse „%2“.</translation>
    </message>
    <message>
        <source>Server %1: %2 slots listed, but the %3 has %4.</source>
        <translation>Server %1: %2 Steckplätze angegeben, aber %3 hat %4.</translation>
    </message>
    <message>
        <source>server %1, slot %2</source>
        <translation>Server %1, Steckplatz %2</translation>
    </message>
    <message>
        <source>Server %1: unknown CPU &quot;%2&quot;.</source>
        <translation>Server %1: unbekannte CPU „%2“.</translation>
    </message>
    <message>
        <source>Server %1: %2 CPUs, but the %3 has %4 sockets.</source>
        <translation>Server %1: %2 CPUs, aber %3 hat %4 Sockel.</translation>
    </message>
    <message>
        <source>Server %1: unknown feed &quot;%2&quot;.</source>
        <translation>Server %1: unbekannter Stromanschluss „%2“.</translation>
    </message>
    <message>
        <source>Server %1: a power cap of %2 W is negative.</source>
        <translation>Server %1: Die Leistungsgrenze von %2 W ist negativ.</translation>
    </message>
    <message>
        <source>Server %1: a power cap of %2 W is outside the %3&apos;s %4 to %5 W.</source>
        <translation>Server %1: Die Leistungsgrenze von %2 W liegt außerhalb des Bereichs der %3 von %4 bis %5 W.</translation>
    </message>
    <message>
        <source>The build has no card.</source>
        <translation>Die Konfiguration enthält keine Karte.</translation>
    </message>
    <message>
        <source>Checkpoint %1 names an unknown model &quot;%2&quot;.</source>
        <translation>Checkpoint %1 nennt ein unbekanntes Modell „%2“.</translation>
    </message>
    <message>
        <source>TP %1, PP %2, DCP %3 and copies %4 must each be at least 1.</source>
        <translation>TP %1, PP %2, DCP %3 und Kopien %4 müssen jeweils mindestens 1 sein.</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.</source>
        <translation>TP %1 x PP %2 x %3 Kopien = %4 Karten, aber die Konfiguration hat %5.</translation>
    </message>
    <message>
        <source>DCP %1 does not divide TP %2.</source>
        <translation>DCP %1 ist kein Teiler von TP %2.</translation>
    </message>
    <message>
        <source>PP %1 is more than the %2 layers of %3.</source>
        <translation>PP %1 ist größer als die %2 Schichten von %3.</translation>
    </message>
    <message>
        <source>A context of %1 tokens is outside 1 to %2, the context of %3.</source>
        <translation>Ein Kontext von %1 Token liegt außerhalb von 1 bis %2, dem Kontext von %3.</translation>
    </message>
    <message>
        <source>A memory utilisation of %1 is outside 0 to 1.</source>
        <translation>Eine Speicherauslastung von %1 liegt außerhalb von 0 bis 1.</translation>
    </message>
    <message>
        <source>A runtime reserve of %1 GiB per card is outside 0 to the %2 GiB the utilisation leaves.</source>
        <translation>Eine Laufzeitreserve von %1 GiB je Karte liegt außerhalb von 0 bis zu den %2 GiB, die die Auslastung lässt.</translation>
    </message>
    <message>
        <source>Server %1: the %2 is sold with %3 GPUs fitted, not %4.</source>
        <translation>Server %1: %2 wird mit %3 eingebauten GPUs verkauft, nicht mit %4.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 linked %2 systems: the vendor supports %3.</source>
        <translation>%1 verbundene Systeme vom Typ %2: Der Hersteller unterstützt %3.</translation>
    </message>
    <message>
        <source>Prompt tokens %1 and answer tokens %2 must each be at least 1.</source>
        <translation>Eingabe-Token %1 und Antwort-Token %2 müssen jeweils mindestens 1 sein.</translation>
    </message>
    <message>
        <source>Active conversations %1 must not be negative (0: as many as fit).</source>
        <translation>Aktive Gespräche %1 dürfen nicht negativ sein (0: so viele, wie passen).</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.</source>
        <translation>TP %1 x PP %2 x DP %3 x %4 Kopien = %5 Karten, die Konfiguration hat aber %6.</translation>
    </message>
    <message>
        <source>DP %1 spreads the routed experts by expert parallelism: turn EP on.</source>
        <translation>DP %1 verteilt die gerouteten Experten per Experten-Parallelismus: Schalten Sie EP ein.</translation>
    </message>
    <message>
        <source>DP %1 needs a model with routed experts of known size; %2 has none known.</source>
        <translation>DP %1 braucht ein Modell mit gerouteten Experten bekannter Größe; für %2 ist keine bekannt.</translation>
    </message>
    <message>
        <source>DP %1 must be at least 1.</source>
        <translation>DP %1 muss mindestens 1 sein.</translation>
    </message>
    <message>
        <source>max_num_batched_tokens %1 and max_num_seqs %2 must not be negative (0: vLLM&apos;s default).</source>
        <translation>max_num_batched_tokens %1 und max_num_seqs %2 dürfen nicht negativ sein (0: vLLMs Vorgabe).</translation>
    </message>
    <message>
        <source>Server %1, slot %2: %3</source>
        <translation>Server %1, Steckplatz %2: %3</translation>
    </message>
    <message>
        <source>Server %1, slot %2: unknown card &quot;%3&quot;%4.</source>
        <translation>Server %1, Steckplatz %2: unbekannte Karte „%3“%4.</translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot;%2.</source>
        <translation>Unbekannter Checkpoint „%1“%2.</translation>
    </message>
    <message>
        <source>Unknown checkpoint &quot;%1&quot; among the checkpoints kept%2.</source>
        <translation>Unbekannter Checkpoint „%1“ unter den behaltenen Checkpoints%2.</translation>
    </message>
    <message>
        <source>%1 prefill copies x %2 cards + %3 decode copies x %4 cards = %5 cards, but the build has %6.</source>
        <translation>%1 Prefill-Kopien × %2 Karten + %3 Decode-Kopien × %4 Karten = %5 Karten, die Konfiguration hat aber %6.</translation>
    </message>
    <message>
        <source>Model 1 (%1) on the %2 cards no further model has: %3</source>
        <translation>Modell 1 (%1) auf den %2 Karten, die kein weiteres Modell hat: %3</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but %4 holds a %5: a build without a prefill/decode split sizes one card type; a split may run its prefill copies (the first cards) on a type of their own.</source>
        <translation>Server %1, Steckplatz %2 enthält eine %3, aber %4 enthält eine %5: Eine Konfiguration ohne Prefill/Decode-Aufteilung dimensioniert nur einen Kartentyp; bei einer Aufteilung dürfen die Prefill-Kopien (die ersten Karten) einen eigenen Typ haben.</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but the prefill pool (cards 1 to %4) starts with a %5 at %6: each pool runs on one card type.</source>
        <translation>Server %1, Steckplatz %2 enthält eine %3, aber der Prefill-Pool (Karten 1 bis %4) beginnt mit einer %5 in %6: Jeder Pool läuft auf einem Kartentyp.</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, but the decode pool (cards %4 to %5) starts with a %6 at %7: each pool runs on one card type.</source>
        <translation>Server %1, Steckplatz %2 enthält eine %3, aber der Decode-Pool (Karten %4 bis %5) beginnt mit einer %6 in %7: Jeder Pool läuft auf einem Kartentyp.</translation>
    </message>
    <message>
        <source>Server %1, slot %2 holds a %3, a third card type beside the %4 and the %5: a build sizes one card type, or one for its prefill pool and one for its decode pool.</source>
        <translation>Server %1, Steckplatz %2 enthält eine %3, einen dritten Kartentyp neben der %4 und der %5: Eine Konfiguration dimensioniert einen Kartentyp oder je einen für ihren Prefill- und ihren Decode-Pool.</translation>
    </message>
    <message>
        <source>The build holds a %1 and a %2: further models with cards of their own share the build&apos;s one card type.</source>
        <translation>Die Konfiguration enthält eine %1 und eine %2: Weitere Modelle mit eigenen Karten teilen den einen Kartentyp der Konfiguration.</translation>
    </message>
</context>
<context>
    <name>SoftwareCatalogueReader</name>
    <message>
        <source>expected a date such as &quot;2026-10-24&quot;</source>
        <translation>Datum wie „2026-10-24“ erwartet</translation>
    </message>
    <message>
        <source>expected compute capabilities such as &quot;12.x&quot;, &quot;9.0&quot; or &quot;any&quot;</source>
        <translation>Compute Capabilities wie „12.x“, „9.0“ oder „any“ erwartet</translation>
    </message>
    <message>
        <source>unknown engine &quot;%1&quot;</source>
        <translation>unbekannte Engine „%1“</translation>
    </message>
    <message>
        <source>format %1 is newer than this program reads (%2)</source>
        <translation>Format %1 ist neuer, als dieses Programm lesen kann (%2)</translation>
    </message>
    <message>
        <source>an engine id must be present and unique</source>
        <translation>eine Engine-ID muss vorhanden und eindeutig sein</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>muss größer als null sein</translation>
    </message>
    <message>
        <source>expected &quot;open&quot; or &quot;closed&quot;</source>
        <translation>&quot;open&quot; oder &quot;closed&quot; erwartet</translation>
    </message>
</context>
<context>
    <name>SpeedFormulas</name>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>Verbindung zwischen Karten</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 prompt + %2 answer tokens: %3 tokens of context on average</source>
        <translation>%1 Token Prompt + %2 Token Antwort: im Mittel %3 Token Kontext</translation>
    </message>
    <message>
        <source>%1 per step of a PP stage</source>
        <translation>%1 je Schritt einer PP-Stufe</translation>
    </message>
    <message>
        <source>%1 set in the build; %2</source>
        <translation>%1 in der Konfiguration festgelegt; %2</translation>
    </message>
    <message>
        <source>as many as fit in memory; %1</source>
        <translation>so viele, wie in den Speicher passen; %1</translation>
    </message>
    <message>
        <source>%1 per card (TP %2 x PP %3)</source>
        <translation>%1 je Karte (TP %2 x PP %3)</translation>
    </message>
    <message>
        <source>%1: every weight but the routed experts, and %2 of %3 routed experts, which %4 tokens touch: E x (1 - (1 - k/E)^B) with k = %5</source>
        <translation>%1: alle Gewichte außer den gerouteten Experten und %2 von %3 gerouteten Experten, die %4 Token treffen: E x (1 - (1 - k/E)^B) mit k = %5</translation>
    </message>
    <message>
        <source>%1 conversations x %2 = %3 per card</source>
        <translation>%1 Gespräche x %2 = %3 je Karte</translation>
    </message>
    <message>
        <source>(%1 weights + %2 cache) / (%3 x %4 GB/s) = %5</source>
        <translation>(%1 Gewichte + %2 Cache) / (%3 x %4 GB/s) = %5</translation>
    </message>
    <message>
        <source>TP all-reduces and EP all-to-alls %1</source>
        <translation>TP-All-Reduces und EP-All-to-Alls %1</translation>
    </message>
    <message>
        <source>TP all-reduces %1</source>
        <translation>TP-All-Reduces %1</translation>
    </message>
    <message>
        <source>%1 + PP hand-offs %2 = %3</source>
        <translation>%1 + PP-Übergaben %2 = %3</translation>
    </message>
    <message>
        <source>1 / %1 = %2 per conversation; roofline estimate, limited by %3</source>
        <translation>1 / %1 = %2 je Gespräch; Roofline-Schätzung, begrenzt durch %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 conversations x %2 = %3; / %n card(s) = %4 per card</source>
        <translation>
            <numerusform>%1 Gespräche x %2 = %3; / %n Karte = %4 je Karte</numerusform>
            <numerusform>%1 Gespräche x %2 = %3; / %n Karten = %4 je Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>the most concurrent conversations that each still get %1: %2</source>
        <translation>die meisten gleichzeitigen Gespräche, die jeweils noch %1 erhalten: %2</translation>
    </message>
    <message numerus="yes">
        <source>Roofline estimate of one decode step at %n active conversation(s):</source>
        <translation>
            <numerusform>Roofline-Schätzung eines Dekodierschritts bei %n aktiven Gespräch:</numerusform>
            <numerusform>Roofline-Schätzung eines Dekodierschritts bei %n aktiven Gesprächen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights read: %1</source>
        <translation>Gewichte gelesen: %1</translation>
    </message>
    <message>
        <source>Cache read: %1</source>
        <translation>Cache gelesen: %1</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>Speicher: %1</translation>
    </message>
    <message>
        <source>Compute: %1</source>
        <translation>Rechnen: %1</translation>
    </message>
    <message>
        <source>Communication: %1</source>
        <translation>Kommunikation: %1</translation>
    </message>
    <message>
        <source>Step: %1</source>
        <translation>Schritt: %1</translation>
    </message>
    <message>
        <source>the speed limit binds</source>
        <translation>die Tempogrenze bestimmt</translation>
    </message>
    <message>
        <source>the memory limit binds</source>
        <translation>die Speichergrenze bestimmt</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>%1, with %2 decode tokens and %3 prompt tokens prefilled alongside (prompt / answer per conversation)</source>
        <translation>%1, mit %2 Token Dekodierung und %3 Prompt-Token Prefill im selben Schritt (Prompt / Antwort je Gespräch)</translation>
    </message>
    <message>
        <source>memory</source>
        <comment>step term</comment>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>step term</comment>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>TP</source>
        <comment>step term</comment>
        <translation>TP</translation>
    </message>
    <message>
        <source>layers</source>
        <comment>step term</comment>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>hand-off</source>
        <comment>step term</comment>
        <translation>Übergabe</translation>
    </message>
    <message>
        <source>overhead</source>
        <comment>step term</comment>
        <translation>Zusatzaufwand</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a step term and its time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>PP %1 x (max(%2) + %3) + %4 = %5 per token</source>
        <translation>PP %1 x (max(%2) + %3) + %4 = %5 je Token</translation>
    </message>
    <message>
        <source>%1 per card (TP %2 x PP %3, the routed experts over DP %4 x TP %2)</source>
        <translation>%1 je Karte (TP %2 x PP %3, die gerouteten Experten über DP %4 x TP %2)</translation>
    </message>
    <message>
        <source>%1 conversations / DP %2 x %3 = %4 per card</source>
        <translation>%1 Gespräche / DP %2 x %3 = %4 je Karte</translation>
    </message>
    <message>
        <source>%1 set in the build, over memory: only %2 fit and decode, the others wait for a place; %3</source>
        <translation>%1 in der Konfiguration gesetzt, mehr als der Speicher fasst: nur %2 passen und dekodieren, die übrigen warten auf einen Platz; %3</translation>
    </message>
    <message>
        <source>(%1 weights + %2 cache + %3 until the memory is busy) / (%4 x %5 GB/s) = %6 (the power cap does not slow it)</source>
        <translation>(%1 Gewichte + %2 Cache + %3 bis der Speicher ausgelastet ist) / (%4 × %5 GB/s) = %6 (die Leistungsgrenze bremst es nicht)</translation>
    </message>
    <message>
        <source>%1 x %2 TFLOPS x %3 clock under the power cap</source>
        <translation>%1 × %2 TFLOPS × %3 Takt unter der Leistungsgrenze</translation>
    </message>
    <message>
        <source>%1 x %2 TFLOPS</source>
        <translation>%1 × %2 TFLOPS</translation>
    </message>
    <message>
        <source>%1 TFLOP / (%2) = %3</source>
        <translation>%1 TFLOP / (%2) = %3</translation>
    </message>
    <message>
        <source>%1 for %2 decode tokens; the %3 prompt tokens of arriving conversations run in prefill batches of their own (SGLang), %4 a step</source>
        <translation>%1 für %2 Decode-Token; die %3 Prompt-Token neu eintreffender Gespräche laufen in eigenen Prefill-Batches (SGLang), %4 je Schritt</translation>
    </message>
    <message>
        <source>prefill batches</source>
        <comment>step term</comment>
        <translation>Prefill-Batches</translation>
    </message>
    <message>
        <source> + waiting for a place in memory %1</source>
        <translation> + Warten auf einen Platz im Speicher %1</translation>
    </message>
    <message>
        <source>Without the prompts of arriving conversations: %1 per conversation</source>
        <translation>Ohne die Prompts neu eintreffender Gespräche: %1 je Gespräch</translation>
    </message>
    <message>
        <source>Time to first token: %1</source>
        <translation>Zeit bis zum ersten Token: %1</translation>
    </message>
    <message>
        <source>%1 x %2 / (%2 + %3) tokens</source>
        <translation>%1 × %2 / (%2 + %3) Token</translation>
    </message>
    <message>
        <source>draft</source>
        <comment>step term</comment>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>(PP %1 x (max(%2) + %3) + %4 + %5) / %6 tokens a step = %7 per token</source>
        <translation>(PP %1 × (max(%2) + %3) + %4 + %5) / %6 Token je Schritt = %7 je Token</translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding (MTP): %n draft token(s) a step, each accepted with %1; a step verifies %2 tokens per conversation and gains 1 + %1 + ... = %3; the draft layer&apos;s passes take %4 a step</source>
        <translation>
            <numerusform>Spekulatives Dekodieren (MTP): %n Entwurfs-Token je Schritt, angenommen mit %1; ein Schritt prüft %2 Token je Gespräch und gewinnt 1 + %1 + … = %3; die Durchläufe der Entwurfsschicht dauern %4 je Schritt</numerusform>
            <numerusform>Spekulatives Dekodieren (MTP): %n Entwurfs-Token je Schritt, jedes angenommen mit %1; ein Schritt prüft %2 Token je Gespräch und gewinnt 1 + %1 + … = %3; die Durchläufe der Entwurfsschicht dauern %4 je Schritt</numerusform>
        </translation>
    </message>
    <message>
        <source>the first-token limit binds</source>
        <translation>die Grenze für das erste Token bestimmt</translation>
    </message>
    <message>
        <source>the first-token limit (95th percentile) binds</source>
        <translation>die Grenze für das erste Token (95. Perzentil) bestimmt</translation>
    </message>
    <message>
        <source>the most concurrent conversations whose first token comes within %1 at the 95th percentile: %2</source>
        <translation>die meisten gleichzeitigen Gespräche, deren erstes Token im 95. Perzentil binnen %1 kommt: %2</translation>
    </message>
    <message>
        <source>the most concurrent conversations whose first token comes within %1 (median): %2</source>
        <translation>die meisten gleichzeitigen Gespräche, deren erstes Token binnen %1 kommt (Median): %2</translation>
    </message>
    <message>
        <source>%1: %2 for a target of %3, margin %4 %</source>
        <translation>%1: %2 bei einem Ziel von %3, Reserve %4 %</translation>
    </message>
    <message>
        <source>%1 in memory</source>
        <translation>%1 im Speicher</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 with the first token within %2</source>
        <translation>%1 mit dem ersten Token binnen %2</translation>
    </message>
    <message>
        <source>%1 with the first token within %2 at the 95th percentile</source>
        <translation>%1 mit dem ersten Token binnen %2 im 95. Perzentil</translation>
    </message>
    <message>
        <source>min(%1) = %2: %3</source>
        <translation>min(%1) = %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 conversations, all on the decode copies, x %2 = %3; / %n card(s) of both pools = %4 per card</source>
        <translation>
            <numerusform>%1 Gespräche, alle auf den Decode-Kopien, x %2 = %3; / %n Karte beider Pools = %4 je Karte</numerusform>
            <numerusform>%1 Gespräche, alle auf den Decode-Kopien, x %2 = %3; / %n Karten beider Pools = %4 je Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decode copy(ies) hold and decode the conversations, no prompt mixed into their steps</source>
        <translation>
            <numerusform>%n Decode-Kopie hält und dekodiert die Gespräche, ohne Prompts in ihren Schritten</numerusform>
            <numerusform>%n Decode-Kopien halten und dekodieren die Gespräche, ohne Prompts in ihren Schritten</numerusform>
        </translation>
    </message>
    <message>
        <source>NVLink, one way</source>
        <translation>NVLink, eine Richtung</translation>
    </message>
    <message>
        <source>PCIe, one way</source>
        <translation>PCIe, eine Richtung</translation>
    </message>
    <message>
        <source>the network between servers</source>
        <translation>das Netz zwischen den Servern</translation>
    </message>
    <message>
        <source>the cache of %1 prompt tokens, %2, / (%3 x %4 GB/s over %5) + latency %6 = %7</source>
        <translation>der Cache von %1 Prompt-Token, %2, / (%3 x %4 GB/s über %5) + Latenz %6 = %7</translation>
    </message>
    <message>
        <source>Prefill/decode split: %1</source>
        <translation>Prefill/Decode-Trennung: %1</translation>
    </message>
    <message>
        <source>KV-cache transfer: %1</source>
        <translation>KV-Cache-Übertragung: %1</translation>
    </message>
    <message>
        <source> + the step under way %1 (half a step; 0.95 of it at the 95th percentile)</source>
        <translation> + der laufende Schritt %1 (ein halber Schritt; 0,95 davon beim 95. Perzentil)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>no speed target asked: memory alone limits the conversations</source>
        <translation>kein Zieltempo verlangt: Allein der Speicher begrenzt die Gespräche</translation>
    </message>
    <message>
        <source> + the request&apos;s path under load %1 (%2 decode steps)</source>
        <translation> + Weg der Anfrage unter Last %1 (%2 Decode-Schritte)</translation>
    </message>
    <message>
        <source>the prefill copies run TP %1 x PP %2, the decode copies TP %3 x PP %4</source>
        <translation>die Prefill-Kopien laufen mit TP %1 × PP %2, die Decode-Kopien mit TP %3 × PP %4</translation>
    </message>
    <message>
        <source>every copy keeps the layout&apos;s TP %1 x PP %2</source>
        <translation>jede Kopie behält die Aufteilung TP %1 × PP %2</translation>
    </message>
    <message numerus="yes">
        <source>%n prefill copy(ies) take the prompts, %1 prompts of %2 tokens a batch of %3 tokens in %4 (%5 prompts/s a copy, busy %6 %); %7; %8</source>
        <translation>
            <numerusform>%n Prefill-Kopie nimmt die Prompts, %1 Prompts zu %2 Token je Batch von %3 Token in %4 (%5 Prompts/s je Kopie, ausgelastet %6 %); %7; %8</numerusform>
            <numerusform>%n Prefill-Kopien nehmen die Prompts, %1 Prompts zu %2 Token je Batch von %3 Token in %4 (%5 Prompts/s je Kopie, ausgelastet %6 %); %7; %8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prefill copy(ies) take(s)</source>
        <translation>
            <numerusform>%n Prefill-Kopie schafft</numerusform>
            <numerusform>%n Prefill-Kopien schaffen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the prefill budget(s) of %n copy(ies) take(s)</source>
        <translation>
            <numerusform>das Prefill-Budget von %n Kopie schafft</numerusform>
            <numerusform>die Prefill-Budgets von %n Kopien schaffen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 prompts/s at full load, and the loop turns no faster: x %3 answer tokens = %4 (N x answer / (TTFT + answer x TPOT), the first token after %5), below the %6 the decode gives (%7 conversations x %8); / %n card(s) = %9 per card</source>
        <translation>
            <numerusform>%1 %2 Prompts/s bei voller Last, und schneller dreht sich die Schleife nicht: x %3 Antwort-Token = %4 (N x Antwort / (TTFT + Antwort x TPOT), das erste Token nach %5), unter den %6, die das Decoding liefert (%7 Gespräche x %8); / %n Karte = %9 je Karte</numerusform>
            <numerusform>%1 %2 Prompts/s bei voller Last, und schneller dreht sich die Schleife nicht: x %3 Antwort-Token = %4 (N x Antwort / (TTFT + Antwort x TPOT), das erste Token nach %5), unter den %6, die das Decoding liefert (%7 Gespräche x %8); / %n Karten = %9 je Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>request %1%2 + wait at a prefill copy %3 + the prompt&apos;s prefill in %n batch(es) of up to %4 tokens %5 + KV-cache transfer %6 + one decode step %7 = %8 median; wait %9 at the 95th percentile = %10 (%11)</source>
        <translation>
            <numerusform>Anfrage %1%2 + Warten an einer Prefill-Kopie %3 + Prefill des Prompts in %n Batch mit bis zu %4 Token %5 + KV-Cache-Übertragung %6 + ein Decode-Schritt %7 = %8 im Median; Warten %9 im 95. Perzentil = %10 (%11)</numerusform>
            <numerusform>Anfrage %1%2 + Warten an einer Prefill-Kopie %3 + Prefill des Prompts in %n Batches mit bis zu %4 Token %5 + KV-Cache-Übertragung %6 + ein Decode-Schritt %7 = %8 im Median; Warten %9 im 95. Perzentil = %10 (%11)</numerusform>
        </translation>
    </message>
    <message>
        <source>request %1%2 + wait %3 + the prompt&apos;s chunks of up to %4 tokens, one a step (%5 steps) %6 = %7 median; wait %8 at the 95th percentile = %9 (%10)</source>
        <translation>Anfrage %1%2 + Warten %3 + die Teile des Prompts zu höchstens %4 Token, einer je Schritt (%5 Schritte) %6 = %7 im Median; Warten %8 im 95. Perzentil = %9 (%10)</translation>
    </message>
    <message>
        <source>Poisson arrivals assumed at the prefill copies: the split&apos;s queue does not take rules.json&apos;s bunched arrivals</source>
        <translation>Poisson-Ankünfte an den Prefill-Kopien angenommen: Die Warteschlange der Aufteilung übernimmt die gebündelten Ankünfte aus rules.json nicht</translation>
    </message>
    <message>
        <source>Poisson arrivals assumed</source>
        <translation>Poisson-Ankünfte angenommen</translation>
    </message>
    <message>
        <source>bunched arrivals assumed: the prompts arrive together and are prefilled first come, first served</source>
        <translation>gebündelte Ankünfte angenommen: Die Prompts kommen gleichzeitig an und laufen in Ankunftsreihenfolge durch den Prefill</translation>
    </message>
    <message>
        <source>eager launches</source>
        <comment>step term</comment>
        <translation>Eager-Kernelstarts</translation>
    </message>
    <message>
        <source>sampler</source>
        <comment>step term</comment>
        <translation>Sampler</translation>
    </message>
    <message>
        <source>(PP %1 x max(max(%2) + %3, %4) + %5 + %6) / %7 tokens a step = %8 per token</source>
        <translation>(PP %1 × max(max(%2) + %3, %4) + %5 + %6) / %7 Token je Schritt = %8 je Token</translation>
    </message>
    <message>
        <source>PP %1 x max(max(%2) + %3, %4) + %5 = %6 per token</source>
        <translation>PP %1 x max(max(%2) + %3, %4) + %5 = %6 je Token</translation>
    </message>
    <message>
        <source>Eager (no CUDA graphs): the host launches every kernel, %1 layers x %2 = %3 a step; the GPU cannot run ahead of it, and the CPU&apos;s step adds to it where the engine would otherwise hide it behind the GPU&apos;s</source>
        <translation>Eager (ohne CUDA-Graphen): Der Host startet jeden Kernel einzeln, %1 Schichten × %2 = %3 je Schritt; die GPU kann ihm nicht vorauslaufen, und der CPU-Schritt kommt hinzu, wo die Engine ihn sonst hinter dem der GPU verbirgt</translation>
    </message>
    <message>
        <source>Sampler: vLLM %1 samples top-p with PyTorch, sorting each conversation&apos;s %2 logits every step: %3 conversations x %2 x %4 ns = %5 a step</source>
        <translation>Sampler: vLLM %1 wählt Top-p mit PyTorch aus und sortiert dabei in jedem Schritt die %2 Logits jedes Gesprächs: %3 Gespräche × %2 × %4 ns = %5 je Schritt</translation>
    </message>
</context>
<context>
    <name>SplitComparison</name>
    <message>
        <source>its prefill copies keep the decode steps free of prompts: %1 tokens/s per conversation, where the same cards aggregated give %2</source>
        <translation>ihre Prefill-Kopien halten die Decode-Schritte frei von Prompts: %1 Token/s je Gespräch, wo dieselben Karten aggregiert %2 geben</translation>
    </message>
    <message>
        <source>Only a prefill/decode split serves the targets among these builds, %1 conversations per card (#%2): %3.</source>
        <translation>Unter diesen Konfigurationen erreicht nur eine Prefill/Decode-Trennung die Ziele, %1 Gespräche je Karte (#%2): %3.</translation>
    </message>
    <message>
        <source>A prefill/decode split serves more per card, %1 conversations per card (#%2) against %3 aggregated (#%4): %5.</source>
        <translation>Eine Prefill/Decode-Trennung bedient mehr je Karte, %1 Gespräche je Karte (#%2) gegen %3 aggregiert (#%4): %5.</translation>
    </message>
    <message>
        <source>Aggregated serving serves more per card, %1 conversations per card (#%2) against %3 split (#%4): every copy holds conversations, where a split&apos;s prefill copies hold none.</source>
        <translation>Aggregierter Betrieb bedient mehr je Karte, %1 Gespräche je Karte (#%2) gegen %3 getrennt (#%4): jede Kopie hält Gespräche, die Prefill-Kopien einer Trennung halten keine.</translation>
    </message>
</context>
<context>
    <name>StartupLogReader</name>
    <message>
        <source>no vLLM start-up line found: expected &quot;Model loading took X GiB&quot;, &quot;Available KV cache memory: Y GiB&quot;, &quot;GPU KV cache size: N tokens&quot; or &quot;Maximum concurrency for T tokens per request: Cx&quot;</source>
        <translation>keine vLLM-Startzeile gefunden: erwartet wird „Model loading took X GiB“, „Available KV cache memory: Y GiB“, „GPU KV cache size: N tokens“ oder „Maximum concurrency for T tokens per request: Cx“</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 liegt außerhalb von 0 bis %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2 (blocks of %3 tokens, at most %4 tokens in all)</source>
        <translation>%1 liegt außerhalb von 0 bis %2 (Blöcke zu %3 Token, insgesamt höchstens %4 Token)</translation>
    </message>
    <message>
        <source>%1; save the log to a file and give its name</source>
        <translation>%1; speichern Sie das Log in einer Datei und geben Sie deren Namen an</translation>
    </message>
</context>
<context>
    <name>TargetMargin</name>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>first token (95th percentile)</source>
        <translation>erstes Token (95. Perzentil)</translation>
    </message>
</context>
<context>
    <name>TargetRangeText</name>
    <message>
        <source>A speed target of %1 tokens per second is outside %2 to %3 (0: none).</source>
        <translation>Ein Zieltempo von %1 Token pro Sekunde liegt außerhalb von %2 bis %3 (0: keines).</translation>
    </message>
    <message>
        <source>A first-token target of %1 ms is outside %2 to %3 ms (0: none).</source>
        <translation>Ein Ziel für das erste Token von %1 ms liegt außerhalb von %2 bis %3 ms (0: keines).</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <source>Add server</source>
        <translation>Server hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>%n Karte verschieben</numerusform>
            <numerusform>%n Karten verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>%n Karte entfernen</numerusform>
            <numerusform>%n Karten entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove server %1</source>
        <translation>Server %1 entfernen</translation>
    </message>
    <message>
        <source>Set checkpoint %1</source>
        <translation>Checkpoint %1 festlegen</translation>
    </message>
    <message>
        <source>Set layout TP %1 x PP %2</source>
        <translation>Aufteilung TP %1 x PP %2 festlegen</translation>
    </message>
    <message>
        <source>Fill with %1 × %2</source>
        <translation>Mit %1 × %2 füllen</translation>
    </message>
    <message>
        <source>Fill server %1 with %2 × %3</source>
        <translation>Server %1 mit %2 × %3 füllen</translation>
    </message>
</context>
<context>
    <name>UserCatalogue</name>
    <message>
        <source>unknown model &quot;%1&quot;</source>
        <translation>unbekanntes Modell „%1“</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; appears twice</source>
        <translation>die ID &quot;%1&quot; kommt zweimal vor</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in card; give your card its own id and name</source>
        <translation>&quot;%1&quot; ist eine eingebaute Karte; geben Sie Ihrer Karte eine eigene ID und einen eigenen Namen</translation>
    </message>
    <message>
        <source>%1 (that entry is left out)</source>
        <translation>%1 (dieser Eintrag wird ausgelassen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (that entry and %n more are left out)</source>
        <translation>
            <numerusform>%1 (dieser Eintrag und %n weiterer werden ausgelassen)</numerusform>
            <numerusform>%1 (dieser Eintrag und %n weitere werden ausgelassen)</numerusform>
        </translation>
    </message>
    <message>
        <source>an imported checkpoint needs an id; nothing stored</source>
        <translation>ein importierter Checkpoint braucht eine ID; nichts gespeichert</translation>
    </message>
    <message>
        <source>is being saved by another process (%1); nothing stored</source>
        <translation>wird gerade von einem anderen Prozess gespeichert (%1); nichts gespeichert</translation>
    </message>
    <message>
        <source>%1; nothing stored. &quot;llm-configurator catalogue repair&quot; or File &gt; Repair user catalogue moves it aside and keeps every readable entry</source>
        <translation>%1; nichts gespeichert. „llm-configurator catalogue repair“ oder Datei &gt; Benutzerkatalog reparieren verschiebt ihn beiseite und behält jeden lesbaren Eintrag</translation>
    </message>
    <message>
        <source>does not exist; there is nothing to repair</source>
        <translation>existiert nicht; es gibt nichts zu reparieren</translation>
    </message>
    <message>
        <source>is being saved by another process (%1); nothing changed</source>
        <translation>wird gerade von einem anderen Prozess gespeichert (%1); nichts geändert</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>The weights do not fit the usable memory of a card.</source>
        <translation>Die Gewichte passen nicht in den nutzbaren Speicher einer Karte.</translation>
    </message>
    <message>
        <source>The weights fit, but no conversation&apos;s cache fits beside them.</source>
        <translation>Die Gewichte passen, aber daneben passt der Cache keines Gesprächs.</translation>
    </message>
    <message>
        <source>No conversation gets the speed target of %1 tokens/s.</source>
        <translation>Kein Gespräch erreicht das Zieltempo von %1 Token/s.</translation>
    </message>
    <message>
        <source>The wall power exceeds the feed&apos;s plan.</source>
        <translation>Die Leistung an der Steckdose übersteigt die Planung des Stromanschlusses.</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Cannot be evaluated</source>
        <translation>Nicht auswertbar</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>Läuft nicht</translation>
    </message>
    <message>
        <source>Weights do not fit</source>
        <translation>Gewichte passen nicht</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Zu langsam</translation>
    </message>
    <message>
        <source>Feed too small</source>
        <translation>Stromanschluss zu klein</translation>
    </message>
    <message>
        <source>the card cannot run the checkpoint</source>
        <translation>die Karte kann den Checkpoint nicht ausführen</translation>
    </message>
    <message>
        <source>Weights fit</source>
        <translation>Gewichte passen</translation>
    </message>
    <message>
        <source>conversations fit</source>
        <translation>Gespräche passen</translation>
    </message>
    <message>
        <source>no conversation fits</source>
        <translation>kein Gespräch passt</translation>
    </message>
    <message>
        <source>speed target met</source>
        <translation>Zieltempo erreicht</translation>
    </message>
    <message>
        <source>speed target missed</source>
        <translation>Zieltempo verfehlt</translation>
    </message>
    <message>
        <source>feed holds</source>
        <translation>Stromanschluss reicht</translation>
    </message>
    <message>
        <source>feed overloaded</source>
        <translation>Stromanschluss überlastet</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>Tempo unbekannt</translation>
    </message>
    <message>
        <source>No conversation gets its first token within the target of %1 ms (median).</source>
        <translation>Kein Gespräch erhält sein erstes Token binnen des Ziels von %1 ms (Median).</translation>
    </message>
    <message>
        <source>No conversation gets its first token within the target of %1 ms at the 95th percentile.</source>
        <translation>Kein Gespräch erhält sein erstes Token binnen des Ziels von %1 ms im 95. Perzentil.</translation>
    </message>
    <message>
        <source>speed and first-token targets met</source>
        <translation>Zieltempo und Ziel für das erste Token erreicht</translation>
    </message>
    <message>
        <source>first-token target missed</source>
        <translation>Ziel für das erste Token verfehlt</translation>
    </message>
    <message>
        <source>no speed target asked</source>
        <translation>kein Zieltempo verlangt</translation>
    </message>
    <message>
        <source>first-token targets met</source>
        <translation>Ziele für das erste Token erreicht</translation>
    </message>
</context>
<context>
    <name>WeightFormatFacts</name>
    <message>
        <source>FP8 weights</source>
        <translation>FP8-Gewichte</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>NVFP4-Gewichte</translation>
    </message>
    <message>
        <source>INT8 weights and activations (W8A8)</source>
        <translation>INT8-Gewichte und -Aktivierungen (W8A8)</translation>
    </message>
    <message>
        <source>INT8 weights, 16-bit arithmetic (W8A16)</source>
        <translation>INT8-Gewichte, 16-Bit-Arithmetik (W8A16)</translation>
    </message>
    <message>
        <source>INT4 weights, 16-bit arithmetic (W4A16)</source>
        <translation>INT4-Gewichte, 16-Bit-Arithmetik (W4A16)</translation>
    </message>
    <message>
        <source>MXFP4 expert weights</source>
        <translation>MXFP4-Expertengewichte</translation>
    </message>
    <message>
        <source>16-bit weights (BF16)</source>
        <translation>16-Bit-Gewichte (BF16)</translation>
    </message>
</context>
<context>
    <name>llmconf::AddCardDialog</name>
    <message>
        <source>Add card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>Ausgehend von:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>my-card (letters, digits, -)</source>
        <translation>meine-karte (Buchstaben, Ziffern, -)</translation>
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
        <translation>Kurzname:</translation>
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
        <translation>Compute Capability:</translation>
    </message>
    <message>
        <source>Memory as the driver reports it:</source>
        <translation>Speicher laut Treiber:</translation>
    </message>
    <message>
        <source>Memory as sold:</source>
        <translation>Speicher laut Verkaufsangabe:</translation>
    </message>
    <message>
        <source>Memory type:</source>
        <translation>Speichertyp:</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>Bandbreite:</translation>
    </message>
    <message>
        <source>Power limits, highest first:</source>
        <translation>Leistungsgrenzen, höchste zuerst:</translation>
    </message>
    <message>
        <source>How many cards one NVLink domain joins; 0 for none</source>
        <translation>Wie viele Karten eine NVLink-Domäne verbindet; 0 für keine</translation>
    </message>
    <message>
        <source>NVLink group:</source>
        <translation>NVLink-Gruppe:</translation>
    </message>
    <message>
        <source>PCIe, double width</source>
        <translation>PCIe, doppelte Breite</translation>
    </message>
    <message>
        <source>SXM module (HGX board)</source>
        <translation>SXM-Modul (HGX-Board)</translation>
    </message>
    <message>
        <source>Superchip (NVL72 tray)</source>
        <translation>Superchip (NVL72-Tray)</translation>
    </message>
    <message>
        <source>Integrated system</source>
        <translation>Integriertes System</translation>
    </message>
    <message>
        <source>Form factor:</source>
        <translation>Bauform:</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Id: &quot;%1&quot; is a built-in card; give your card its own id and name.</source>
        <translation>ID: &quot;%1&quot; ist eine eingebaute Karte; geben Sie Ihrer Karte eine eigene ID und einen eigenen Namen.</translation>
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
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>Übernehmen: %1</translation>
    </message>
</context>
<context>
    <name>llmconf::AdvicePanel</name>
    <message>
        <source>Serving commands</source>
        <translation>Startbefehle</translation>
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
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the vLLM command line</source>
        <translation>vLLM-Befehlszeile kopieren</translation>
    </message>
    <message>
        <source>Copy the SGLang command line</source>
        <translation>SGLang-Befehlszeile kopieren</translation>
    </message>
    <message>
        <source>No advice for this build.</source>
        <translation>Keine Hinweise zu dieser Konfiguration.</translation>
    </message>
    <message>
        <source>Apply advice: %1</source>
        <translation>Hinweis anwenden: %1</translation>
    </message>
</context>
<context>
    <name>llmconf::BuildPanel</name>
    <message>
        <source>Set KV cache dtype</source>
        <translation>KV-Cache-Datentyp festlegen</translation>
    </message>
    <message>
        <source>Set cache basis</source>
        <translation>Cache-Grundlage festlegen</translation>
    </message>
    <message>
        <source>Set power cap</source>
        <translation>Leistungsgrenze festlegen</translation>
    </message>
    <message>
        <source>Set CPU</source>
        <translation>CPU festlegen</translation>
    </message>
    <message>
        <source>Set CPUs per server</source>
        <translation>CPUs je Server festlegen</translation>
    </message>
    <message>
        <source>Set feed</source>
        <translation>Stromanschluss festlegen</translation>
    </message>
    <message>
        <source>Set utilisation</source>
        <translation>Speicherauslastung festlegen</translation>
    </message>
    <message>
        <source>Set reserve</source>
        <translation>Laufzeitreserve festlegen</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Context and cache</source>
        <translation>Kontext und Cache</translation>
    </message>
    <message>
        <source>Power and host</source>
        <translation>Leistung und Host</translation>
    </message>
    <message>
        <source>Memory rule</source>
        <translation>Speicherregel</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
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
        <translation>K&amp;opien</translation>
    </message>
    <message>
        <source>&amp;Expert parallelism (EP)</source>
        <translation>&amp;Experten-Parallelismus (EP)</translation>
    </message>
    <message>
        <source>Conte&amp;xt</source>
        <translation>Konte&amp;xt</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>&amp;KV-Cache</translation>
    </message>
    <message>
        <source>Cache &amp;basis</source>
        <translation>Cache-&amp;Grundlage</translation>
    </message>
    <message>
        <source>Power &amp;cap</source>
        <translation>&amp;Leistungsgrenze</translation>
    </message>
    <message>
        <source>C&amp;PU</source>
        <translation>&amp;CPU</translation>
    </message>
    <message>
        <source>CPUs per &amp;server</source>
        <translation>CPUs je &amp;Server</translation>
    </message>
    <message>
        <source>&amp;Feed</source>
        <translation>Strom&amp;anschluss</translation>
    </message>
    <message>
        <source>&amp;Utilisation</source>
        <translation>A&amp;uslastung</translation>
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
        <translation>Vorgaben oder beliebige Token-Zahl: 32K, 200.000, 1M</translation>
    </message>
    <message>
        <source>%1 cards do not divide into this split.</source>
        <translation>%1 Karten lassen sich nicht so aufteilen.</translation>
    </message>
    <message>
        <source>%1 (not possible)</source>
        <translation>%1 (nicht möglich)</translation>
    </message>
    <message numerus="yes">
        <source>TP %1 × PP %2 × %n copies, DCP %3</source>
        <translation>
            <numerusform>TP %1 × PP %2 × %n Kopie, DCP %3</numerusform>
            <numerusform>TP %1 × PP %2 × %n Kopien, DCP %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Not offered: %1</source>
        <translation>Nicht angeboten: %1</translation>
    </message>
    <message>
        <source>Set context to %1</source>
        <translation>Kontext auf %1 setzen</translation>
    </message>
    <message>
        <source>16-bit (BF16)</source>
        <translation>16 Bit (BF16)</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Larger of the two</source>
        <translation>Größerer der beiden Werte</translation>
    </message>
    <message>
        <source>Published figure</source>
        <translation>Veröffentlichter Wert</translation>
    </message>
    <message>
        <source>Config arithmetic</source>
        <translation>Rechnung aus config.json</translation>
    </message>
    <message>
        <source>%1, %2 (%3); licence: %4</source>
        <translation>%1, %2 (%3); Lizenz: %4</translation>
    </message>
    <message>
        <source>Place cards to choose a layout.</source>
        <translation>Setzen Sie Karten ein, um eine Aufteilung zu wählen.</translation>
    </message>
    <message>
        <source>None (highest limit)</source>
        <translation>Keine (höchste Leistungsgrenze)</translation>
    </message>
    <message numerus="yes">
        <source>%1 cards allow %n layout(s) vLLM starts: TP × PP × copies = %1, TP divides the heads, DCP divides TP, PP at most the model&apos;s layers. Greyed values say why on hover.</source>
        <translation>
            <numerusform>%1 Karten erlauben %n Aufteilung, die vLLM startet: TP × PP × Kopien = %1, TP teilt die Heads, DCP teilt TP, PP höchstens die Schichten des Modells. Ausgegraute Werte nennen beim Überfahren den Grund.</numerusform>
            <numerusform>%1 Karten erlauben %n Aufteilungen, die vLLM startet: TP × PP × Kopien = %1, TP teilt die Heads, DCP teilt TP, PP höchstens die Schichten des Modells. Ausgegraute Werte nennen beim Überfahren den Grund.</numerusform>
        </translation>
    </message>
    <message>
        <source>D&amp;P</source>
        <translation>D&amp;P</translation>
    </message>
    <message>
        <source>Data-parallel attention: each rank holds attention and dense layers and its own conversations&apos; cache; the routed experts are spread over all ranks by EP (vLLM --data-parallel-size, SGLang --enable-dp-attention)</source>
        <translation>Datenparallele Attention: Jeder Rang hält Attention, die dichten Schichten und den Cache seiner eigenen Gespräche; die gerouteten Experten werden per EP über alle Ränge verteilt (vLLM --data-parallel-size, SGLang --enable-dp-attention)</translation>
    </message>
    <message numerus="yes">
        <source>TP %1 × PP %2 × DP %3 × %n copies, DCP %4</source>
        <translation>
            <numerusform>TP %1 × PP %2 × DP %3 × %n Kopie, DCP %4</numerusform>
            <numerusform>TP %1 × PP %2 × DP %3 × %n Kopien, DCP %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Set prompt tokens</source>
        <translation>Prompt-Token festlegen</translation>
    </message>
    <message>
        <source>Set answer tokens</source>
        <translation>Antwort-Token festlegen</translation>
    </message>
    <message>
        <source>Set active conversations</source>
        <translation>Aktive Gespräche festlegen</translation>
    </message>
    <message>
        <source>Set speed target</source>
        <translation>Zieltempo festlegen</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Prompt &amp;length</source>
        <translation>E&amp;ingabelänge</translation>
    </message>
    <message>
        <source>&amp;Answer length</source>
        <translation>Ant&amp;wortlänge</translation>
    </message>
    <message>
        <source>Acti&amp;ve</source>
        <translation>Akti&amp;v</translation>
    </message>
    <message>
        <source>Speed tar&amp;get</source>
        <translation>&amp;Zieltempo</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source> conversations</source>
        <translation> Gespräche</translation>
    </message>
    <message>
        <source>As many as fit</source>
        <translation>So viele, wie passen</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> Token/s</translation>
    </message>
    <message>
        <source>Input tokens per request (the prompt): its prefill gives the time to first token</source>
        <translation>Eingabe-Token je Anfrage (der Prompt): Sein Prefill ergibt die Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Output tokens per request: a conversation decodes at its prompt plus half its answer on average</source>
        <translation>Ausgabe-Token je Anfrage: Ein Gespräch dekodiert im Mittel bei seinem Prompt plus der halben Antwort</translation>
    </message>
    <message>
        <source>Conversations decoding at once, for the speed and the throughput; at the lowest value as many as fit in memory</source>
        <translation>Gleichzeitig dekodierende Gespräche, für Tempo und Durchsatz; beim kleinsten Wert so viele, wie in den Speicher passen</translation>
    </message>
    <message>
        <source>vLLM profile</source>
        <translation>vLLM-Profil</translation>
    </message>
    <message>
        <source>Config arithmetic in the memory vLLM&apos;s start-up profile leaves (weights, peak activations, non-torch, NCCL) instead of the fixed reserve</source>
        <translation>Rechnung aus der config.json in dem Speicher, den vLLMs Startprofil übrig lässt (Gewichte, Spitzen-Aktivierungen, außerhalb von Torch, NCCL), statt der festen Reserve</translation>
    </message>
    <message>
        <source>Set serving engine</source>
        <translation>Serving-Engine festlegen</translation>
    </message>
    <message>
        <source>Serving e&amp;ngine</source>
        <translation>Serving-E&amp;ngine</translation>
    </message>
    <message>
        <source>The engine&apos;s scheduler sets the fixed costs of a step and how prompts share steps with decoding; the serving commands follow it</source>
        <translation>Der Scheduler der Engine bestimmt die festen Kosten eines Schritts und wie Prompts sich Schritte mit dem Dekodieren teilen; die Startbefehle folgen ihr</translation>
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
        <translation>vLLM-Version festlegen</translation>
    </message>
    <message>
        <source>v&amp;LLM version</source>
        <translation>v&amp;LLM-Version</translation>
    </message>
    <message>
        <source>The vLLM release whose start-up memory profile the vLLM profile basis follows: what it charges before the cache</source>
        <translation>Die vLLM-Version, deren Speicherprofil beim Start die Grundlage „vLLM-Profil“ nachbildet: was sie vor dem Cache belegt</translation>
    </message>
    <message>
        <source>Current (%1, %2)</source>
        <translation>Aktuell (%1, %2)</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed. Enter %3 to %4%5.</source>
        <translation>%1: %2 ist nicht zulässig. Bitte %3 bis %4%5 eingeben.</translation>
    </message>
    <message>
        <source>Context: &quot;%1&quot; is not a context this model takes. Enter %2 to %3 tokens (32K and 1M are read too).</source>
        <translation>Kontext: „%1“ ist kein Kontext, den dieses Modell annimmt. Bitte %2 bis %3 Token eingeben (32K und 1M werden auch gelesen).</translation>
    </message>
    <message>
        <source>Set first-token target</source>
        <translation>Ziel für das erste Token festlegen</translation>
    </message>
    <message>
        <source>Set first-token target (95th percentile)</source>
        <translation>Ziel für das erste Token festlegen (95. Perzentil)</translation>
    </message>
    <message>
        <source>F&amp;irst token within</source>
        <translation>&amp;Frist erstes Token</translation>
    </message>
    <message>
        <source>&amp;95th pct. within</source>
        <translation>Frist &amp;95. Perz.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The median time to first token each conversation must get: the build serves the conversations at which half the prompts are answered within it (queueing for the prefill included); at the lowest value none is asked</source>
        <translation>Die mittlere Zeit bis zum ersten Token, die jedes Gespräch erhalten muss: Die Konfiguration bedient so viele Gespräche, dass die Hälfte der Prompts binnen dieser Zeit beantwortet wird (Warten auf den Prefill eingeschlossen); beim kleinsten Wert ist keine verlangt</translation>
    </message>
    <message>
        <source>The time to first token 95 of 100 prompts must get: the build serves the conversations at which it still holds; at the lowest value none is asked</source>
        <translation>Die Zeit bis zum ersten Token, die 95 von 100 Prompts einhalten müssen: Die Konfiguration bedient so viele Gespräche, wie diese Zeit noch eingehalten wird; beim kleinsten Wert ist keine verlangt</translation>
    </message>
    <message>
        <source>Prefill copies</source>
        <translation>Prefill-Kopien</translation>
    </message>
    <message>
        <source>Prefill/decode split: this many copies only prefill prompts and hand their cache to the others, which only decode (vLLM&apos;s and SGLang&apos;s disaggregated serving); none: every copy does both</source>
        <translation>Prefill/Decode-Trennung: So viele Kopien rechnen nur den Prefill der Prompts und übergeben deren Cache an die übrigen, die nur dekodieren (disaggregiertes Serving von vLLM und SGLang); keine: jede Kopie rechnet beides</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The least tokens per second each conversation must get: the build serves the conversations that still get it (20 reads faster than people read); at the lowest value none is asked and memory alone limits the conversations</source>
        <translation>Die Token pro Sekunde, die jedes Gespräch mindestens erhalten muss: Die Konfiguration bedient die Gespräche, die sie noch erhalten (20 ist schneller, als Menschen lesen); beim kleinsten Wert ist keines verlangt, und allein der Speicher begrenzt die Gespräche</translation>
    </message>
    <message>
        <source>Prefill la&amp;yout</source>
        <translation>Prefill-La&amp;yout</translation>
    </message>
    <message>
        <source>as the decode copies</source>
        <translation>wie die Decode-Kopien</translation>
    </message>
    <message>
        <source>TP %1 x PP %2</source>
        <translation>TP %1 × PP %2</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>The prefill copies&apos; own tensor-parallel size, pipeline stages and decode context parallelism: prefill wants compute per prompt, decode wants cache and bandwidth; the decode copies take the cards the prefill copies leave</source>
        <translation>Eigene Tensor-Parallelität, Pipeline-Stufen und Decode-Kontext-Parallelität der Prefill-Kopien: Prefill braucht Rechenleistung je Prompt, Decode Cache und Bandbreite; die Decode-Kopien nehmen die Karten, die die Prefill-Kopien übrig lassen</translation>
    </message>
    <message>
        <source>%1 with DCP %2</source>
        <translation>%1 mit DCP %2</translation>
    </message>
    <message>
        <source>Set eager</source>
        <translation>Eager-Modus setzen</translation>
    </message>
    <message>
        <source>Eager (no CUDA graphs)</source>
        <translation>Eager (ohne CUDA-Graphen)</translation>
    </message>
    <message>
        <source>The engine runs without CUDA graphs (vLLM --enforce-eager, SGLang --disable-cuda-graph): the vLLM profile charges no graph memory, the serving command carries the flag, and each decode step waits for the host to launch every layer&apos;s kernels</source>
        <translation>Die Engine läuft ohne CUDA-Graphen (vLLM --enforce-eager, SGLang --disable-cuda-graph): Das vLLM-Profil rechnet keinen Graphenspeicher an, der Startbefehl enthält den Schalter, und jeder Dekodierschritt wartet, bis der Host die Kernel jeder Schicht gestartet hat</translation>
    </message>
</context>
<context>
    <name>llmconf::CalibrationDialog</name>
    <message>
        <source>vLLM start-up log</source>
        <translation>vLLM-Startprotokoll</translation>
    </message>
    <message>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>Protokolle (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>pasted log</source>
        <translation>eingefügtes Protokoll</translation>
    </message>
    <message>
        <source>The build cannot be evaluated: %1</source>
        <translation>Die Konfiguration lässt sich nicht auswerten: %1</translation>
    </message>
    <message>
        <source>Apply calibrated reserve</source>
        <translation>Kalibrierte Laufzeitreserve übernehmen</translation>
    </message>
    <message>
        <source>Concurrency at %1 tokens per request</source>
        <translation>Gleichzeitige Anfragen bei %1 Token je Anfrage</translation>
    </message>
    <message>
        <source>Paste the lines vLLM prints at start, or open its log.</source>
        <translation>Fügen Sie die Zeilen ein, die vLLM beim Start ausgibt, oder öffnen Sie sein Protokoll.</translation>
    </message>
    <message>
        <source>A reserve of %1 per card (now %2) makes the prediction agree with the measurement; vLLM keeps %3 per card beyond the rule.</source>
        <translation>Mit einer Laufzeitreserve von %1 je Karte (derzeit %2) stimmt die Schätzung mit der Messung überein; vLLM hält %3 je Karte über die Regel hinaus zurück.</translation>
    </message>
    <message>
        <source>The log has no &quot;Available KV cache memory&quot; line: the reserve cannot be calibrated from it.</source>
        <translation>Das Protokoll enthält keine Zeile „Available KV cache memory“: Die Laufzeitreserve lässt sich daraus nicht kalibrieren.</translation>
    </message>
    <message>
        <source>Calibrate against a vLLM start-up log</source>
        <translation>Mit einem vLLM-Startprotokoll kalibrieren</translation>
    </message>
    <message>
        <source>Paste the start-up log of vLLM on the delivered server (the lines &quot;Model loading took&quot;, &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot; and &quot;Maximum concurrency&quot;), or open the log file.</source>
        <translation>Fügen Sie das Startprotokoll von vLLM auf dem gelieferten Server ein (die Zeilen „Model loading took“, „Available KV cache memory“, „GPU KV cache size“ und „Maximum concurrency“) oder öffnen Sie die Protokolldatei.</translation>
    </message>
    <message>
        <source>INFO ... Available KV cache memory: 35.35 GiB</source>
        <translation>INFO ... Available KV cache memory: 35.35 GiB</translation>
    </message>
    <message>
        <source>Open log...</source>
        <translation>Protokoll öffnen...</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>geschätzt</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>Weights per card</source>
        <translation>Gewichte je Karte</translation>
    </message>
    <message>
        <source>KV cache memory per card</source>
        <translation>KV-Cache-Speicher je Karte</translation>
    </message>
    <message>
        <source>KV cache size in tokens</source>
        <translation>KV-Cache-Größe in Token</translation>
    </message>
    <message>
        <source>Apply reserve</source>
        <translation>Reserve übernehmen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 (from the tokens)</source>
        <translation>%1 (aus den Token)</translation>
    </message>
    <message>
        <source>vLLM had %1 per card more cache than the rule gives even with no reserve: no reserve agrees. Check the card&apos;s memory, the utilisation and the checkpoint against the log.</source>
        <translation>vLLM hatte je Karte %1 mehr Cache, als die Regel selbst ohne Reserve ergibt: Keine Reserve stimmt überein. Prüfen Sie Speicher der Karte, Auslastung und Checkpoint gegen das Log.</translation>
    </message>
    <message>
        <source>%1 %2; nothing read</source>
        <translation>%1 %2; nichts gelesen</translation>
    </message>
    <message>
        <source>No reserve agrees: %1.</source>
        <translation>Keine Reserve stimmt überein: %1.</translation>
    </message>
</context>
<context>
    <name>llmconf::ComparisonCostChart</name>
    <message>
        <source>Cost per year: the builds are priced in different currencies</source>
        <translation>Kosten pro Jahr: die Aufbauten sind in verschiedenen Währungen bepreist</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>Kosten pro Jahr (%1)</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>%1: not evaluated</source>
        <translation>%1: nicht berechnet</translation>
    </message>
    <message>
        <source>%1: no price for %2</source>
        <translation>%1: kein Preis für %2</translation>
    </message>
    <message>
        <source>%1: no electricity price</source>
        <translation>%1: kein Strompreis</translation>
    </message>
    <message>
        <source>No bar for %1.</source>
        <translation>Kein Balken für %1.</translation>
    </message>
</context>
<context>
    <name>llmconf::ComparisonSpeedChart</name>
    <message>
        <source>Speed vs conversations, every build</source>
        <translation>Tempo über Gespräche, alle Aufbauten</translation>
    </message>
    <message>
        <source>Concurrent conversations</source>
        <translation>Gleichzeitige Gespräche</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Token/s je Gespr.</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Zieltempo</translation>
    </message>
</context>
<context>
    <name>llmconf::ComparisonView</name>
    <message>
        <source>A comparison holds at most %1 builds; the first %1 are shown.</source>
        <translation>Ein Vergleich umfasst höchstens %1 Konfigurationen; die ersten %1 werden angezeigt.</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 builds: remove one first.</source>
        <translation>Ein Vergleich umfasst höchstens %1 Konfigurationen: Entfernen Sie zuerst eine.</translation>
    </message>
    <message>
        <source>Add builds to the comparison</source>
        <translation>Konfigurationen zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <source>Builds (*.json)</source>
        <translation>Konfigurationsdateien (*.json)</translation>
    </message>
    <message>
        <source>Comparison — LLM Server Configurator</source>
        <translation>Vergleich — LLM Server Configurator</translation>
    </message>
    <message>
        <source>Add from file…</source>
        <translation>Aus Datei hinzufügen…</translation>
    </message>
    <message>
        <source>Add current build</source>
        <translation>Aktuelle Konfiguration hinzufügen</translation>
    </message>
    <message>
        <source>Add copy with one change</source>
        <translation>Kopie mit einer Änderung hinzufügen</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Compare against</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Advice that differs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abweichende Hinweise&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Charts&lt;/b&gt; on the same axes for every build</source>
        <translation>&lt;b&gt;Diagramme&lt;/b&gt; mit denselben Achsen für jede Konfiguration</translation>
    </message>
    <message>
        <source>Add two to four builds: from a file, the current build, a copy of the current build with one change, or one of the presets.</source>
        <translation>Fügen Sie zwei bis vier Konfigurationen hinzu: aus einer Datei, die aktuelle Konfiguration, eine Kopie der aktuellen Konfiguration mit einer Änderung oder eine der Vorgaben.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Other card type</source>
        <translation>Anderer Kartentyp</translation>
    </message>
    <message>
        <source>Other checkpoint</source>
        <translation>Anderer Checkpoint</translation>
    </message>
    <message>
        <source>Other layout</source>
        <translation>Andere Aufteilung</translation>
    </message>
    <message>
        <source>Other cache dtype</source>
        <translation>Anderer Cache-Datentyp</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&amp;nbsp; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&amp;nbsp; %2</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#555&quot;&gt;Better value highlighted; ratios to build A.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#555&quot;&gt;Besserer Wert hervorgehoben; Verhältnisse zu Konfiguration A.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The better value</source>
        <translation>Der bessere Wert</translation>
    </message>
    <message>
        <source>Every build gets the same advice.</source>
        <translation>Alle Konfigurationen erhalten dieselben Hinweise.</translation>
    </message>
    <message>
        <source>&lt;i&gt;not given for this build&lt;/i&gt;</source>
        <translation>&lt;i&gt;entfällt bei dieser Konfiguration&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Export comparison sheet…</source>
        <translation>Vergleichsblatt exportieren…</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#555&quot;&gt;Cost with the Cost tab&apos;s settings and price list. %1&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#555&quot;&gt;Kosten mit den Einstellungen und der Preisliste des Kosten-Tabs. %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>The builds shown, side by side on %1 A4 pages (PDF)</source>
        <translation>Die gezeigten Aufbauten nebeneinander auf %1 A4-Seiten (PDF)</translation>
    </message>
</context>
<context>
    <name>llmconf::ConversationsChart</name>
    <message>
        <source>Conversations vs context</source>
        <translation>Gespräche nach Kontext</translation>
    </message>
    <message>
        <source>Conversations: %1</source>
        <translation>Gespräche: %1</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16 Bit</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Context (tokens, log scale)</source>
        <translation>Kontext (Token, logarithmisch)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Chosen context</source>
        <translation>Gewählter Kontext</translation>
    </message>
</context>
<context>
    <name>llmconf::CostPanel</name>
    <message>
        <source>Set years of depreciation</source>
        <translation>Abschreibungsjahre setzen</translation>
    </message>
    <message>
        <source>Set electricity price</source>
        <translation>Strompreis setzen</translation>
    </message>
    <message>
        <source>Set PUE</source>
        <translation>PUE setzen</translation>
    </message>
    <message>
        <source>Set hours per day</source>
        <translation>Stunden pro Tag setzen</translation>
    </message>
    <message>
        <source>Set average load</source>
        <translation>Mittlere Last setzen</translation>
    </message>
    <message>
        <source>Set API input price</source>
        <translation>API-Eingabepreis setzen</translation>
    </message>
    <message>
        <source>Set API output price</source>
        <translation>API-Ausgabepreis setzen</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Preisliste</translation>
    </message>
    <message>
        <source>Price lists (*.json)</source>
        <translation>Preislisten (*.json)</translation>
    </message>
    <message>
        <source>Could not keep the price list at %1</source>
        <translation>Die Preisliste konnte nicht unter %1 abgelegt werden</translation>
    </message>
    <message>
        <source>Price list in %1 read from %2</source>
        <translation>Preisliste in %1 aus %2 gelesen</translation>
    </message>
    <message>
        <source>Depreciation (years)</source>
        <translation>Abschreibung (Jahre)</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Strom je kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Hours per day</source>
        <translation>Stunden pro Tag</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>Mittlere Last</translation>
    </message>
    <message>
        <source>API per million input tokens</source>
        <translation>API je Million Eingabe-Token</translation>
    </message>
    <message>
        <source>API per million output tokens</source>
        <translation>API je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Kosten pro Jahr</translation>
    </message>
    <message>
        <source>Per seat and month</source>
        <translation>Je Platz und Monat</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Je Million Token</translation>
    </message>
    <message>
        <source>Break-even vs API</source>
        <translation>Gewinnschwelle ggü. API</translation>
    </message>
    <message>
        <source>Pay-back</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>Price list...</source>
        <translation>Preisliste...</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>API at the same volume</source>
        <translation>API bei gleicher Menge</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>%1 kWh, %2</source>
        <translation>%1 kWh, %2</translation>
    </message>
    <message>
        <source>%1 (%2 depreciation + %3 energy)</source>
        <translation>%1 (%2 Abschreibung + %3 Energie)</translation>
    </message>
    <message>
        <source>above %1 million output tokens a month</source>
        <translation>über %1 Millionen Ausgabe-Token im Monat</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>Kosten pro Jahr (%1)</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>no total</source>
        <translation>keine Summe</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>%1 (as of %2)</source>
        <translation>%1 (Stand %2)</translation>
    </message>
    <message>
        <source>Default: %1 per kWh. Source: %2</source>
        <translation>Vorgabe: %1 je kWh. Quelle: %2</translation>
    </message>
    <message>
        <source>No default electricity price in %1: set the price per kWh.</source>
        <translation>Kein vorgegebener Strompreis in %1: den Preis je kWh setzen.</translation>
    </message>
    <message>
        <source>Set for this build.</source>
        <translation>Für diese Konfiguration gesetzt.</translation>
    </message>
    <message>
        <source>Default: PUE %1. Source: %2</source>
        <translation>Vorgabe: PUE %1. Quelle: %2</translation>
    </message>
    <message>
        <source>Vendor&apos;s price: %1 input, %2 output per million tokens. Source: %3</source>
        <translation>Preis des Anbieters: %1 Eingabe, %2 Ausgabe je Million Token. Quelle: %3</translation>
    </message>
    <message>
        <source>Set currency</source>
        <translation>Währung festlegen</translation>
    </message>
    <message>
        <source>Price list kept at %1</source>
        <translation>Preisliste gespeichert unter %1</translation>
    </message>
    <message>
        <source>The language&apos;s (%1)</source>
        <translation>Die der Sprache (%1)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Kosten pro Monat</translation>
    </message>
    <message>
        <source>No bar for the build: no price for %1.</source>
        <translation>Kein Balken für die Konfiguration: kein Preis für %1.</translation>
    </message>
    <message>
        <source>No bar for the build: no electricity price.</source>
        <translation>Kein Balken für die Konfiguration: kein Strompreis.</translation>
    </message>
    <message>
        <source>No bar for the build: its cost per year is not known.</source>
        <translation>Kein Balken für die Konfiguration: ihre Kosten pro Jahr sind nicht bekannt.</translation>
    </message>
    <message>
        <source>No bar for the API: no API price or no throughput.</source>
        <translation>Kein Balken für die API: kein API-Preis oder kein Durchsatz.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source> g/kWh</source>
        <translation> g/kWh</translation>
    </message>
    <message>
        <source>0 g/kWh (green power)</source>
        <translation>0 g/kWh (Ökostrom)</translation>
    </message>
    <message>
        <source>Energy per million tokens</source>
        <translation>Energie je Million Token</translation>
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
        <translation>0 für einen Ökostromvertrag.</translation>
    </message>
    <message>
        <source>Set grid CO₂ per kWh</source>
        <translation>CO₂ je kWh des Stromnetzes festlegen</translation>
    </message>
    <message>
        <source>Grid CO₂ per kWh</source>
        <translation>CO₂ je kWh (Netz)</translation>
    </message>
    <message>
        <source>CO₂ per year</source>
        <translation>CO₂ pro Jahr</translation>
    </message>
    <message>
        <source>CO₂ per million tokens</source>
        <translation>CO₂ je Million Token</translation>
    </message>
    <message>
        <source>Default: %1 g CO₂ per kWh. Source: %2</source>
        <translation>Standard: %1 g CO₂ je kWh. Quelle: %2</translation>
    </message>
    <message>
        <source>No default grid emission factor: set the grams of CO₂ per kWh.</source>
        <translation>Kein Standard-Emissionsfaktor des Stromnetzes: die Gramm CO₂ je kWh angeben.</translation>
    </message>
</context>
<context>
    <name>llmconf::FurtherModelsDialog</name>
    <message>
        <source>Further models</source>
        <translation>Weitere Modelle</translation>
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
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>Modell hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Edit further models</source>
        <translation>Weitere Modelle bearbeiten</translation>
    </message>
    <message>
        <source>Models served beside %1, each with its own share of a card (--gpu-memory-utilization): on every card of %1, or on cards of its own, counted server by server from 1; %1 then runs on the cards left.</source>
        <translation>Modelle neben %1, jedes mit seinem eigenen Anteil an einer Karte (--gpu-memory-utilization): auf jeder Karte von %1 oder auf eigenen Karten, Server für Server ab 1 gezählt; %1 läuft dann auf den übrigen Karten.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Shares every card</source>
        <translation>Teilt jede Karte</translation>
    </message>
    <message>
        <source>Own cards</source>
        <translation>Eigene Karten</translation>
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
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>CC</source>
        <translation>CC</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <source>Hardware palette</source>
        <translation>Hardware-Palette</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Drag a card into a free slot, or press Enter to place it</source>
        <translation>Ziehen Sie eine Karte in einen freien Steckplatz oder drücken Sie die Eingabetaste, um sie einzusetzen</translation>
    </message>
    <message>
        <source>%1
%2 %3, %4 GB/s, compute capability %5, %6</source>
        <translation>%1
%2 %3, %4 GB/s, Compute Capability %5, %6</translation>
    </message>
    <message>
        <source>NVLink groups of up to %1</source>
        <translation>NVLink-Gruppen mit bis zu %1 Karten</translation>
    </message>
    <message>
        <source>PCIe only, no NVLink</source>
        <translation>Nur PCIe, kein NVLink</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Enter or double click: fit this CPU to every server</source>
        <translation>Eingabetaste oder Doppelklick: diese CPU in jeden Server einsetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n cores</source>
        <translation>
            <numerusform>%n Kern</numerusform>
            <numerusform>%n Kerne</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Enter or double click: add this server to the build</source>
        <translation>Eingabetaste oder Doppelklick: diesen Server zur Konfiguration hinzufügen</translation>
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
        <translation>Es gibt keinen Server; fügen Sie zuerst einen hinzu.</translation>
    </message>
    <message>
        <source>No free slot takes the card: %1</source>
        <translation>Kein freier Steckplatz nimmt die Karte auf: %1</translation>
    </message>
    <message>
        <source>Set CPU</source>
        <translation>CPU festlegen</translation>
    </message>
</context>
<context>
    <name>llmconf::HeadlineFigures</name>
    <message>
        <source>The build cannot be evaluated: %1</source>
        <translation>Die Konfiguration lässt sich nicht auswerten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) per copy</source>
        <translation>
            <numerusform>%n Gespräch je Kopie</numerusform>
            <numerusform>%n Gespräche je Kopie</numerusform>
        </translation>
    </message>
    <message>
        <source>one copy, %1</source>
        <translation>eine Kopie, %1</translation>
    </message>
    <message numerus="yes">
        <source>%n copies × %1</source>
        <translation>
            <numerusform>%n Kopie × %1</numerusform>
            <numerusform>%n Kopien × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Free memory per card</source>
        <translation>Freier Speicher je Karte</translation>
    </message>
    <message>
        <source>of %1 usable, %2 weights</source>
        <translation>von %1 nutzbar, %2 Gewichte</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>feed plan %1 of %2 nominal</source>
        <translation>Stromanschluss: %1 geplant von %2 Nennleistung</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Tokens/s per conversation</source>
        <translation>Token/s je Gespräch</translation>
    </message>
    <message>
        <source>%1 in memory (%2)</source>
        <translation>%1 im Speicher (%2)</translation>
    </message>
    <message>
        <source>Conversations served at %1 tokens</source>
        <translation>Bediente Gespräche mit %1 Token</translation>
    </message>
    <message>
        <source>In memory: %1</source>
        <translation>Im Speicher: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 served; limit: %2; target %3; first token %4 ms (95th percentile %5 ms)</source>
        <translation>%1 bedient; Grenze: %2; Ziel %3; erstes Token nach %4 ms (95. Perzentil %5 ms)</translation>
    </message>
    <message numerus="yes">
        <source>; speculative decoding: %n draft token(s)</source>
        <translation>
            <numerusform>; spekulatives Dekodieren: %n Entwurfs-Token</numerusform>
            <numerusform>; spekulatives Dekodieren: %n Entwurfs-Token</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Ziele:</translation>
    </message>
    <message>
        <source>Conversations served: %1.</source>
        <translation>Bediente Gespräche: %1.</translation>
    </message>
    <message>
        <source>; %1 margin %2 %</source>
        <translation>; %1 Reserve %2 %</translation>
    </message>
    <message numerus="yes">
        <source>%n decode copies × %1</source>
        <translation>
            <numerusform>%n Decode-Kopie × %1</numerusform>
            <numerusform>%n Decode-Kopien × %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>llmconf::ImportDialog</name>
    <message>
        <source>Folder of a Hugging Face checkpoint</source>
        <translation>Ordner eines Hugging-Face-Checkpoints</translation>
    </message>
    <message>
        <source>Enter the weights in GB as a number above zero.</source>
        <translation>Geben Sie die Gewichte in GB als Zahl größer null ein.</translation>
    </message>
    <message>
        <source>The checkpoint needs an id.</source>
        <translation>Der Checkpoint braucht eine ID.</translation>
    </message>
    <message>
        <source>Nothing imported yet: choose a folder.</source>
        <translation>Noch nichts importiert: Wählen Sie einen Ordner.</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>geschätzt</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>read</source>
        <translation>gelesen</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Cache per token (16-bit)</source>
        <translation>Cache je Token (16 Bit)</translation>
    </message>
    <message>
        <source>Linear-attention state per conversation</source>
        <translation>Linear-Attention-Zustand je Gespräch</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Gewichtsformat</translation>
    </message>
    <message>
        <source>A checkpoint with this id is already in the catalogue; importing replaces it for this user.</source>
        <translation>Ein Checkpoint mit dieser ID ist bereits im Katalog; der Import ersetzt ihn für diesen Benutzer.</translation>
    </message>
    <message>
        <source>Import checkpoint from Hugging Face files</source>
        <translation>Checkpoint aus Hugging-Face-Dateien importieren</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>config.json and the .safetensors files</source>
        <translation>config.json und die .safetensors-Dateien</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Derived checkpoint</source>
        <translation>Abgeleiteter Checkpoint</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Missing in the files</source>
        <translation>Fehlt in den Dateien</translation>
    </message>
    <message>
        <source>%1
Enter the values from the model card and read the files again.</source>
        <translation>%1
Tragen Sie die Werte aus der Model Card ein und lesen Sie die Dateien erneut.</translation>
    </message>
    <message>
        <source>Read again with these values</source>
        <translation>Mit diesen Werten erneut lesen</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Weights (GB)</source>
        <translation>Gewichte (GB)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
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
        <translation>%1 importiert: Der Checkpoint steht jetzt in der Checkpoint-Liste.</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Import model...</source>
        <translation>Modell &amp;importieren...</translation>
    </message>
    <message>
        <source>Add a checkpoint from its config.json and safetensors files</source>
        <translation>Checkpoint aus seiner config.json und den safetensors-Dateien hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Plan from a target...</source>
        <translation>Nach Zielvorgabe &amp;planen...</translation>
    </message>
    <message>
        <source>Find the builds that serve a number of conversations at a context</source>
        <translation>Konfigurationen suchen, die eine Zahl von Gesprächen bei einem Kontext bedienen</translation>
    </message>
    <message>
        <source>&amp;Calibrate with a vLLM log...</source>
        <translation>Mit vLLM-Log &amp;kalibrieren...</translation>
    </message>
    <message>
        <source>Compare the prediction with a real vLLM start-up log</source>
        <translation>Vorhersage mit einem echten vLLM-Startprotokoll vergleichen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Delete selected</source>
        <translation>Auswahl &amp;löschen</translation>
    </message>
    <message>
        <source>Select &amp;all cards</source>
        <translation>&amp;Alle Karten auswählen</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Go to the server &amp;canvas</source>
        <translation>Zur Server-&amp;Arbeitsfläche wechseln</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Untitled build</source>
        <translation>Unbenannte Konfiguration</translation>
    </message>
    <message>
        <source>%1[*] — LLM Server Configurator</source>
        <translation>%1[*] — LLM Server Configurator</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot open the build</source>
        <translation>Konfiguration kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot save the build</source>
        <translation>Konfiguration kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Open build</source>
        <translation>Konfiguration öffnen</translation>
    </message>
    <message>
        <source>Build files (*.json);;All files (*)</source>
        <translation>Konfigurationsdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save build as</source>
        <translation>Konfiguration speichern unter</translation>
    </message>
    <message>
        <source>Build files (*.json)</source>
        <translation>Konfigurationsdateien (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The build has changes that are not saved. Save them?</source>
        <translation>Die Konfiguration hat nicht gespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Configuration sheet written to %1</source>
        <translation>Konfigurationsblatt gespeichert unter %1</translation>
    </message>
    <message>
        <source>&amp;Export configuration sheet...</source>
        <translation>Konfigurationsblatt &amp;exportieren...</translation>
    </message>
    <message>
        <source>C&amp;ompare builds...</source>
        <translation>Konfigurationen &amp;vergleichen...</translation>
    </message>
    <message>
        <source>Put two to four builds side by side</source>
        <translation>Zwei bis vier Konfigurationen nebeneinanderstellen</translation>
    </message>
    <message>
        <source>Only files can be dropped here: a build file (.json), or a model&apos;s folder or config.json to import.</source>
        <translation>Hier lassen sich nur Dateien ablegen: eine Konfigurationsdatei (.json) oder, zum Importieren, der Ordner oder die config.json eines Modells.</translation>
    </message>
    <message>
        <source>%1 is neither a build file (.json) nor a model&apos;s folder or config.json: nothing opened.</source>
        <translation>%1 ist weder eine Konfigurationsdatei (.json) noch der Ordner oder die config.json eines Modells: Nichts wurde geöffnet.</translation>
    </message>
    <message>
        <source>Added card %1: it is now in the hardware list.</source>
        <translation>Karte %1 hinzugefügt: Sie steht jetzt in der Hardware-Liste.</translation>
    </message>
    <message>
        <source>Add &amp;card...</source>
        <translation>&amp;Karte hinzufügen...</translation>
    </message>
    <message>
        <source>Add a card of your own: memory, bandwidth, power limits</source>
        <translation>Eigene Karte hinzufügen: Speicher, Bandbreite, Leistungsgrenzen</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>&amp;Price list...</source>
        <translation>&amp;Preisliste...</translation>
    </message>
    <message>
        <source>Read your prices (JSON) over the built-in indicative ones</source>
        <translation>Eigene Preise (JSON) über den eingebauten Richtpreisen lesen</translation>
    </message>
    <message>
        <source>The unsaved build could not be kept: %1</source>
        <translation>Die ungespeicherte Konfiguration konnte nicht gesichert werden: %1</translation>
    </message>
    <message>
        <source>About LLM Server Configurator</source>
        <translation>Über LLM Server Configurator</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About LLM Server Configurator</source>
        <translation>Ü&amp;ber LLM Server Configurator</translation>
    </message>
    <message>
        <source>Unsaved build</source>
        <translation>Ungespeicherte Konfiguration</translation>
    </message>
    <message>
        <source>The unsaved build of the last session cannot be restored: %1</source>
        <translation>Die ungespeicherte Konfiguration der letzten Sitzung kann nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>Restored the unsaved build of the last session</source>
        <translation>Ungespeicherte Konfiguration der letzten Sitzung wiederhergestellt</translation>
    </message>
    <message>
        <source>The last session ended with unsaved edits to &quot;%1&quot; (kept %2). Restore them?</source>
        <translation>Die letzte Sitzung endete mit ungespeicherten Änderungen an „%1“ (gesichert %2). Wiederherstellen?</translation>
    </message>
    <message>
        <source>The user catalogue was moved aside to %1. Kept: %2, %3.</source>
        <translation>Der Benutzerkatalog wurde nach %1 verschoben. Behalten: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n Checkpoint</numerusform>
            <numerusform>%n Checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Ausgelassen: %1</translation>
    </message>
    <message>
        <source>Repair user catalogue</source>
        <translation>Benutzerkatalog reparieren</translation>
    </message>
    <message>
        <source>Repair &amp;user catalogue...</source>
        <translation>Benutzerkatalog &amp;reparieren...</translation>
    </message>
    <message>
        <source>Move a damaged user catalogue aside and keep every entry that reads</source>
        <translation>Einen beschädigten Benutzerkatalog beiseiteschieben und jeden lesbaren Eintrag behalten</translation>
    </message>
    <message>
        <source>It is kept as %1.</source>
        <translation>Die Kopie ist als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Sheet &amp;details...</source>
        <translation>&amp;Angaben zum Blatt...</translation>
    </message>
    <message>
        <source>Customer, project, author and date the configuration sheet names</source>
        <translation>Kunde, Projekt, Ersteller und Datum, die das Konfigurationsblatt nennt</translation>
    </message>
    <message>
        <source>Write the three-page PDF for the customer</source>
        <translation>Das dreiseitige PDF für den Kunden schreiben</translation>
    </message>
    <message>
        <source>Select a card in the hardware list first.</source>
        <translation>Zuerst eine Karte in der Hardwareliste auswählen.</translation>
    </message>
    <message>
        <source>&amp;Fill free slots with the selected card</source>
        <translation>Freie Steckplätze mit der gewählten Karte &amp;füllen</translation>
    </message>
    <message>
        <source>Every free slot of every server takes the card selected in the hardware list</source>
        <translation>Jeder freie Steckplatz jedes Servers erhält die in der Hardwareliste gewählte Karte</translation>
    </message>
    <message>
        <source>Drag cards from the hardware list into free slots, or select one and press Enter or double-click it: it goes into the next free slot. Drag cards between slots, or out of the canvas to remove them; right-click a server to fill it. Delete removes the selection, Ctrl+Z undoes.</source>
        <translation>Karten aus der Hardwareliste in freie Steckplätze ziehen, oder eine auswählen und Enter drücken oder doppelklicken: sie kommt in den nächsten freien Steckplatz. Karten zwischen Steckplätzen verschieben oder aus der Fläche ziehen, um sie zu entfernen; Rechtsklick auf einen Server füllt ihn. Entf entfernt die Auswahl, Strg+Z macht rückgängig.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n problem(s):</source>
        <translation>
            <numerusform>%1 hat %n Problem:</numerusform>
            <numerusform>%1 hat %n Probleme:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not compute on these cards: %2 instead (Ctrl+Z keeps %1).</source>
        <translation>%1 läuft auf diesen Karten nicht: stattdessen %2 (Strg+Z behält %1).</translation>
    </message>
    <message>
        <source>Further &amp;models...</source>
        <translation>Weitere &amp;Modelle...</translation>
    </message>
    <message>
        <source>Models served on the same cards, each with its share of every card</source>
        <translation>Modelle auf denselben Karten, jedes mit seinem Anteil an jeder Karte</translation>
    </message>
</context>
<context>
    <name>llmconf::MemoryChart</name>
    <message>
        <source>Memory per card</source>
        <translation>Speicher je Karte</translation>
    </message>
    <message>
        <source>Memory per card: %1</source>
        <translation>Speicher je Karte: %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Nutzbar</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>One conversation&apos;s cache does not fit: weights and its cache need %1 GiB per card, %2 GiB more than the %3 GiB usable.</source>
        <translation>Der Cache eines Gesprächs passt nicht: Gewichte und sein Cache brauchen %1 GiB je Karte, %2 GiB mehr als die nutzbaren %3 GiB.</translation>
    </message>
    <message>
        <source>The weights do not fit: %1 GiB per card, %2 GiB more than the %3 GiB usable.</source>
        <translation>Die Gewichte passen nicht: %1 GiB je Karte, %2 GiB mehr als die nutzbaren %3 GiB.</translation>
    </message>
    <message>
        <source>Model %1: %2</source>
        <translation>Modell %1: %2</translation>
    </message>
    <message>
        <source>Usable memory of a prefill card (%1): %2 GiB</source>
        <translation>Nutzbarer Speicher einer Prefill-Karte (%1): %2 GiB</translation>
    </message>
    <message>
        <source>Usable memory of a decode card (%1): %2 GiB</source>
        <translation>Nutzbarer Speicher einer Decode-Karte (%1): %2 GiB</translation>
    </message>
    <message>
        <source>Usable memory of a card (%1): %2 GiB</source>
        <translation>Nutzbarer Speicher einer Karte (%1): %2 GiB</translation>
    </message>
</context>
<context>
    <name>llmconf::NewBuildDialog</name>
    <message>
        <source>New build</source>
        <translation>Neuer Aufbau</translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation>Ausgangs&amp;punkt</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;Number of cards</source>
        <translation>&amp;Anzahl Karten</translation>
    </message>
    <message>
        <source>C&amp;hassis</source>
        <translation>&amp;Gehäuse</translation>
    </message>
    <message>
        <source>Empty servers with these cards</source>
        <translation>Leere Server mit diesen Karten</translation>
    </message>
    <message>
        <source>The servers&apos; chassis; as many servers as the cards need</source>
        <translation>Das Gehäuse der Server; so viele Server, wie die Karten brauchen</translation>
    </message>
    <message>
        <source>Opens %1.</source>
        <translation>Öffnet %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) with %1 × %2.</source>
        <translation>
            <numerusform>%n Server mit %1 × %2.</numerusform>
            <numerusform>%n Server mit %1 × %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>llmconf::PlannerDialog</name>
    <message>
        <source>Tick at least one card.</source>
        <translation>Wählen Sie mindestens eine Karte aus.</translation>
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
        <translation>16 Bit</translation>
    </message>
    <message>
        <source>within plan</source>
        <translation>innerhalb der Planung</translation>
    </message>
    <message>
        <source>over plan</source>
        <translation>über der Planung</translation>
    </message>
    <message>
        <source>No build of the catalogue serves this target within these limits.</source>
        <translation>Keine Konfiguration aus dem Katalog erfüllt diese Vorgabe innerhalb dieser Grenzen.</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cards, servers and wall power.</source>
        <translation>
            <numerusform>%n Konfiguration, sortiert nach Karten, Servern und Leistung an der Steckdose.</numerusform>
            <numerusform>%n Konfigurationen, sortiert nach Karten, Servern und Leistung an der Steckdose.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) of %1 on %2 left out: %3</source>
        <translation>
            <numerusform>%n Konfiguration mit %1 auf %2 ausgelassen: %3</numerusform>
            <numerusform>%n Konfigurationen mit %1 auf %2 ausgelassen: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan from a target</source>
        <translation>Nach Zielvorgabe planen</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>C&amp;onversations:</source>
        <translation>&amp;Gespräche:</translation>
    </message>
    <message>
        <source>Con&amp;text:</source>
        <translation>&amp;Kontext:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Server sizes:</source>
        <translation>Servergrößen:</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 Karten</translation>
    </message>
    <message>
        <source>8 cards</source>
        <translation>8 Karten</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV-Cache:</translation>
    </message>
    <message>
        <source>&amp;Feed:</source>
        <translation>&amp;Stromanschluss:</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>Höchstens:</translation>
    </message>
    <message>
        <source> servers</source>
        <translation> Server</translation>
    </message>
    <message>
        <source>Hold to the sources&apos; terms</source>
        <translation>Rahmen der Quellen einhalten</translation>
    </message>
    <message>
        <source>1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline stages of four cards: the terms the source documents sized by hand.</source>
        <translation>1, 2, 4 oder 8 Karten je Server, jede Kopie in einem Server, kein DCP, Pipeline-Stufen zu je vier Karten: der Rahmen, in dem die Quelldokumente von Hand dimensioniert wurden.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
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
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Stromanschluss</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>&amp;Open as current build</source>
        <translation>Als aktuelle Konfiguration ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Send to &amp;comparison</source>
        <translation>An den &amp;Vergleich senden</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n Checkpoint</numerusform>
            <numerusform>%n Checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %n build(s) so far.</source>
        <translation>
            <numerusform>Suche läuft: bisher %n Konfiguration.</numerusform>
            <numerusform>Suche läuft: bisher %n Konfigurationen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tokens per second each conversation gets while all %n decode (prompt %1, answer %2 tokens)</source>
        <translation>
            <numerusform>Token pro Sekunde, die das Gespräch erhält, während es dekodiert (Prompt %1, Antwort %2 Token)</numerusform>
            <numerusform>Token pro Sekunde, die jedes Gespräch erhält, während alle %n gleichzeitig dekodieren (Prompt %1, Antwort %2 Token)</numerusform>
        </translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>No price for %1</source>
        <translation>Kein Preis für %1</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by cost per million output tokens; builds without a known price come last.</source>
        <translation>
            <numerusform>%n Konfiguration, sortiert nach Kosten je Million Ausgabe-Token; Konfigurationen ohne bekannten Preis stehen am Ende.</numerusform>
            <numerusform>%n Konfigurationen, sortiert nach Kosten je Million Ausgabe-Token; Konfigurationen ohne bekannten Preis stehen am Ende.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Speed target:</source>
        <translation>&amp;Zieltempo:</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> Token/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Tokens per second each conversation must get while all of them decode; none: any speed.</source>
        <translation>Token pro Sekunde, die jedes Gespräch erhalten muss, während alle gleichzeitig dekodieren; keines: jede Geschwindigkeit.</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>So&amp;rtieren nach:</translation>
    </message>
    <message>
        <source>Size: cards, servers, wall power</source>
        <translation>Größe: Karten, Server, Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten je Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Token/s je Gespr.</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Je 1 Mio. Token</translation>
    </message>
    <message>
        <source>Every build of %1 on %2 left out: %3</source>
        <translation>Jede Konfiguration mit %1 auf %2 ausgelassen: %3</translation>
    </message>
    <message>
        <source>%1 served (limit: %2), %3 in memory; verdict: %4</source>
        <translation>%1 bedient (Grenze: %2), %3 im Speicher; Ergebnis: %4</translation>
    </message>
    <message numerus="yes">
        <source>Search stopped: %n build(s) found so far.</source>
        <translation>
            <numerusform>Suche angehalten: bisher %n Konfiguration gefunden.</numerusform>
            <numerusform>Suche angehalten: bisher %n Konfigurationen gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase price of the parts at the price list&apos;s prices</source>
        <translation>Kaufpreis der Teile zu den Preisen der Preisliste</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>O&amp;ur cards</source>
        <translation>&amp;Unsere Karten</translation>
    </message>
    <message>
        <source>The cards the supplier sells</source>
        <translation>Die Karten, die der Anbieter verkauft</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>A&amp;lle</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>Kei&amp;ne</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>%1 / %2 ms</source>
        <translation>%1 / %2 ms</translation>
    </message>
    <message>
        <source>Time to first token, median / 95th percentile, with all the target&apos;s conversations served</source>
        <translation>Zeit bis zum ersten Token, Median / 95. Perzentil, während alle Gespräche des Ziels bedient werden</translation>
    </message>
    <message>
        <source>%1 (%2 % margin)</source>
        <translation>%1 (%2 % Reserve)</translation>
    </message>
    <message>
        <source>First &amp;token within:</source>
        <translation>Erstes &amp;Token binnen:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The median time to first token each conversation must get at the target&apos;s load; none: any.</source>
        <translation>Die mittlere Zeit bis zum ersten Token, die jedes Gespräch unter der Last des Ziels erhalten muss; keine: beliebig.</translation>
    </message>
    <message>
        <source>First token, &amp;95th percentile:</source>
        <translation>Erstes Token, &amp;95. Perzentil:</translation>
    </message>
    <message>
        <source>The time to first token 95 of 100 conversations get within; none: any.</source>
        <translation>Die Zeit bis zum ersten Token, die 95 von 100 Gesprächen einhalten; keine: beliebig.</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s), ranked by purchase price; builds without a known price come last, by size.</source>
        <translation>
            <numerusform>%n Konfiguration, sortiert nach Kaufpreis; Konfigurationen ohne bekannten Preis kommen zuletzt, nach Größe.</numerusform>
            <numerusform>%n Konfigurationen, sortiert nach Kaufpreis; Konfigurationen ohne bekannten Preis kommen zuletzt, nach Größe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Tolerate one server down</source>
        <translation>Ausfall eines Servers verkraften</translation>
    </message>
    <message>
        <source>Only builds that still serve all the conversations, at every target set, with their worst server out of service (N+1). A build on a single server cannot.</source>
        <translation>Nur Konfigurationen, die alle Gespräche bei jedem gesetzten Ziel auch dann noch bedienen, wenn ihr ungünstigster Server ausfällt (N+1). Eine Konfiguration auf einem einzigen Server kann das nicht.</translation>
    </message>
</context>
<context>
    <name>llmconf::PowerChart</name>
    <message>
        <source>Wall power vs feed</source>
        <translation>Leistung und Stromanschluss</translation>
    </message>
    <message>
        <source>Wall power: %1</source>
        <translation>Leistung an der Steckdose: %1</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Zuschlag</translation>
    </message>
    <message>
        <source>Feed plan</source>
        <translation>Planwert</translation>
    </message>
    <message>
        <source>Feed max</source>
        <translation>Nennwert</translation>
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
        <translation>Preisliste</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Prices in another currency than %1 are converted at the cited reference rate. OK keeps the rows that differ from the built-in list beside your catalogue and in this build; undo restores both.</source>
        <translation>Preise in einer anderen Währung als %1 werden zum zitierten Referenzkurs umgerechnet. OK speichert die Zeilen, die von der eingebauten Liste abweichen, neben Ihrem Katalog und in dieser Konfiguration; Rückgängig stellt beides wieder her.</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove rows</source>
        <translation>Zeilen entfernen</translation>
    </message>
    <message>
        <source>Import...</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>give the id of a part, such as &quot;rtx-pro-6000-se&quot;</source>
        <translation>die ID eines Teils angeben, etwa „rtx-pro-6000-se“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a price already</source>
        <translation>„%1“ hat schon einen Preis</translation>
    </message>
    <message>
        <source>give a number from 0 to 1000000000</source>
        <translation>eine Zahl von 0 bis 1.000.000.000 angeben</translation>
    </message>
    <message>
        <source>give a currency code such as EUR or USD</source>
        <translation>einen Währungscode wie EUR oder USD angeben</translation>
    </message>
    <message>
        <source>say where the price comes from</source>
        <translation>angeben, woher der Preis stammt</translation>
    </message>
    <message>
        <source>give a date such as 2026-11-30</source>
        <translation>ein Datum wie 2026-11-30 angeben</translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation>Preisliste importieren</translation>
    </message>
    <message>
        <source>Price lists (*.json)</source>
        <translation>Preislisten (*.json)</translation>
    </message>
    <message>
        <source>Export price list</source>
        <translation>Preisliste exportieren</translation>
    </message>
</context>
<context>
    <name>llmconf::ServerCanvas</name>
    <message>
        <source>Server canvas</source>
        <translation>Server-Arbeitsfläche</translation>
    </message>
    <message>
        <source>Only cards can be dropped onto a server.</source>
        <translation>Auf einem Server lassen sich nur Karten ablegen.</translation>
    </message>
    <message>
        <source>Add a server from the palette first, then drop cards into it.</source>
        <translation>Fügen Sie zuerst einen Server aus der Palette hinzu und legen Sie dann Karten darin ab.</translation>
    </message>
    <message>
        <source>Drop the card onto a GPU slot of a server.</source>
        <translation>Legen Sie die Karte auf einem GPU-Steckplatz eines Servers ab.</translation>
    </message>
    <message>
        <source>The card is already in this slot.</source>
        <translation>Die Karte steckt bereits in diesem Steckplatz.</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n server(s)</source>
        <translation>
            <numerusform>%n Server entfernen</numerusform>
            <numerusform>%n Server entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <source>Remove servers</source>
        <translation>Server entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n server(s) with %1 card(s)? Ctrl+Z brings them back.</source>
        <translation>
            <numerusform>%n Server mit %1 Karte(n) entfernen? Strg+Z holt ihn zurück.</numerusform>
            <numerusform>%n Server mit %1 Karte(n) entfernen? Strg+Z holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message numerus="yes">
        <source>Placed %n × %1.</source>
        <translation>
            <numerusform>%n × %1 eingesetzt.</numerusform>
            <numerusform>%n × %1 eingesetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fill every server with</source>
        <translation>Jeden Server &amp;füllen mit</translation>
    </message>
    <message>
        <source>&amp;Fill server %1 with</source>
        <translation>Server %1 &amp;füllen mit</translation>
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
        <translation>Angaben zum Blatt</translation>
    </message>
    <message>
        <source>from the build when empty</source>
        <translation>aus der Konfiguration, wenn leer</translation>
    </message>
    <message>
        <source>e.g. Muster GmbH</source>
        <translation>z. B. Muster GmbH</translation>
    </message>
    <message>
        <source>e.g. customer service chat</source>
        <translation>z. B. Kundendienst-Chat</translation>
    </message>
    <message>
        <source>who prepares the sheet</source>
        <translation>wer das Blatt erstellt</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Projekt:</translation>
    </message>
    <message>
        <source>Prepared &amp;by:</source>
        <translation>Erstellt &amp;von:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Edit sheet details</source>
        <translation>Angaben zum Blatt ändern</translation>
    </message>
</context>
<context>
    <name>llmconf::SpeedChart</name>
    <message>
        <source>Speed vs conversations</source>
        <translation>Tempo nach Gesprächen</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Tokens/s each</source>
        <translation>Token/s je Gespr.</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>Speichergrenze</translation>
    </message>
    <message>
        <source>Speed target</source>
        <translation>Zieltempo</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Concurrent conversations</source>
        <translation>Gleichzeitige Gespräche</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>No display found. To see the window, run: xvfb-run -a %1, or start it on a desktop.</source>
        <translation>Kein Display gefunden. Um das Fenster zu sehen, führen Sie aus: xvfb-run -a %1, oder starten Sie das Programm auf einem Desktop.</translation>
    </message>
    <message>
        <source>User catalogue</source>
        <translation>Benutzerkatalog</translation>
    </message>
    <message>
        <source>Imported models are not available: %1</source>
        <translation>Importierte Modelle sind nicht verfügbar: %1</translation>
    </message>
</context>
</TS>
