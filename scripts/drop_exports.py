"""Takes out of the built wasm the stream classes no page of the clock uses (a Trunk post_build
step, release builds only).

Leptos always builds `server_fn` for the browser, which brings `wasm-streams`: its three
`#[wasm_bindgen]` classes (IntoUnderlyingSource, IntoUnderlyingByteSource, IntoUnderlyingSink)
are exports, so no linker may drop them or the code only they reach. The clock never streams from
a server: their exports are removed, then wasm-opt drops what nothing reaches any more (1.6 KB
gzip of the page a player opens). The JavaScript glue names them only inside the classes' own
methods, which nothing calls; in an ES module's glue the classes go too, when nothing else
names them.
"""

import os
import re
import shutil
import subprocess

from trim_js import sri

DROPPED = ("intounderlying", "__wbg_intounderlying")
# What Rust's wasm32-unknown-unknown emits (and every browser the clock supports runs); wasm-opt
# must not add anything else.
FEATURES = [
    "--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext",
    "--enable-mutable-globals", "--enable-reference-types", "--enable-multivalue",
]


def leb(data: bytes, i: int):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def uleb(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def without_exports(wasm: bytes, prefixes=DROPPED):
    """`wasm` without the exports whose names begin with one of `prefixes`, and how many went."""
    out = bytearray(wasm[:8])
    i, dropped = 8, 0
    while i < len(wasm):
        section = wasm[i]
        size, start = leb(wasm, i + 1)
        body = wasm[start:start + size]
        if section == 7:  # the export section: (name, kind, index) each
            count, k = leb(body, 0)
            kept = []
            for _ in range(count):
                first = k
                length, k = leb(body, k)
                name = body[k:k + length].decode("utf-8")
                _, k = leb(body, k + length + 1)
                if name.startswith(prefixes):
                    dropped += 1
                else:
                    kept.append(body[first:k])
            body = uleb(len(kept)) + b"".join(kept)
        out += bytes([section]) + uleb(len(body)) + body
        i = start + size
    return bytes(out), dropped


# An ES module's glue: each class, up to its dispose line; and its finalization registry.
GLUE_CLASS = re.compile(
    r"export class (IntoUnderlying\w+) \{.*?\nif \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n",
    re.S,
)
GLUE_REGISTRY = re.compile(r"const IntoUnderlying\w+Finalization = \(typeof FinalizationRegistry.*?\);\n", re.S)


def without_classes(js: str):
    """The glue without the classes, or `None` if anything would still name them."""
    smaller = GLUE_REGISTRY.sub("", GLUE_CLASS.sub("", js))
    return None if "IntoUnderlying" in smaller or smaller == js else smaller


def write(staging: str) -> dict:
    """Drops the exports from each wasm under `staging` and has wasm-opt take out what they alone
    reached; returns the changed files' new integrity hashes by path. Nothing in a debug build
    (wasm-opt would take minutes over its unoptimised code)."""
    changed = {}
    wasm_opt = shutil.which("wasm-opt")
    if os.environ.get("TRUNK_PROFILE") != "release" or not wasm_opt:
        return changed
    for root, _, names in os.walk(staging):
        for name in names:
            if not name.endswith(".wasm"):
                continue
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                wasm, dropped = without_exports(f.read())
            if not dropped:
                continue
            with open(path, "wb") as f:
                f.write(wasm)
            subprocess.run([wasm_opt, "-Oz", *FEATURES, path, "-o", path], check=True)
            with open(path, "rb") as f:
                changed[os.path.relpath(path, staging).replace(os.sep, "/")] = sri(f.read())
            glue = path[: -len("_bg.wasm")] + ".js"
            if name.endswith("_bg.wasm") and os.path.exists(glue):
                with open(glue, encoding="utf-8") as f:
                    smaller = without_classes(f.read())
                if smaller is not None:
                    with open(glue, "w", encoding="utf-8") as f:
                        f.write(smaller)
                    changed[os.path.relpath(glue, staging).replace(os.sep, "/")] = sri(smaller.encode())
    return changed
