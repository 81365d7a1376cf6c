"""Record LangGraph's output of the pydantic-state programs into ``pydantic_programs/expected.json``.

Usage: ``.venv/bin/python tests/conformance/record_pydantic_programs.py [NAME ...]`` (all by
default); as ``record_docs_programs.py`` (which does the work), for ``pydantic_programs``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from record_docs_programs import record

HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    record(
        HERE / "pydantic_programs" / "run_programs.py",
        HERE / "pydantic_programs" / "expected.json",
        sys.argv[1:],
    )
