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
