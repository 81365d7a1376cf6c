"""Run the user-report programs in this folder with one library; print their outputs as JSON.

Standalone script (no pytest): ``python run_reports.py --lib langgraph|lingxigraph [NAME ...]``.
Each ``uNN_*.py`` program replays a real user's bug report against LangGraph (the report's
address is on its first line), written against ``langgraph`` with scripted fakes instead of
LLM calls; for ``--lib lingxigraph`` its imports are switched. Programs run, are captured
and normalised exactly as the docs-topic programs are (``docs_programs/run_programs.py``).
"""

from __future__ import annotations

import importlib.util
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("run_programs", HERE.parent / "docs_programs" / "run_programs.py")
assert _spec is not None and _spec.loader is not None
run_programs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run_programs)


def main() -> None:
    args = sys.argv[1:]
    if len(args) < 2 or args[0] != "--lib" or args[1] not in ("langgraph", "lingxigraph"):
        sys.exit("usage: run_reports.py --lib langgraph|lingxigraph [NAME ...]")
    lib, names = args[1], args[2:]
    paths = sorted(HERE.glob("u[0-9][0-9]*_*.py"))
    if names:
        paths = [p for p in paths if p.stem in names]
    with tempfile.TemporaryDirectory() as tmp:
        results = {p.stem: run_programs.run_one(p, lib, Path(tmp)) for p in paths}
    json.dump(results, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
