"""Fixtures shared by the perf tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from typing import Any

import pytest

from lingxigraph.pregel import _machine


@pytest.fixture
def effects(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts the effects every machine of the test yields, by class name."""
    seen: Counter[str] = Counter()
    original = _machine.Machine.run

    def run(self: Any) -> Generator[Any, Any, None]:
        gen = original(self)
        result = None
        while True:
            try:
                effect = gen.send(result)
            except StopIteration:
                return
            seen[type(effect).__name__] += 1
            result = yield effect

    monkeypatch.setattr(_machine.Machine, "run", run)
    return seen
