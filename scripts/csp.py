"""Writes a strict Content-Security-Policy into the built index.html (a Trunk post_build step).

Trunk writes the inline module script that starts the wasm after hashing the build, so the
policy can only name it (by its sha256) once the build is done. Nothing but the page's own files
may run: no eval (wasm needs only 'wasm-unsafe-eval'), no remote script, no inline script but the
two known ones, no plugins, no base or form targets. Requests go to the page's own host and to
lichess (a director's link may publish each board's game to a lichess broadcast) — and to
loopback, where the tests' stand-in for lichess runs (the page names it only when it is itself
served on loopback: protocol::lichess::host).
"""

import base64
import hashlib
import os
import re

CHARSET = re.compile(r"<meta\s+charset=[\"']?utf-8[\"']?\s*/?>", re.I)
# Inline scripts but data blocks (the first screen's words, `type="application/json"`), which never run.
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*application/json)[^>]*>(.*?)</script>", re.S)


def policy(html: str) -> str:
    hashes = " ".join(
        "'sha256-%s'" % base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        for body in INLINE_SCRIPT.findall(html)
    )
    return "; ".join([
        "default-src 'self'",
        f"script-src 'self' 'wasm-unsafe-eval' {hashes}".strip(),
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self' https://lichess.org http://127.0.0.1:*",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ])


def write(staging: str) -> str:
    """Adds the policy to staging/index.html (once) and returns it."""
    path = os.path.join(staging, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    html = re.sub(r'\s*<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
    csp = policy(html)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp}">'
    # The policy must come before anything it governs: right after <meta charset> (quoted or, as
    # Trunk's minifier writes it, not).
    charset = CHARSET.search(html)
    if not charset:
        raise SystemExit("csp.py: index.html has no <meta charset>, so the policy has no safe place")
    html = html[: charset.end()] + meta + html[charset.end() :]
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    return csp
