"""LangGraph 1.2.11 rules found by replaying users' bug reports (round 4, branch userbugs7)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph._internal._cache_key import default_cache_key
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import InvalidUpdateError
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.runtime import Runtime
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.types import Command, interrupt


class _S(TypedDict):
    foo: str


@dataclass
class _Ctx:
    username: str


def _context_subgraph() -> Any:
    def sub_node(state: _S, runtime: Runtime[_Ctx]) -> dict:
        store = runtime.store.__class__.__name__ if runtime.store is not None else None
        return {"foo": f"{runtime.context!r} {store}"}

    sb = StateGraph(_S, context_schema=_Ctx)
    sb.add_node("sub_node", sub_node)
    sb.add_edge(START, "sub_node")
    return sb


def _parent(node: Any, **compile_kwargs: Any) -> Any:
    b = StateGraph(_S, context_schema=_Ctx)
    b.add_node("child", node)
    b.add_edge(START, "child")
    return b.compile(**compile_kwargs)


# ---- #5700 / #8406: a graph called in a node with its own context ---------------------


def test_graph_called_in_a_node_uses_the_context_it_is_given() -> None:
    sub = _context_subgraph().compile()
    g = _parent(lambda s: sub.invoke(s, context=_Ctx("other")))
    assert g.invoke({"foo": ""}, context=_Ctx("alice")) == {"foo": "_Ctx(username='other') None"}
    g = _parent(lambda s: sub.invoke(s, context={"username": "fromdict"}))
    assert g.invoke({"foo": ""}, context=_Ctx("alice")) == {"foo": "_Ctx(username='fromdict') None"}


def test_graph_called_in_a_node_without_context_inherits_the_callers() -> None:
    sub = _context_subgraph().compile()
    for call in (lambda s: sub.invoke(s), lambda s: sub.invoke(s, context=None)):
        assert _parent(call).invoke({"foo": ""}, context=_Ctx("alice")) == {"foo": "_Ctx(username='alice') None"}
    # an empty dict still goes through the schema (LangGraph builds the dataclass from it)
    with pytest.raises(TypeError, match="username"):
        _parent(lambda s: sub.invoke(s, context={})).invoke({"foo": ""}, context=_Ctx("alice"))


def test_graph_compiled_with_its_own_store_uses_the_callers_when_nested() -> None:
    # LangGraph 1.2.11 reads a nested run's store from its caller's runtime: the
    # graph's own store is not used, even when the caller has none
    sub = _context_subgraph().compile(store=InMemoryStore())
    assert _parent(sub).invoke({"foo": ""}, context=_Ctx("a")) == {"foo": "_Ctx(username='a') None"}
    assert _parent(sub, store=InMemoryStore()).invoke({"foo": ""}, context=_Ctx("a")) == {"foo": "_Ctx(username='a') InMemoryStore"}


# ---- #2737: a node function returning a runnable runs it -------------------------------


def test_node_function_returning_a_compiled_graph_runs_it() -> None:
    class Count(TypedDict):
        n: int

    sb = StateGraph(Count)
    sb.add_node("inc", lambda s: {"n": s["n"] + 1})
    sb.add_edge(START, "inc")
    sub = sb.compile()

    def returns_graph(state: Count) -> Any:
        return sub

    async def areturns_graph(state: Count) -> Any:
        return sub

    for fn in (returns_graph, areturns_graph):
        b = StateGraph(Count)
        b.add_node("node", fn)
        b.add_edge(START, "node")
        g = b.compile()
        assert asyncio.run(g.ainvoke({"n": 5})) == {"n": 6}
        if fn is returns_graph:
            assert list(g.stream({"n": 5}, stream_mode="updates")) == [{"node": {"n": 6}}]


# ---- #8009: the default cache key follows LangGraph's freezing --------------------------


def test_default_cache_key_keeps_hashable_positional_args_as_they_are() -> None:
    # positional arguments form a tuple, which is hashable: pickled as given
    assert default_cache_key([1, 2]) != default_cache_key((1, 2))
    # keyword arguments are frozen: list and tuple values alike, key order ignored
    assert default_cache_key(x=[1, 2]) == default_cache_key(x=(1, 2))
    assert default_cache_key(x={"a": 1, "b": 2}) == default_cache_key(x={"b": 2, "a": 1})


def test_default_cache_key_freezes_unhashable_objects_by_their_bytes() -> None:
    class Arr:
        __hash__ = None  # type: ignore[assignment]

        def __init__(self, raw: bytes) -> None:
            self.raw = raw

        def tobytes(self) -> bytes:
            return self.raw

    assert default_cache_key(a=Arr(b"\x01")) == default_cache_key(a=Arr(b"\x01"))
    assert default_cache_key(a=Arr(b"\x01")) != default_cache_key(a=Arr(b"\x02"))


# ---- PR 6108: interrupted @task calls stay pending ------------------------------------


def test_parallel_task_calls_that_interrupt_are_both_pending() -> None:
    @task
    def ask(name: str) -> str:
        return f"{name}={interrupt(name)}"

    @entrypoint(checkpointer=InMemorySaver())
    def wf(inp: Any) -> list:
        futures = [ask("a"), ask("b")]
        return [f.result() for f in futures]

    cfg = {"configurable": {"thread_id": "1"}}
    first = wf.invoke(1, cfg)["__interrupt__"]
    assert [i.value for i in first] == ["a"]
    # b interrupted too (its call ran beside a): a plain resume meets two interrupts
    with pytest.raises(RuntimeError, match="multiple pending interrupts"):
        wf.invoke(Command(resume="x"), cfg)
    second = wf.invoke(Command(resume={first[0].id: "yes"}), cfg)["__interrupt__"]
    assert [i.value for i in second] == ["b"]
    assert second[0].id != first[0].id
    assert wf.invoke(Command(resume="sure"), cfg) == ["a=yes", "b=sure"]


# ---- langchain-google#1333: an async update of a checkpoint no node has seen -----------


def test_async_update_without_as_node_of_the_input_checkpoint_is_ambiguous() -> None:
    b = StateGraph(_S)
    b.add_node("pass", lambda s: {"foo": s["foo"] + "p"})
    b.add_edge(START, "pass")
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    g.invoke({"foo": ""}, cfg)
    first = list(g.get_state_history(cfg))[-1]
    with pytest.raises(InvalidUpdateError, match="Ambiguous update, specify as_node"):
        asyncio.run(g.aupdate_state(first.config, {"foo": "x"}))
    # the sync update takes it as the input (LangGraph's sync rule)
    assert g.get_state(g.update_state(first.config, {"foo": "x"})).next == ("pass",)
    forked = asyncio.run(g.aupdate_state(first.config, {"foo": "y"}, as_node=START))
    assert g.get_state(forked).next == ("pass",)


# ---- PR 3238: tags of a graph run as a node --------------------------------------------


def test_a_graph_run_as_a_node_sees_its_callers_tags_twice() -> None:
    pytest.importorskip("langchain_core")
    from lingxigraph.config import get_config

    seen: list = []

    def inner(state: _S) -> dict:
        seen.append(get_config().get("tags"))
        return {}

    sb = StateGraph(_S)
    sb.add_node("inner", inner)
    sb.add_edge(START, "inner")
    sub = sb.compile()
    mb = StateGraph(_S)
    mb.add_node("mid", sub)
    mb.add_edge(START, "mid")
    for node, doubled in ((sub, ["web", "web"]), (mb.compile(), ["web"] * 4), (lambda s: sub.invoke(s), ["web"])):
        seen.clear()
        b = StateGraph(_S)
        b.add_node("child", node)
        b.add_edge(START, "child")
        b.compile().invoke({"foo": ""}, {"tags": ["web"]})
        assert [t for t in seen[0] if not t.startswith(("graph:", "seq:"))] == doubled


# ---- #6012: a Command update that is neither a mapping nor an annotated object ---------


def test_command_update_of_a_plain_value_is_a_root_write_dropped_by_a_keyed_state() -> None:
    assert Command(update="oops")._update_as_tuples() == [("__root__", "oops")]
    b = StateGraph(_S)
    b.add_node("a", lambda s: Command(update="oops", goto="b"))
    b.add_node("b", lambda s: {"foo": s["foo"] + "b"})
    b.add_edge(START, "a")
    assert b.compile().invoke({"foo": ""}) == {"foo": "b"}


# ---- batch questions: abatch raises the failing input's own exception ------------------


def test_abatch_without_return_exceptions_raises_the_error_itself() -> None:
    class N(TypedDict):
        v: int

    done: list = []

    def node(s: N) -> dict:
        if s["v"] < 0:
            raise ValueError(f"negative {s['v']}")
        done.append(s["v"])
        return {"v": s["v"] * 10}

    b = StateGraph(N)
    b.add_node("node", node)
    b.add_edge(START, "node")
    g = b.compile()
    with pytest.raises(ValueError, match="negative -1"):
        asyncio.run(g.abatch([{"v": 1}, {"v": -1}, {"v": 2}]))
    assert sorted(done) == [1, 2]  # the other inputs were not cancelled
    assert asyncio.run(g.abatch([{"v": 1}, {"v": -1}], return_exceptions=True))[0] == {"v": 10}


# ---- #1020: an unknown subgraph namespace names it as LangGraph does ---------------------


def test_unknown_subgraph_namespace_error_text() -> None:
    b = StateGraph(_S)
    b.add_node("pass", lambda s: {})
    b.add_edge(START, "pass")
    g = b.compile(checkpointer=InMemorySaver())
    with pytest.raises(ValueError, match=r"^Subgraph nope not found$"):
        g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": "nope"}})
    with pytest.raises(ValueError, match=r"^Subgraph pass\|nope not found$"):
        list(g.get_state_history({"configurable": {"thread_id": "1", "checkpoint_ns": "pass:abc|nope:def|1"}}))


def test_cache_policy_default_key_func_is_the_public_default_cache_key() -> None:
    # LangGraph: CachePolicy().key_func is langgraph.types.default_cache_key
    from lingxigraph.types import CachePolicy
    from lingxigraph.types import default_cache_key as public_key

    assert CachePolicy().key_func is public_key
    assert public_key({"a": [1]}, x=2) == default_cache_key({"a": [1]}, x=2)
