"""Run the pydantic-state programs in this folder with one library; print their outputs as JSON.

``python run_programs.py --lib langgraph|lingxigraph [NAME ...]``: as ``docs_programs/run_programs.py``
(whose porting and normalisation it uses), for the ``qNN_*.py`` programs here.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "docs_programs"))

from run_programs import run_folder


def main() -> None:
    run_folder(HERE, "q[0-9][0-9]_*.py", "run_programs.py")


if __name__ == "__main__":
    main()
