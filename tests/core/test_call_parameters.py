"""``_call.parameters`` reads plain functions and their ``functools.partial``s
without ``inspect.signature``; it must report exactly what ``inspect`` does."""

from __future__ import annotations

import functools
import inspect
import itertools
from typing import Any

import pytest

from lingxigraph._internal._call import parameters

SOURCES = [
    "def f(a, b, c): pass",
    "def f(a, /, b, *, c): pass",
    "def f(a, b=1, *args, c, d=2, **kw): pass",
    "def f(x: int, y: str = 'a', *, z: float): pass",
    "def f(*args, **kw): pass",
    "def f(a, b, /, c, d, *, e): pass",
    "def f(read, write, input): pass",
    "def f(a, *, b): pass",
]


def _inspect(fn: Any) -> Any:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    return [(p.name, p.kind, p.annotation) for p in sig.parameters.values()]


def _partials(source: str) -> list[Any]:
    ns: dict[str, Any] = {}
    exec(source, ns)  # noqa: S102 - fixed test sources
    fn = ns["f"]
    names = [
        p.name
        for p in inspect.signature(fn).parameters.values()
        if p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
    ]
    out = [fn]
    for count in range(4):
        for chosen in itertools.chain.from_iterable(itertools.combinations([*names, "zz"], r) for r in range(3)):
            out.append(functools.partial(fn, *range(count), **{name: 0 for name in chosen}))
    return out


@pytest.mark.parametrize("source", SOURCES)
def test_parameters_match_inspect_for_functions_and_partials(source: str) -> None:
    checked = 0
    for fn in _partials(source):
        expected = _inspect(fn)
        if expected is None:
            continue  # inspect refuses the partial too
        assert parameters(fn) == expected, fn
        checked += 1
    assert checked > 0
