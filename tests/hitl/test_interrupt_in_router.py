"""``interrupt()`` inside a conditional-edge function (asking which branch to take).

As LangGraph 1.2.11: the node's state update is written before its router asks, so the
run's last values (``invoke``'s result, the last ``values`` chunk) show it next to the
interrupt, but it is not saved: the thread's state has it only once the resumed task
(which runs the node again) finishes.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def _graph(runs: list[str]) -> Any:
    def a(state: S) -> dict[str, Any]:
        runs.append("a")
        return {"log": ["a"]}

    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("left", lambda state: {"log": ["L"]})
    builder.add_node("right", lambda state: {"log": ["R"]})
    builder.add_edge(START, "a")
    builder.add_conditional_edges("a", lambda state: interrupt("left or right?"), ["left", "right"])
    return builder.compile(checkpointer=InMemorySaver())


def test_last_values_show_the_update_made_before_the_router_asked() -> None:
    runs: list[str] = []
    graph = _graph(runs)
    config = {"configurable": {"thread_id": "t"}}
    out = graph.invoke({"log": []}, config)
    assert out["log"] == ["a"]
    assert [i.value for i in out["__interrupt__"]] == ["left or right?"]
    state = graph.get_state(config)
    assert (state.values, state.next) == ({"log": []}, ("a",))
    assert graph.invoke(Command(resume="right"), config) == {"log": ["a", "R"]}
    assert runs == ["a", "a"]


def test_values_stream_ends_with_the_unsaved_update() -> None:
    graph = _graph([])
    config = {"configurable": {"thread_id": "t"}}
    chunks = list(graph.stream({"log": ["x"]}, config, stream_mode="values"))
    assert [{k: v for k, v in c.items() if k != "__interrupt__"} for c in chunks] == [
        {"log": ["x"]},
        {"log": ["x"]},
        {"log": ["x", "a"]},
    ]
    assert "__interrupt__" in chunks[1]
