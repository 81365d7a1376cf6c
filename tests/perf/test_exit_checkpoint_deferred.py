"""Durability "exit" builds a step's checkpoint timestamp/metadata/config only when read.

The values must be those of the step that made the checkpoint, not of the moment it is saved.
"""

from __future__ import annotations

import operator
from datetime import datetime, timezone
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph


class S(TypedDict):
    n: int


class _Log(TypedDict):
    n: int
    log: Annotated[list, operator.add]


def _graph(seen: list[datetime], fail_at: int | None) -> Any:
    def step(state: S) -> dict[str, int]:
        seen.append(datetime.now(timezone.utc))
        if state["n"] == fail_at:
            raise ValueError("boom")
        return {"n": state["n"] + 1}

    builder = StateGraph(S)
    builder.add_node("a", step)
    builder.add_node("b", step)
    builder.add_node("c", step)
    builder.add_edge(START, "a")
    builder.add_edge("a", "b")
    builder.add_edge("b", "c")
    builder.add_edge("c", END)
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("durability", ["exit", "sync", "async"])
def test_saved_metadata_and_config_are_the_last_steps(durability: str) -> None:
    graph = _graph([], None)
    config = {"configurable": {"thread_id": "t"}}
    chunks = list(graph.stream({"n": 0}, config, stream_mode="checkpoints", durability=durability))
    state = graph.get_state(config)
    assert state.metadata == {"source": "loop", "step": 3, "parents": {}}
    assert state.config["configurable"]["checkpoint_id"] == chunks[-1]["config"]["configurable"]["checkpoint_id"]
    assert chunks[-1]["metadata"] == state.metadata
    history = list(graph.get_state_history(config))
    if durability == "exit":
        assert len(history) == 1
    else:
        assert [h.metadata["step"] for h in history] == [3, 2, 1, 0, -1]


def test_exit_checkpoint_saved_after_a_failure_keeps_its_steps_time() -> None:
    seen: list[datetime] = []
    graph = _graph(seen, fail_at=2)  # node "c" fails
    config = {"configurable": {"thread_id": "t"}}
    with pytest.raises(ValueError, match="boom"):
        graph.invoke({"n": 0}, config, durability="exit")
    state = graph.get_state(config)
    # saved at exit, but made at the step before the failing node ran
    assert state.metadata == {"source": "loop", "step": 2, "parents": {}}
    assert state.next == ("c",)
    assert datetime.fromisoformat(state.created_at) <= seen[-1]


def test_an_exit_save_builds_each_config_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # the saved checkpoint's config is the one the saver returns: the deferred
    # checkpoint's own config is made only if something reads it first, and the
    # put's target is the load config itself (nothing saved by the run before)
    from lingxigraph.pregel import _checkpoint

    calls: dict[str, int] = {"checkpoint_config": 0, "load_config": 0, "save_config": 0}
    for name in calls:
        real = getattr(_checkpoint, name)

        def counting(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            calls[_name] += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(_checkpoint, name, counting)
    saver = InMemorySaver()
    graph = _graph([], None)
    graph.checkpointer = saver
    puts: list[Any] = []
    real_put = saver.put
    monkeypatch.setattr(saver, "put", lambda *a: puts.append(a[0]) or real_put(*a))
    config = {"configurable": {"thread_id": "t", "user_id": "u"}}
    assert graph.invoke({"n": 0}, config, durability="exit") == {"n": 3}
    assert calls == {"checkpoint_config": 0, "load_config": 2, "save_config": 0}
    assert puts == [{"configurable": {"user_id": "u", "thread_id": "t", "checkpoint_ns": ""}}]
    state = graph.get_state(config)
    assert state.metadata == {"source": "loop", "step": 3, "parents": {}, "user_id": "u"}


def test_value_slot_channels_are_saved_without_checkpoint_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    # the final save reads the value slot of plain LastValue / EphemeralValue channels;
    # other channel types (a reducer's) are still asked for their checkpoint
    from lingxigraph.channels.binop import BinaryOperatorAggregate
    from lingxigraph.channels.ephemeral_value import EphemeralValue
    from lingxigraph.channels.last_value import LastValue

    asked: list[str] = []
    for cls in (LastValue, EphemeralValue, BinaryOperatorAggregate):
        real = cls.checkpoint

        def counting(self: Any, _real: Any = real, _cls: Any = cls) -> Any:
            asked.append(_cls.__name__)
            return _real(self)

        monkeypatch.setattr(cls, "checkpoint", counting)

    builder = StateGraph(_Log)
    builder.add_node("a", lambda s: {"n": s["n"] + 1, "log": ["a"]})
    builder.add_edge(START, "a")
    builder.add_edge("a", END)
    saver = InMemorySaver()
    graph = builder.compile(checkpointer=saver)
    config = {"configurable": {"thread_id": "t"}}
    assert graph.invoke({"n": 1, "log": []}, config, durability="exit") == {"n": 2, "log": ["a"]}
    assert asked == ["BinaryOperatorAggregate"]
    saved = saver.get_tuple(config)
    assert saved is not None
    assert saved.checkpoint["channel_values"] == {"n": 2, "log": ["a"]}
    assert set(saved.checkpoint["channel_versions"]) == {"__start__", "n", "log", "branch:to:a"}


@pytest.mark.parametrize(
    ("modes", "emits"), [(["values"], 0), (["values", "checkpoints"], 5), (["debug"], 5)]
)
def test_an_exit_run_asks_for_checkpoint_events_only_when_it_streams_them(
    monkeypatch: pytest.MonkeyPatch, modes: list[str], emits: int
) -> None:
    # durability "exit" with a saver: a step's barrier makes its (deferred) checkpoint
    # without ``_checkpoint_now``, and planning calls ``_emit_checkpoint`` only for a
    # run streaming checkpoints (one per plan: the input's, 3 steps', the empty last one)
    from lingxigraph.pregel._machine import Machine

    calls = {"now": 0, "emit": 0}
    now, emit = Machine._checkpoint_now, Machine._emit_checkpoint

    def counted_now(self: Any, source: str) -> Any:
        calls["now"] += 1
        return now(self, source)

    def counted_emit(self: Any, tasks: Any) -> None:
        calls["emit"] += 1
        emit(self, tasks)

    monkeypatch.setattr(Machine, "_checkpoint_now", counted_now)
    monkeypatch.setattr(Machine, "_emit_checkpoint", counted_emit)
    graph = _graph([], None)
    config = {"configurable": {"thread_id": "t"}}
    chunks = list(graph.stream({"n": 0}, config, stream_mode=modes, durability="exit"))
    assert chunks
    assert calls["now"] == 1  # the input checkpoint only
    assert calls["emit"] == emits
    assert graph.get_state(config).values == {"n": 3}
