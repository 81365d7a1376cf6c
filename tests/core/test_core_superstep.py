"""Superstep semantics: the barrier, write order, update errors, Overwrite, recursion limit,
Send, Command, defer and managed values (behaviour.md §13-§16, §20)."""

from __future__ import annotations

import operator
import re
import sys
import threading
from typing import Annotated, Any

import pytest
from core_helpers import (
    Driver,
    Log,
    S,
    appender,
    chain,
    raises_exactly,
    returning,
    thread,
)
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import GraphRecursionError, InvalidUpdateError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.managed import IsLastStep, RemainingSteps
from lingxigraph.types import Command, Overwrite, Send, interrupt

WAIT = 2.0
"""Seconds a node waits for a sibling's signal before going on anyway (never hit when nodes overlap)."""

_TROUBLESHOOT = "\nFor troubleshooting, visit: https://docs.langchain.com/oss/python/langgraph/errors/"


class Items(TypedDict, total=False):
    items: list[int]
    out: Annotated[list[Any], operator.add]


# ---------------------------------------------------------------------------
# The barrier and the order of writes
# ---------------------------------------------------------------------------


def test_parallel_nodes_see_the_same_pre_step_state(run: Driver) -> None:
    def a(state: S) -> dict[str, Any]:
        return {"x": 100, "log": [f"a saw x={state['x']} log={state['log']}"]}

    def b(state: S) -> dict[str, Any]:
        return {"log": [f"b saw x={state['x']} log={state['log']}"]}

    def c(state: S) -> dict[str, Any]:
        return {"log": [f"c saw x={state['x']} n={len(state['log'])}"]}

    builder = StateGraph(S)
    for name, fn in [("a", a), ("b", b), ("c", c)]:
        builder.add_node(name, fn)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    builder.add_edge(["a", "b"], "c")
    assert run(builder.compile(), "invoke", {"x": 1, "log": ["in"]}) == {
        "x": 100,
        "log": [
            "in",
            "a saw x=1 log=['in']",
            "b saw x=1 log=['in']",
            "c saw x=100 n=3",
        ],
    }


def _reverse_finishers(names: list[str]) -> dict[str, Any]:
    """Nodes that try to finish in reverse order: each waits until the next one is done."""
    done = {name: threading.Event() for name in names}
    fns: dict[str, Any] = {}
    for i, name in enumerate(names):
        after = names[i + 1] if i + 1 < len(names) else None

        def node(
            state: Any, name: str = name, after: str | None = after
        ) -> dict[str, Any]:
            if after is not None:
                done[after].wait(WAIT)
            done[name].set()
            return {"log": [name]}

        fns[name] = node
    return fns


def test_pull_writes_apply_in_node_name_order(run: Driver) -> None:
    # added as z, a, m; a and m try to finish after z
    fns = _reverse_finishers(["a", "m", "z"])
    builder = StateGraph(S)
    for name in ["z", "a", "m"]:
        builder.add_node(name, fns[name])
        builder.add_edge(START, name)
    assert run(builder.compile(), "invoke", {"x": 0, "log": []}) == {
        "x": 0,
        "log": ["a", "m", "z"],
    }


def test_push_writes_apply_after_pull_writes_in_send_order(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("work", lambda arg: {"log": [arg["x"]]})
    builder.add_node("b", appender("b"))
    builder.add_node("a", appender("a"))
    builder.add_conditional_edges(
        START,
        lambda s: [Send("work", {"x": 2}), "b", Send("work", {"x": 1}), "a"],
        ["work", "a", "b"],
    )
    assert run(builder.compile(), "invoke", {"x": 0, "log": []})["log"] == [
        "a",
        "b",
        2,
        1,
    ]


def test_send_fan_out_reducer_follows_send_order(run: Driver) -> None:
    done = [threading.Event() for _ in range(5)]

    def work(arg: dict[str, int]) -> dict[str, Any]:
        i = arg["i"]
        if i + 1 < len(done):
            done[i + 1].wait(WAIT)  # later items finish first
        done[i].set()
        return {"out": [i]}

    builder = StateGraph(Items)
    builder.add_node("work", work)
    builder.add_node("after", lambda s: {"out": ["after"]})
    builder.add_conditional_edges(
        START, lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"]
    )
    builder.add_edge("work", "after")
    graph = builder.compile(checkpointer=InMemorySaver())
    assert run(graph, "invoke", {"items": [0, 1, 2, 3, 4], "out": []}, thread()) == {
        "items": [0, 1, 2, 3, 4],
        "out": [0, 1, 2, 3, 4, "after"],
    }


def test_send_tasks_in_stream_and_history(run: Driver) -> None:
    builder = StateGraph(Items)
    builder.add_node("work", lambda arg: {"out": [arg["i"]]})
    builder.add_node("after", lambda s: {"out": ["after"]})
    builder.add_conditional_edges(
        START, lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"]
    )
    builder.add_edge("work", "after")
    graph = builder.compile(checkpointer=InMemorySaver())
    chunks = run(
        graph, "stream", {"items": [0, 1], "out": []}, thread(), stream_mode="tasks"
    )
    starts = [{k: v for k, v in c.items() if k != "id"} for c in chunks if "input" in c]
    assert starts == [
        {"name": "work", "input": {"i": 0}, "triggers": ("__pregel_push",)},
        {"name": "work", "input": {"i": 1}, "triggers": ("__pregel_push",)},
        {
            "name": "after",
            "input": {"items": [0, 1], "out": [0, 1]},
            "triggers": ("branch:to:after",),
        },
    ]
    history = run(graph, "get_state_history", thread())
    assert [
        (h.metadata["step"], h.next, [(t.name, t.path) for t in h.tasks])
        for h in history
    ] == [
        (2, (), []),
        (1, ("after",), [("after", ("__pregel_pull", "after"))]),
        (
            0,
            ("work", "work"),
            [
                ("work", ("__pregel_push", 0, False)),
                ("work", ("__pregel_push", 1, False)),
            ],
        ),
        (-1, ("__start__",), [("__start__", ("__pregel_pull", "__start__"))]),
    ]


def test_join_task_lists_every_trigger_of_its_node(run: Driver) -> None:
    """As LangGraph: a task's triggers are all of its node's trigger channels, sorted,
    not only the ones that fired (the join target also lists 'branch:to:<node>')."""
    builder = StateGraph(Items)
    builder.add_node("a", lambda s: {"out": ["a"]})
    builder.add_node("b", lambda s: {"out": ["b"]})
    builder.add_node("j", lambda s: {"out": ["j"]})
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    builder.add_edge(["a", "b"], "j")
    chunks = run(builder.compile(), "stream", {"out": []}, None, stream_mode="tasks")
    triggers = {c["name"]: c["triggers"] for c in chunks if "input" in c}
    assert triggers == {"a": ("branch:to:a",), "b": ("branch:to:b",), "j": ("branch:to:j", "join:a+b:j")}


def test_send_targets_run_in_the_next_step(run: Driver) -> None:
    builder = StateGraph(Items)
    builder.add_node("work", lambda arg: {"out": [arg["i"]]})
    builder.add_node("after", lambda s: {"out": ["after"]})
    builder.add_conditional_edges(
        START, lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"]
    )
    builder.add_edge("work", "after")
    chunks = run(
        builder.compile(), "stream", {"items": [7, 8], "out": []}, stream_mode="values"
    )
    assert chunks == [
        {"items": [7, 8], "out": []},
        {"items": [7, 8], "out": [7, 8]},
        {"items": [7, 8], "out": [7, 8, "after"]},
    ]


# ---------------------------------------------------------------------------
# Update errors and Overwrite (§14)
# ---------------------------------------------------------------------------


def test_two_writes_to_a_last_value_key_in_one_step(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": 1})
    builder.add_node("b", lambda s: {"x": 2})
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    message = (
        "At key 'x': Can receive only one value per step. Use an Annotated key to handle multiple values."
        + _TROUBLESHOOT
        + "INVALID_CONCURRENT_GRAPH_UPDATE"
    )
    with raises_exactly(InvalidUpdateError, message):
        run(builder.compile(), "invoke", {"x": 0})


def test_node_returning_a_non_dict(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: 5)
    builder.add_edge(START, "a")
    message = "Expected dict, got 5" + _TROUBLESHOOT + "INVALID_GRAPH_NODE_RETURN_VALUE"
    with raises_exactly(InvalidUpdateError, message):
        run(builder.compile(), "invoke", {"x": 0})


@pytest.mark.parametrize("overwriter", ["a", "b"])
def test_overwrite_discards_plain_appends_of_the_same_step(
    run: Driver, overwriter: str
) -> None:
    builder = StateGraph(S)
    for name in ["a", "b"]:
        if name == overwriter:
            builder.add_node(name, returning({"log": Overwrite([name])}))
        else:
            builder.add_node(name, appender(name))
        builder.add_edge(START, name)
    assert run(builder.compile(), "invoke", {"log": ["x"]})["log"] == [overwriter]


def test_overwrite_dict_form(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"log": {"__overwrite__": ["a"]}})
    builder.add_node("b", appender("b"))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    assert run(builder.compile(), "invoke", {"log": ["x"]})["log"] == ["a", "b"]


def test_two_overwrites_in_one_step(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"log": Overwrite(["a"])})
    builder.add_node("b", lambda s: {"log": Overwrite(["b"])})
    builder.add_edge(START, "a")
    builder.add_edge(START, "b")
    message = (
        "Can receive only one Overwrite value per super-step."
        + _TROUBLESHOOT
        + "INVALID_CONCURRENT_GRAPH_UPDATE"
    )
    with raises_exactly(InvalidUpdateError, message):
        run(builder.compile(), "invoke", {"log": ["x"]})


def test_node_exception_propagates_unchanged_with_a_task_note(run: Driver) -> None:
    def work(state: S) -> dict[str, Any]:
        raise ValueError("boom")

    builder = StateGraph(S)
    builder.add_node("work", work)
    builder.add_edge(START, "work")
    with raises_exactly(ValueError, "boom") as info:
        run(builder.compile(), "invoke", {"x": 0})
    notes = getattr(info.value, "__notes__", [])
    if sys.version_info < (3, 11):  # no exception notes before 3.11 (none in LangGraph either)
        assert notes == []
        return
    assert len(notes) == 1
    assert re.fullmatch(
        r"During task with name 'work' and id '[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}'",
        notes[0],
    )


# ---------------------------------------------------------------------------
# Recursion limit (§13)
# ---------------------------------------------------------------------------


def _recursion_message(limit: int) -> str:
    return (
        f"Recursion limit of {limit} reached without hitting a stop condition. You can increase the limit by "
        "setting the `recursion_limit` config key."
        + _TROUBLESHOOT
        + "GRAPH_RECURSION_LIMIT"
    )


@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_chain_of_n_nodes_needs_limit_n_plus_one(run: Driver, n: int) -> None:
    names = [f"n{i}" for i in range(n)]
    graph = chain(names)
    assert run(graph, "invoke", {"x": 0}, {"recursion_limit": n + 1})["log"] == names
    with raises_exactly(GraphRecursionError, _recursion_message(n)):
        run(graph, "invoke", {"x": 0}, {"recursion_limit": n})


def test_graph_recursion_error_is_a_recursion_error() -> None:
    assert GraphRecursionError.__mro__[1:4] == (RecursionError, RuntimeError, Exception)


def _loop(**compile_kwargs: Any) -> Any:
    builder = StateGraph(S)
    builder.add_node("a", lambda s: {"x": s["x"] + 1})
    builder.add_node("b", lambda s: {"x": s["x"] + 1})
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "a")
    return builder.compile(**compile_kwargs)


def test_loop_emits_updates_until_the_limit(run: Driver) -> None:
    out: list[Any] = []
    with raises_exactly(GraphRecursionError, _recursion_message(3)):
        run.stream_into(
            out, _loop(), {"x": 0}, {"recursion_limit": 3}, stream_mode="updates"
        )
    assert out == [{"a": {"x": 1}}, {"b": {"x": 2}}, {"a": {"x": 3}}]


@pytest.mark.parametrize("durability", ["sync", "async", "exit"])
def test_state_saved_when_the_limit_is_hit(run: Driver, durability: str) -> None:
    graph = _loop(checkpointer=InMemorySaver())
    with pytest.raises(GraphRecursionError):
        run(graph, "invoke", {"x": 0}, thread(recursion_limit=3), durability=durability)
    snap = run(graph, "get_state", thread())
    assert (snap.values, snap.next, snap.metadata["step"]) == (
        {"x": 3, "log": []},
        ("b",),
        3,
    )
    # "exit" saves only where the run stopped (LangGraph too)
    history = run(graph, "get_state_history", thread())
    assert len(history) == (1 if durability == "exit" else 5)


def test_continuing_run_counts_the_limit_from_the_loaded_checkpoint(run: Driver) -> None:
    """As LangGraph: the limit counts from the loaded checkpoint's step + 1, so
    ``invoke(None)`` (no input checkpoint) runs limit + 1 steps, new input limit."""
    graph = _loop(checkpointer=InMemorySaver())
    for inp, step in (({"x": 0}, 3), (None, 8), ({"x": 0}, 13)):
        with pytest.raises(GraphRecursionError):
            run(graph, "invoke", inp, thread(recursion_limit=3))
        assert run(graph, "get_state", thread()).metadata["step"] == step


def test_recursion_limit_zero_is_rejected(run: Driver) -> None:
    with pytest.raises(ValueError, match=r"^recursion_limit must be at least 1$"):
        run(chain(["a"]), "invoke", {"x": 0}, {"recursion_limit": 0})


class Managed(TypedDict, total=False):
    x: int
    remaining: RemainingSteps
    last: IsLastStep


def test_remaining_steps_and_is_last_step(run: Driver) -> None:
    seen: list[tuple[Any, Any]] = []

    def loop(state: Managed) -> dict[str, Any]:
        seen.append((state.get("remaining"), state.get("last")))
        return {"x": state["x"] + 1}

    builder = StateGraph(Managed)
    builder.add_node("a", loop)
    builder.add_edge(START, "a")
    builder.add_conditional_edges("a", lambda s: END if s["last"] else "a")
    result = run(builder.compile(), "invoke", {"x": 0}, {"recursion_limit": 4})
    assert result == {"x": 3}
    assert seen == [(3, False), (2, False), (1, True)]


def test_remaining_steps_can_stop_a_loop_before_the_limit(run: Driver) -> None:
    builder = StateGraph(Managed)
    builder.add_node("a", lambda s: {"x": s["x"] + 1})
    builder.add_edge(START, "a")
    builder.add_conditional_edges("a", lambda s: END if s["remaining"] <= 2 else "a")
    assert run(builder.compile(), "invoke", {"x": 0}, {"recursion_limit": 10}) == {
        "x": 8
    }


def test_managed_values_are_part_of_task_input(run: Driver) -> None:
    # LangGraph 1.2.11 shows them in tasks/debug start events; a Send payload stays as sent
    builder = StateGraph(Managed)
    builder.add_node("a", lambda s: {"x": s["x"] + 1})
    builder.add_node("b", lambda s: {"x": s["x"] + 1})
    builder.add_node("c", lambda s: {})
    builder.add_conditional_edges(START, lambda s: [Send("c", {"x": 7})])
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    graph = builder.compile()
    limit = {"recursion_limit": 3}
    tasks = run(graph, "stream", {"x": 0}, limit, stream_mode="tasks")
    assert [(t["name"], t["input"]) for t in tasks if "input" in t] == [
        ("c", {"x": 7}),
        ("a", {"x": 0, "remaining": 2, "last": False}),
        ("b", {"x": 1, "remaining": 1, "last": True}),
    ]
    debug = run(graph, "stream", {"x": 0}, limit, stream_mode="debug")
    assert [(e["step"], e["payload"]["input"]) for e in debug if e["type"] == "task"][1:] == [
        (1, {"x": 0, "remaining": 2, "last": False}),
        (2, {"x": 1, "remaining": 1, "last": True}),
    ]


def test_resumed_run_counts_remaining_steps_from_the_saved_step(run: Driver) -> None:
    # LangGraph counts from the loaded checkpoint: a resume (no input step) gets one
    # step more than new input, and the step at the limit sees 0 remaining, not last
    class LoopState(TypedDict, total=False):
        seen: Annotated[list, operator.add]
        remaining: RemainingSteps
        last: IsLastStep

    def loop(state: LoopState) -> dict[str, Any]:
        if len(state["seen"]) == 2:
            interrupt("q")
        return {"seen": [(state["remaining"], state["last"])]}

    builder = StateGraph(LoopState)
    builder.add_node("x", loop)
    builder.add_edge(START, "x")
    builder.add_edge("x", "x")
    graph = builder.compile(checkpointer=InMemorySaver())
    config = thread("managed-resume", recursion_limit=6)
    run(graph, "invoke", {"seen": []}, config)
    with pytest.raises(GraphRecursionError):
        run(graph, "invoke", Command(resume=1), thread("managed-resume", recursion_limit=4))
    state = run(graph, "get_state", config)
    assert [tuple(v) for v in state.values["seen"]] == [
        (5, False), (4, False), (5, False), (4, False), (3, False), (2, False), (1, True), (0, False)
    ]


# ---------------------------------------------------------------------------
# Command returned by nodes (§20)
# ---------------------------------------------------------------------------


def test_command_update_and_goto(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("router", lambda s: Command(update={"log": ["router"]}, goto="c"))
    builder.add_node("b", appender("b"))
    builder.add_node("c", appender("c"))
    builder.add_edge(START, "router")
    graph = builder.compile()
    assert run(graph, "stream", {"log": []}, stream_mode="updates") == [
        {"router": {"log": ["router"]}},
        {"c": {"log": ["c"]}},
    ]
    assert run(graph, "invoke", {"log": []}) == {"log": ["router", "c"]}


def test_command_goto_end_does_not_cancel_static_edges(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("r", lambda s: Command(goto=END, update={"log": ["r"]}))
    builder.add_node("b", appender("b"))
    builder.add_edge(START, "r")
    builder.add_edge("r", "b")
    assert run(builder.compile(), "invoke", {"log": []}) == {"log": ["r", "b"]}


def test_node_returning_a_list_of_commands(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node(
        "r",
        lambda s: [
            Command(update={"log": ["c1"]}),
            Command(update={"log": ["c2"]}, goto="b"),
        ],
    )
    builder.add_node("b", appender("b"))
    builder.add_edge(START, "r")
    graph = builder.compile()
    assert run(graph, "stream", {"log": []}, stream_mode="updates") == [
        {"r": [{"log": ["c1"]}, {"log": ["c2"]}]},
        {"b": {"log": ["b"]}},
    ]
    assert run(graph, "invoke", {"log": []}) == {"log": ["c1", "c2", "b"]}


def test_command_goto_list_of_sends(run: Driver) -> None:
    builder = StateGraph(Items)
    builder.add_node(
        "router",
        lambda s: Command(
            goto=[Send("work", {"i": 10}), Send("work", {"i": 11})],
            update={"out": ["router"]},
        ),
    )
    builder.add_node("work", lambda arg: {"out": [arg["i"]]})
    builder.add_edge(START, "router")
    assert run(builder.compile(), "invoke", {"items": [], "out": []}) == {
        "items": [],
        "out": ["router", 10, 11],
    }


def test_command_goto_several_nodes(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("router", lambda s: Command(goto=["c", "b"]))
    builder.add_node("b", appender("b"))
    builder.add_node("c", appender("c"))
    builder.add_edge(START, "router")
    assert run(builder.compile(), "invoke", {"log": []}) == {"log": ["b", "c"]}


def test_command_parent_from_a_subgraph(run: Driver) -> None:
    sub = StateGraph(S)
    sub.add_node(
        "sub_node",
        lambda s: Command(
            graph=Command.PARENT, goto="p2", update={"log": ["from-sub"]}
        ),
    )
    sub.add_edge(START, "sub_node")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile())
    parent.add_node("p2", appender("p2"))
    parent.add_node("p3", appender("p3"))
    parent.add_edge(START, "child")
    parent.add_edge("child", "p3")
    graph = parent.compile()
    first, *rest = run(
        graph, "stream", {"log": []}, stream_mode="updates", subgraphs=True
    )
    assert first == ((), {"child": {"log": ["from-sub"]}})
    # p2 (Command goto) and p3 (static edge) run in the same step: completion order
    assert sorted(rest, key=repr) == [
        ((), {"p2": {"log": ["p2"]}}),
        ((), {"p3": {"log": ["p3"]}}),
    ]
    assert run(graph, "invoke", {"log": []}) == {"log": ["from-sub", "p2", "p3"]}


def test_command_parent_routes_through_an_async_path_function(run: Driver) -> None:
    sub = StateGraph(S)
    sub.add_node("sub_node", lambda s: Command(graph=Command.PARENT, update={"log": ["from-sub"]}))
    sub.add_edge(START, "sub_node")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile())
    parent.add_node("z", appender("z"))

    async def route(state: Any) -> str:
        return "z"

    parent.add_edge(START, "child")
    parent.add_conditional_edges("child", route, ["z"])
    graph = parent.compile()
    if run.is_async:
        assert run(graph, "invoke", {"log": []}) == {"log": ["from-sub", "z"]}
    else:
        # as for a node's own output: a sync run cannot await the path function
        with pytest.raises(TypeError, match="No synchronous function provided to \"route\""):
            run(graph, "invoke", {"log": []})


def test_command_parent_beside_an_interrupting_sibling(run: Driver) -> None:
    from lingxigraph.types import interrupt

    sub = StateGraph(S)
    sub.add_node("x", lambda s: {"log": [interrupt("q")]})
    sub.add_node("y", lambda s: Command(graph=Command.PARENT, goto="p2"))
    sub.add_edge(START, "x")
    sub.add_edge(START, "y")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile())
    parent.add_node("p2", appender("p2"))
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    chunks = run(graph, "stream", {"log": []}, cfg, stream_mode="tasks", subgraphs=True)
    results = [(bool(ns), c["name"], [i["value"] for i in c["interrupts"]]) for ns, c in chunks if "result" in c]
    # x's interrupt is still reported; y's command is no failed task; the parent goes on to p2
    assert results == [(True, "x", ["q"]), (False, "child", []), (False, "p2", [])]
    state = run(graph, "get_state", cfg, subgraphs=True)
    assert (state.values, state.next, state.tasks) == ({"log": ["p2"]}, (), ())


def test_command_parent_is_not_saved_as_a_task_error(run: Driver) -> None:
    def fail(state: Any) -> Any:
        raise ValueError("boom")

    sub = StateGraph(S)
    sub.add_node("c", lambda s: Command(graph=Command.PARENT, goto="p3"))
    sub.add_edge(START, "c")
    parent = StateGraph(S)
    parent.add_node("n0", fail)
    parent.add_node("child", sub.compile())
    parent.add_node("p3", appender("p3"))
    parent.add_edge(START, "n0")
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="boom"):
        run(graph, "invoke", {"log": []}, cfg)
    tasks = {t.name: t for t in run(graph, "get_state", cfg, subgraphs=True).tasks}
    assert tasks["n0"].error == "ValueError('boom')"
    assert [(t.name, t.error) for t in tasks["child"].state.tasks] == [("c", None)]


# ---------------------------------------------------------------------------
# defer=True (§16)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("defer", "log", "nexts"),
    [
        (
            False,
            ["a", "b1", "b2", "final", "final"],
            [("__start__",), ("a", "b1"), ("b2", "final"), ("final",), ()],
        ),
        (
            True,
            ["a", "b1", "b2", "final"],
            [("__start__",), ("a", "b1"), ("b2",), ("final",), ()],
        ),
    ],
)
def test_deferred_node_waits_until_nothing_else_is_pending(
    run: Driver, defer: bool, log: list[str], nexts: list[tuple[str, ...]]
) -> None:
    builder = StateGraph(Log)
    builder.add_node("a", appender("a"))
    builder.add_node("b1", appender("b1"))
    builder.add_node("b2", appender("b2"))
    builder.add_node("final", appender("final"), defer=defer)
    builder.add_edge(START, "a")
    builder.add_edge(START, "b1")
    builder.add_edge("b1", "b2")
    builder.add_edge("a", "final")
    builder.add_edge("b2", "final")
    graph = builder.compile(checkpointer=InMemorySaver())
    assert run(graph, "invoke", {"log": []}, thread()) == {"log": log}
    assert [
        h.next for h in reversed(run(graph, "get_state_history", thread()))
    ] == nexts


def test_node_returning_commands_and_dicts_mixed(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("r", lambda s: [Command(update={"log": ["c"]}), {"log": ["d"]}])
    builder.add_edge(START, "r")
    assert run(builder.compile(), "invoke", {"log": []}) == {"log": ["c", "d"]}


def test_command_update_as_list_of_pairs(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("r", lambda s: Command(update=[("log", ["t1"]), ("log", ["t2"])]))
    builder.add_edge(START, "r")
    assert run(builder.compile(), "invoke", {"log": []}) == {"log": ["t1", "t2"]}


# ---------------------------------------------------------------------------
# The recursion limit inside subgraphs
# ---------------------------------------------------------------------------


def _child_loop() -> Any:
    sub = StateGraph(S)
    sub.add_node("c", lambda s: {"x": s["x"] + 1})
    sub.add_edge(START, "c")
    sub.add_conditional_edges("c", lambda s: END if s["x"] >= 50 else "c")
    parent = StateGraph(S)
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "child")
    return parent.compile()


def test_subgraph_obeys_the_callers_recursion_limit(run: Driver) -> None:
    with raises_exactly(GraphRecursionError, _recursion_message(5)):
        run(_child_loop(), "invoke", {"x": 0}, {"recursion_limit": 5})


def test_remaining_steps_inside_a_subgraph(run: Driver) -> None:
    sub = StateGraph(Managed)
    sub.add_node("c", lambda s: {"x": s["remaining"]})
    sub.add_edge(START, "c")
    parent = StateGraph(Managed)
    parent.add_node("p", lambda s: {})
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "p")
    parent.add_edge("p", "child")
    assert run(parent.compile(), "invoke", {"x": 0}, {"recursion_limit": 10}) == {
        "x": 9
    }


def test_new_input_drops_a_paused_deferred_node(run: Driver) -> None:
    from lingxigraph.types import interrupt

    builder = StateGraph(S)
    builder.add_node("n0", lambda s: {"log": ["n0:" + interrupt("q0")]}, defer=True)
    builder.add_node("n1", lambda s: {"log": ["n1:" + interrupt("q1")]}, defer=True)
    builder.add_edge(START, "n0")
    builder.add_edge("n0", "n1")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    run(graph, "invoke", {"log": ["a"]}, cfg)
    assert [i.value for i in run(graph, "invoke", Command(resume="r"), cfg)["__interrupt__"]] == ["q1"]
    # new input: the paused n1 is dropped (its trigger consumed), only n0 runs again
    out = run(graph, "invoke", {"log": ["b"]}, cfg)
    assert [i.value for i in out["__interrupt__"]] == ["q0"]
    assert run(graph, "get_state", cfg).next == ("n0",)


def test_subgraph_pausing_beside_conflicting_writes_reports_the_interrupt(run: Driver) -> None:
    from lingxigraph.types import interrupt

    class X(TypedDict, total=False):
        log: Annotated[list, operator.add]
        x: str

    sub = StateGraph(X)
    sub.add_node("i", lambda s: {"log": [interrupt("q")]})
    sub.add_node("w1", lambda s: {"x": "w1"})
    sub.add_node("w2", lambda s: {"x": "w2"})
    for name in ("i", "w1", "w2"):
        sub.add_edge(START, name)
    parent = StateGraph(X)
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    # like LangGraph: the paused subgraph step is not applied, so the parent sees the interrupt
    out = run(graph, "invoke", {"log": ["in"]}, cfg)
    assert [i.value for i in out["__interrupt__"]] == ["q"]
    assert out["log"] == ["in"]
    # at the root the same step raises
    sub_graph = sub.compile(checkpointer=InMemorySaver())
    with pytest.raises(InvalidUpdateError):
        run(sub_graph, "invoke", {"log": ["in"]}, cfg)


def test_deferred_node_runs_beside_pending_sends(run: Driver) -> None:
    builder = StateGraph(S)
    builder.add_node("a", appender("a"))
    builder.add_node("fin", lambda s: {"log": ["fin" if isinstance(s, dict) and "log" in s else f"fin[{s}]"]}, defer=True)
    builder.add_edge(START, "a")
    builder.add_conditional_edges("a", lambda s: [Send("fin", "x"), "fin", Send("fin", "y")], ["fin"])
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    # like LangGraph: Send tasks do not hold a deferred node back, all three run in one step
    assert run(graph, "invoke", {"log": []}, cfg) == {"log": ["a", "fin", "fin[x]", "fin[y]"]}
    after_a = next(h for h in run(graph, "get_state_history", cfg) if h.metadata["step"] == 1)
    assert after_a.next == ("fin", "fin", "fin")


# ---------------------------------------------------------------------------
# Where sync nodes run under the async API
# ---------------------------------------------------------------------------


def _loop_running() -> bool:
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


@pytest.mark.parametrize("checkpointer", [False, True])
def test_a_sync_node_never_runs_on_the_event_loop_thread(run: Driver, checkpointer: bool) -> None:
    """LangGraph runs a sync node of an async run in an executor, even when it is
    alone in its step: it may block, or start an event loop of its own."""
    seen: list[tuple[str, bool, bool]] = []

    def node(name: str) -> Any:
        def fn(state: S) -> dict[str, Any]:
            seen.append((name, threading.current_thread() is threading.main_thread(), _loop_running()))
            import asyncio

            async def inner() -> int:
                return 1

            # only possible where no loop runs on this thread
            return {"x": state["x"] + asyncio.run(inner()), "log": [name]}

        return fn

    def route(state: S) -> str:
        seen.append(("route", threading.current_thread() is threading.main_thread(), _loop_running()))
        return "b"

    builder = StateGraph(S)
    builder.add_node("a", node("a"))
    builder.add_node("b", node("b"))
    builder.add_edge(START, "a")
    builder.add_conditional_edges("a", route, ["b"])
    builder.add_edge("b", END)
    graph = builder.compile(checkpointer=InMemorySaver() if checkpointer else None)
    out = run(graph, "invoke", {"x": 0, "log": []}, thread())
    assert out == {"x": 2, "log": ["a", "b"]}
    if run.name == "sync":
        # the sync API runs a lone task inline, on the caller's thread
        assert seen == [("a", True, False), ("route", True, False), ("b", True, False)]
    else:
        assert seen == [("a", False, False), ("route", False, False), ("b", False, False)]


@pytest.mark.parametrize("backend", ["asyncio", "trio"])
def test_cancelling_an_async_run_does_not_wait_for_a_sync_node(backend: str) -> None:
    """LangGraph abandons the executor thread of a sync node when its run is
    cancelled: the cancel takes effect while the node still runs, the node runs
    on, and what it returns is not applied."""
    import anyio

    release, finished = threading.Event(), threading.Event()
    ran_after: list[str] = []

    def slow(state: S) -> dict[str, Any]:
        release.wait(WAIT * 5)
        finished.set()
        return {"log": ["slow"]}

    def after(state: S) -> dict[str, Any]:
        ran_after.append("after")
        return {"log": ["after"]}

    builder = StateGraph(S)
    builder.add_node("slow", slow)
    builder.add_node("after", after)
    builder.add_edge(START, "slow")
    builder.add_edge("slow", "after")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = thread("cancel")

    async def main() -> bool:
        with anyio.move_on_after(0.05):
            await graph.ainvoke({"x": 0, "log": []}, cfg)
        return finished.is_set()

    node_done_at_cancel = anyio.run(main, backend=backend)
    release.set()
    assert finished.wait(WAIT * 5)
    assert node_done_at_cancel is False
    assert ran_after == []
    snapshot = graph.get_state(cfg)
    assert (snapshot.values, snapshot.next) == ({"x": 0, "log": []}, ("slow",))
