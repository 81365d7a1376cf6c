"""Fast string forms of ids, timestamps and versions: the same text as the plain formulas."""

from __future__ import annotations

import os
import random
import uuid
from datetime import datetime, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.checkpoint.base import id as id_module
from lingxigraph.checkpoint.base.id import (
    next_str_version,
    utc_now_iso,
    uuid6,
    uuid6_str,
)
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.sqlite._engine import next_version


@pytest.mark.parametrize("clock_seq", [None, -2, 0, 5, 0x3FFF, 123456])
def test_uuid6_str_is_a_version_6_uuid_with_the_same_time_fields(
    monkeypatch: pytest.MonkeyPatch, clock_seq: int | None
) -> None:
    monkeypatch.setattr(id_module, "_clock", lambda: 1_800_000_000_123_456_700)
    monkeypatch.setattr(id_module, "_last_timestamp", 0)
    reference = str(uuid6(clock_seq=clock_seq))
    monkeypatch.setattr(id_module, "_last_timestamp", 0)
    text = uuid6_str(clock_seq)
    parsed = uuid.UUID(text)
    assert str(parsed) == text
    assert parsed.version == 6 and parsed.variant == uuid.RFC_4122
    # time fields equal; node (and clock sequence when random) are random
    assert text[:19] == reference[:19]
    if clock_seq is not None:
        assert parsed.clock_seq == clock_seq & 0x3FFF


def test_uuid6_str_sorts_in_creation_order_with_uuid6(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(id_module, "_clock", lambda: 1_700_000_000_000_000_000)
    # (restored after the test: a clock set in the future would leave every later id of the process there)
    monkeypatch.setattr(id_module, "_last_timestamp", id_module._last_timestamp)
    ids = []
    for i in range(300):
        ids.append(uuid6_str() if i % 2 else str(uuid6()))
    assert ids == sorted(ids)
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize(
    "now_ns",
    [
        1_764_480_000_000_000_000,  # a whole second: isoformat leaves the microseconds out
        1_764_480_000_000_001_000,
        1_764_480_000_999_999_999,  # floors to the microsecond, as datetime.now does
        1_764_480_059_123_456_789,
        951_782_400_500_000_000,  # 2000-02-29
    ],
)
def test_utc_now_iso_matches_datetime_isoformat(monkeypatch: pytest.MonkeyPatch, now_ns: int) -> None:
    monkeypatch.setattr(id_module, "_wall_ns", lambda: now_ns)
    monkeypatch.setattr(id_module, "_iso_second", (-1, ""))
    seconds, rest = divmod(now_ns, 1_000_000_000)
    expected = datetime.fromtimestamp(seconds, timezone.utc).replace(microsecond=rest // 1000).isoformat()
    assert utc_now_iso() == expected
    # second call reuses the cached date part
    assert utc_now_iso() == expected


def test_utc_now_iso_is_now() -> None:
    before = datetime.now(timezone.utc)
    stamp = datetime.fromisoformat(utc_now_iso())
    after = datetime.now(timezone.utc)
    assert before <= stamp <= after


def _reference_version(current: str | float | None, bits: int) -> str:
    """LangGraph's counter, then ``0.`` and the 53 random bits as 16 digits."""
    number = 0 if current is None else int(current.split(".")[0]) if isinstance(current, str) else int(current)
    return f"{number + 1:032}.0.{bits:016}"


@pytest.mark.parametrize("current", [None, 0, 7, 3.0, "5", "00000000000000000000000000000041.0.123"])
def test_next_str_version_matches_the_langgraph_formula(monkeypatch: pytest.MonkeyPatch, current: object) -> None:
    # the counter is LangGraph's (f"{n + 1:032}", n read back as int(v.split(".")[0]));
    # the random part is "0." and 16 digits, the shape of most f"{random.random():016}"
    rng = random.Random(3)
    draws = [rng.getrandbits(53) for _ in range(2000)] + [0, 1, 10**15, 2**53 - 1]
    for bits in draws:
        monkeypatch.setattr(id_module, "_getrandbits", lambda k, bits=bits: bits if k == 53 else 0)
        version = next_str_version(current)  # type: ignore[arg-type]
        assert version == _reference_version(current, bits)  # type: ignore[arg-type]
        assert len(version) == 32 + 1 + 18


def test_next_str_version_prefix_cache_tells_counters_apart() -> None:
    """Versions sharing their first characters, met in any order, each get their own counter + 1."""
    long_head = "0" * 40 + "5"
    versions = [
        f"{41:032}.5",
        f"{41:032}.9",
        "41.5",
        "41.",
        "41",
        "4.1",
        "5." + "1" * 40,
        f"{41:032}",  # no dot: 32 digits
        f"{41:033}.5",  # 33 digits then the dot
        f"{41:033}",
        f"{41:034}5.5",
        long_head + ".5",
        long_head,
    ]
    for _ in range(2):  # the second round reads what the first one cached
        for current in versions:
            number = int(current.split(".")[0])
            assert next_str_version(current).split(".")[0] == f"{number + 1:032}", current
    for bad in ("", ".5", "x.5", "4x.1"):
        with pytest.raises(ValueError):
            next_str_version(bad)


def test_savers_versions_sort_by_counter() -> None:
    saver = InMemorySaver()
    versions = [saver.get_next_version(None, None)]
    for _ in range(20):
        versions.append(saver.get_next_version(versions[-1], None))
    assert versions == sorted(versions)
    assert [int(v.split(".")[0]) for v in versions] == list(range(1, 22))
    assert next_version(versions[-1]).startswith(f"{22:032}.")


@settings(max_examples=200)
@given(st.lists(st.integers(min_value=0, max_value=2**62), min_size=1, max_size=20))
def test_uuid6_str_time_fields_match_uuid6_across_windows(clocks: list[int]) -> None:
    """The cached start of the id (one per 409.6 µs window) is the start ``uuid6`` writes."""
    saved = id_module._clock, id_module._last_timestamp
    try:
        for now in sorted(clocks):
            id_module._clock = lambda now=now: now
            id_module._last_timestamp = 0
            reference = str(uuid6())
            id_module._last_timestamp = 0
            text = uuid6_str()
            assert text[:19] == reference[:19]
            parsed = uuid.UUID(text)
            assert str(parsed) == text and parsed.version == 6 and parsed.variant == uuid.RFC_4122
    finally:
        id_module._clock, id_module._last_timestamp = saved


def test_a_forked_child_makes_ids_of_its_own() -> None:
    """A child process made by fork draws a new id tail, so it never repeats its parent's ids."""
    if not hasattr(os, "fork"):
        pytest.skip("no fork on this platform")
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.write(write, uuid6_str().encode())
        os._exit(0)
    os.close(write)
    child = os.read(read, 64).decode()
    os.close(read)
    os.waitpid(pid, 0)
    assert child[19:] != uuid6_str()[19:]
