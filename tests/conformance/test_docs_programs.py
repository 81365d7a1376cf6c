"""Programs on the topics of LangGraph's documentation, diffed with LangGraph's output.

``docs_programs/pNN_*.py`` are small self-contained programs (our own, one per topic of the
how-to guides: state and reducers, Send, Command, persistence, time travel, interrupts,
streaming modes, subgraphs, the functional API, stores, handoffs...; chat models are
LangChain's deterministic fakes). ``docs_programs/expected.json`` holds what LangGraph
1.2.11 printed for each (``record_docs_programs.py`` re-records it). Here every program
runs with lingxigraph, all in one subprocess, and each output must equal LangGraph's.
Programs print nothing that depends on thread timing (parallel tasks print no lines).
"""

from __future__ import annotations

import json
from pathlib import Path

import conformance_harness as harness
import pytest

HERE = Path(__file__).resolve().parent / "docs_programs"
EXPECTED: dict[str, str] = json.loads((HERE / "expected.json").read_text())

pytest.importorskip("langchain_core")  # the programs use LangChain's messages and fake models


@pytest.fixture(scope="module")
def outputs() -> dict[str, str]:
    return harness.run_recorded_programs(HERE / "run_programs.py", timeout=240)


def test_every_program_has_a_recorded_output() -> None:
    programs = sorted(p.stem for p in HERE.glob("p[0-9][0-9]_*.py"))
    assert programs == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_program_prints_what_langgraph_printed(outputs: dict[str, str], name: str) -> None:
    assert outputs[name] == EXPECTED[name]
