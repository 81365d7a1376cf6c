"""Named regression tests for the differences the conformance suite found.

Each case (`regression_cases.CASES`) is a minimal program; LangGraph 1.2.11's
output for it is stored in ``regression_expected.json`` (re-record with
``record_regressions.py``), so these tests need no oracle. lingxigraph runs the
programs in one subprocess (``program.py --lib lingxigraph``), like the oracle
did. Open bugs are strict xfails: once the runtime is fixed the test XPASSes
and fails, and the case's ``open`` flag (plus the matching
`conformance_gen.KNOWN_BUGS` entry) should be removed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import conformance_harness as harness
from regression_cases import CASES

EXPECTED = json.loads((Path(__file__).resolve().parent / "regression_expected.json").read_text())


@pytest.fixture(scope="module")
def actual() -> dict[str, dict]:
    names = sorted(CASES)
    results = harness.run_one([CASES[n]["spec"] for n in names], "lingxigraph")
    return dict(zip(names, results))


def _params():
    for name in sorted(CASES):
        c = CASES[name]
        marks = []
        if c["open"]:
            marks.append(pytest.mark.xfail(strict=True, reason=f"open difference {c['bug']!r}: {c['repro']}"))
        yield pytest.param(name, id=name, marks=marks)


@pytest.mark.parametrize("name", list(_params()))
def test_matches_recorded_langgraph_output(actual: dict, name: str) -> None:
    case = CASES[name]
    expected = EXPECTED[name]
    kind, desc = harness.compare(expected, actual[name])
    if case["strict"] and kind == "loose":
        kind, desc = "diff", harness.compare({"x": harness.dumps(expected)}, {"x": harness.dumps(actual[name])})[1]
    assert kind in ("strict", "loose"), f"{case['repro']}\n{desc}"


def test_every_case_has_a_recording() -> None:
    assert sorted(EXPECTED) == sorted(CASES), "run tests/conformance/record_regressions.py"
