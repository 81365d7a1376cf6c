"""uuid6: version-6 layout, time order as strings, monotonic within one process."""

from __future__ import annotations

import threading
import uuid

import pytest

from lingxigraph.checkpoint.base import id as id_module
from lingxigraph.checkpoint.base.id import UUID, uuid6


def test_layout_and_fields() -> None:
    value = uuid6(node=0x1234, clock_seq=5)
    assert isinstance(value, UUID) and isinstance(value, uuid.UUID)
    assert value.version == 6
    assert value.variant == uuid.RFC_4122
    assert value.node == 0x1234
    assert value.clock_seq == 5
    assert str(value).split("-")[3] == "8005"
    assert str(uuid6(clock_seq=-2)).split("-")[3] == "bffe"


def test_time_and_subsec_read_the_v6_timestamp() -> None:
    value = UUID("1f1ec6f0-27c1-6f05-acbb-9597c5418e5c")
    assert value.time == 0x1F1EC6F027C1F05
    assert value.subsec == (0xF05 << 8) | 0xB2


def test_ids_sort_in_creation_order_even_within_one_tick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(id_module, "_clock", lambda: 1_700_000_000_000_000_000)
    # (restored after the test: a clock set in the future would leave every later id of the process there)
    monkeypatch.setattr(id_module, "_last_timestamp", id_module._last_timestamp)
    ids = [str(uuid6()) for _ in range(500)]
    assert ids == sorted(ids)
    assert len(set(ids)) == len(ids)


def test_clock_going_backwards_keeps_order(monkeypatch: pytest.MonkeyPatch) -> None:
    times = iter([2_000_000_000_000_000_000, 1_000_000_000_000_000_000, 1_500_000_000_000_000_000])
    monkeypatch.setattr(id_module, "_clock", lambda: next(times))
    # (restored after the test: a clock set in the future would leave every later id of the process there)
    monkeypatch.setattr(id_module, "_last_timestamp", id_module._last_timestamp)
    ids = [str(uuid6()) for _ in range(3)]
    assert ids == sorted(ids)


def test_monotonic_across_threads() -> None:
    made: list[list[tuple[int, str]]] = [[] for _ in range(4)]
    order = threading.Lock()
    counter = [0]

    def worker(index: int) -> None:
        for _ in range(500):
            with order:
                counter[0] += 1
                made[index].append((counter[0], str(uuid6())))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    by_creation = [value for _, value in sorted(item for items in made for item in items)]
    assert by_creation == sorted(by_creation)
