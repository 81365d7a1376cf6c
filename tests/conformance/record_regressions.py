"""Record LangGraph's output for every case of `regression_cases.py`.

    .venv/bin/python tests/conformance/record_regressions.py [case ...]

Runs the cases under the oracle interpreter (``$LANGGRAPH_PYTHON`` or
``/tmp/lg/bin/python``) and (re)writes their entries in
``regression_expected.json``, which `test_regressions.py` compares lingxigraph
against. Also prints, per case, whether lingxigraph currently matches.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import conformance_harness as harness  # noqa: E402
from regression_cases import CASES  # noqa: E402

EXPECTED = HERE / "regression_expected.json"


def main(names: list[str]) -> None:
    oracle = harness.oracle_python()
    if oracle is None:
        sys.exit("no oracle interpreter (set LANGGRAPH_PYTHON)")
    names = names or list(CASES)
    specs = [CASES[n]["spec"] for n in names]
    expected, actual = harness.run_both(specs, oracle)
    stored = json.loads(EXPECTED.read_text()) if EXPECTED.exists() else {}
    for name, e, a in zip(names, expected, actual):
        stored[name] = e
        kind, desc = harness.compare(e, a)
        if CASES[name]["strict"] and kind == "loose":
            kind = "diff (strict)"
        print(f"{name}: lingxigraph {kind}{'' if kind in ('strict', 'loose') else ': ' + (desc or '')[:300]}")
    EXPECTED.write_text(json.dumps({k: stored[k] for k in sorted(stored)}, indent=1, sort_keys=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
