"""Time-ordered UUIDs (version 6) for checkpoint ids.

A version-6 UUID stores its 60-bit timestamp (100-nanosecond ticks since
1582-10-15, the Gregorian epoch) most significant bits first, so the canonical
string form of two ids sorts in time order. ``uuid6()`` is also strictly
monotonic within one process: two calls in the same clock tick (or after the
wall clock steps back) get consecutive timestamps, so ids always sort in the
order they were made, whichever thread made them.
"""

from __future__ import annotations

import os
import random
import threading
import time
import uuid
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any, Final

__all__ = ("UUID", "next_str_version", "utc_now_iso", "uuid6", "uuid6_str")

_GREGORIAN_OFFSET = 0x01B21DD213814000
"""100-nanosecond ticks from 1582-10-15 to the Unix epoch."""

_clock: Callable[[], int] = time.time_ns
"""Source of nanoseconds since the Unix epoch; tests may replace it."""

_wall_ns: Callable[[], int] = time.time_ns
"""Source of nanoseconds since the Unix epoch for `utc_now_iso`; tests may replace it."""

_lock = threading.Lock()
_last_timestamp = 0


class UUID(uuid.UUID):
    """A ``uuid.UUID`` that reads the timestamp fields of version-6 ids correctly."""

    __slots__ = ()

    @property
    def time(self) -> int:
        """The 60-bit timestamp: 100-nanosecond ticks since 1582-10-15.

        For versions other than 6 this is ``uuid.UUID.time`` unchanged.
        """
        if self.version != 6:
            return super().time
        value = self.int
        return (
            ((value >> 96) << 28)
            | (((value >> 80) & 0xFFFF) << 12)
            | ((value >> 64) & 0x0FFF)
        )

    @property
    def subsec(self) -> int:
        """A 20-bit sub-second field: the 12 low timestamp bits then 8 clock-sequence bits."""
        value = self.int
        return (((value >> 64) & 0x0FFF) << 8) | ((value >> 54) & 0xFF)


def _next_timestamp() -> int:
    """A Gregorian 100 ns timestamp strictly greater than any returned before."""
    global _last_timestamp
    timestamp = _clock() // 100 + _GREGORIAN_OFFSET
    with _lock:
        if timestamp <= _last_timestamp:
            timestamp = _last_timestamp + 1
        _last_timestamp = timestamp
    return timestamp


def uuid6(node: int | None = None, clock_seq: int | None = None) -> UUID:
    """Make a version-6 UUID from the current time.

    Args:
        node: 48-bit node number; random when ``None``. Only the low 48 bits
            are used.
        clock_seq: 14-bit clock sequence; random when ``None``. Only the low
            14 bits are used, so negative numbers wrap (LangGraph passes the
            step number, and ``-2`` for an empty checkpoint).

    Returns:
        A `UUID` whose string form sorts after every id this process made
        before, even within one 100 ns tick.
    """
    timestamp = _next_timestamp() & 0x0FFF_FFFF_FFFF_FFFF
    if clock_seq is None:
        clock_seq = random.getrandbits(14)
    if node is None:
        node = random.getrandbits(48)
    value = (timestamp >> 12) << 80
    value |= 0x6 << 76
    value |= (timestamp & 0x0FFF) << 64
    value |= (0x2 << 62) | ((clock_seq & 0x3FFF) << 48)
    value |= node & 0xFFFF_FFFF_FFFF
    return UUID(int=value)


_VARIANT_BITS = 0x2 << 62
_getrandbits = random.getrandbits
_HEX = "0123456789abcdef"


def _new_tail() -> str:
    """The ``-cccc-nnnnnnnnnnnn`` end of this process's ids: variant, random clock
    sequence and random node, drawn once (ids stay unique by their timestamps)."""
    return "-%04x-%012x" % divmod(_VARIANT_BITS | _getrandbits(62), 1 << 48)  # noqa: UP031


_tail = _new_tail()
_window: tuple[int, str] = (-1, "")
"""(timestamp >> 12, the ``tttttttt-tttt-6`` start of the ids in that 409.6 µs window)."""


def _after_fork() -> None:
    # a forked child must not make the parent's ids: its own tail from now on
    global _tail
    _tail = _new_tail()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def uuid6_str(clock_seq: int | None = None) -> str:
    """``str(uuid6(clock_seq=clock_seq))`` without building a ``UUID``.

    Checkpoint ids are made once per superstep and only ever used as strings,
    so this skips the object and most of the formatting: the text is the same
    canonical ``8-4-4-4-12`` lower-case hex, its start formatted once per
    409.6 µs window. Without ``clock_seq`` the clock sequence and node are
    random per process, not per id: the strictly increasing timestamp already
    makes each id unique and ordered (as `uuid6` with a fixed node would).
    """
    global _last_timestamp, _window
    # `_next_timestamp`, inlined (one call fewer per checkpoint)
    timestamp = _clock() // 100 + _GREGORIAN_OFFSET
    with _lock:
        if timestamp <= _last_timestamp:
            timestamp = _last_timestamp + 1
        _last_timestamp = timestamp
    high = (timestamp >> 12) & 0xFFFF_FFFF_FFFF
    window = _window
    if window[0] != high:
        text = "%012x" % high  # noqa: UP031
        window = _window = (high, f"{text[:8]}-{text[8:]}-6")
    low = timestamp & 0xFFF
    if clock_seq is None:
        tail = _tail
    else:
        tail = "-%04x-%012x" % (0x8000 | (clock_seq & 0x3FFF), _getrandbits(48))  # noqa: UP031
    return f"{window[1]}{_HEX[low >> 8]}{_HEX[(low >> 4) & 15]}{_HEX[low & 15]}{tail}"


_iso_second: tuple[int, str] = (-1, "")
"""The last whole second formatted by `utc_now_iso` and its ``YYYY-MM-DDTHH:MM:SS`` text."""


def utc_now_iso() -> str:
    """Now in UTC, exactly as ``datetime.now(timezone.utc).isoformat()`` writes it.

    The date and time of day are formatted once per second; only the
    microseconds (left out when zero, as ``isoformat`` does) change within it.
    """
    return iso_from_ns(_wall_ns())


def iso_from_ns(now_ns: int) -> str:
    """``now_ns`` (``time.time_ns()``) in UTC as `utc_now_iso` writes it.

    Lets a caller read the clock now and format the text later, only if it is needed.
    """
    global _iso_second
    second = now_ns // 1_000_000_000
    cached = _iso_second
    if cached[0] != second:
        # a tuple is replaced whole, so a concurrent reader never sees a mixed pair
        cached = _iso_second = (second, datetime.fromtimestamp(second, timezone.utc).isoformat()[:19])
    micro = (now_ns // 1000) % 1_000_000
    if micro:
        return f"{cached[1]}.{micro:06d}+00:00"
    return f"{cached[1]}+00:00"


_PREFIX_AFTER: dict[str, str] = {}
"""Counter text of a version (what comes before its first ``.``) → the next
version's ``"%032d."`` prefix. A thread's versions count up one channel at a
time, so the same few counters come back on every superstep: parsing and
formatting them once saves most of the work that is not the random part."""
DIRECT_NEXT_VERSION: dict[Any, Any] = {}
"""Saver ``get_next_version`` functions (as defined on their class) whose answer
depends only on ``current`` -> the one-argument function giving that answer. A run
calls the latter without the method call. Keyed by the function object itself, so
an override (``functools.wraps`` ones included) or a stand-in such as a mock is
never found and is called as LangGraph calls it."""

_PREFIX_CACHE_MAX = 4096


def next_str_version(current: str | float | None) -> str:
    """The string channel version after ``current``, as LangGraph's savers write it.

    The zero-padded counter ``n + 1`` (32 digits, ``n`` the integer part of
    ``current``, 0 for ``None``), a dot, and a random tie-breaker of the same
    shape as LangGraph's ``f"{random.random():016}"``: ``0.`` and 16 random
    decimal digits. Only the counter is ever read back (LangGraph parses
    ``int(v.split(".")[0])`` too), so versions still sort as strings. The
    digits come from a random integer: a float's shortest ``repr`` cost more
    than the rest of a checkpoint's version bump.
    """
    if current is None:
        return _FIRST_PREFIX + _tie_breaker()
    try:
        # a version made here: its counter and dot are its first 33 characters
        prefix = _PREFIX_AFTER.get(current[:33])  # type: ignore[index]
    except TypeError:  # a number (or no version at all: int() says so)
        return "%032d." % (int(current) + 1) + _tie_breaker()  # noqa: UP031
    if prefix is None:
        prefix = _prefix_after(current)
    return prefix + _tie_breaker()


def _tie_breaker() -> str:
    """``0.`` and 16 random decimal digits (the shape of a version's random part):
    a 53-bit random integer (as many random bits as ``random.random()`` has),
    zero-padded."""
    return "0.%016d" % _getrandbits(53)  # noqa: UP031


_FIRST_PREFIX: Final = "%032d." % 1  # noqa: UP031


def _prefix_after(current: Any) -> str:
    """The next version's ``"%032d."`` prefix, for a version not in the cache yet."""
    if not isinstance(current, str):
        return "%032d." % (int(current) + 1)  # noqa: UP031
    dot = current.find(".")
    head = current if dot < 0 else current[:dot]
    prefix = "%032d." % (int(head) + 1)  # noqa: UP031 - cheaper than f"{n:032}"
    if 0 <= dot < 33:
        # Cached under the counter text with its dot (at most 33 characters, the
        # dot the only one and last): a version whose first 33 characters are that
        # key has that counter. (A version with no dot, or a longer counter, is
        # parsed each time: its key could not tell it from a longer one.)
        if len(_PREFIX_AFTER) >= _PREFIX_CACHE_MAX:
            _PREFIX_AFTER.clear()  # (a long thread's counters: start over rather than grow)
        _PREFIX_AFTER[current[: dot + 1]] = prefix
    return prefix
