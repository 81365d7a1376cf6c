"""Retry decisions for failed node attempts (pure: no sleeping here)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from lingxigraph._internal._typing import is_class

if TYPE_CHECKING:
    from lingxigraph.types import RetryPolicy

_NOT_RETRIED = (
    ValueError,
    TypeError,
    ArithmeticError,
    ImportError,
    LookupError,
    NameError,
    SyntaxError,
    RuntimeError,
    ReferenceError,
    StopIteration,
    StopAsyncIteration,
    OSError,
)


def default_retry_on(exc: Exception) -> bool:
    """Whether the default ``RetryPolicy`` retries ``exc``.

    Mirrors LangGraph: connection errors and 5xx HTTP errors (``httpx`` /
    ``requests``) are retried; programming errors (``ValueError``, ``KeyError``,
    ``OSError``, ...) are not; any other exception is.
    """
    if isinstance(exc, ConnectionError):
        return True
    cls = type(exc)
    module = cls.__module__
    if cls.__name__ == "HTTPStatusError" and module.startswith("httpx"):
        return 500 <= exc.response.status_code < 600  # type: ignore[attr-defined]
    if cls.__name__ == "HTTPError" and module.startswith("requests"):
        response = getattr(exc, "response", None)
        return 500 <= response.status_code < 600 if response else True
    return not isinstance(exc, _NOT_RETRIED)


def matching_policy(
    policies: Sequence[RetryPolicy], exc: Exception
) -> RetryPolicy | None:
    """The first policy whose ``retry_on`` accepts ``exc``, or ``None``."""
    for policy in policies:
        if _retries(policy, exc):
            return policy
    return None


def _retries(policy: RetryPolicy, exc: Exception) -> bool:
    retry_on = policy.retry_on
    if is_class(retry_on) and issubclass(retry_on, BaseException):
        return isinstance(exc, retry_on)
    if isinstance(retry_on, Sequence):
        return isinstance(exc, tuple(retry_on))
    if callable(retry_on):
        return bool(retry_on(exc))
    # (LangGraph's message)
    raise TypeError("retry_on must be an Exception class, a list or tuple of Exception classes, or a callable")


def retry_delay(policy: RetryPolicy, attempt: int, rng: random.Random | None = None) -> float:
    """Seconds to wait before attempt number ``attempt + 1`` (``attempt`` >= 1 has failed)."""
    delay = min(policy.max_interval, policy.initial_interval * policy.backoff_factor ** (attempt - 1))
    if policy.jitter:
        delay += (rng or random).uniform(0, 1)
    return delay
