"""Record LangGraph's output of the docs-topic programs into ``docs_programs/expected.json``
(``record_user_reports.py`` does the same for ``user_reports`` with `record`).

Usage: ``.venv/bin/python tests/conformance/record_docs_programs.py [NAME ...]`` (all by
default). Runs ``docs_programs/run_programs.py`` under the oracle interpreter
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
RUNNER = HERE / "docs_programs" / "run_programs.py"
EXPECTED = HERE / "docs_programs" / "expected.json"


def run(runner: Path, python: str, lib: str, names: list[str]) -> dict[str, str]:
    env = dict(os.environ)
    if lib == "langgraph":
        env.pop("PYTHONPATH", None)
    done = subprocess.run(
        [python, str(runner), "--lib", lib, *names], capture_output=True, text=True, env=env, timeout=600, check=True
    )
    return json.loads(done.stdout)


def record(runner: Path, expected: Path, names: list[str]) -> None:
    """Run ``runner``'s programs (``names``, or all) on LangGraph and lingxigraph,
    store LangGraph's outputs in ``expected`` and print which differ."""
    oracle = os.environ.get("LANGGRAPH_PYTHON") or "/tmp/lg/bin/python"
    if not Path(oracle).exists():
        sys.exit("no oracle interpreter (set LANGGRAPH_PYTHON)")
    recorded = run(runner, oracle, "langgraph", names)
    ours = run(runner, sys.executable, "lingxigraph", names)
    stored = json.loads(expected.read_text()) if expected.exists() else {}
    stored.update(recorded)
    expected.write_text(json.dumps(dict(sorted(stored.items())), indent=1) + "\n")
    for name in sorted(recorded):
        print(("same " if ours.get(name) == recorded[name] else "DIFF ") + name)


if __name__ == "__main__":
    record(RUNNER, EXPECTED, sys.argv[1:])
