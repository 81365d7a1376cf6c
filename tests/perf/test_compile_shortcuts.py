"""Compile-time shortcuts give what the general introspection gives.

``parameters`` reads a plain function's parameters from its code object
instead of ``inspect.signature``; ``_graph_called_by`` looks through closure
cells and globals itself instead of ``inspect.getclosurevars``; one
compilation resolves each schema's keys once. Nothing here is timed.
"""

from __future__ import annotations

import functools
import inspect
import itertools
from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph._internal._call import is_async_callable, parameters
from lingxigraph.graph import END, START, StateGraph, _compile


def _signature_params(fn: Any) -> list[tuple[str, Any, Any]]:
    return [(p.name, p.kind, p.annotation) for p in inspect.signature(fn).parameters.values()]


def _one(state): ...


def _mixed(a, /, b, *args, c, d=1, **kw): ...


def _keyword_only(*, config): ...


def _annotated(state: dict, config: RunnableConfig, *, writer: Any = None) -> int: ...  # noqa: F821


def _var_only(*args, **kwargs): ...


def _no_params(): ...


def _positional_only(x, /): ...


def _with_locals(a, b=2, *c, d: int, e: str = "x", **f) -> list:
    g = [a, b, c, d, e, f]
    return g


@functools.wraps(_annotated)
def _wrapper(*args, **kwargs):
    return _annotated(*args, **kwargs)


def _with_signature(state):
    return state


_with_signature.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
    [inspect.Parameter("config", inspect.Parameter.KEYWORD_ONLY)]
)


async def _async_node(state):
    return state


class _Callable:
    def __call__(self, state, config):
        return state


@pytest.mark.parametrize(
    "fn",
    [
        _one,
        _mixed,
        _keyword_only,
        _annotated,
        _var_only,
        _no_params,
        _positional_only,
        _with_locals,
        _wrapper,
        _with_signature,
        _async_node,
        _Callable(),
        functools.partial(_mixed, 1),
        lambda s, config=None: s,
    ],
)
def test_parameters_match_inspect_signature(fn: Any) -> None:
    assert parameters(fn) == _signature_params(fn)


def test_parameters_of_a_builtin_without_a_signature_is_none() -> None:
    with pytest.raises(ValueError):
        inspect.signature(iter)
    assert parameters(iter) is None


def test_a_function_with_its_own_async_call_attribute_is_async() -> None:
    def node(state):
        return state

    assert not is_async_callable(node)
    node.__call__ = _async_node  # type: ignore[attr-defined]
    assert is_async_callable(node) == inspect.iscoroutinefunction(node.__call__)


class S(TypedDict):
    x: int


def _sub() -> Any:
    b = StateGraph(S)
    b.add_node("inc", lambda s: {"x": s["x"] + 1})
    b.add_edge(START, "inc")
    b.add_edge("inc", END)
    return b.compile()


SUB = _sub()


def _calls_global(state):
    return SUB.invoke(state)


def test_graph_called_by_matches_getclosurevars() -> None:
    inner = _sub()

    def via_closure(state):
        return inner.invoke(state)

    def plain(state):
        return {"x": len(str(state))}

    class Holder:
        def method(self, state):
            return SUB.invoke(state)

    def expected(fn: Any) -> tuple[Any, ...]:
        names = inspect.getclosurevars(fn)
        found = [v for v in (*names.nonlocals.values(), *names.globals.values()) if isinstance(v, type(SUB))]
        return tuple(found[:1])

    for fn in (via_closure, plain, _calls_global, Holder().method):
        assert _compile._graph_called_by(fn) == expected(fn)
    assert _compile._graph_called_by(via_closure) == (inner,)
    assert _compile._graph_called_by(_calls_global) == (SUB,)


def test_graph_called_by_a_function_with_an_empty_cell_is_none() -> None:
    def outer() -> Any:
        def node(state):
            return later.invoke(state)  # noqa: F821

        with pytest.raises(ValueError):
            inspect.getclosurevars(node)
        later = SUB
        del later
        return node

    assert _compile._graph_called_by(outer()) == ()


def test_compiling_resolves_each_schema_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    real = _compile._schema.keys_of

    def counting(schema: Any) -> list[str]:
        calls.append(schema)
        return real(schema)

    monkeypatch.setattr(_compile._schema, "keys_of", counting)
    builder = StateGraph(S)
    names = [f"n{i}" for i in range(20)]
    for name in names:
        builder.add_node(name, lambda s: {"x": s["x"] + 1})
    builder.add_edge(START, names[0])
    for left, right in itertools.pairwise(names):
        builder.add_edge(left, right)
    builder.add_edge(names[-1], END)
    graph = builder.compile()
    assert len(calls) == len(set(map(id, calls)))
    assert graph.invoke({"x": 0}) == {"x": 20}
