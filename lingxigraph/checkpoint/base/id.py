"""Time-ordered UUIDs (version 6) for checkpoint ids.

A version-6 UUID stores its 60-bit timestamp (100-nanosecond ticks since
1582-10-15, the Gregorian epoch) most significant bits first, so the canonical
string form of two ids sorts in time order. ``uuid6()`` is also strictly
monotonic within one process: two calls in the same clock tick (or after the
wall clock steps back) get consecutive timestamps, so ids always sort in the
order they were made, whichever thread made them.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections.abc import Callable

__all__ = ("UUID", "uuid6")

_GREGORIAN_OFFSET = 0x01B21DD213814000
"""100-nanosecond ticks from 1582-10-15 to the Unix epoch."""

_clock: Callable[[], int] = time.time_ns
"""Source of nanoseconds since the Unix epoch; tests may replace it."""

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
