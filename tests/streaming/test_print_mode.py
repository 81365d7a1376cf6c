"""``print_mode`` and ``debug=True``: chunks printed to stdout as LangGraph prints them.

Each printed chunk is ``[mode]`` in bold, then (for a subgraph's chunk with
``subgraphs=True``) its namespace in yellow, then the chunk's repr. ``debug=True`` on
the call or on ``compile`` prints ``updates`` and ``values``. Printed modes need not be
streamed ones (and are not yielded unless asked for).
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def _builder() -> StateGraph[Any, Any, Any, Any]:
    builder = StateGraph(S)
    builder.add_node("a", lambda state: {"log": ["a"]})
    builder.add_node("b", lambda state: {"log": ["b"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", END)
    return builder


def _bold(mode: str) -> str:
    return f"\033[1m[{mode}]\033[0m"


def test_print_mode_prints_without_yielding(capsys: pytest.CaptureFixture[str]) -> None:
    chunks = list(_builder().compile().stream({"log": []}, stream_mode="values", print_mode="updates"))
    assert chunks == [{"log": []}, {"log": ["a"]}, {"log": ["a", "b"]}]
    assert capsys.readouterr().out.splitlines() == [
        f"{_bold('updates')} {{'a': {{'log': ['a']}}}}",
        f"{_bold('updates')} {{'b': {{'log': ['b']}}}}",
    ]


def test_debug_prints_updates_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    assert _builder().compile(debug=True).invoke({"log": []}) == {"log": ["a", "b"]}
    assert capsys.readouterr().out.splitlines() == [
        f"{_bold('values')} {{'log': []}}",
        f"{_bold('updates')} {{'a': {{'log': ['a']}}}}",
        f"{_bold('values')} {{'log': ['a']}}",
        f"{_bold('updates')} {{'b': {{'log': ['b']}}}}",
        f"{_bold('values')} {{'log': ['a', 'b']}}",
    ]


def test_subgraph_chunks_show_their_namespace(capsys: pytest.CaptureFixture[str]) -> None:
    outer = StateGraph(S)
    outer.add_node("inner", _builder().compile())
    outer.add_edge(START, "inner")
    list(outer.compile().stream({"log": []}, stream_mode="updates", subgraphs=True, print_mode="updates"))
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith(f"{_bold('updates')} \033[1;30;33m[graph=('inner:")
    assert lines[0].endswith("',)]\033[0m {'a': {'log': ['a']}}")
    assert lines[2] == f"{_bold('updates')} {{'inner': {{'log': ['a', 'b']}}}}"


def test_interrupts_are_printed_with_the_values(capsys: pytest.CaptureFixture[str]) -> None:
    builder = StateGraph(S)
    builder.add_node("ask", lambda state: {"log": [interrupt("why?")]})
    builder.add_edge(START, "ask")
    graph = builder.compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    graph.invoke({"log": []}, config, print_mode=["values"])
    (pending,) = graph.get_state(config).interrupts
    graph.invoke(Command(resume="ok"), config, debug=True)
    assert capsys.readouterr().out.splitlines() == [
        f"{_bold('values')} {{'log': []}}",
        f"{_bold('values')} {{'log': [], '__interrupt__': ({pending!r},)}}",
        f"{_bold('values')} {{'log': []}}",
        f"{_bold('updates')} {{'ask': {{'log': ['ok']}}}}",
        f"{_bold('values')} {{'log': ['ok']}}",
    ]
