"""Run the docs-topic programs in this folder with one library; print their outputs as JSON.

Standalone script (no pytest): ``python run_programs.py --lib langgraph|lingxigraph [NAME ...]``.
Each ``pNN_*.py`` program is written against ``langgraph``; for ``--lib lingxigraph`` its
imports are switched first. All programs run in this one interpreter (``runpy``, each in
a fresh namespace, stdout captured), so the suite pays for one start-up only. Output is
normalised as the conformance README describes (uuids, 32-hex ids, timestamps, object
addresses); a program that raises ends its output with ``RAISED <type>: <first line>``.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import runpy
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def port(text: str, lib: str) -> str:
    """The program's source for ``lib`` (written for ``langgraph``)."""
    return text if lib == "langgraph" else re.sub(r"\blanggraph(?=[. ])", "lingxigraph", text)


def normalise(text: str) -> str:
    text = re.sub(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>", text)
    text = re.sub(r"\b[0-9a-f]{32}\b", "<hex>", text)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(\+00:00|Z)?", "<ts>", text)
    return re.sub(r"0x[0-9a-f]{6,}", "<addr>", text)


def run_one(path: Path, lib: str, workdir: Path) -> str:
    script = workdir / path.name
    script.write_text(port(path.read_text(), lib))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            runpy.run_path(str(script), run_name="__main__")
        except BaseException as exc:  # noqa: BLE001 - reported as the program's outcome
            first = (str(exc).splitlines() or [""])[0]
            print(f"RAISED {type(exc).__name__}: {first}")
    return normalise(out.getvalue())


def run_folder(folder: Path, pattern: str, script: str) -> None:
    """The command line of a folder's runner (``script --lib langgraph|lingxigraph
    [NAME ...]``): run the programs matching ``pattern`` (all, or those named) and
    print their outputs as JSON, program name -> output."""
    args = sys.argv[1:]
    if len(args) < 2 or args[0] != "--lib" or args[1] not in ("langgraph", "lingxigraph"):
        sys.exit(f"usage: {script} --lib langgraph|lingxigraph [NAME ...]")
    lib, names = args[1], args[2:]
    paths = sorted(folder.glob(pattern))
    if names:
        paths = [p for p in paths if p.stem in names]
    with tempfile.TemporaryDirectory() as tmp:
        results = {p.stem: run_one(p, lib, Path(tmp)) for p in paths}
    json.dump(results, sys.stdout, indent=1, sort_keys=True)


def main() -> None:
    run_folder(HERE, "p[0-9][0-9]_*.py", "run_programs.py")


if __name__ == "__main__":
    main()
