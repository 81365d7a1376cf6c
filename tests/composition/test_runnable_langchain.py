"""A compiled graph among LangChain runnables: ``|``, ``pipe``, ``with_retry``, ``bind``,
``as_tool``, ``astream_log``, ... (skips when langchain-core is not installed).

Expected values are LangGraph 1.2.11's for the same calls (observed with the oracle).
"""

from __future__ import annotations

import asyncio
import operator
import sys
import warnings
from collections.abc import Iterator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.func import entrypoint
from lingxigraph.graph import START, StateGraph


@pytest.fixture(scope="module")
def lc() -> Iterator[Any]:
    """``langchain_core.runnables`` (skips when absent); modules it newly imports are forgotten afterwards."""
    before = set(sys.modules)
    module = pytest.importorskip("langchain_core.runnables")
    yield module
    for name in set(sys.modules) - before:
        if name.split(".")[0] in ("langchain_core", "langsmith"):
            del sys.modules[name]


class S(TypedDict, total=False):
    x: int
    y: Annotated[list[int], operator.add]


def make_graph(name: str | None = None) -> Any:
    def n(s: S) -> S:
        return {"x": s["x"] + 1, "y": [s["x"]]}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    return builder.compile(name=name) if name else builder.compile()


def arun(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


def test_a_compiled_graph_is_a_langchain_runnable(lc: Any) -> None:
    from langchain_core.runnables.base import coerce_to_runnable

    graph = make_graph()
    assert isinstance(graph, lc.Runnable)
    assert coerce_to_runnable(graph) is graph
    built_before = make_graph()  # registration covers graphs of every subclass
    assert isinstance(built_before, lc.Runnable)


def test_pipes(lc: Any) -> None:
    graph = make_graph()
    seq = graph | lc.RunnableLambda(lambda s: s["x"] * 10)
    assert type(seq).__name__ == "RunnableSequence"
    assert seq.invoke({"x": 1}) == 20
    assert arun(seq.ainvoke({"x": 1})) == 20
    assert graph.pipe(lc.RunnableLambda(lambda s: s["y"])).invoke({"x": 2}) == [2]
    first = lc.RunnableLambda(lambda v: {"x": v}) | graph
    assert first.invoke(3) == {"x": 4, "y": [3]}
    assert list(first.stream(3)) == [{"n": {"x": 4, "y": [3]}}]

    async def astream() -> list[Any]:
        return [c async for c in first.astream(3)]

    # LangChain advances each chunk in a new asyncio task: the graph's stream must not mind
    assert arun(astream()) == [{"n": {"x": 4, "y": [3]}}]
    assert ((lambda v: {"x": v}) | graph).invoke(4) == {"x": 5, "y": [4]}
    assert ({"x": lambda v: v} | graph).invoke(5) == {"x": 6, "y": [5]}
    assert (graph | make_graph()).invoke({"x": 1}) == {"x": 3, "y": [1, 2]}


def test_a_chain_advances_the_graph_stream_only_on_demand(lc: Any) -> None:
    ran: list[str] = []

    def step(name: str) -> Any:
        def node(s: S) -> S:
            ran.append(name)
            return {"x": s["x"] + 1}

        return node

    builder = StateGraph(S)
    builder.add_node("a", step("a"))
    builder.add_node("b", step("b"))
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    chain = lc.RunnableLambda(lambda v: {"x": v}) | builder.compile()

    async def consume() -> list[Any]:
        seen = []
        async for chunk in chain.astream(1):
            for _ in range(20):  # give a stream that ran ahead every chance to show it
                await asyncio.sleep(0)
            seen.append((chunk, list(ran)))
        return seen

    # as when iterating the graph's stream directly: "b" runs only once "a"'s chunk was taken
    assert arun(consume()) == [({"a": {"x": 2}}, ["a"]), ({"b": {"x": 3}}, ["a", "b"])]


def test_parallel_with_a_graph_branch(lc: Any) -> None:
    par = lc.RunnableParallel(a=make_graph(), b=lc.RunnableLambda(lambda s: s["x"]))
    assert par.invoke({"x": 7}) == {"a": {"x": 8, "y": [7]}, "b": 7}
    assert arun(par.ainvoke({"x": 7})) == {"a": {"x": 8, "y": [7]}, "b": 7}

    async def astream() -> list[Any]:
        return [c async for c in par.astream({"x": 7})]

    assert sorted(map(repr, arun(astream()))) == ["{'a': {'n': {'x': 8, 'y': [7]}}}", "{'b': 7}"]


def test_pick_assign_bind_map_types(lc: Any) -> None:
    graph = make_graph()
    assert graph.pick("x").invoke({"x": 1}) == 2
    assert graph.pick(["x"]).invoke({"x": 1}) == {"x": 2}
    assert list(graph.pick("x").stream({"x": 1})) == []  # update chunks have no "x"
    assert graph.assign(z=lambda s: s["x"] * 2).invoke({"x": 1}) == {"x": 2, "y": [1], "z": 4}
    bound = graph.bind(stream_mode="updates")
    assert type(bound).__name__ == "RunnableBinding"
    assert bound.invoke({"x": 1}) == [{"n": {"x": 2, "y": [1]}}]
    assert graph.map().invoke([{"x": 1}, {"x": 2}]) == [{"x": 2, "y": [1]}, {"x": 3, "y": [2]}]
    typed = graph.with_types(input_type=dict, output_type=int)
    assert (typed.InputType, typed.OutputType) == (dict, int)
    assert typed.invoke({"x": 1}) == {"x": 2, "y": [1]}


def test_with_retry_and_fallbacks(lc: Any) -> None:
    calls: list[int] = []

    def flaky(s: S) -> S:
        calls.append(1)
        if len(calls) < 3:
            raise ValueError("boom")
        return {"x": 100}

    builder = StateGraph(S)
    builder.add_node("f", flaky)
    builder.add_edge(START, "f")
    retried = builder.compile().with_retry(stop_after_attempt=3, wait_exponential_jitter=False)
    assert type(retried).__name__ == "RunnableRetry"
    assert retried.invoke({"x": 1}) == {"x": 100, "y": []}
    assert len(calls) == 3

    def bad(s: S) -> S:
        raise KeyError("k")

    builder = StateGraph(S)
    builder.add_node("b", bad)
    builder.add_edge(START, "b")
    fallback = builder.compile().with_fallbacks([make_graph()])
    assert type(fallback).__name__ == "RunnableWithFallbacks"
    assert fallback.invoke({"x": 1}) == {"x": 2, "y": [1]}


def test_listeners_see_the_graph_run(lc: Any) -> None:
    events: list[tuple[str, str, Any]] = []
    graph = make_graph().with_listeners(
        on_start=lambda run: events.append(("start", run.name, run.inputs)),
        on_end=lambda run: events.append(("end", run.name, run.outputs)),
    )
    assert graph.invoke({"x": 1}) == {"x": 2, "y": [1]}
    assert events == [("start", "LangGraph", {"x": 1}), ("end", "LangGraph", {"x": 2, "y": [1]})]

    seen: list[str] = []

    async def on_end(run: Any, config: Any) -> None:
        seen.append(run.name)

    assert arun(make_graph("mine").with_alisteners(on_end=on_end).ainvoke({"x": 1})) == {"x": 2, "y": [1]}
    assert seen == ["mine"]


def test_as_tool_and_prompts(lc: Any) -> None:
    from langchain_core._api import LangChainBetaWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangChainBetaWarning)
        tool = make_graph().as_tool(name="mytool", description="desc")
    assert (tool.name, tool.description) == ("mytool", "desc")
    assert tool.args == {"x": {"title": "X", "type": "integer"}, "y": {"items": {"type": "integer"}, "title": "Y", "type": "array"}}
    assert tool.invoke({"x": 3, "y": []}) == {"x": 4, "y": [3]}
    assert make_graph().get_prompts() == []

    from langchain_core.prompts import ChatPromptTemplate

    class Q(TypedDict):
        q: str

    prompt = ChatPromptTemplate.from_messages([("user", "{q}")])
    builder = StateGraph(Q)
    builder.add_node("p", prompt)
    builder.add_edge(START, "p")
    assert builder.compile().get_prompts() == [prompt]

    @entrypoint()
    def double(x: int) -> int:
        return x * 2

    assert double.get_prompts() == []  # no drawable graph, no prompts


def test_astream_log_reports_the_graph_run(lc: Any) -> None:
    graph = make_graph()

    async def final_state() -> Any:
        state = None
        async for state in graph.astream_log({"x": 1}, diff=False):
            pass
        return state

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # LangChain deprecates astream_log
        state = arun(final_state())
    assert state.state["final_output"] == {"n": {"x": 2, "y": [1]}}
    assert state.state["streamed_output"] == [{"n": {"x": 2, "y": [1]}}]


def test_entrypoint_in_a_chain(lc: Any) -> None:
    @entrypoint()
    def double(x: int) -> int:
        return x * 2

    chain = lc.RunnableLambda(lambda v: v + 1) | double | (lambda v: v - 1)
    assert chain.invoke(1) == 3
    assert chain.get_input_jsonschema() == {"title": "RunnableLambdaInput"}
    assert double.get_output_jsonschema() == {"title": "LangGraphOutput", "type": "integer"}
