"""Where node and task writes are filed in a cache: LangGraph files a node's
under ``("__pregel_ns_writes", "module.qualname", node)`` and a task's under
``("__pregel_ns_writes", "module.qualname")``, so graphs that share a cache
share entries only when they run the same function."""

from __future__ import annotations

import functools
from typing import Any

import anyio
import pytest
from typing_extensions import TypedDict

from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import CachePolicy


class S(TypedDict):
    x: int


def _graph(name: str, fn: Any, cache: Any) -> Any:
    builder = StateGraph(S)
    builder.add_node(name, fn, cache_policy=CachePolicy())
    builder.add_edge(START, name)
    return builder.compile(cache=cache)


def add_one(state: S) -> dict[str, int]:
    return {"x": state["x"] + 1}


def add_hundred(state: S) -> dict[str, int]:
    return {"x": state["x"] + 100}


def test_graphs_sharing_a_cache_do_not_share_a_node_name() -> None:
    cache = InMemoryCache()
    assert _graph("n", add_one, cache).invoke({"x": 1}) == {"x": 2}
    # same node name, another function: not answered from the first graph's entry
    assert _graph("n", add_hundred, cache).invoke({"x": 1}) == {"x": 101}
    assert sorted(cache._cache) == [
        ("__pregel_ns_writes", f"{__name__}.add_hundred", "n"),
        ("__pregel_ns_writes", f"{__name__}.add_one", "n"),
    ]


def test_graphs_sharing_a_cache_share_a_function_under_one_node_name() -> None:
    calls: list[int] = []

    def counted(state: S) -> dict[str, int]:
        calls.append(state["x"])
        return {"x": state["x"] * 2}

    cache = InMemoryCache()
    assert _graph("n", counted, cache).invoke({"x": 3}) == {"x": 6}
    assert _graph("n", counted, cache).invoke({"x": 3}) == {"x": 6}
    assert calls == [3]
    # another node name is another entry
    assert _graph("m", counted, cache).invoke({"x": 3}) == {"x": 6}
    assert calls == [3, 3]


def test_partials_are_filed_as_dynamic() -> None:
    cache = InMemoryCache()
    _graph("n", functools.partial(add_one), cache).invoke({"x": 1})
    assert list(cache._cache) == [("__pregel_ns_writes", "__dynamic__", "n")]


@pytest.mark.parametrize("mode", ["sync", "asyncio"])
def test_clear_cache_drops_the_nodes_entries(mode: str) -> None:
    calls: list[int] = []

    def counted(state: S) -> dict[str, int]:
        calls.append(state["x"])
        return {"x": state["x"]}

    graph = _graph("n", counted, InMemoryCache())

    async def clear(nodes: Any = None) -> None:
        await graph.aclear_cache(nodes)

    for nodes in (None, ["n"], ["unknown", "n"]):
        graph.invoke({"x": 1})
        if mode == "sync":
            graph.clear_cache(nodes)
        else:
            anyio.run(clear, nodes)
    graph.invoke({"x": 1})
    assert calls == [1, 1, 1, 1]


def test_clear_cache_without_a_cache_is_an_error() -> None:
    builder = StateGraph(S)
    builder.add_node("n", add_one)
    builder.add_edge(START, "n")
    graph = builder.compile()
    with pytest.raises(ValueError, match="^No cache is set for this graph. Cannot clear cache.$"):
        graph.clear_cache()

    async def aclear() -> None:
        await graph.aclear_cache()

    with pytest.raises(ValueError, match="^No cache is set for this graph. Cannot clear cache.$"):
        anyio.run(aclear)


def test_tasks_are_filed_under_their_function() -> None:
    calls: list[str] = []

    def make(tag: str) -> Any:
        def double(x: int) -> int:
            calls.append(tag)
            return x * 2

        double.__qualname__ = f"double_{tag}"
        return task(double, cache_policy=CachePolicy())

    first, second = make("a"), make("b")
    cache = InMemoryCache()

    @entrypoint(cache=cache)
    def run_first(x: int) -> int:
        return first(x).result()

    @entrypoint(cache=cache)
    def run_second(x: int) -> int:
        return second(x).result()

    assert run_first.invoke(2) == 4
    assert run_second.invoke(2) == 4
    assert run_first.invoke(2) == 4
    assert calls == ["a", "b"]
    assert sorted(cache._cache) == [
        ("__pregel_ns_writes", f"{__name__}.double_a"),
        ("__pregel_ns_writes", f"{__name__}.double_b"),
    ]
    first.clear_cache(cache)
    assert run_first.invoke(2) == 4
    assert calls == ["a", "b", "a"]
