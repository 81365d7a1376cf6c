"""Fixtures shared by the perf tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from typing import Any

import pytest

from lingxigraph.pregel import _machine


@pytest.fixture
def effects(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts the effects every machine of the test yields, by class name, and
    (as ``"inline"``) the lone tasks machines ran through their driver's runner."""
    seen: Counter[str] = Counter()
    original = _machine.Machine.run

    def run(self: Any) -> Generator[Any, Any, None]:
        # (the driver has set its runner when the machine's generator starts)
        run_inline = self.run_inline
        if run_inline is not None:

            def counted(task: Any) -> Any:
                seen["inline"] += 1  # a lone task the machine ran through the driver's runner
                return run_inline(task)

            self.run_inline = counted
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
