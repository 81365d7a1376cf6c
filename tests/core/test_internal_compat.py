"""Private import paths user code takes from LangGraph: ``_internal._runnable.RunnableCallable``
and ``_internal._serde.collect_allowlist_from_schemas`` (LangGraph's own benchmarks use both),
and ``_internal._pydantic.is_supported_by_pydantic`` (LangGraph's own tests import it)."""

from __future__ import annotations

import dataclasses
import enum
import operator
from collections import deque
from typing import Annotated, Any

import pytest
from core_helpers import Driver
import pydantic
from pydantic import BaseModel
from typing_extensions import NotRequired, TypedDict

from lingxigraph._internal._runnable import RunnableCallable
from lingxigraph._internal._serde import collect_allowlist_from_schemas
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import END, START, MessagesState, StateGraph
from lingxigraph.runtime import Runtime
from lingxigraph.store.base import BaseStore


class S(TypedDict, total=False):
    log: Annotated[list[str], operator.add]


def _chain(*nodes: RunnableCallable) -> Any:
    builder = StateGraph(S)
    prev = START
    for node in nodes:
        builder.add_node(node)
        builder.add_edge(prev, node.get_name())
        prev = node.get_name()
    builder.add_edge(prev, END)
    return builder.compile()


def test_sync_drivers_call_func_async_drivers_call_afunc(run: Driver) -> None:
    def step(state: S) -> dict[str, Any]:
        return {"log": ["sync"]}

    async def astep(state: S) -> dict[str, Any]:
        return {"log": ["async"]}

    graph = _chain(RunnableCallable(step, astep))
    out = run(graph, "invoke", {"log": []})
    assert out == {"log": ["async" if run.is_async else "sync"]}


def test_noop_nodes_returning_none_leave_the_state(run: Driver) -> None:
    def noop(state: MessagesState) -> None:
        return None

    async def anoop(state: MessagesState) -> None:
        return None

    builder = StateGraph(MessagesState)
    prev = START
    for i in range(3):
        builder.add_node(f"node_{i}", RunnableCallable(noop, anoop))
        builder.add_edge(prev, f"node_{i}")
        prev = f"node_{i}"
    builder.add_edge(prev, END)
    chunks = run(builder.compile(), "stream", {"messages": []})
    assert chunks == [{"node_0": None}, {"node_1": None}, {"node_2": None}]


def test_injects_config_and_runtime_and_extra_kwargs(run: Driver) -> None:
    seen: dict[str, Any] = {}

    def step(state: S, config: Any, *, runtime: Runtime[Any], suffix: str) -> dict[str, Any]:
        seen["thread"] = config["configurable"]["thread_id"]
        seen["runtime"] = isinstance(runtime, Runtime)
        return {"log": ["x" + suffix]}

    graph = _chain(RunnableCallable(step, name="step", suffix="!"))
    out = run(graph, "invoke", {"log": []}, {"configurable": {"thread_id": "t9"}})
    assert out == {"log": ["x!"]}
    assert seen == {"thread": "t9", "runtime": True}


def test_returned_runnable_is_invoked_with_the_same_input(run: Driver) -> None:
    inner = RunnableCallable(lambda state: {"log": [f"inner saw {len(state['log'])}"]}, name="inner")
    graph = _chain(RunnableCallable(lambda state: inner, name="outer"))
    assert run(graph, "invoke", {"log": ["a"]}) == {"log": ["a", "inner saw 1"]}


def test_direct_invoke_and_ainvoke() -> None:
    import asyncio

    async def aadd(pair: Any) -> int:
        return pair[0] + pair[1]

    rc = RunnableCallable(lambda pair: pair[0] * pair[1], aadd, name="op")
    assert rc.invoke((3, 4)) == 12
    assert asyncio.run(rc.ainvoke((3, 4))) == 7
    exploded = RunnableCallable(lambda a, b=0: a - b, explode_args=True)
    assert exploded.invoke(((10,), {"b": 3})) == 7


def test_names_and_bad_input() -> None:
    def noop(state: Any) -> None:
        return None

    async def anoop(state: Any) -> None:
        return None

    assert RunnableCallable(noop, anoop).name == "noop"
    assert RunnableCallable(None, anoop).name == "anoop"
    assert RunnableCallable(lambda s: s).name is None
    assert RunnableCallable(noop, name="custom").get_name() == "custom"
    with pytest.raises(ValueError, match=r"^At least one of func or afunc must be provided\.$"):
        RunnableCallable(None, None)
    with pytest.raises(TypeError, match=r'^No synchronous function provided to "anoop"\.'):
        RunnableCallable(None, anoop).invoke(1)


def test_async_only_node_fails_under_the_sync_driver() -> None:
    async def anoop(state: S) -> None:
        return None

    graph = _chain(RunnableCallable(None, anoop))
    with pytest.raises(TypeError, match=r'^No synchronous function provided to "anoop"\.'):
        graph.invoke({"log": []})


# ---- collect_allowlist_from_schemas -----------------------------------------------------


class Color(enum.Enum):
    RED = "red"


@dataclasses.dataclass
class Inner:
    value: int


class Model(BaseModel):
    name: str


class Typed(TypedDict):
    payload: Inner
    optional: NotRequired[Model]


@dataclasses.dataclass
class Nested:
    items: list[Model]
    queue: deque[Inner]
    union: Inner | Color
    child: Nested | None = None


class _Channel:
    ValueType = Inner
    UpdateType = Model


def test_collect_allowlist_from_schemas() -> None:
    mod = __name__
    assert collect_allowlist_from_schemas(schemas=[Typed]) == {(mod, "Inner"), (mod, "Model")}
    assert collect_allowlist_from_schemas(schemas=[Nested, Annotated[list[Color], "meta"]]) == {
        (mod, "Nested"),
        (mod, "Model"),
        (mod, "Inner"),
        (mod, "Color"),
    }
    assert collect_allowlist_from_schemas(channels={"a": _Channel()}) == {(mod, "Inner"), (mod, "Model")}
    assert collect_allowlist_from_schemas() == set()
    assert collect_allowlist_from_schemas(schemas=[S, int, Any]) == set()


def test_is_supported_by_pydantic_names_structured_types_only() -> None:
    import dataclasses
    import sys
    import typing

    from lingxigraph._internal._pydantic import is_supported_by_pydantic

    class Model(pydantic.BaseModel):
        x: int

    @dataclasses.dataclass
    class Data:
        x: int

    class Plain:
        x: int

    class Typed(typing.TypedDict):  # noqa: TID251
        x: int

    assert is_supported_by_pydantic(Model) is True
    assert is_supported_by_pydantic(Data) is True
    assert is_supported_by_pydantic(S) is True  # typing_extensions.TypedDict
    assert is_supported_by_pydantic(Typed) is (sys.version_info >= (3, 12))
    assert is_supported_by_pydantic(Plain) is False
    assert is_supported_by_pydantic(int) is False
    from pydantic import v1

    class OldModel(v1.BaseModel):
        x: int

    assert is_supported_by_pydantic(OldModel) is False


def test_callback_manager_for_config_merges_tags_and_keeps_a_given_manager() -> None:
    pytest.importorskip("langchain_core")
    from langchain_core.callbacks import AsyncCallbackManager, CallbackManager

    from lingxigraph._internal._config import (
        get_async_callback_manager_for_config,
        get_callback_manager_for_config,
    )

    made = get_async_callback_manager_for_config({"callbacks": None}, tags=["x", "y"])
    assert isinstance(made, AsyncCallbackManager) and made.inheritable_tags == ["x", "y"]
    made = get_callback_manager_for_config({"tags": ["a"], "metadata": {"k": 1}}, tags=["b"])
    assert isinstance(made, CallbackManager)
    assert (made.inheritable_tags, made.inheritable_metadata) == (["a", "b"], {"k": 1})
    given = CallbackManager(handlers=[])
    assert get_callback_manager_for_config({"callbacks": given, "tags": ["t"]}) is given
    assert given.inheritable_tags == ["t"]


def test_func_accepts_is_keyed_by_parameter_name() -> None:
    def plain(state: Any) -> Any:
        return state

    def injected(state: Any, config: RunnableConfig, *, store: BaseStore, writer: Any) -> Any:
        return state

    assert RunnableCallable(plain).func_accepts == {}
    accepts = RunnableCallable(injected).func_accepts
    assert list(accepts) == ["config", "store", "writer"]
    assert "store" in accepts and "runtime" not in accepts
