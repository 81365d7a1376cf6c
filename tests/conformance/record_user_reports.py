"""Record LangGraph's output of the user-report programs into ``user_reports/expected.json``.

Usage: ``.venv/bin/python tests/conformance/record_user_reports.py [NAME ...]`` (all by
default). Runs ``user_reports/run_reports.py`` under the oracle interpreter
(``$LANGGRAPH_PYTHON`` or ``/tmp/lg/bin/python``) and under this interpreter with
lingxigraph, stores LangGraph's outputs and says which programs differ.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNNER = HERE / "user_reports" / "run_reports.py"
EXPECTED = HERE / "user_reports" / "expected.json"


def run(python: str, lib: str, names: list[str]) -> dict[str, str]:
    env = dict(os.environ)
    if lib == "langgraph":
        env.pop("PYTHONPATH", None)
    done = subprocess.run(
        [python, str(RUNNER), "--lib", lib, *names], capture_output=True, text=True, env=env, timeout=600, check=True
    )
    return json.loads(done.stdout)


def main() -> None:
    oracle = os.environ.get("LANGGRAPH_PYTHON") or "/tmp/lg/bin/python"
    if not Path(oracle).exists():
        sys.exit("no oracle interpreter (set LANGGRAPH_PYTHON)")
    names = sys.argv[1:]
    recorded = run(oracle, "langgraph", names)
    ours = run(sys.executable, "lingxigraph", names)
    stored = json.loads(EXPECTED.read_text()) if EXPECTED.exists() else {}
    stored.update(recorded)
    EXPECTED.write_text(json.dumps(dict(sorted(stored.items())), indent=1) + "\n")
    for name in sorted(recorded):
        print(("same " if ours.get(name) == recorded[name] else "DIFF ") + name)


if __name__ == "__main__":
    main()
