"""Names and behaviours that code written for LangGraph relies on beyond the main API.

langgraph-supervisor and langgraph-swarm import ``RunnableCallable``,
``patch_configurable``, ``DeprecatedKwargs`` and ``RemoteGraph`` and write
``Pregel[Any]``; tests of LangGraph's prebuilt run ``graph.nodes[name].invoke``.
"""

from __future__ import annotations

import asyncio
import operator
import sys
from typing import Annotated, Any, get_type_hints

import pytest
from core_helpers import Driver
from typing_extensions import TypedDict

from lingxigraph._internal._config import patch_configurable
from lingxigraph._internal._runnable import RunnableCallable
from lingxigraph._internal._typing import DeprecatedKwargs
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.state import CompiledStateGraph
from lingxigraph.pregel import Pregel
from lingxigraph.pregel.protocol import PregelProtocol
from lingxigraph.pregel.remote import RemoteGraph
from lingxigraph.runtime import Runtime
from lingxigraph.store.memory import InMemoryStore


class S(TypedDict):
    log: Annotated[list[str], operator.add]


def test_graph_classes_take_the_state_type_alone() -> None:
    # the other type parameters default as in LangGraph: context None, input/output the state;
    # before Python 3.11 typing keeps only the given argument (LangGraph's classes too)
    expected = (None,) if sys.version_info >= (3, 11) else ()
    assert Pregel[int].__args__[:2] == (int, *expected)  # type: ignore[attr-defined]
    assert CompiledStateGraph[S].__args__[:2] == (S, *expected)  # type: ignore[attr-defined]
    assert StateGraph[S].__args__[:2] == (S, *expected)  # type: ignore[attr-defined]
    assert PregelProtocol[S].__args__[:2] == (S, *expected)  # type: ignore[attr-defined]


def test_runnable_callable_runs_its_sync_or_async_body(run: Driver) -> None:
    def body(state: S, config: RunnableConfig) -> dict[str, Any]:
        return {"log": [f"sync:{config['configurable']['who']}"]}

    async def abody(state: S, config: RunnableConfig) -> dict[str, Any]:
        return {"log": [f"async:{config['configurable']['who']}"]}

    graph = (
        StateGraph(S)
        .add_node("n", RunnableCallable(body, abody))
        .add_edge(START, "n")
        .compile()
    )
    out = run(graph, "invoke", {"log": []}, {"configurable": {"who": "ann"}})
    assert out == {"log": ["async:ann" if run.is_async else "sync:ann"]}


def test_runnable_callable_by_hand() -> None:
    store = InMemoryStore()

    def body(value: int, *, store: Any = None, scale: int) -> int:
        return value * scale + (store is not None)

    def needs_store(value: int, *, store: Any) -> int:
        return value

    def needs_runtime(value: int, *, runtime: Runtime) -> int:
        return value

    def writes(value: int, *, writer: Any) -> Any:
        return writer(value)

    # by hand, outside a graph (LangGraph 1.2.11): the store is not looked up, a
    # required one is a TypeError, a required runtime LangGraph's ValueError, and
    # the writer drops what it gets
    callable_ = RunnableCallable(body, scale=10)
    assert callable_.name == "body"
    assert callable_.invoke(2, {"configurable": {"__pregel_runtime": Runtime(store=store)}}) == 20
    assert callable_.invoke(2) == 20
    with pytest.raises(TypeError, match="store"):
        RunnableCallable(needs_store).invoke(1)
    with pytest.raises(ValueError, match=r"^Missing required config key 'N/A' for 'needs_runtime'\.$"):
        RunnableCallable(needs_runtime).invoke(1)
    assert RunnableCallable(writes).invoke(1) is None
    with pytest.raises(ValueError, match=r"^At least one of func or afunc must be provided\.$"):
        RunnableCallable(None)


def test_patch_configurable_copies() -> None:
    config = {"configurable": {"a": 1}, "tags": ["t"]}
    assert patch_configurable(config, {"b": 2}) == {"configurable": {"a": 1, "b": 2}, "tags": ["t"]}
    assert config == {"configurable": {"a": 1}, "tags": ["t"]}
    assert patch_configurable(None, {"b": 2}) == {"configurable": {"b": 2}}
    assert patch_configurable({"tags": []}, {"b": 2}) == {"tags": [], "configurable": {"b": 2}}


def test_deprecated_kwargs_is_an_empty_typed_dict() -> None:
    assert get_type_hints(DeprecatedKwargs) == {}
    assert DeprecatedKwargs() == {}


def test_remote_graph_needs_a_client_for_each_kind_of_call(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = StateGraph(S).add_node("n", lambda s: {}).add_edge(START, "n").compile()
    assert not isinstance(graph, RemoteGraph)
    remote = RemoteGraph("agent", sync_client=object())
    assert (remote.name, remote.client) == ("agent", None)
    with pytest.raises(ValueError, match=r"^Async client is not initialized"):
        asyncio.run(remote.ainvoke({}))
    with pytest.raises(NotImplementedError, match=r"^stream_events\(version='v2'\) is not supported"):
        remote.stream_events({}, version="v2")
    monkeypatch.setitem(sys.modules, "langgraph_sdk", None)  # (not installed)
    with pytest.raises(ImportError, match=r"^RemoteGraph\(url=\.\.\.\) needs the langgraph-sdk package"):
        RemoteGraph("agent", url="http://localhost")


def test_a_compiled_node_invoked_by_hand(run: Driver) -> None:
    store = InMemoryStore()
    store.put(("ns",), "k", {"v": "stored"})

    def reads(state: S, config: RunnableConfig, *, store: Any) -> dict[str, Any]:
        item = store.get(("ns",), "k")
        return {"log": [f"{config['configurable']['who']}:{item.value['v']}:{config['tags']}"]}

    async def areads(state: S) -> dict[str, Any]:
        return {"log": [f"async:{len(state['log'])}"]}

    graph = (
        StateGraph(S)
        .add_node("reads", reads)
        .add_node("areads", areads)
        .add_edge(START, "reads")
        .add_edge(START, "areads")
        .compile()
    )
    config = {"configurable": {"who": "ann", "__pregel_runtime": Runtime(store=store)}, "tags": ["mine"]}
    # no channel writes: the node's own return value comes back
    assert run(graph.nodes["reads"], "invoke", {"log": []}, config) == {"log": ["ann:stored:['mine']"]}
    if run.is_async:
        assert run(graph.nodes["areads"], "invoke", {"log": ["x"]}) == {"log": ["async:1"]}
    with pytest.raises(TypeError, match=r"^Node '__start__' has no function or runnable of its own to invoke$"):
        graph.nodes[START].invoke({})


def test_older_utils_import_paths() -> None:
    # trustcall and langgraph-bigtool import RunnableCallable from here, langmem get_store
    from lingxigraph import config
    from lingxigraph.utils import config as utils_config
    from lingxigraph.utils import runnable as utils_runnable

    assert utils_runnable.RunnableCallable is RunnableCallable
    assert utils_config.get_store is config.get_store
    assert utils_config.get_config is config.get_config
    assert utils_config.patch_configurable({"configurable": {"a": 1}}, {"b": 2}) == {"configurable": {"a": 1, "b": 2}}


def test_pydantic_v1_state_schema_nodes_get_dicts(run: Driver) -> None:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pydantic.v1 warns on Python 3.14+
        from pydantic.v1 import BaseModel as BaseModelV1

    class V1State(BaseModelV1):
        messages: list
        foo: str

    seen: list[str] = []

    def node(state: Any) -> dict[str, Any]:
        seen.append(type(state).__name__)
        return {"messages": [*state["messages"], "x"]}

    graph = StateGraph(V1State).add_node("node", node).add_edge(START, "node").compile()
    # as LangGraph: only pydantic v2 models and dataclasses are rebuilt for nodes
    assert run(graph, "invoke", {"messages": [], "foo": "bar"}) == {"messages": ["x"], "foo": "bar"}
    assert seen == ["dict"]
