"""Record LangGraph's output of the user-report programs into ``user_reports/expected.json``.

Usage: ``.venv/bin/python tests/conformance/record_user_reports.py [NAME ...]`` (all by
default); see ``record_docs_programs.py``, whose `record` this uses.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from record_docs_programs import record  # noqa: E402

HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    record(HERE / "user_reports" / "run_reports.py", HERE / "user_reports" / "expected.json", sys.argv[1:])
