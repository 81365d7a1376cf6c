"""Threads saved by LangGraph before checkpoint format 3 resume after their channels are renamed.

Old StateGraph checkpoints name trigger channels ``start:<node>``,
``branch:<src>:<cond>:<dst>`` and ``<node>``; today all are ``branch:to:<node>``.
Expected values were checked against LangGraph 1.2.11.
"""

from __future__ import annotations

import contextlib
import copy
import operator
from typing import Annotated, Any, TypedDict

import pytest

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Command, Interrupt, interrupt


class S(TypedDict):
    log: Annotated[list, operator.add]


def _v(n: int) -> str:
    return f"{n:032}.0.1"


def _branching_graph() -> StateGraph:
    g = StateGraph(S)
    g.add_node("a", lambda s: {"log": ["a"]})
    g.add_node("b", lambda s: {"log": ["b"]})
    g.add_node("c", lambda s: {"log": ["c"]})
    g.add_edge(START, "a")
    g.add_conditional_edges("a", lambda s: "b")
    g.add_edge("b", "c")
    g.add_edge("c", END)
    return g


def _old(id_: str, values: dict[str, Any], versions: dict[str, int], seen: dict[str, dict[str, int]]) -> dict[str, Any]:
    return {
        "v": 1,
        "id": id_,
        "ts": "2024-07-01T00:00:00+00:00",
        "channel_values": values,
        "channel_versions": {k: _v(n) for k, n in versions.items()},
        "versions_seen": {"__input__": {}, **{n: {k: _v(x) for k, x in s.items()} for n, s in seen.items()}},
        "pending_sends": [],
    }


# paused after "a", whose conditional edge chose "b"
AFTER_A = _old(
    "1ef00000-0000-6000-8001-000000000000",
    {"log": ["a"], "branch:a:condition:b": "a"},
    {"__start__": 2, "log": 3, "start:a": 3, "branch:a:condition:b": 3},
    {"__start__": {"__start__": 1}, "a": {"start:a": 2}},
)
# paused after "b", which wrote its own-named channel read by "c"
AFTER_B = _old(
    "1ef00000-0000-6000-8002-000000000000",
    {"log": ["a", "b"], "b": "b"},
    {"__start__": 2, "log": 4, "start:a": 3, "branch:a:condition:b": 3, "b": 4},
    {"__start__": {"__start__": 1}, "a": {"start:a": 2}, "b": {"branch:a:condition:b": 3}},
)

CFG = {"configurable": {"thread_id": "t", "checkpoint_ns": ""}}
META = {"source": "loop", "step": 1, "parents": {}}


def test_channels_are_renamed_to_branch_to():
    app = _branching_graph().compile()
    migrated = copy.deepcopy(AFTER_B)
    app._migrate_checkpoint(migrated)
    assert sorted(migrated["channel_versions"]) == ["__start__", "branch:to:a", "branch:to:b", "branch:to:c", "log"]
    assert sorted(migrated["channel_values"]) == ["branch:to:c", "log"]
    assert migrated["versions_seen"]["a"] == {"branch:to:a": _v(2)}
    assert migrated["versions_seen"]["b"] == {"branch:to:b": _v(3)}
    # a current checkpoint is left as it is
    current = copy.deepcopy({**migrated, "v": 4})
    app._migrate_checkpoint(current)
    assert current == {**migrated, "v": 4}


@pytest.mark.parametrize("saved, next_node", [(AFTER_A, "b"), (AFTER_B, "c")])
@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_old_thread_resumes_where_it_paused(saved, next_node, kind):
    with contextlib.ExitStack() as stack:
        saver = InMemorySaver() if kind == "memory" else stack.enter_context(SqliteSaver.from_conn_string(":memory:"))
        app = _branching_graph().compile(checkpointer=saver)
        saver.put(CFG, copy.deepcopy(saved), META, saved["channel_versions"])
        assert app.get_state(CFG).next == (next_node,)
        assert app.invoke(None, CFG) == {"log": ["a", "b", "c"]}
        assert app.get_state(CFG).next == ()


def test_old_interrupt_is_answered_by_a_plain_resume():
    # the old interrupt record is keyed by a task id no task has now: the plain
    # resume value goes to the interrupt() the re-planned task reaches
    g = StateGraph(S)
    g.add_node("a", lambda s: {"log": ["a"]})
    g.add_node("b", lambda s: {"log": ["b:" + interrupt("q")]})
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    saver = InMemorySaver()
    app = g.compile(checkpointer=saver)
    saved = _old(
        "1ef00000-0000-6000-8002-000000000000",
        {"log": ["a"], "a": "a"},
        {"__start__": 2, "log": 3, "start:a": 2, "a": 3},
        {"__start__": {"__start__": 1}, "a": {"start:a": 2}},
    )
    config = saver.put(CFG, saved, META, saved["channel_versions"])
    saver.put_writes(config, [("__interrupt__", [Interrupt(value="q", id="0" * 32)])], "old-task-id")
    assert app.get_state(CFG).next == ("b",)
    assert app.invoke(Command(resume="ok"), CFG) == {"log": ["a", "b:ok"]}
