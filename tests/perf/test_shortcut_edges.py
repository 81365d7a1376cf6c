"""Edges of the run shortcuts: a folded START step, an input not written to the START
channel, and ``invoke``'s one values chunk give what the general path gives.

Each test runs a program with the shortcuts on, then with them all turned off
(``Machine._foldable_start`` and ``Machine._values_stay`` answering "no"), and
compares everything observable; the expected values are LangGraph 1.2.11's for the
same program. Cases the shortcuts' own tests leave out: time travel and new input on
a paused thread under durability "exit", a subgraph keeping its own history, a
stream closed after its first chunk, concurrent async subgraph runs, graph shapes
around START, an untracked channel in the output.
"""

from __future__ import annotations

import asyncio
import operator
import re
import threading
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.channels import UntrackedValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_stream_writer
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _machine
from lingxigraph.types import Command, Send, interrupt


class State(TypedDict):
    a: int
    log: Annotated[list, operator.add]


class Outer(TypedDict):
    a: Annotated[int, operator.add]
    log: Annotated[list, operator.add]


_IDS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}[0-9a-f-]*")
_TIMES = re.compile(r"\d{4}-\d\d-\d\dT[0-9:.]+\+00:00")


def _same_shape(value: Any) -> str:
    """``repr(value)`` with ids numbered by first appearance and timestamps dropped."""
    names: dict[str, str] = {}
    text = _TIMES.sub("<ts>", repr(value))
    return _IDS.sub(lambda m: names.setdefault(m.group(0), f"<id{len(names)}>"), text)


def _both(monkeypatch: pytest.MonkeyPatch, run: Callable[[], Any]) -> tuple[Any, Any]:
    """``run()`` with the shortcuts, then with them turned off."""
    fast = run()
    with monkeypatch.context() as patch:
        patch.setattr(_machine.Machine, "_foldable_start", lambda self: None)
        patch.setattr(_machine.Machine, "_values_stay", lambda self, keys: False)
        general = run()
    return fast, general


def _history(graph: Any, config: Any) -> list[Any]:
    return [(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in graph.get_state_history(config)]


def _paused_graph(saver: Any) -> Any:
    # n1 asks when a == 1, then sends to x and goes to n2
    def n1(state: State) -> dict:
        answer = interrupt("q") if state["a"] == 1 else "skip"
        return {"a": state["a"] + 1, "log": [answer]}

    builder = StateGraph(State)
    builder.add_node("n1", n1)
    builder.add_node("n2", lambda s: {"log": ["n2"]})
    builder.add_node("x", lambda s: {"log": ["x"]})
    builder.add_edge(START, "n1")
    builder.add_conditional_edges("n1", lambda s: [Send("x", s), "n2"])
    return builder.compile(checkpointer=saver)


def test_new_input_on_a_paused_thread_and_a_fork_under_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    # durability "exit" keeps the fold with a saver: the new input finds the paused
    # step's interrupt writes (discarded), and a fork starts from an old checkpoint
    def run() -> Any:
        graph = _paused_graph(InMemorySaver())
        config = {"configurable": {"thread_id": "t"}}
        out: list[Any] = [graph.invoke({"a": 1, "log": []}, config, durability="exit")]
        out.append(graph.invoke({"a": 5}, config, durability="exit"))
        out.append(_history(graph, config))
        other = {"configurable": {"thread_id": "u"}}
        graph.invoke({"a": 5, "log": []}, other, durability="sync")
        first_loop = list(graph.get_state_history(other))[-2].config
        out.append(graph.invoke({"a": 9}, first_loop, durability="exit"))
        out.append(list(graph.stream({"a": 9}, first_loop, durability="exit", stream_mode=["values", "updates"])))
        out.append(_history(graph, other)[:2])
        return out

    fast, general = _both(monkeypatch, run)
    assert _same_shape(fast) == _same_shape(general)
    assert fast[0]["__interrupt__"][0].value == "q"
    assert fast[1] == {"a": 6, "log": ["skip", "n2", "x"]}
    assert [h[:3] for h in fast[2]] == [(4, "loop", ()), (0, "loop", ("n1",))]
    assert fast[3] == {"a": 10, "log": ["skip", "n2", "x"]}
    assert fast[4] == [
        ("values", {"a": 9, "log": []}),
        ("updates", {"n1": {"a": 10, "log": ["skip"]}}),
        ("values", {"a": 10, "log": ["skip"]}),
        ("updates", {"x": {"log": ["x"]}}),
        ("updates", {"n2": {"log": ["n2"]}}),
        ("values", {"a": 10, "log": ["skip", "n2", "x"]}),
    ]
    assert [h[:2] for h in fast[5]] == [(4, "loop"), (4, "loop")]


@pytest.mark.parametrize("durability", ["exit", "sync"])
def test_a_subgraph_keeping_its_history(monkeypatch: pytest.MonkeyPatch, durability: str) -> None:
    def s1(state: State) -> dict:
        answer = interrupt("q") if state["a"] % 2 else "even"
        return {"a": state["a"] + 1, "log": [answer]}

    inner = StateGraph(State)
    inner.add_node("s1", s1)
    inner.add_edge(START, "s1")
    sub = inner.compile(checkpointer=True)

    def run() -> Any:
        builder = StateGraph(State)
        builder.add_node("sub", sub)
        builder.add_edge(START, "sub")
        graph = builder.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "t"}}
        out: list[Any] = [graph.invoke({"a": 1, "log": []}, config, durability=durability)]
        out.append(graph.invoke(Command(resume="r"), config, durability=durability))
        out.append(graph.invoke({"a": 2, "log": []}, config, durability=durability))
        out.append(graph.invoke({"a": 3, "log": []}, config, durability=durability))
        out.append([t.state.values for t in graph.get_state(config, subgraphs=True).tasks])
        return out

    fast, general = _both(monkeypatch, run)
    assert _same_shape(fast) == _same_shape(general)
    assert fast[1] == {"a": 2, "log": ["r"]}
    assert fast[2] == {"a": 3, "log": ["r", "r", "r", "even"]}
    assert fast[3]["log"] == ["r", "r", "r", "even"] and "__interrupt__" in fast[3]
    assert fast[4] == [{"a": 3, "log": ["r", "r", "even", "r", "r", "r", "even"]}]


@pytest.mark.parametrize("durability", [None, "exit", "sync"])
@pytest.mark.parametrize("keep", [1, 2])
def test_a_stream_closed_early(monkeypatch: pytest.MonkeyPatch, durability: str | None, keep: int) -> None:
    # the input's values chunk is handed over before step 1 runs: a caller that
    # stops there runs no node (and saves step 0's checkpoint)
    ran: list[str] = []

    def node(name: str) -> Callable[[State], dict]:
        def run_node(state: State) -> dict:
            ran.append(name)
            return {"a": state["a"] + 1, "log": [name]}

        return run_node

    def run() -> Any:
        ran.clear()
        builder = StateGraph(State)
        builder.add_node("n1", node("n1"))
        builder.add_node("n2", node("n2"))
        builder.add_edge(START, "n1")
        builder.add_edge("n1", "n2")
        graph = builder.compile(checkpointer=InMemorySaver() if durability else None)
        config = {"configurable": {"thread_id": "t"}}
        got = []
        kwargs: dict[str, Any] = {"durability": durability} if durability else {}
        stream = graph.stream({"a": 1, "log": []}, config, stream_mode="values", **kwargs)
        for chunk in stream:
            got.append(chunk)
            if len(got) >= keep:
                break
        stream.close()
        return got, list(ran), _history(graph, config) if durability else None

    fast, general = _both(monkeypatch, run)
    assert _same_shape(fast) == _same_shape(general)
    assert fast[1] == ([] if keep == 1 else ["n1"])
    if durability == "exit":
        assert [h[:3] for h in fast[2]] == ([(0, "loop", ("n1",))] if keep == 1 else [(1, "loop", ("n2",))])


def test_concurrent_async_subgraph_runs_interleave_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    # each subgraph run's START step no longer waits on the event loop: the runs'
    # chunks still come in LangGraph's order
    async def s1(state: State) -> dict:
        write = get_stream_writer()
        write(("s1-start", state["a"]))
        await asyncio.sleep(0)
        write(("s1-end", state["a"]))
        return {"log": [("s1", state["a"])]}

    async def s2(state: State) -> dict:
        get_stream_writer()(("s2", state["a"]))
        return {"log": [("s2", state["a"])]}

    inner = StateGraph(State)
    inner.add_node("s1", s1)
    inner.add_node("s2", s2)
    inner.add_edge(START, "s1")
    inner.add_edge("s1", "s2")
    sub = inner.compile()

    async def call(state: State) -> dict:
        return {"log": (await sub.ainvoke({"a": state["a"], "log": []}))["log"]}

    def run() -> Any:
        out = []
        for target in (sub, call):
            builder = StateGraph(Outer)
            builder.add_node("sub", target)
            builder.add_node("p", lambda s: {"log": ["p"]})
            builder.add_edge(START, "p")
            builder.add_conditional_edges("p", lambda s: [Send("sub", {"a": i, "log": []}) for i in range(3)])
            graph = builder.compile()

            async def main(graph: Any = graph) -> Any:
                chunks = [
                    (ns[0].split(":")[0] if ns else "", mode, payload)
                    async for ns, mode, payload in graph.astream(
                        {"a": 0, "log": []}, stream_mode=["custom", "values"], subgraphs=True
                    )
                ]
                return chunks, await graph.ainvoke({"a": 0, "log": []})

            out.append(asyncio.run(main()))
        return out

    fast, general = _both(monkeypatch, run)
    assert fast == general
    for chunks, _ in fast:
        assert [p for _, m, p in chunks if m == "custom"] == [
            ("s1-start", 0), ("s1-start", 1), ("s1-start", 2),
            ("s1-end", 0), ("s1-end", 1), ("s1-end", 2),
            ("s2", 0), ("s2", 1), ("s2", 2),
        ]  # fmt: skip
        assert [p["a"] for ns, m, p in chunks if m == "values" and ns == "sub"] == [0, 1, 2] * 3
    assert fast[0][1] == {"a": 3, "log": ["p", ("s1", 0), ("s2", 0), ("s1", 1), ("s2", 1), ("s1", 2), ("s2", 2)]}


@pytest.mark.parametrize("saved", [False, True])
def test_graph_shapes_around_start(monkeypatch: pytest.MonkeyPatch, saved: bool) -> None:
    def step(name: str) -> Callable[[State], dict]:
        return lambda s: {"log": [name]}

    def run() -> Any:
        out = []
        shapes: list[Callable[[StateGraph], None]] = [
            lambda b: b.add_edge(START, END),
            lambda b: (b.add_node("y", step("y"), defer=True), b.add_edge(START, "x"), b.add_edge(START, "y")),
            lambda b: (
                b.add_node("y", step("y")),
                b.add_sequence([("p", step("p")), ("q", step("q"))]),
                b.add_edge(START, "p"),
                b.add_edge(START, "x"),
                b.add_edge(["q", "x"], "y"),
            ),
        ]
        for shape in shapes:
            builder = StateGraph(State)
            builder.add_node("x", step("x"))
            shape(builder)
            graph = builder.compile(checkpointer=InMemorySaver() if saved else None)
            config = {"configurable": {"thread_id": "t"}}
            out.append(graph.invoke({"a": 1, "log": []}, config, durability="exit" if saved else None))
            out.append(list(graph.stream({"a": 1, "log": []}, config, stream_mode=["values", "updates"])))
        return out

    fast, general = _both(monkeypatch, run)
    assert _same_shape(fast) == _same_shape(general)
    assert fast[0] == {"a": 1, "log": []}
    assert fast[2]["log"] == ["x", "y"]
    assert fast[4]["log"] == ["p", "x", "q", "y"]


def test_an_untracked_channel_in_the_output(monkeypatch: pytest.MonkeyPatch) -> None:
    class Untracked(TypedDict):
        a: int
        u: Annotated[int, UntrackedValue]
        log: Annotated[list, operator.add]

    builder = StateGraph(Untracked)
    builder.add_node("n1", lambda s: {"a": 1, "u": 5})
    builder.add_node("n2", lambda s: {"log": ["n2"]})
    builder.add_edge(START, "n1")
    builder.add_edge("n1", "n2")
    graph = builder.compile()

    def run() -> Any:
        return graph.invoke({"a": 0, "u": 1}), graph.invoke({"a": 0, "u": 1}, output_keys=["u", "a"])

    fast, general = _both(monkeypatch, run)
    assert fast == general == ({"a": 1, "u": 5, "log": ["n2"]}, {"u": 5, "a": 1})


def _extend(left: list, right: list) -> list:
    left.extend(right)
    return left


def _merge(left: dict, right: dict) -> dict:
    left.update(right)
    return left


class InPlace(TypedDict):
    n: int
    log: Annotated[list, operator.iadd]
    more: Annotated[list, _extend]
    seen: Annotated[dict, _merge]


def test_in_place_reducers_and_a_graph_calling_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    # runs without a saver start from channels shared among runs: a reducer that
    # extends its left value in place, a run nested in a run of the same graph and
    # runs on several threads at once each see only their own input
    graph: Any = None

    def node(state: InPlace) -> dict:
        update: dict[str, Any] = {"more": ["m"], "seen": {state["n"]: True}}
        if state["n"] > 0:
            inner = graph.invoke({"n": state["n"] - 1, "log": [state["n"]]})
            update["log"] = inner["log"]
        else:
            update["log"] = ["base"]
        return update

    builder = StateGraph(InPlace)
    builder.add_node("node", node)
    builder.add_edge(START, "node")
    graph = builder.compile()

    def run() -> Any:
        out: list[Any] = [graph.invoke({"n": 2}), graph.invoke({"n": 0, "log": ["in"]})]
        out.append(list(graph.stream({"n": 1}, stream_mode="values")))
        wrong: list[Any] = []

        def worker(i: int) -> None:
            for j in range(40):
                n = (i + j) % 3
                result = graph.invoke({"n": n, "log": [(i, j)]})
                if result["log"][0] != (i, j) or result["more"] != ["m"] or list(result["seen"]) != [n]:
                    wrong.append(result)

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        out.append(wrong)
        return out

    fast, general = _both(monkeypatch, run)
    assert fast == general
    assert fast[0] == {"n": 2, "log": [2, 1, "base"], "more": ["m"], "seen": {2: True}}
    assert fast[1] == {"n": 0, "log": ["in", "base"], "more": ["m"], "seen": {0: True}}
    # (the input's chunk holds the lists the step then extends in place, as LangGraph's)
    assert fast[2] == [
        {"n": 1, "log": [1, "base"], "more": ["m"], "seen": {1: True}},
        {"n": 1, "log": [1, "base"], "more": ["m"], "seen": {1: True}},
    ]
    assert fast[3] == []
