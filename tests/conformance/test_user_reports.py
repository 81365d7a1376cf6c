"""Programs replaying real users' bug reports against LangGraph, diffed with LangGraph's output.

``user_reports/uNN_*.py`` each take a GitHub issue or pull request about LangGraph (its
address is on the program's first line): interrupts and resumes, ``Send``, subgraphs and
``Command.PARENT``, streaming modes, time travel, durability, the functional API,
pydantic/dataclass states, reducers, errors, ``ToolNode`` / ``create_react_agent``...
LLM calls are LangChain's deterministic fakes. ``user_reports/expected.json`` holds what
LangGraph 1.2.11 printed for each (``record_user_reports.py`` re-records it). Programs
print nothing that depends on thread timing. Reports whose programs still differ for a
deliberate difference (see the README) or LangGraph's thread timing are not kept here;
the conformance README lists the differences they showed.
"""

from __future__ import annotations

import json
from pathlib import Path

import conformance_harness as harness
import pytest

HERE = Path(__file__).resolve().parent / "user_reports"
EXPECTED: dict[str, str] = json.loads((HERE / "expected.json").read_text())

pytest.importorskip("langchain_core")  # the programs use LangChain's messages, tools and fake models


@pytest.fixture(scope="module")
def outputs() -> dict[str, str]:
    return harness.run_recorded_programs(HERE / "run_reports.py", timeout=280)


def test_every_program_has_a_recorded_output() -> None:
    programs = sorted(p.stem for p in HERE.glob("u[0-9][0-9]*_*.py"))
    assert programs == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_program_prints_what_langgraph_printed(outputs: dict[str, str], name: str) -> None:
    assert outputs[name] == EXPECTED[name]
