#!/usr/bin/env python3
"""Validate tests/data/speed/measured-runs.csv (stdlib only).

Run from anywhere: python3 tests/data/speed/check_measured_runs.py [csv]
Exit status 0 when the file is valid; otherwise every problem is printed with
its line number and field, and the status is 1.
"""
import csv
import json
import os
import sys

HEADER = [
    "series", "half", "source_title", "source_url", "published", "engine",
    "engine_version", "engine_flags", "model_hf", "model_data", "weights", "kv_cache_dtype",
    "card", "cards", "tp", "pp", "ep", "dp", "input_tokens", "output_tokens",
    "concurrency", "tpot_ms", "ttft_median_ms", "ttft_p95_ms",
    "output_tokens_per_s_total", "notes",
]
REQUIRED = [
    "series", "half", "source_title", "source_url", "published", "engine",
    "engine_version", "engine_flags", "model_hf", "model_data", "weights", "card", "cards",
    "tp", "output_tokens", "concurrency",
]
NUMERIC = [
    "cards", "tp", "pp", "ep", "dp", "input_tokens", "output_tokens",
    "concurrency", "tpot_ms", "ttft_median_ms", "ttft_p95_ms",
    "output_tokens_per_s_total",
]
# The project's independent check: never fit or test against these.
RESERVED = ["inferencemax", "inferencex", "semianalysis", "silicon_sample",
            "aiconfigurator silicon", "aiconfigurator/systems"]


def flag_problems(text):
    """engine_flags is 'unstated' or 'name=value' items joined by '; ', a value
    followed by ' (default)' where the source names no flag and the engine
    version's default applies."""
    text = text.strip()
    if not text or text == "unstated":
        return []
    problems = []
    for item in text.split("; "):
        name, equals, value = item.partition("=")
        if value.endswith(" (default)"):
            value = value[:-len(" (default)")]
        if not equals or not name or not value or " " in name or " " in value:
            problems.append("item '%s' is not name=value or name=value (default)" % item)
    return problems


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(os.path.join(here, "..", "..", ".."))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "measured-runs.csv")
    cards = {c["id"] for c in json.load(open(os.path.join(
        root, "resources", "catalogue", "cards.json")))["cards"]}
    checkpoints = {c["id"] for c in json.load(open(os.path.join(
        root, "resources", "catalogue", "checkpoints.json")))["checkpoints"]}
    problems = []
    halves = {}
    rows = 0
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        header = next(reader)
        if header != HEADER:
            problems.append("line 1: header differs from %s" % ",".join(HEADER))
        for line, values in enumerate(reader, start=2):
            if not values:
                continue
            rows += 1
            if len(values) != len(HEADER):
                problems.append("line %d: %d fields, expected %d" % (line, len(values), len(HEADER)))
                continue
            row = dict(zip(HEADER, values))
            for name in REQUIRED:
                if not row[name].strip():
                    problems.append("line %d: %s is empty" % (line, name))
            if not row["input_tokens"].strip() and "input length not stated" not in row["notes"]:
                problems.append("line %d: input_tokens is empty and notes do not say 'input length not stated'" % line)
            for problem in flag_problems(row["engine_flags"]):
                problems.append("line %d: engine_flags %s" % (line, problem))
            if row["half"] not in ("fit", "check"):
                problems.append("line %d: half is '%s', expected fit or check" % (line, row["half"]))
            if not (row["tpot_ms"] or row["output_tokens_per_s_total"] or row["ttft_median_ms"]):
                problems.append("line %d: no measured figure (tpot_ms, ttft_median_ms or output_tokens_per_s_total)" % line)
            for name in NUMERIC:
                text = row[name].strip()
                if not text:
                    continue
                try:
                    value = float(text)
                except ValueError:
                    problems.append("line %d: %s '%s' is not a number" % (line, name, text))
                    continue
                if value <= 0:
                    problems.append("line %d: %s %s is not positive" % (line, name, text))
            if row["card"] not in cards:
                problems.append("line %d: card '%s' is not in resources/catalogue/cards.json" % (line, row["card"]))
            data = row["model_data"]
            if data.startswith("hf/"):
                if not os.path.isfile(os.path.join(root, "tests", "data", data, "config.json")):
                    problems.append("line %d: model_data '%s' has no tests/data/%s/config.json" % (line, data, data))
            elif data not in checkpoints:
                problems.append("line %d: model_data '%s' is neither hf/<folder> nor a catalogue checkpoint" % (line, data))
            text = (row["source_url"] + " " + row["source_title"]).lower()
            for word in RESERVED:
                if word in text:
                    problems.append("line %d: reserved source (%s) in source_url/source_title" % (line, word))
            halves.setdefault(row["series"], set()).add(row["half"])
    for series, seen in sorted(halves.items()):
        if len(seen) != 1:
            problems.append("series %s has rows in both halves" % series)
    for problem in problems:
        print(problem)
    print("%d rows, %d series, %d problems" % (rows, len(halves), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
