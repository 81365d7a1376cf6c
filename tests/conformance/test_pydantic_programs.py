"""Pydantic state models, diffed with LangGraph: what every node sees must be what
``Schema(**values)`` gives, although lingxigraph validates only the fields that changed.

``pydantic_programs/qNN_*.py`` cover coercion (str → int, float → int, int → float),
defaults and ``default_factory`` calls, ``Optional``, validators (full validation kept,
call counts), nested models and lists of them, messages, aliases and alias generators,
``extra`` allow/forbid, frozen and strict models and fields, constraints, in-place
mutation (by nodes, by a node with a dict input schema, by a stream consumer, by a
closure), parallel nodes and ``Send``, subgraphs with interrupts, input/output/node
input schemas, private attributes, managed values, ``update_state`` and errors.
``pydantic_programs/expected.json`` holds LangGraph 1.2.11's output
(``record_pydantic_programs.py`` re-records it).
"""

from __future__ import annotations

import json
from pathlib import Path

import conformance_harness as harness
import pytest

HERE = Path(__file__).resolve().parent / "pydantic_programs"
EXPECTED: dict[str, str] = json.loads((HERE / "expected.json").read_text())

pytest.importorskip("langchain_core")  # q04 uses LangChain's messages


@pytest.fixture(scope="module")
def outputs() -> dict[str, str]:
    return harness.run_recorded_programs(HERE / "run_programs.py", timeout=240)


def test_every_program_has_a_recorded_output() -> None:
    programs = sorted(p.stem for p in HERE.glob("q[0-9][0-9]_*.py"))
    assert programs == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_program_prints_what_langgraph_printed(
    outputs: dict[str, str], name: str
) -> None:
    assert outputs[name] == EXPECTED[name]
