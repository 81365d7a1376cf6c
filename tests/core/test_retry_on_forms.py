"""The forms ``RetryPolicy(retry_on=...)`` takes, seen through a failing node.

Checked against LangGraph 1.2.11: a class, a list or tuple of classes, a callable;
an empty tuple retries nothing; anything else fails the node's run with a
``TypeError`` naming the accepted forms (LangGraph's wording).
"""

from __future__ import annotations

from typing import Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.types import RetryPolicy


class S(TypedDict):
    x: int


def _attempts(retry_on: Any, exc: Exception) -> tuple[int, BaseException]:
    calls = 0

    def node(state: S) -> S:
        nonlocal calls
        calls += 1
        raise exc

    policy = RetryPolicy(max_attempts=3, initial_interval=0.0001, jitter=False, retry_on=retry_on)
    builder = StateGraph(S)
    builder.add_node("node", node, retry_policy=policy)
    builder.add_edge(START, "node")
    with pytest.raises(Exception) as info:
        builder.compile().invoke({"x": 1})
    return calls, info.value


@pytest.mark.parametrize(
    ("retry_on", "exc", "expected_calls"),
    [
        (ValueError, ValueError("v"), 3),
        (ValueError, KeyError("k"), 1),
        (LookupError, KeyError("k"), 3),  # a subclass counts
        ((ValueError, KeyError), KeyError("k"), 3),
        ([ValueError, KeyError], IndexError("i"), 1),
        ((), ValueError("v"), 1),
        (lambda e: isinstance(e, KeyError), KeyError("k"), 3),
        (lambda e: isinstance(e, KeyError), ValueError("v"), 1),
    ],
)
def test_retry_on_forms(retry_on: Any, exc: Exception, expected_calls: int) -> None:
    calls, raised = _attempts(retry_on, exc)
    assert calls == expected_calls
    assert raised is exc


def test_an_unusable_retry_on_names_the_accepted_forms() -> None:
    calls, raised = _attempts(123, ValueError("v"))
    assert calls == 1
    assert isinstance(raised, TypeError)
    assert str(raised) == (
        "retry_on must be an Exception class, a list or tuple of Exception classes, or a callable"
    )
