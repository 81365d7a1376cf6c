"""What a run's config turns into: node config/metadata, checkpoint metadata, durability
arguments, and the checkpoints stream on resume (behaviour.md §2, §12, §19, e23, e35, e37)."""

from __future__ import annotations

import gc
import operator
import threading
import warnings
from typing import Annotated, Any

import pytest
from core_helpers import Driver, S, appender, g1, mask, raises_exactly, thread
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

INPUT = {"x": 1, "log": []}


def test_node_config_has_no_tags_key_without_tags(run: Driver) -> None:
    # LangGraph: "tags" appears in a node's config only when the run (or node) has some
    seen: list[RunnableConfig] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(config)
        return {"log": ["n"]}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    graph = builder.compile()
    run(graph, "invoke", INPUT)
    run(graph, "invoke", INPUT, {"tags": []})
    run(graph, "invoke", INPUT, {"tags": ["t"]})
    assert [c.get("tags") for c in seen] == [None, None, ["t"]]
    assert "tags" not in seen[0]


def test_node_config_shape(run: Driver) -> None:
    seen: list[RunnableConfig] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(config)
        return {"log": ["n"]}

    builder = StateGraph(S)
    builder.add_node("first", appender("first"))
    builder.add_node("n", n)
    builder.add_edge(START, "first")
    builder.add_edge("first", "n")
    graph = builder.compile(checkpointer=InMemorySaver())
    config = {
        "configurable": {"thread_id": "rt", "user_key": "v"},
        "metadata": {"m": 1},
        "tags": ["t1"],
    }
    run(graph, "invoke", INPUT, config)
    (got,) = seen
    assert sorted(got) == ["callbacks", "configurable", "metadata", "tags"]
    assert got["tags"] == ["t1"]
    assert mask(got["metadata"]) == {
        "m": 1,
        "thread_id": "rt",
        "langgraph_step": 2,
        "langgraph_node": "n",
        "langgraph_triggers": ("branch:to:n",),
        "langgraph_path": ("__pregel_pull", "n"),
        "langgraph_checkpoint_ns": "n:<uuid1>",
    }
    public = {k: v for k, v in got["configurable"].items() if not k.startswith("__")}
    assert sorted(public) == [
        "checkpoint_id",
        "checkpoint_map",
        "checkpoint_ns",
        "thread_id",
        "user_key",
    ]
    assert (public["thread_id"], public["user_key"]) == ("rt", "v")
    assert mask(public["checkpoint_ns"]) == "n:<uuid1>"
    head = run(graph, "get_state_history", config)[
        1
    ]  # the checkpoint n was planned from
    assert public["checkpoint_map"] == {
        "": head.config["configurable"]["checkpoint_id"]
    }


def test_node_config_checkpoint_id_is_none_unless_given(run: Driver) -> None:
    seen: list[Any] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(config["configurable"]["checkpoint_id"])
        return {}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    graph = builder.compile(checkpointer=InMemorySaver())
    run(graph, "invoke", INPUT, thread())
    assert seen == [None]


def test_recursion_limit_is_not_in_node_config_unless_given(run: Driver) -> None:
    seen: list[Any] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(config.get("recursion_limit"))
        return {}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    graph = builder.compile()
    run(graph, "invoke", INPUT)
    run(graph, "invoke", INPUT, {"recursion_limit": 7})
    assert seen == [None, 7]


def test_run_name_and_run_id_stay_with_the_run(run: Driver) -> None:
    # LangGraph's node configs are child configs: the run's name and id are not in them
    seen: list[Any] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append(sorted(config))
        return {}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    graph = builder.compile()
    run(graph, "invoke", INPUT, {"run_name": "R", "run_id": "00000000-0000-0000-0000-000000000007", "tags": ["t"]})
    assert seen == [["callbacks", "configurable", "metadata", "tags"]]


def test_bound_and_call_metadata_merge_lc_versions_one_level_deeper(run: Driver) -> None:
    """As LangGraph merges configs: ``lc_versions`` from ``with_config`` layers and
    the call add up (before: the later dict replaced the earlier one); other keys
    are replaced, and the caller's dicts are left alone."""
    seen: list[Any] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append({k: config["metadata"][k] for k in ("lc_versions", "team")})
        return {}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    first = {"lc_versions": {"pkg-a": "1"}, "team": {"name": "x"}}
    graph = builder.compile().with_config(metadata=first)
    graph = graph.with_config(metadata={"lc_versions": {"pkg-b": "2"}})
    run(graph, "invoke", INPUT, {"metadata": {"lc_versions": {"pkg-a": "9"}, "team": {"size": 3}}})
    assert seen == [{"lc_versions": {"pkg-a": "9", "pkg-b": "2"}, "team": {"size": 3}}]
    assert first == {"lc_versions": {"pkg-a": "1"}, "team": {"name": "x"}}


def test_unknown_top_level_config_keys_move_into_configurable(run: Driver) -> None:
    # LangGraph's ensure_config: {"thread_id": "1"} works like {"configurable": {"thread_id": "1"}}
    seen: list[Any] = []

    def n(state: S, config: RunnableConfig) -> dict[str, Any]:
        seen.append((sorted(config), config["configurable"].get("user"), config["configurable"].get("thread_id")))
        return {"x": state["x"] + 1}

    builder = StateGraph(S)
    builder.add_node("n", n)
    builder.add_edge(START, "n")
    graph = builder.compile(checkpointer=InMemorySaver())
    out = run(graph, "invoke", INPUT, {"thread_id": "top", "user": "ada", "gone": None})
    assert out["x"] == INPUT["x"] + 1
    assert seen == [(["callbacks", "configurable", "metadata"], "ada", "top")]
    assert run(graph, "get_state", thread("top")).values["x"] == INPUT["x"] + 1


def test_checkpoint_metadata_copies_config_metadata_and_plain_configurable_values(
    run: Driver,
) -> None:
    graph = g1()
    config = {
        "configurable": {
            "thread_id": "md",
            "user_key": "v",
            "n": 3,
            "flag": True,
            "obj": object(),
            "__dunder": "x",
        },
        "metadata": {"m": 1},
    }
    run(graph, "invoke", INPUT, config)
    assert run(graph, "get_state", thread("md")).metadata == {
        "source": "loop",
        "step": 2,
        "parents": {},
        "m": 1,
        "user_key": "v",
        "n": 3,
        "flag": True,
    }


# ---------------------------------------------------------------------------
# durability arguments (§12, e35)
# ---------------------------------------------------------------------------


# ResourceWarnings from unclosed driver streams are covered by their own test below.
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.parametrize("durability", ["sync", "async", "exit"])
def test_durability_without_a_checkpointer_warns(run: Driver, durability: str) -> None:
    with pytest.warns(
        UserWarning,
        match=r"^`durability` has no effect when no checkpointer is present\.$",
    ):
        out = run(g1(checkpointer=False), "invoke", INPUT, durability=durability)
    assert out == {"x": 20, "log": ["a", "b"]}


def test_unknown_durability_is_accepted(run: Driver) -> None:
    graph = g1()
    assert run(graph, "invoke", INPUT, thread(), durability="bogus") == {
        "x": 20,
        "log": ["a", "b"],
    }


@pytest.mark.filterwarnings("ignore::ResourceWarning")
def test_checkpoint_during_is_deprecated(run: Driver) -> None:
    graph = g1()
    with pytest.warns(
        LangGraphDeprecatedSinceV10,
        match=r"^`checkpoint_during` is deprecated and will be removed\. Please use `durability` instead\.",
    ):
        run(graph, "invoke", INPUT, thread(), checkpoint_during=False)
    assert [h.metadata["step"] for h in run(graph, "get_state_history", thread())] == [
        2
    ]


@pytest.mark.filterwarnings("ignore::ResourceWarning")
def test_checkpoint_during_and_durability_together(run: Driver) -> None:
    with (
        pytest.warns(
            LangGraphDeprecatedSinceV10, match=r"^`checkpoint_during` is deprecated"
        ),
        raises_exactly(
            ValueError,
            "Cannot use both `checkpoint_during` and `durability` parameters. Please use `durability` instead.",
        ),
    ):
        run(g1(), "invoke", INPUT, thread(), checkpoint_during=False, durability="sync")


def test_async_runs_close_their_streams(run: Driver) -> None:
    gc.collect()  # garbage left by earlier tests is not this run's
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        run(g1(checkpointer=False), "invoke", INPUT)
        run(g1(checkpointer=False), "stream", INPUT)
        gc.collect()
    assert [
        str(w.message) for w in caught if issubclass(w.category, ResourceWarning)
    ] == []


# ---------------------------------------------------------------------------
# checkpoints stream on resume (e37)
# ---------------------------------------------------------------------------


class Out(TypedDict, total=False):
    out: Annotated[list[Any], operator.add]


def _tasks(chunks: list[Any]) -> list[Any]:
    return mask([{"step": c["metadata"]["step"], "tasks": c["tasks"]} for c in chunks])


def test_checkpoints_stream_on_resume_reemits_the_head_with_pending_writes(
    run: Driver,
) -> None:
    builder = StateGraph(Out)
    builder.add_node("n1", lambda s: {"out": [["n1", interrupt("q1")]]})
    builder.add_node("n3", lambda s: {"out": ["n3-ran"]})
    builder.add_edge(START, "n1")
    builder.add_edge(START, "n3")
    graph = builder.compile(checkpointer=InMemorySaver())
    first = run(graph, "stream", {"out": []}, thread(), stream_mode="checkpoints")
    resumed = run(
        graph, "stream", Command(resume="v"), thread(), stream_mode="checkpoints"
    )
    assert _tasks(first + resumed) == [
        {
            "step": -1,
            "tasks": [
                {"id": "<uuid1>", "name": "__start__", "interrupts": (), "state": None}
            ],
        },
        {
            "step": 0,
            "tasks": [
                {"id": "<uuid2>", "name": "n1", "interrupts": (), "state": None},
                {"id": "<uuid3>", "name": "n3", "interrupts": (), "state": None},
            ],
        },
        {
            "step": 0,
            "tasks": [
                {
                    "id": "<uuid2>",
                    "name": "n1",
                    "interrupts": ({"value": "q1", "id": "<hex1>"},),
                    "state": None,
                },
                {
                    "id": "<uuid3>",
                    "name": "n3",
                    "result": {"out": ["n3-ran"]},
                    "interrupts": (),
                    "state": None,
                },
            ],
        },
        {"step": 1, "tasks": []},
    ]
    assert run(graph, "get_state", thread()).values == {"out": [["n1", "v"], "n3-ran"]}


class _SignalsSavedWrites(InMemorySaver):
    """Sets ``saved`` once the writes of a task named ``n3`` are saved (by then the run has
    taken its result: a failing sibling can no longer cancel it)."""

    def __init__(self) -> None:
        super().__init__()
        self.saved = threading.Event()

    def put_writes(self, config: Any, writes: Any, task_id: str, task_path: str = "") -> None:
        super().put_writes(config, writes, task_id, task_path)
        if task_path.endswith("n3"):
            self.saved.set()

    async def aput_writes(self, config: Any, writes: Any, task_id: str, task_path: str = "") -> None:
        self.put_writes(config, writes, task_id, task_path)


def test_checkpoints_stream_after_a_failure_shows_the_error_repr(run: Driver) -> None:
    saver = _SignalsSavedWrites()

    def boom(state: Out) -> dict[str, Any]:
        saver.saved.wait(5.0)  # fail once the sibling's result is in
        raise ValueError("boom")

    def n3(state: Out) -> dict[str, Any]:
        return {"out": ["n3-ran"]}

    builder = StateGraph(Out)
    builder.add_node("boom", boom)
    builder.add_node("n3", n3)
    builder.add_edge(START, "boom")
    builder.add_edge(START, "n3")
    graph = builder.compile(checkpointer=saver)
    with pytest.raises(ValueError, match=r"^boom(\n|$)"):
        run(graph, "stream", {"out": []}, thread(), stream_mode="checkpoints")
    retried: list[Any] = []
    with pytest.raises(ValueError, match=r"^boom(\n|$)"):
        run.stream_into(retried, graph, None, thread(), stream_mode="checkpoints")
    assert _tasks(retried) == [
        {
            "step": 0,
            "tasks": [
                {
                    "id": "<uuid1>",
                    "name": "boom",
                    "error": "ValueError('boom')",
                    "state": None,
                },
                {
                    "id": "<uuid2>",
                    "name": "n3",
                    "result": {"out": ["n3-ran"]},
                    "interrupts": (),
                    "state": None,
                },
            ],
        },
    ]
