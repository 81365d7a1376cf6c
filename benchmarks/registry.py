"""Names of the benchmark groups and their variants (pure data; imports no graph library).

A *group* is one workload shape; each group is measured in its own worker
process per library and round. A *row* is ``group/variant`` and is what the
report compares. `--only` accepts group names, row names or glob patterns.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field

STREAM_VARIANTS = ("sync", "sync+saver", "async", "async+saver")
"""Sync ``stream`` / async ``astream``, without / with ``InMemorySaver`` (``durability="exit"``)."""


@dataclass(frozen=True)
class Group:
    name: str
    kind: str
    """``stream`` (whole run), ``first_event``, ``compile`` or ``checkpoint``."""
    params: dict = field(default_factory=dict)
    variants: tuple[str, ...] = STREAM_VARIANTS
    description: str = ""

    def rows(self) -> list[str]:
        return [f"{self.name}/{variant}" for variant in self.variants]


def _wide_groups() -> list[Group]:
    groups = []
    for keys, items in ((25, 300), (15, 600), (9, 1200)):
        for schema in ("typeddict", "dict", "pydantic"):
            groups.append(
                Group(
                    f"wide{keys}x{items}_{schema}",
                    "stream",
                    {"workload": "wide", "keys": keys, "items": items, "schema": schema},
                    description=f"10-node chain over {keys} keys x {items} ints, {schema} state",
                )
            )
    return groups


GROUPS: tuple[Group, ...] = (
    Group("chain10", "stream", {"workload": "chain", "n": 10}, description="sequential chain of 10 nodes"),
    Group("chain1000", "stream", {"workload": "chain", "n": 1000}, description="sequential chain of 1000 nodes"),
    Group(
        "fanout10",
        "stream",
        {"workload": "fanout", "subjects": 10},
        description="Send fan-out of 10 subjects (1000 letters each) to a 2-node subgraph, then reduce",
    ),
    Group(
        "fanout100",
        "stream",
        {"workload": "fanout", "subjects": 100},
        description="Send fan-out of 100 subjects (1000 letters each) to a 2-node subgraph, then reduce",
    ),
    *_wide_groups(),
    Group("agent10", "stream", {"workload": "agent", "turns": 10}, description="tool-calling loop, 10 turns, add_messages"),
    Group("agent100", "stream", {"workload": "agent", "turns": 100}, description="tool-calling loop, 100 turns, add_messages"),
    Group(
        "first_event10",
        "first_event",
        {"workload": "chain", "n": 10},
        description="time to the first chunk of stream(stream_mode='updates'), 10-node chain",
    ),
    Group(
        "first_event1000",
        "first_event",
        {"workload": "chain", "n": 1000},
        description="time to the first chunk of stream(stream_mode='updates'), 1000-node chain",
    ),
    Group(
        "compile1000",
        "compile",
        {"workload": "chain", "n": 1000},
        variants=("plain", "saver"),
        description="StateGraph.compile() of a 1000-node chain (building the builder is not timed)",
    ),
    Group(
        "checkpoint_put",
        "checkpoint",
        {"puts": 200},
        variants=("memory", "sqlite"),
        description="BaseCheckpointSaver.put() throughput: 200 puts of a 5-channel checkpoint per run (SQLite in memory)",
    ),
)

BY_NAME = {group.name: group for group in GROUPS}


def select(patterns: list[str] | None) -> list[tuple[Group, tuple[str, ...]]]:
    """The groups (with the variants to run) that match any of `patterns` (all when empty).

    A pattern matches a group name or a ``group/variant`` row name, exactly or
    as a shell glob (``wide*``, ``*/async``).
    """
    chosen = []
    for group in GROUPS:
        if not patterns:
            chosen.append((group, group.variants))
            continue
        if any(fnmatch.fnmatchcase(group.name, pattern) for pattern in patterns):
            chosen.append((group, group.variants))
            continue
        variants = tuple(
            variant
            for variant in group.variants
            if any(fnmatch.fnmatchcase(f"{group.name}/{variant}", pattern) for pattern in patterns)
        )
        if variants:
            chosen.append((group, variants))
    return chosen
