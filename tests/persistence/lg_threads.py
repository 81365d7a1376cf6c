"""Graphs built the same way with LangGraph or lingxigraph (``lib`` names the package).

Run by the LangGraph oracle as a script to save threads paused (or failed) at
a step, and to record what LangGraph shows and answers; imported by the tests
to resume the same threads with lingxigraph. Not a test module itself.
"""

from __future__ import annotations

import importlib
import json
import operator
import sqlite3
import sys
from typing import Annotated, Any

from typing_extensions import TypedDict

SCENARIOS = (
    "parallel",
    "parallel_by_id",
    "two_interrupts",
    "send",
    "subgraph",
    "error",
    "functional",
    "functional_by_id",
    "nested_calls",
    "subgraph_in_node",
)
CALLS: list[str] = []
"""Names of the ``@task`` functions run (in this process)."""
THREAD = {"configurable": {"thread_id": "t"}}


class S(TypedDict):
    log: Annotated[list, operator.add]


class W(TypedDict):
    i: int


def build(lib: str, scenario: str) -> Any:
    """The uncompiled graph of ``scenario`` made with package ``lib``."""
    g = importlib.import_module(f"{lib}.graph")
    types = importlib.import_module(f"{lib}.types")

    def node(name: str) -> Any:
        def run(state: Any) -> dict[str, Any]:
            return {"log": [name]}

        run.__name__ = name
        return run

    def ask(name: str) -> Any:
        def run(state: Any) -> dict[str, Any]:
            return {"log": [f"{name}:{types.interrupt(f'{name}?')}"]}

        run.__name__ = name
        return run

    if scenario.startswith("functional"):
        return _Functional(lib)
    builder = g.StateGraph(S)
    if scenario in ("parallel", "parallel_by_id", "two_interrupts"):
        names = ["a", "b", "c"] + (["d"] if scenario == "two_interrupts" else [])
        for name in names:
            builder.add_node(name, ask(name) if name in ("c", "d") else node(name))
            builder.add_edge(g.START, name)
    elif scenario == "send":

        def work(arg: W) -> dict[str, Any]:
            if arg["i"] == 1:
                return {"log": [f"w1:{types.interrupt('w1?')}"]}
            return {"log": [f"w{arg['i']}"]}

        builder.add_node("fan", node("fan"))
        builder.add_node("w", work)
        builder.add_edge(g.START, "fan")
        builder.add_conditional_edges("fan", lambda s: [types.Send("w", {"i": i}) for i in range(3)], ["w"])
    elif scenario == "subgraph":
        sub = g.StateGraph(S)
        sub.add_node("s1", node("s1"))
        sub.add_node("ask", ask("ask"))
        sub.add_edge(g.START, "s1")
        sub.add_edge("s1", "ask")
        builder.add_node("side", node("side"))
        builder.add_node("sub", sub.compile())
        builder.add_edge(g.START, "side")
        builder.add_edge(g.START, "sub")
    elif scenario == "error":

        def flaky(state: Any) -> dict[str, Any]:
            # fails only under LangGraph: the thread is saved with the error
            if lib == "langgraph":
                raise ValueError("boom")
            return {"log": ["b"]}

        builder.add_node("a", node("a"))
        builder.add_node("b", flaky)
        builder.add_edge(g.START, "a")
        builder.add_edge(g.START, "b")
    elif scenario == "subgraph_in_node":
        # a subgraph invoked inside a node (its checkpoints live in the node's namespace)
        sub = g.StateGraph(S)
        sub.add_node("s1", node("s1"))
        sub.add_node("ask", ask("ask"))
        sub.add_edge(g.START, "s1")
        sub.add_edge("s1", "ask")
        inner = sub.compile()

        def wrapper(state: Any) -> dict[str, Any]:
            return {"log": inner.invoke({"log": []})["log"]}

        builder.add_node("side", node("side"))
        builder.add_node("wrapper", wrapper)
        builder.add_edge(g.START, "side")
        builder.add_edge(g.START, "wrapper")
    elif scenario == "nested_calls":
        # two Send tasks, each calls @task leaf, then @task outer, which calls
        # leaf and interrupts
        func = importlib.import_module(f"{lib}.func")

        @func.task
        def leaf(x: int) -> int:
            CALLS.append("leaf")
            return x * 2

        @func.task
        def outer(x: int) -> str:
            CALLS.append("outer")
            return f"{leaf(x).result()}:{types.interrupt('deep?')}"

        def caller(state: Any) -> dict[str, Any]:
            a = leaf(1).result()
            return {"log": [a, outer(a).result()]}

        builder.add_node("caller", caller)
        builder.add_conditional_edges(g.START, lambda s: [types.Send("caller", {"log": []})] * 2, ["caller"])
    else:
        raise ValueError(f"unknown scenario {scenario!r}")
    return builder


class _Functional:
    """A workflow (``@entrypoint``) that calls two ``@task``s, the second interrupts."""

    def __init__(self, lib: str) -> None:
        self.lib = lib

    def compile(self, checkpointer: Any) -> Any:
        func = importlib.import_module(f"{self.lib}.func")
        types = importlib.import_module(f"{self.lib}.types")

        @func.task
        def t1(x: int) -> int:
            CALLS.append("t1")
            return x + 1

        @func.task
        def t2(x: int) -> str:
            CALLS.append("t2")
            return f"t2:{x}:{types.interrupt('t2?')}"

        @func.entrypoint(checkpointer=checkpointer)
        def wf(inp: dict[str, Any]) -> dict[str, Any]:
            a = t1(1).result()
            return {"log": [str(a), t2(a).result()]}

        return wf


def resume_input(lib: str, scenario: str, snapshot: Any) -> Any:
    """What resumes ``scenario``: a plain answer, or answers by interrupt id."""
    types = importlib.import_module(f"{lib}.types")
    if scenario == "error":
        return None
    if scenario in ("parallel_by_id", "two_interrupts", "functional_by_id", "nested_calls"):
        return types.Command(resume={i.id: f"yes-{i.value}" for i in snapshot.interrupts})
    return types.Command(resume="yes")


def plain(value: Any) -> Any:
    """``value`` as JSON data (interrupts as [value, id])."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if hasattr(value, "value") and hasattr(value, "id"):
        return [plain(value.value), value.id]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def describe(snapshot: Any) -> dict[str, Any]:
    """The parts of a ``StateSnapshot`` the tests compare."""
    return {
        "values": plain(snapshot.values),
        "next": list(snapshot.next),
        "tasks": [
            {
                "id": t.id,
                "name": t.name,
                "path": plain(t.path),
                "error": t.error,
                "interrupts": plain(t.interrupts),
                "state": plain(t.state),
                "result": plain(t.result),
            }
            for t in snapshot.tasks
        ],
        "interrupts": plain(snapshot.interrupts),
    }


def main(scenario: str, db: str, mode: str) -> None:
    """``start``: run until paused, print LangGraph's state; ``state``: print it;
    ``history``: print LangGraph's state history; ``resume``: resume, print the
    result. ``db`` is a SQLite file, or ``postgres:`` and a libpq conninfo."""
    if db.startswith("postgres:"):  # a libpq conninfo after the prefix: LangGraph's PostgresSaver
        postgres_mod = importlib.import_module("langgraph.checkpoint.postgres")
        with postgres_mod.PostgresSaver.from_conn_string(db.removeprefix("postgres:")) as saver:
            saver.setup()
            _run(build("langgraph", scenario).compile(checkpointer=saver), scenario, mode)
        return
    sqlite_mod = importlib.import_module("langgraph.checkpoint.sqlite")
    conn = sqlite3.connect(db, check_same_thread=False)
    _run(build("langgraph", scenario).compile(checkpointer=sqlite_mod.SqliteSaver(conn)), scenario, mode)
    conn.close()


def _run(graph: Any, scenario: str, mode: str) -> None:
    if mode == "state":
        print(json.dumps(describe(graph.get_state(THREAD))))
    elif mode == "history":
        print(json.dumps([describe(snapshot) for snapshot in graph.get_state_history(THREAD)]))
    elif mode == "start":
        try:
            graph.invoke({"log": []}, THREAD)
        except ValueError:
            pass  # the "error" scenario
        print(json.dumps(describe(graph.get_state(THREAD))))
    else:
        try:
            out = graph.invoke(resume_input("langgraph", scenario, graph.get_state(THREAD)), THREAD)
        except ValueError as exc:
            out = {"error": repr(exc)}
        print(json.dumps(plain(out)))


if __name__ == "__main__":
    main(*sys.argv[1:])
