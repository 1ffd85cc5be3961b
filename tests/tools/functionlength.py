#!/usr/bin/env python3
"""Lists the C++ functions longer than a limit (issue 24: none over 80 lines
in model/ and app/).

    functionlength.py [--limit N] [--all] [--allowed FILE] DIR...

A function is counted from the line of its parameter list's opening
parenthesis to the line of its closing brace, lambdas and local classes
included. Bodies are found by brace matching on the text with comments,
string and character literals and preprocessor lines blanked out; a brace
after `=`, `,`, `(`, or directly after a name (`m_x{1}`) is an initialiser,
not a body. Exit status 1 when a function is over the limit (each is printed
as file:line: name: N lines), 0 otherwise; --all prints every function with
its length, longest first.

--allowed names a file of functions still allowed over the limit until they
are split, one "path: name" a line (# starts a comment); an entry no longer
over the limit is reported, to be removed. Only the standard library's
minimal part is used (Debian's python3-minimal has no argparse's gettext).
"""
import os
import re
import sys

LABEL = re.compile(r"^\s*((public|private|protected|signals|Q_SIGNALS)(\s+(slots|Q_SLOTS))?\s*:(?!:))")
SCOPE = re.compile(r"(^|[\s>])(namespace|extern\s+\"C(\+\+)?\")\b|^\s*(namespace|extern)\b")
TYPE = re.compile(r"^\s*(template\s*<.*>\s*)?(typedef\s+)?(class|struct|union|enum)\b", re.S)


def blank(text):
    """Comments, literals and preprocessor lines as spaces (newlines kept)."""
    out = list(text)
    i, n = 0, len(text)
    line_start = True

    def clear(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if line_start and c == "#":
            j = i
            while j < n:
                if text[j] == "\n" and text[j - 1] != "\\":
                    break
                j += 1
            clear(i, j)
            i = j
            continue
        if c == "\n":
            line_start = True
            i += 1
            continue
        if not c.isspace():
            line_start = False
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            clear(i, j)
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            clear(i, j)
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_") or text[i - 1] in "uUL8"):
            paren = text.find("(", i + 2)
            delim = text[i + 2 : paren]
            j = text.find(")" + delim + '"', paren)
            j = n if j < 0 else j + len(delim) + 2
            clear(i + 1, j)
            i = j
        elif c == '"' or c == "'":
            if c == "'":
                k = i - 1
                while k >= 0 and (text[k].isalnum() or text[k] == "_"):
                    k -= 1
                if k + 1 < i and text[k + 1].isdigit():
                    i += 1  # digit separator: 10'000
                    continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            clear(i + 1, j)
            i = j + 1
        else:
            i += 1
    return "".join(out)


def first_paren(header):
    """Offset of the first '(' outside angle brackets, or -1."""
    depth = 0
    for k, ch in enumerate(header):
        if ch == "<":
            depth += 1
        elif ch == ">" and depth > 0:
            depth -= 1
        elif ch == "(" and depth == 0:
            return k
    return header.find("(")


def functions(text):
    """(start line, end line, name) of every function body in text."""
    code = blank(text)
    line_of = []
    line = 1
    for ch in code:
        line_of.append(line)
        if ch == "\n":
            line += 1
    found = []
    stack = []  # kinds of the open braces: scope, type, init, other
    seg = 0  # where the current declaration began
    i, n = 0, len(code)
    while i < n:
        ch = code[i]
        if ch == ";" or (ch == ":" and LABEL.match(code[seg : i + 1])):
            seg = i + 1
        elif ch == "}":
            kind = stack.pop() if stack else "scope"
            if kind != "init":
                seg = i + 1
        elif ch == "{":
            header = code[seg:i]
            stripped = header.rstrip()
            last = stripped[-1:] if stripped else ""
            touching = i > 0 and (code[i - 1].isalnum() or code[i - 1] in "_>")
            if last in ("=", ",", "(", "[", "{") or touching or "(" not in header and last == ")":
                stack.append("init")
                i += 1
                continue
            if SCOPE.search(header) and "(" not in header:
                stack.append("scope")
                seg = i + 1
            elif TYPE.match(LABEL.sub("", header)) and (first_paren(header) < 0 or "=" not in header):
                stack.append("type")
                seg = i + 1
            elif ")" in header:
                # a body: skip to its closing brace
                depth, j = 1, i + 1
                while j < n and depth:
                    if code[j] == "{":
                        depth += 1
                    elif code[j] == "}":
                        depth -= 1
                    j += 1
                p = first_paren(header)
                start = line_of[seg + p] if p >= 0 else line_of[i]
                name = header[:p].split()[-1] if p > 0 and header[:p].split() else "?"
                found.append((start, line_of[j - 1], name))
                seg = j
                i = j
                continue
            else:
                stack.append("other")
                seg = i + 1
        i += 1
    return found


def read_allowed(path):
    allowed = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if line:
                allowed.add(line)
    return allowed


def main(argv):
    limit, show_all, allowed, dirs = 80, False, set(), []
    args = iter(argv)
    for arg in args:
        if arg == "--limit":
            limit = int(next(args))
        elif arg == "--all":
            show_all = True
        elif arg == "--allowed":
            allowed = read_allowed(next(args))
        elif arg.startswith("-"):
            print(__doc__, file=sys.stderr)
            return 2
        else:
            dirs.append(arg)
    rows = []
    for top in dirs:
        for root, subdirs, files in os.walk(top):
            subdirs.sort()
            for f in sorted(files):
                if f.endswith((".cpp", ".h")):
                    path = os.path.join(root, f)
                    with open(path, encoding="utf-8") as fh:
                        for start, end, name in functions(fh.read()):
                            rows.append((end - start + 1, path, start, name))
    rows.sort(key=lambda r: (-r[0], r[1], r[2]))
    over = [r for r in rows if r[0] > limit and f"{r[1]}: {r[3]}" not in allowed]
    listed = {f"{r[1]}: {r[3]}" for r in rows if r[0] > limit}
    for length, path, start, name in rows if show_all else over:
        print(f"{path}:{start}: {name}: {length} lines")
    for entry in sorted(allowed - listed):
        print(f"{entry}: allowed, but no longer over {limit} lines: remove it from the list")
    if over:
        print(f"{len(over)} functions over {limit} lines", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
