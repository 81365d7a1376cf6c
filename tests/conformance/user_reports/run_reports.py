"""Run the user-report programs in this folder with one library; print their outputs as JSON.

Standalone script (no pytest): ``python run_reports.py --lib langgraph|lingxigraph [NAME ...]``.
Each ``uNN_*.py`` program replays a real user's bug report against LangGraph (the report's
address is on its first line), written against ``langgraph`` with scripted fakes instead of
LLM calls; for ``--lib lingxigraph`` its imports are switched. Programs run, are captured
and normalised exactly as the docs-topic programs are (``docs_programs/run_programs.py``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("run_programs", HERE.parent / "docs_programs" / "run_programs.py")
assert _spec is not None and _spec.loader is not None
run_programs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run_programs)


def main() -> None:
    run_programs.run_folder(HERE, "u[0-9][0-9]*_*.py", "run_reports.py")


if __name__ == "__main__":
    main()
