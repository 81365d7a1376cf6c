"""The Runnable surface (types, JSON schemas, batch_as_completed, transform, LangChain
compositions) of the same graphs under LangGraph (oracle) and lingxigraph.

``runnable_program.py`` runs once per interpreter; each case's result must be
equal. Composition cases skip when the lingxigraph interpreter has no
langchain-core (it is an optional dependency).
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
from typing import Any

import conformance_harness as harness
import pytest

ORACLE = harness.oracle_python()
pytestmark = pytest.mark.skipif(
    ORACLE is None,
    reason="no LangGraph oracle interpreter: set LANGGRAPH_PYTHON or create /tmp/lg (venv with langgraph==1.2.11)",
)

RUNNER = harness.HERE / "runnable_program.py"
CASES = [
    "typeddict_state", "dataclass_state", "pydantic_state", "input_output_context",
    "pydantic_input_dataclass_output", "dict_state_lower_case_name", "managed_and_reserved_keys",
    "invalid_context_schema", "entrypoints", "pydantic_entrypoint_and_subgraph", "low_level_pregel", "batch_as_completed", "transform",
    "pipes", "bindings", "retry_fallbacks_listeners", "as_tool", "astream_log_final_state",
]


def _run(python: str, lib: str, out: dict[str, Any]) -> None:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if lib == "lingxigraph":
        env["PYTHONPATH"] = str(harness.REPO)
    done = subprocess.run(
        [python, str(RUNNER), "--lib", lib], capture_output=True, text=True, timeout=600, cwd=str(harness.HERE), env=env,
    )
    if done.returncode != 0:
        out[lib] = RuntimeError(f"{lib} runner failed ({done.returncode}):\n{done.stderr[-4000:]}")
    else:
        out[lib] = json.loads(done.stdout)


@pytest.fixture(scope="module")
def results() -> dict[str, Any]:
    out: dict[str, Any] = {}
    pythons = {"langgraph": ORACLE or "", "lingxigraph": harness.lingxi_python()}
    threads = [threading.Thread(target=_run, args=(python, lib, out)) for lib, python in pythons.items()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for value in out.values():
        if isinstance(value, Exception):
            raise value
    return out


def test_every_case_is_listed(results: dict[str, Any]) -> None:
    assert list(results["lingxigraph"]) == CASES
    assert list(results["langgraph"]) == CASES


@pytest.mark.parametrize("name", CASES)
def test_case_matches_langgraph(results: dict[str, Any], name: str) -> None:
    mine = results["lingxigraph"][name]
    if mine == {"skipped": "no langchain-core"}:
        pytest.skip("langchain-core is not installed for lingxigraph's interpreter")
    expected = results["langgraph"][name]
    diff = harness.first_diff(expected, mine)
    assert diff is None, f"{name}: first difference at {diff[0]}:\n  langgraph:   {diff[1]!r}\n  lingxigraph: {diff[2]!r}"
