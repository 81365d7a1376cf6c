"""Time travel into a subgraph: the root graph given a subgraph's checkpoint config.

LangGraph 1.2.11: ``invoke(None, sub_config)`` (``sub_config`` from
``get_state(subgraphs=True)`` or a subgraph's history) runs the ROOT graph from
the checkpoint its ``checkpoint_map`` names for the root; the subgraph starts
from the checkpoint the map names for it. A replay forks both levels and asks
the subgraph's interrupt again; ``Command(resume=...)`` with that config answers
the interrupt of the named subgraph checkpoint.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from persistence_helpers import DRIVERS, SAVERS, call
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class State(TypedDict):
    log: Annotated[list, operator.add]


def _graph(saver: Any, ran: list[str], *, stateful: bool = True) -> Any:
    """Root: executor (subgraph: prep → ask_1 → ask_2, both asking) → post."""

    def node(name: str, question: str | None = None) -> Callable[[State], dict[str, Any]]:
        def run(state: State) -> dict[str, Any]:
            ran.append(name)
            if question is None:
                return {"log": [name]}
            return {"log": [f"{name}:{interrupt(question)}"]}

        return run

    sub = (
        StateGraph(State)
        .add_node("prep", node("prep"))
        .add_node("ask_1", node("ask_1", "Q1"))
        .add_node("ask_2", node("ask_2", "Q2"))
        .add_edge(START, "prep")
        .add_edge("prep", "ask_1")
        .add_edge("ask_1", "ask_2")
        .compile(checkpointer=True if stateful else None)
    )
    return (
        StateGraph(State)
        .add_node("executor", sub)
        .add_node("post", node("post"))
        .add_edge(START, "executor")
        .add_edge("executor", "post")
        .compile(checkpointer=saver)
    )


@pytest.mark.parametrize("make_saver", SAVERS)
@pytest.mark.parametrize("driver", DRIVERS)
def test_replay_from_a_subgraph_checkpoint_asks_its_interrupt_again(driver: str, make_saver: Any) -> None:
    ran: list[str] = []
    graph = _graph(make_saver(driver), ran)
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"log": []}, cfg)
    at_q1 = graph.get_state(cfg, subgraphs=True).tasks[0].state.config
    assert set(at_q1["configurable"]["checkpoint_map"]) == {"", "executor"}
    call(driver, graph, "invoke", Command(resume="a"), cfg)
    done = call(driver, graph, "invoke", Command(resume="b"), cfg)
    assert done == {"log": ["prep", "ask_1:a", "ask_2:b", "post"]}

    ran.clear()
    out = call(driver, graph, "invoke", None, at_q1)
    # the root's values, not the subgraph's; prep is not run again
    assert ran == ["ask_1"]
    assert out["log"] == []
    assert [i.value for i in out["__interrupt__"]] == ["Q1"]
    assert [h.metadata["source"] for h in graph.get_state_history(cfg)] == ["fork", "loop", "loop", "loop", "input"]
    state = graph.get_state(cfg, subgraphs=True)
    assert state.next == ("executor",)
    sub_state = state.tasks[0].state
    assert (sub_state.values, sub_state.next, sub_state.metadata["source"]) == ({"log": ["prep"]}, ("ask_1",), "fork")

    ran.clear()
    out = call(driver, graph, "invoke", Command(resume="x"), cfg)
    assert ran == ["ask_1", "ask_2"]
    assert [i.value for i in out["__interrupt__"]] == ["Q2"]
    ran.clear()
    assert call(driver, graph, "invoke", Command(resume="y"), cfg) == {"log": ["prep", "ask_1:x", "ask_2:y", "post"]}
    assert ran == ["ask_2", "post"]


@pytest.mark.parametrize("stateful", [True, False])
@pytest.mark.parametrize("make_saver", SAVERS)
@pytest.mark.parametrize("driver", DRIVERS)
def test_resume_with_a_past_subgraph_checkpoint_answers_its_interrupt(
    driver: str, make_saver: Any, stateful: bool
) -> None:
    ran: list[str] = []
    graph = _graph(make_saver(driver), ran, stateful=stateful)
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"log": []}, cfg)
    at_q1 = graph.get_state(cfg, subgraphs=True).tasks[0].state.config
    call(driver, graph, "invoke", Command(resume="a"), cfg)  # now waiting at Q2

    ran.clear()
    out = call(driver, graph, "invoke", Command(resume="x"), at_q1)
    # Q1 is answered again (the pending interrupt at the root is Q2's)
    assert ran == ["ask_1", "ask_2"]
    assert [i.value for i in out["__interrupt__"]] == ["Q2"]
    ran.clear()
    assert call(driver, graph, "invoke", Command(resume="y"), cfg) == {"log": ["prep", "ask_1:x", "ask_2:y", "post"]}
    assert ran == ["ask_2", "post"]


def test_stream_from_a_subgraph_checkpoint_streams_the_root_and_the_subgraph() -> None:
    ran: list[str] = []
    graph = _graph(InMemorySaver(), ran)
    cfg = {"configurable": {"thread_id": "t"}}
    call("sync", graph, "invoke", {"log": []}, cfg)
    at_q1 = graph.get_state(cfg, subgraphs=True).tasks[0].state.config
    chunks = list(graph.stream(None, at_q1, stream_mode="updates", subgraphs=True))
    assert [(ns, [i.value for i in update["__interrupt__"]]) for ns, update in chunks] == [
        (("executor",), ["Q1"]),
        ((), ["Q1"]),
    ]


@pytest.mark.parametrize("stateful", [True, False])
@pytest.mark.parametrize("make_saver", SAVERS)
@pytest.mark.parametrize("driver", DRIVERS)
def test_update_state_on_a_paused_subgraph_then_resume(driver: str, make_saver: Any, stateful: bool) -> None:
    ran: list[str] = []
    graph = _graph(make_saver(driver), ran, stateful=stateful)
    cfg = {"configurable": {"thread_id": "t"}}
    call(driver, graph, "invoke", {"log": []}, cfg)
    sub_cfg = graph.get_state(cfg, subgraphs=True).tasks[0].state.config
    ns = sub_cfg["configurable"]["checkpoint_ns"]
    new_cfg = call(driver, graph, "update_state", sub_cfg, {"log": ["edited"]})
    conf = new_cfg["configurable"]
    assert conf["checkpoint_ns"] == ns
    assert conf["checkpoint_map"] == {"": sub_cfg["configurable"]["checkpoint_map"][""], ns: conf["checkpoint_id"]}
    sub_state = graph.get_state(cfg, subgraphs=True).tasks[0].state
    assert (sub_state.values, sub_state.next, sub_state.metadata["source"]) == ({"log": ["prep", "edited"]}, ("ask_1",), "update")

    ran.clear()
    # the edited subgraph asks Q1 again under a new id; the plain value answers it
    out = call(driver, graph, "invoke", Command(resume="x"), cfg)
    assert [i.value for i in out.get("__interrupt__", ())] == ["Q2"]
    assert ran == ["ask_1", "ask_2"]
