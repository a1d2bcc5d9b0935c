"""Takes the comments and indentation out of the built JavaScript (a Trunk post_build step).

Trunk's own JS minifier fails on wasm-bindgen's glue (it warns and leaves it as it is, or has
broken getters: trunk-rs/trunk#761, #1044), so the glue ships with its doc comments, about a
quarter of its size. This removes only what cannot change a program: lines that are wholly a
comment, blank lines and each line's leading spaces. A file with a template literal spanning
lines (whose text the spaces would be part of) is left as it is. index.html's integrity hashes
follow the files it names.
"""

import base64
import hashlib
import os
import re

# A tag, and within it the file it names and its integrity hash (quoted, or bare as Trunk's
# minifier writes attributes).
TAG = re.compile(r"<(?:link|script)\b[^>]*>")
NAMES = re.compile(r"""\b(?:href|src)=["']?\.?/?([^"'\s>]+)""")
HASH = re.compile(r"sha384-[A-Za-z0-9+/=]+")


def trimmed(js: str):
    """The same program without its comment lines, blank lines and indentation; `None` if a
    template literal runs over a line end."""
    lines = js.split("\n")
    if any(line.count("`") % 2 for line in lines):
        return None
    out = []
    in_comment = False
    for line in lines:
        text = line.strip()
        if in_comment:
            if "*/" not in text:
                continue
            in_comment = False
            text = text.split("*/", 1)[1].strip()
        elif text.startswith("/*"):
            if "*/" not in text:
                in_comment = True
                continue
            # A comment before code on the same line (`/* … */ code`) leaves the code.
            text = text.split("*/", 1)[1].strip()
        if not text or text.startswith("//"):
            continue
        out.append(text)
    return "\n".join(out) + "\n"


def sri(body: bytes) -> str:
    return "sha384-" + base64.b64encode(hashlib.sha384(body).digest()).decode()


def write(staging: str, changed: dict) -> int:
    """Trims every .js file under `staging` and updates index.html's integrity hashes, of those
    and of the files already in `changed` (path: hash); returns the bytes saved."""
    saved = 0
    changed = dict(changed)
    for root, _, names in os.walk(staging):
        for name in names:
            if not name.endswith(".js"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                js = f.read()
            smaller = trimmed(js)
            if smaller is None or len(smaller) >= len(js):
                continue
            with open(path, "w", encoding="utf-8") as f:
                f.write(smaller)
            saved += len(js.encode()) - len(smaller.encode())
            changed[os.path.relpath(path, staging).replace(os.sep, "/")] = sri(smaller.encode())
    index = os.path.join(staging, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()

    def rehash(tag: re.Match) -> str:
        named = NAMES.search(tag.group(0))
        new = changed.get(named.group(1)) if named else None
        return HASH.sub(new, tag.group(0)) if new and "integrity=" in tag.group(0) else tag.group(0)

    html = TAG.sub(rehash, html)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    return saved
