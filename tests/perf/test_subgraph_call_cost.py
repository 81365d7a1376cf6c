"""Per-run work a graph called as a node (or any short run) no longer repeats,
with the results of the general path.

A reducer channel finds its empty value's constructor once (each run still gets a
new empty value); ``apply_writes`` leaves a ``LastValue``/reducer key that a step
did not write without calling ``update(())`` (exact types only); output keys found
valid are not checked again for the same channel map (other keys still are); the
``RunScope`` fields ``prepare_run`` passes by position hold what the run gave.
Nothing is timed.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typing_extensions import TypedDict

from lingxigraph._internal._context import current_task
from lingxigraph._internal._typing import MISSING
from lingxigraph.cache.memory import InMemoryCache
from lingxigraph.channels import binop
from lingxigraph.channels.binop import BinaryOperatorAggregate
from lingxigraph.channels.last_value import LastValue
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _setup
from lingxigraph.pregel._apply import VersionClock, apply_writes
from lingxigraph.types import RetryPolicy, Send


class Sub(TypedDict, total=False):
    item: int
    seen: Annotated[list, operator.add]


class Parent(TypedDict, total=False):
    items: list
    seen: Annotated[list, operator.add]


def _record_calls(
    monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, note: Callable[..., Any]
) -> list[Any]:
    """Wrap ``owner.name`` so each call is still made and ``note(*args)`` is recorded."""
    real = getattr(owner, name)
    calls: list[Any] = []

    def recording(*args: Any) -> Any:
        calls.append(note(*args))
        return real(*args)

    monkeypatch.setattr(owner, name, recording)
    return calls


def _fan_out_graph(checkpointer: Any = None, node: Any = None) -> Any:
    """prep -> Send("sub", {"item": i}) per item -> a one-node subgraph running ``node``."""
    sub = StateGraph(Sub)
    sub.add_node("note", node or (lambda s: {"seen": [s["item"]]}))
    sub.add_edge(START, "note")
    sub.add_edge("note", END)
    builder = StateGraph(Parent)
    builder.add_node("prep", lambda s: {})
    builder.add_node("sub", sub.compile())
    builder.add_edge(START, "prep")
    builder.add_conditional_edges("prep", lambda s: [Send("sub", {"item": i}) for i in s["items"]], ["sub"])
    builder.add_edge("sub", END)
    return builder.compile(checkpointer=checkpointer)


def test_each_subgraph_run_starts_from_its_own_empty_reducer_value(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _fan_out_graph()
    assert graph.invoke({"items": [1, 2, 3]}) == {"items": [1, 2, 3], "seen": [1, 2, 3]}
    calls = _record_calls(monkeypatch, binop, "_constructor", lambda typ: typ)
    # each call's "seen" starts empty: no value of an earlier call leaks into it
    assert graph.invoke({"items": [4, 5]}) == {"items": [4, 5], "seen": [4, 5]}
    assert graph.invoke({"items": [6]}) == {"items": [6], "seen": [6]}
    # the constructor was found when the channels were made, not per run
    assert calls == []


def test_a_reducer_whose_type_cannot_be_built_starts_empty() -> None:
    class Refuses:
        def __init__(self) -> None:
            raise RuntimeError("no")

    spec = BinaryOperatorAggregate(Refuses, operator.add)
    assert spec.value is MISSING
    fresh = spec.from_checkpoint(MISSING)
    assert fresh.value is MISSING and not fresh.is_available()
    # a copy (made without ``__init__``) gives the same answer
    assert spec.copy().from_checkpoint(MISSING).value is MISSING
    # and a buildable type gives a new empty value each time, from the spec and a copy
    lists = BinaryOperatorAggregate(list, operator.add)
    values = [lists.from_checkpoint(MISSING).value, lists.from_checkpoint(MISSING).value, lists.copy().from_checkpoint(MISSING).value]
    assert values == [[], [], []]
    assert len({id(v) for v in values}) == 3


class _Batch:
    """What ``apply_writes`` reads of a task."""

    def __init__(self, writes: list[tuple[str, Any]]) -> None:
        self.writes = writes
        self.triggers = ()
        self.name = "n"
        self.path = ("__pregel_pull", "n")


class EmptyUpdates(LastValue):
    """A subclass whose ``update(())`` does something: it must still be called."""

    calls = 0

    def update(self, values: Any) -> bool:
        if not values:
            EmptyUpdates.calls += 1
            self.value = MISSING
            return True
        return super().update(values)


def test_keys_a_step_did_not_write_keep_their_value_and_version() -> None:
    EmptyUpdates.calls = 0
    channels: dict[str, Any] = {
        "a": LastValue(int, "a"),
        "r": BinaryOperatorAggregate(list, operator.add),
        "s": EmptyUpdates(int, "s"),
    }
    versions: dict[str, Any] = {}
    clock = VersionClock(None, lambda v: 1 if v is None else v + 1)
    first = apply_writes(channels, versions, {}, [_Batch([("a", 1), ("r", [1]), ("s", 2)])], clock, ())
    assert first == {"a", "r", "s"}
    dirty: set[str] = set()
    second = apply_writes(channels, versions, {}, [_Batch([])], clock, first, True, dirty)
    assert second == set()
    # the plain channels are untouched; the subclass's own update(()) ran and cleared it
    assert channels["a"].get() == 1 and channels["r"].get() == [1]
    assert EmptyUpdates.calls == 1 and not channels["s"].is_available()
    assert versions == {"a": 1, "r": 1, "s": 2} and dirty == {"s"}


def test_output_keys_are_checked_once_per_channel_map(monkeypatch: pytest.MonkeyPatch) -> None:
    graph = _fan_out_graph()
    checks = _record_calls(monkeypatch, _setup, "_check_output_keys", lambda g, keys, known: keys)
    for items in ([1], [2, 3], [4]):
        assert graph.invoke({"items": items})["seen"] == items
    # the parent's keys once, and the subgraph's once (not once per call)
    assert len(checks) == 2
    # other keys are checked (and refused) every time
    for _ in range(2):
        with pytest.raises(ValueError, match=r"^Key nope not in channels$"):
            graph.invoke({"items": [1]}, output_keys=["seen", "nope"])
    assert graph.invoke({"items": [7]}, output_keys=["seen"]) == {"seen": [7]}
    # a changed channel map is checked again: a removed key is refused
    graph.channels = {k: v for k, v in graph.channels.items() if k != "items"}
    with pytest.raises(ValueError, match=r"^Key items not in channels$"):
        graph.invoke({"seen": [1]}, output_keys=["items"])


def test_a_run_keeps_its_state_in_slots(monkeypatch: pytest.MonkeyPatch) -> None:
    # every attribute a run sets is a slot of ``Machine``: no instance dict is made
    # per run (nor per subgraph call)
    from lingxigraph.checkpoint.memory import InMemorySaver

    from lingxigraph.pregel._machine import Machine

    made: list[Any] = []
    real_init = Machine.__init__

    def spying(self: Any, *args: Any, **kwargs: Any) -> None:
        real_init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Machine, "__init__", spying)
    assert _fan_out_graph().invoke({"items": [1, 2]})["seen"] == [1, 2]
    saved = _fan_out_graph(InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    assert saved.invoke({"items": [3]}, config)["seen"] == [3]
    chunks = list(saved.stream({"items": [4]}, config, stream_mode=["updates", "values", "debug", "tasks"], subgraphs=True))
    assert ("values" in {c[1] for c in chunks}) and saved.get_state(config).values["seen"] == [3, 4]
    # the root and two subgraph runs, a root and one subgraph run, twice
    assert len(made) == 7
    for machine in made:
        assert vars(machine) == {}


@pytest.mark.parametrize("parts", [("cp", "", "1", "node", "__pregel_pull", "branch:to:node"), ("x",), ("a", b"b\x01")])
def test_task_ids_are_the_hash_of_their_parts_as_a_uuid(parts: tuple[Any, ...]) -> None:
    from lingxigraph._internal._ids import as_uuid_format, hash_hex, task_id

    assert task_id(*parts) == as_uuid_format(hash_hex(*parts))
    assert len(task_id(*parts)) == 36 and task_id(*parts).count("-") == 4


@given(st.lists(st.text(), min_size=1, max_size=7))
def test_task_ids_match_the_uuid_form_of_the_hash(parts: list[str]) -> None:
    from lingxigraph._internal._ids import as_uuid_format, hash_hex, task_id

    assert task_id(*parts) == as_uuid_format(hash_hex(*parts))


def test_a_subgraph_interrupt_id_hashes_its_callers_stable_path() -> None:
    # the subgraph run's path prefix is made from the calling task only when an
    # interrupt id asks for it: the id is the one made from it up front
    from lingxigraph._internal._ids import hash_hex
    from lingxigraph.checkpoint.memory import InMemorySaver
    from lingxigraph.types import Command, interrupt

    graph = _fan_out_graph(InMemorySaver(), lambda s: {"seen": [interrupt(s["item"])]})
    config = {"configurable": {"thread_id": "t1"}}
    paused = graph.invoke({"items": [7, 8]}, config)
    ids = {i.value: i.id for i in paused["__interrupt__"]}
    # caller: step 2 (input -1, START 0, prep 1), node "sub", Send index i; the
    # subgraph's "note" task: its step 1, a pull task (no path part), first interrupt
    for index, item in enumerate([7, 8]):
        prefix = f"/2:sub:{(index,)!r}"
        assert ids[item] == hash_hex("t1", prefix, "1", "note", "", "0")
    done = graph.invoke(Command(resume={ids[7]: "a", ids[8]: "b"}), config)
    assert done["seen"] == ["a", "b"]


def test_subgraph_runs_without_a_saver_take_no_replay_step(monkeypatch: pytest.MonkeyPatch) -> None:
    # nothing is ever saved without a saver: a subgraph run's first step has no
    # saved writes to replay, and goes the usual way (no ``_prepare_step``)
    from lingxigraph.pregel._machine import Machine

    calls = _record_calls(monkeypatch, Machine, "_prepare_step", lambda self, *args: self.step)
    assert _fan_out_graph().invoke({"items": [1, 2, 3]}) == {"items": [1, 2, 3], "seen": [1, 2, 3]}
    assert calls == []
    from lingxigraph.checkpoint.memory import InMemorySaver

    graph = _fan_out_graph(InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    assert graph.invoke({"items": [1, 2]}, config) == {"items": [1, 2], "seen": [1, 2]}
    assert calls.count(-1) == 2  # with a saver, each subgraph run's first step checks its saved writes


def test_checkpoint_metadata_from_the_config_is_read_only_for_a_saved_checkpoint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from lingxigraph.checkpoint.memory import InMemorySaver
    from lingxigraph.pregel import _checkpoint

    calls = _record_calls(monkeypatch, _checkpoint, "user_metadata", lambda config: config)
    graph = _fan_out_graph(InMemorySaver())
    config = {"configurable": {"thread_id": "t", "user_id": "u1"}, "metadata": {"tag": "x\x00y"}}
    assert graph.invoke({"items": [1, 2, 3]}, config, durability="exit") == {"items": [1, 2, 3], "seen": [1, 2, 3]}
    # the subgraph runs saved nothing (durability "exit"): only the root's run built it
    assert len(calls) == 1
    metadata = graph.get_state(config).metadata
    assert (metadata["user_id"], metadata["tag"], metadata["source"]) == ("u1", "xy", "loop")
    # a subgraph run that saves (durability "async") carries the same values
    graph = _fan_out_graph(InMemorySaver())
    graph.invoke({"items": [1]}, config)
    saved = [c.metadata for c in graph.checkpointer.list(None) if c.config["configurable"]["checkpoint_ns"]]
    assert saved and all((m["user_id"], m["tag"]) == ("u1", "xy") for m in saved)


def test_a_subgraph_runs_scope_holds_what_its_run_gave() -> None:
    """The fields ``prepare_run`` passes by position land in the right ones."""
    scopes: list[Any] = []
    policy = RetryPolicy(max_attempts=2)

    def note(state: Sub) -> dict[str, Any]:
        scopes.append(current_task("test").scope)
        return {"seen": [state["item"]]}

    saver = InMemorySaver()
    graph = _fan_out_graph(saver, note)
    graph.cache, graph.retry_policy = InMemoryCache(), (policy,)
    config = {"max_concurrency": 3, "configurable": {"thread_id": "t"}}
    out = graph.invoke({"items": [1]}, config, durability="exit")
    assert out == {"items": [1], "seen": [1]}
    (scope,) = scopes
    assert scope.ns_str.startswith("sub:")
    assert scope.ns == tuple(scope.ns_str.split("|"))
    assert scope.modes == frozenset({"values"})
    assert scope.thread_id == "t" and scope.checkpointer is saver
    assert scope.durability == "exit"  # (inherited from the parent run)
    assert scope.max_concurrency == 3
    assert scope.stream_subgraphs is False and scope.live is False
    assert scope.events is None and scope.replay is None and scope.targets is None
    assert scope.foreign_messages == () and scope.messages_caller is None and scope.tools_caller is None
    assert scope.path_caller is None or scope.path_caller.name == "sub"
    assert scope.runtime.control is not None
    # the subgraph's own (compiled without them): no retry policy, no cache
    assert scope.retry_policy == () and scope.cache is None
    # the run's defaults, not given
    assert scope.pool is None and scope.callbacks is None and scope.path_prefix == ""
