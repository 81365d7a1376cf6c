"""A plain ``Command(resume=v)`` answers the interrupt that was pending, not a sibling's new one."""

import operator
import threading
from typing import Annotated

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


class S(TypedDict):
    log: Annotated[list, operator.add]


def test_plain_resume_goes_to_the_pending_interrupt_even_when_a_sibling_asks_first():
    attempts = {"b": 0}
    b_asked = threading.Event()

    def a(state: S) -> dict:
        if attempts["b"] > 1:
            # on the resumed step, let the sibling reach its interrupt first
            assert b_asked.wait(5)
        return {"log": [f"a:{interrupt('for a')}"]}

    def b(state: S) -> dict:
        attempts["b"] += 1
        if attempts["b"] == 1:
            raise ValueError("b fails on its first run")
        b_asked.set()
        return {"log": [f"b:{interrupt('for b')}"]}

    builder = StateGraph(S)
    builder.add_node("a", a)
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    app = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    try:
        app.invoke({"log": []}, cfg)
    except ValueError:
        pass
    assert [i.value for i in app.get_state(cfg).interrupts] == ["for a"]

    out = app.invoke(Command(resume="yes"), cfg)
    assert [i.value for i in out["__interrupt__"]] == ["for b"]
    out = app.invoke(Command(resume="ok"), cfg)
    assert sorted(out["log"]) == ["a:yes", "b:ok"]


class Trip(TypedDict):
    city: str
    report: str


def test_plain_resume_answers_the_paused_subgraph_node_after_its_state_was_updated():
    # the docs' "edit a subgraph's state, then resume" flow: the update gives the
    # subgraph a new step, so its paused node asks again under a new interrupt id;
    # the value still goes to it (it runs inside the task that was paused)
    def pick(state: Trip) -> dict:
        return {"city": "Oslo"}

    def confirm(state: Trip) -> dict:
        return {"report": f"{state['city']}:{interrupt('confirm ' + state['city'])}"}

    sub = StateGraph(Trip)
    sub.add_node("pick", pick)
    sub.add_node("confirm", confirm)
    sub.add_edge(START, "pick")
    sub.add_edge("pick", "confirm")
    parent = StateGraph(Trip)
    parent.add_node("trip", sub.compile())
    parent.add_edge(START, "trip")
    app = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    assert [i.value for i in app.invoke({"city": "", "report": ""}, cfg)["__interrupt__"]] == ["confirm Oslo"]
    sub_state = app.get_state(cfg, subgraphs=True).tasks[0].state
    app.update_state(sub_state.config, {"city": "Lima"})
    assert app.invoke(Command(resume="yes"), cfg) == {"city": "Lima", "report": "Lima:yes"}
