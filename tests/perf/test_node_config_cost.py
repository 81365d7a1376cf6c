"""A node's config and runtime are made from a per-run base (``RunScope.node_config_base``)
and field by field (``runtime._task_runtime``); these tests pin that the shortcut
gives what the long way gave, and that nothing one node does to its config reaches
another node's."""

from __future__ import annotations

import dataclasses
import uuid
from typing import Any, TypedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.runtime import ExecutionInfo, Runtime, _task_runtime


class S(TypedDict):
    seen: list


def _graph(saver: Any = None) -> Any:
    def first(state: S, config: RunnableConfig) -> dict:
        snapshot = {"metadata": dict(config["metadata"]), "keys": list(config), "conf": sorted(config["configurable"])}
        # a node changing its own config in place must not reach the next node's
        config["metadata"]["leak"] = 1
        config["configurable"]["leak"] = 2
        config["tags"] = ["leak"]
        return {"seen": state["seen"] + [snapshot]}

    def second(state: S, config: RunnableConfig) -> dict:
        snapshot = {"metadata": dict(config["metadata"]), "keys": list(config), "conf": sorted(config["configurable"])}
        return {"seen": state["seen"] + [snapshot]}

    builder = StateGraph(S)
    builder.add_node("first", first, metadata={"own": "yes"})
    builder.add_node("second", second)
    builder.add_edge(START, "first")
    builder.add_edge("first", "second")
    builder.add_edge("second", END)
    return builder.compile(checkpointer=saver)


@pytest.mark.parametrize("with_saver", [False, True])
def test_each_node_gets_its_own_config(with_saver: bool) -> None:
    config: dict[str, Any] = {"metadata": {"team": "a"}, "tags": ["t1"], "configurable": {"user": "u"}}
    if with_saver:
        config["configurable"]["thread_id"] = "th"
    graph = _graph(InMemorySaver() if with_saver else None)
    first, second = graph.invoke({"seen": []}, config)["seen"]
    for seen, node, step in ((first, "first", 1), (second, "second", 2)):
        md = seen["metadata"]
        assert md["team"] == "a" and "user" in seen["conf"]
        assert md["langgraph_node"] == node and md["langgraph_step"] == step
        assert "leak" not in md
        assert "leak" not in seen["conf"]
        assert seen["keys"] == sorted(seen["keys"])  # the config's keys in sorted order
        assert ("thread_id" in md) is with_saver
    assert first["metadata"]["own"] == "yes" and "own" not in second["metadata"]
    # the caller's config is untouched
    assert config["metadata"] == {"team": "a"} and config["tags"] == ["t1"]
    # a second run of the same graph starts from a fresh base
    again_config: dict[str, Any] = {"metadata": {"team": "b"}}
    if with_saver:
        again_config["configurable"] = {"thread_id": "th2"}
    again = graph.invoke({"seen": []}, again_config)["seen"]
    assert again[0]["metadata"]["team"] == "b" and "user" not in again[0]["metadata"]


@given(
    attempt=st.integers(1, 5),
    first_time=st.none() | st.floats(0, 1e10, allow_nan=False),
    thread=st.none() | st.text(max_size=5),
    run_id=st.none() | st.text(max_size=5),
    previous=st.none() | st.integers() | st.text(max_size=3),
    context=st.none() | st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
def test_task_runtime_equals_override(attempt, first_time, thread, run_id, previous, context) -> None:
    def writer(chunk: Any) -> None:
        return None

    base = Runtime(context=context, store=None)
    made = _task_runtime(base, previous, writer, "ck", "ns:1", "tid", thread, run_id, attempt, first_time)
    expected = base.override(
        previous=previous,
        stream_writer=writer,
        execution_info=ExecutionInfo(
            checkpoint_id="ck",
            checkpoint_ns="ns:1",
            task_id="tid",
            thread_id=thread,
            run_id=run_id,
            node_attempt=attempt,
            node_first_attempt_time=first_time,
        ),
    )
    assert made == expected
    assert type(made) is Runtime and type(made.execution_info) is ExecutionInfo
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.previous = 1  # type: ignore[misc]


def test_task_runtime_of_a_subclass_keeps_the_subclass() -> None:
    @dataclasses.dataclass(kw_only=True, slots=True, frozen=True)
    class MyRuntime(Runtime):
        extra: int = 7

    made = _task_runtime(MyRuntime(extra=3), None, print, "c", "n", "t", None, None, 1, None)
    assert type(made) is MyRuntime and made.extra == 3 and made.execution_info.task_id == "t"


def test_node_run_has_a_parent_run_id_when_read() -> None:
    pytest.importorskip("langchain_core")
    from langchain_core.callbacks import CallbackManager
    from langchain_core.runnables.config import ensure_config

    seen: list[Any] = []

    def node(state: S) -> dict:
        manager = ensure_config()["callbacks"]
        seen.append((isinstance(manager, CallbackManager), manager.parent_run_id, manager.parent_run_id))
        return {"seen": []}

    builder = StateGraph(S)
    builder.add_node("n", node)
    builder.add_edge(START, "n")
    graph = builder.compile()
    graph.invoke({"seen": []})
    graph.invoke({"seen": []})
    (is_manager, a, a_again), (_, b, _) = seen
    assert is_manager and isinstance(a, uuid.UUID) and a == a_again and a != b
