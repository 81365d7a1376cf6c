"""What a run without a saver leaves unmade, and what it asks once, not per run or step.

A step planned from no checkpoint is named from the run's name only when
something reads a task id or the checkpoint id; the stream modes' checks are
made once per set of modes; the fold of the START step does not intersect the
trigger map for the usual input. Calls are counted, nothing is timed.
"""

from __future__ import annotations

from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph._internal._constants import PULL
from lingxigraph._internal._ids import task_id
from lingxigraph.config import RunnableConfig
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.pregel import _machine
from lingxigraph.pregel._task import RunScope


class Count(TypedDict, total=False):
    count: int


def _chain(n: int, seen: list[tuple[str, str]] | None = None) -> Any:
    def make(name: str) -> Any:
        def plain(state: Count) -> dict[str, int]:
            return {"count": state.get("count", 0) + 1}

        def reading(state: Count, config: RunnableConfig) -> dict[str, int]:
            seen.append((name, config["configurable"]["__pregel_task_id"]))
            return plain(state)

        return plain if seen is None else reading

    names = [f"n{i}" for i in range(n)]
    builder = StateGraph(Count).add_sequence([(name, make(name)) for name in names])
    return builder.add_edge(START, names[0]).add_edge(names[-1], END).compile()


def _named(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, str]]:
    """Records each step name made: (run name, step, name)."""
    made: list[tuple[str, int, str]] = []
    real = RunScope.step_name

    def counting(self: RunScope, step: int) -> str:
        made.append((self.run_name, step, real(self, step)))
        return made[-1][2]

    monkeypatch.setattr(RunScope, "step_name", counting)
    return made


def test_a_run_reading_no_task_id_names_no_step(monkeypatch: pytest.MonkeyPatch) -> None:
    made = _named(monkeypatch)
    assert _chain(5).invoke({"count": 0}) == {"count": 5}
    assert made == []


def test_a_task_id_read_is_planned_from_the_run_name_of_the_step_before(monkeypatch: pytest.MonkeyPatch) -> None:
    made = _named(monkeypatch)
    seen: list[tuple[str, str]] = []
    assert _chain(3, seen).invoke({"count": 0}) == {"count": 3}
    # names only for the steps a node read its task id in (1..3; START's step 0 reads
    # none), each made from the run's name and the step before (as the scope names it
    # for the node's config, and the task for its id)
    names = {step: name for _, step, name in made}
    assert sorted(names) == [1, 2, 3]
    assert len({(step, name) for _, step, name in made}) == 3
    run_names = {run for run, _, _ in made}
    assert len(run_names) == 1 and run_names.pop()
    for step, (node, tid) in zip((1, 2, 3), seen):
        assert names[step].endswith(f"-{step - 1}")
        assert tid == task_id(names[step], "", str(step), node, PULL, f"branch:to:{node}")


def test_stream_mode_checks_are_made_once_per_set_of_modes() -> None:
    graph = _chain(2)
    _machine._mode_flags.cache_clear()
    for _ in range(3):
        list(graph.stream({"count": 0}, stream_mode="updates"))
        graph.invoke({"count": 0})
    info = _machine._mode_flags.cache_info()
    assert info.misses == 2  # ({"updates"}, and invoke's {"values"})
    assert info.hits == 4


class _CountingKeys(dict):
    keys_asked = 0

    def keys(self) -> Any:
        type(self).keys_asked += 1
        return super().keys()


def test_the_folded_start_step_does_not_intersect_the_trigger_map() -> None:
    graph = _chain(2)
    graph.trigger_to_nodes = _CountingKeys(graph.trigger_to_nodes)
    _CountingKeys.keys_asked = 0
    for _ in range(3):
        assert graph.invoke({"count": 0}) == {"count": 2}
    # (the general planning of steps 1, 2 and the last asks once each: START's step none)
    assert _CountingKeys.keys_asked == 3 * 3
