"""With langchain-core loaded, a node's LangChain config (what ``var_child_runnable_config``
holds while it runs) is a ``LazyNodeConfig``: built only when something reads it. These
tests pin that a reader sees exactly what the eagerly built config held, whichever way it
reads it, and that a node that never reads it costs no config build."""

from __future__ import annotations

import copy
import json
import pickle
import threading
from typing import Any, TypedDict

import pytest

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _messages
from lingxigraph.pregel._messages import LazyNodeConfig
from lingxigraph.pregel._task import Task


@pytest.fixture(autouse=True, scope="module")
def _langchain_loaded() -> None:
    """langchain-core loaded for these tests (skip when absent). It stays loaded: removing
    it from ``sys.modules`` afterwards made later tests import a second copy, whose
    context variables and classes are not the ones lingxigraph already holds."""
    pytest.importorskip("langchain_core.runnables")
    pytest.importorskip("langchain_core.callbacks")


class S(TypedDict):
    out: list


# (looked up when called: the module is loaded only while these tests run)
def var_child_runnable_config_get() -> Any:
    from langchain_core.runnables.config import var_child_runnable_config

    return var_child_runnable_config.get()


def ensure_config() -> Any:
    from langchain_core.runnables.config import ensure_config

    return ensure_config()


def RunnableLambda(fn: Any) -> Any:  # noqa: N802
    from langchain_core.runnables import RunnableLambda

    return RunnableLambda(fn)


def _one_node(fn: Any, saver: Any = None) -> Any:
    builder = StateGraph(S)
    builder.add_node("node", fn)
    builder.add_edge(START, "node")
    builder.add_edge("node", END)
    return builder.compile(checkpointer=saver)


def _shape(config: dict) -> dict:
    """The comparable part of a LangChain config (the manager by its class and handlers)."""
    callbacks = config.get("callbacks")
    return {
        "keys": list(config),
        "metadata": dict(config["metadata"]),
        "configurable": sorted(config["configurable"]),
        "task_id": config["configurable"]["__pregel_task_id"],
        "callbacks": (type(callbacks).__name__, list(getattr(callbacks, "handlers", ()))),
        "recursion_limit": config.get("recursion_limit"),
    }


@pytest.mark.parametrize("with_saver", [False, True])
def test_a_reader_sees_the_eager_config(with_saver: bool) -> None:
    seen: dict[str, Any] = {}

    def node(state: S) -> dict:
        lazy = var_child_runnable_config_get()
        assert type(lazy) is LazyNodeConfig and lazy._task is not None  # nothing read it yet
        task = lazy._task
        eager = _messages.langchain_config(task)
        seen["lazy"] = _shape(lazy)
        seen["eager"] = _shape(eager)
        assert lazy._task is None  # filled by the read
        return {"out": [1]}

    config: dict[str, Any] = {"metadata": {"team": "a"}, "tags": ["t"], "configurable": {"user": "u"}}
    if with_saver:
        config["configurable"]["thread_id"] = "th"
    _one_node(node, InMemorySaver() if with_saver else None).invoke({"out": []}, config)
    assert seen["lazy"] == seen["eager"]
    assert seen["lazy"]["metadata"]["langgraph_node"] == "node"
    assert seen["lazy"]["metadata"]["team"] == "a"
    assert seen["lazy"]["callbacks"] == ("NodeRunManager", [])


def test_every_way_of_reading_fills_it_in() -> None:
    readers = {
        "len": lambda c: len(c) > 0,
        "bool": lambda c: bool(c),
        "items": lambda c: dict(c.items())["metadata"]["langgraph_node"] == "node",
        "get": lambda c: c.get("metadata")["langgraph_node"] == "node",
        "getitem": lambda c: c["configurable"]["checkpoint_ns"].startswith("node:"),
        "in": lambda c: "metadata" in c,
        "iter": lambda c: "configurable" in list(c),
        "keys": lambda c: "metadata" in c.keys(),
        "values": lambda c: len(list(c.values())) == len(list(c.keys())),
        "dict": lambda c: type(dict(c)) is dict and dict(c)["metadata"]["langgraph_node"] == "node",
        "unpack": lambda c: {**c}["metadata"]["langgraph_step"] == 1,
        "copy": lambda c: type(c.copy()) is dict and c.copy()["metadata"]["langgraph_node"] == "node",
        "copy.copy": lambda c: type(copy.copy(c)) is dict and copy.copy(c)["metadata"]["langgraph_node"] == "node",
        "deepcopy": lambda c: type(copy.deepcopy({k: v for k, v in c.items() if k != "callbacks"})) is dict,
        "eq": lambda c: c == dict(c) and not (c != dict(c)),
        "repr": lambda c: "langgraph_node" in repr(c),
        "or": lambda c: (c | {"x": 1})["metadata"]["langgraph_node"] == "node",
        "ensure_config": lambda c: ensure_config()["metadata"]["langgraph_node"] == "node",
        "json": lambda c: json.loads(json.dumps(dict(c)["metadata"]))["langgraph_node"] == "node",
    }
    results: dict[str, bool] = {}
    for name, read in readers.items():

        def node(state: S, read: Any = read, name: str = name) -> dict:
            lazy = var_child_runnable_config_get()
            assert lazy._task is not None
            results[name] = read(lazy)
            return {"out": [name]}

        _one_node(node).invoke({"out": []})
    assert results == {name: True for name in readers}


def test_a_copy_or_pickle_of_it_is_a_plain_dict() -> None:
    got: dict[str, Any] = {}

    def node(state: S) -> dict:
        lazy = var_child_runnable_config_get()
        got["reduced"] = lazy.__reduce_ex__(2)
        got["copied"] = copy.copy(lazy)
        # (its configurable holds the task's hooks: pickle a config-shaped dict of it)
        got["pickled"] = pickle.loads(pickle.dumps(LazyNodeConfig.__reduce_ex__(lazy, 2)[1][0]["metadata"]))
        return {"out": []}

    _one_node(node).invoke({"out": []})
    factory, (content,) = got["reduced"]
    assert factory is dict and type(content) is dict
    assert type(got["copied"]) is dict and got["copied"]["metadata"]["langgraph_node"] == "node"
    assert got["pickled"]["langgraph_node"] == "node"


def test_langchain_runnables_in_the_node_inherit_it() -> None:
    def inner(x: int, config: Any) -> dict:
        return {"node": config["metadata"]["langgraph_node"], "ns": config["configurable"]["checkpoint_ns"]}

    def node(state: S) -> dict:
        return {"out": [RunnableLambda(inner).invoke(1)]}

    (out,) = _one_node(node).invoke({"out": []})["out"]
    assert out["node"] == "node" and out["ns"].startswith("node:")


def test_threads_reading_it_at_once_all_see_it_whole() -> None:
    seen: list[dict] = []

    def node(state: S) -> dict:
        import contextvars

        start = threading.Barrier(8)

        def read() -> None:
            start.wait()
            seen.append(_shape(ensure_config()))

        threads = [threading.Thread(target=contextvars.copy_context().run, args=(read,)) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return {"out": []}

    _one_node(node).invoke({"out": []})
    assert len(seen) == 8
    first = {k: v for k, v in seen[0].items() if k != "callbacks"}
    for shape in seen:
        assert {k: v for k, v in shape.items() if k != "callbacks"} == first
        assert shape["metadata"]["langgraph_node"] == "node"


def test_a_node_that_does_not_read_it_builds_no_config(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[str] = []
    real = Task._build_config

    def counting(self: Task) -> dict:
        built.append(self.name)
        return real(self)

    monkeypatch.setattr(Task, "_build_config", counting)

    def plain(state: S) -> dict:
        return {"out": [1]}

    def reads(state: S) -> dict:
        ensure_config()
        return {"out": [2]}

    _one_node(plain).invoke({"out": []})
    assert built == []
    _one_node(reads).invoke({"out": []})
    assert built == ["node"]


def test_messages_mode_and_run_callbacks_still_build_it_at_once() -> None:
    kinds: list[str] = []

    def node(state: S) -> dict:
        kinds.append(type(var_child_runnable_config_get()).__name__)
        return {"out": []}

    graph = _one_node(node)
    list(graph.stream({"out": []}, stream_mode="messages"))
    from langchain_core.callbacks import BaseCallbackHandler

    graph.invoke({"out": []}, {"callbacks": [BaseCallbackHandler()]})
    assert kinds == ["dict", "dict"]


def test_an_async_node_gets_it_too() -> None:
    import asyncio

    async def inner(x: int, config: Any) -> str:
        return config["metadata"]["langgraph_node"]

    async def node(state: S) -> dict:
        kind = type(var_child_runnable_config_get()).__name__
        return {"out": [kind, await RunnableLambda(inner).ainvoke(1)]}

    assert asyncio.run(_one_node(node).ainvoke({"out": []}))["out"] == ["LazyNodeConfig", "node"]
