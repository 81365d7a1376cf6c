"""Run the pydantic-state programs in this folder with one library; print their outputs as JSON.

``python run_programs.py --lib langgraph|lingxigraph [NAME ...]``: as ``docs_programs/run_programs.py``
(whose porting and normalisation it uses), for the ``qNN_*.py`` programs here.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "docs_programs"))

from run_programs import run_one


def main() -> None:
    args = sys.argv[1:]
    if (
        len(args) < 2
        or args[0] != "--lib"
        or args[1] not in ("langgraph", "lingxigraph")
    ):
        sys.exit("usage: run_programs.py --lib langgraph|lingxigraph [NAME ...]")
    lib, names = args[1], args[2:]
    paths = sorted(HERE.glob("q[0-9][0-9]_*.py"))
    if names:
        paths = [p for p in paths if p.stem in names]
    with tempfile.TemporaryDirectory() as tmp:
        results = {p.stem: run_one(p, lib, Path(tmp)) for p in paths}
    json.dump(results, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
