"""Generator functions as nodes, as LangGraph 1.2.11 runs them (a ``RunnableLambda``).

lingxigraph handed the generator object to the state writer ("Expected dict, got
<generator object ...>"); LangGraph joins the yielded chunks with ``+`` (keeping
the last when they do not add up). Found by ``u766_odd_runnable_nodes``.
"""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any, TypedDict

import pytest

from lingxigraph._internal._call import _joined_generator
from lingxigraph.graph import START, StateGraph


class S(TypedDict):
    out: Annotated[list, operator.add]


def dicts(s: S) -> Any:
    yield {"out": [1]}
    yield {"out": [2]}


async def adicts(s: S) -> Any:
    yield {"out": [3]}
    yield {"out": [4]}


def _app(fn: Any) -> Any:
    g = StateGraph(S)
    g.add_node("n", fn)
    g.add_edge(START, "n")
    return g.compile()


def test_sync_generator_node_keeps_the_last_dict_chunk() -> None:
    assert _app(dicts).invoke({"out": []}) == {"out": [2]}
    assert asyncio.run(_app(dicts).ainvoke({"out": []})) == {"out": [2]}
    assert list(_app(dicts).stream({"out": []}, stream_mode="updates")) == [{"n": {"out": [2]}}]


def test_async_generator_node_runs_async_and_refuses_sync() -> None:
    assert asyncio.run(_app(adicts).ainvoke({"out": []})) == {"out": [4]}
    with pytest.raises(TypeError, match="Cannot invoke a coroutine function synchronously"):
        _app(adicts).invoke({"out": []})


def test_addable_chunks_are_joined() -> None:
    class R(TypedDict):
        text: str

    def words(s: R) -> Any:
        yield {"text": "x"}

    def pieces(s: R) -> Any:
        yield "a"
        yield "b"

    g = StateGraph(R)
    g.add_node("n", words)
    g.add_edge(START, "n")
    assert g.compile().invoke({"text": ""}) == {"text": "x"}
    assert _joined_generator(pieces).invoke({}) == "ab"  # the LangChain-free fallback


def test_fallback_without_langchain_joins_like_runnable_lambda() -> None:
    def mixed(v: Any) -> Any:
        yield [1]
        yield [2]
        yield {"k": 1}

    async def amixed(v: Any) -> Any:
        yield [1]
        yield [2]

    assert _joined_generator(mixed).invoke(None) == {"k": 1}
    assert asyncio.run(_joined_generator(amixed).ainvoke(None)) == [1, 2]
    with pytest.raises(TypeError, match="Cannot invoke a coroutine function synchronously"):
        _joined_generator(amixed).invoke(None)


def test_generator_node_cache_entries_are_filed_like_langgraph() -> None:
    """LangGraph caches a generator node (a RunnableLambda) under the dynamic
    namespace ``("__pregel_ns_writes", "__dynamic__", node)``; lingxigraph used the
    function's qualified name."""
    pytest.importorskip("langchain_core")
    from lingxigraph.cache.memory import InMemoryCache
    from lingxigraph.types import CachePolicy

    runs = []

    def counted(s: S) -> Any:
        runs.append(1)
        yield {"out": [1]}

    cache = InMemoryCache()
    g = StateGraph(S)
    g.add_node("n", counted, cache_policy=CachePolicy())
    g.add_edge(START, "n")
    app = g.compile(cache=cache)
    assert app.invoke({"out": []}) == app.invoke({"out": []}) == {"out": [1]}
    assert len(runs) == 1
    seen: list = []
    real_clear = cache.clear
    cache.clear = lambda namespaces=None: (seen.append(namespaces), real_clear(namespaces))[1]  # type: ignore[method-assign]
    app.clear_cache(nodes=["n"])
    assert seen == [[("__pregel_ns_writes", "__dynamic__", "n")]]


def test_a_generator_node_does_not_import_langchain() -> None:
    # a graph runs without langchain-core unless the program loaded it (then the node is
    # LangChain's RunnableLambda, as in LangGraph); the yielded chunks are joined either way
    import subprocess
    import sys

    program = (
        "import sys\n"
        "from typing import TypedDict\n"
        "from lingxigraph.graph import START, StateGraph\n"
        "class S(TypedDict):\n"
        "    k: str\n"
        "def gen(state):\n"
        "    yield {'k': 'a'}\n"
        "    yield {'k': 'b'}\n"
        "g = StateGraph(S).add_node('gen', gen).add_edge(START, 'gen').compile()\n"
        "print(g.invoke({'k': ''})['k'], 'langchain_core' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["b", "False"]
