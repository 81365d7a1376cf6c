"""Private names LangGraph's own test suites (and some integrations) import from
``langgraph._internal`` / ``langgraph.pregel`` modules: each is lingxigraph's own
helper under LangGraph's path, or, where lingxigraph has no counterpart, a name
that says so when called."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Annotated, Any, get_type_hints

import pytest
from typing_extensions import NotRequired, TypedDict

from lingxigraph._internal._config import _is_not_empty, merge_configs
from lingxigraph._internal._constants import CONF, CONFIG_KEY_THREAD_ID, OVERWRITE
from lingxigraph._internal._fields import _is_optional_type, get_field_default
from lingxigraph._internal._runnable import is_async_generator
from lingxigraph._internal._serde import curated_core_allowlist
from lingxigraph._internal._timeout import coerce_timeout_policy, sync_timeout_unsupported
from lingxigraph.channels import BinaryOperatorAggregate, LastValue
from lingxigraph.channels.binop import _get_overwrite
from lingxigraph.graph.state import _get_channel
from lingxigraph.managed import RemainingSteps
from lingxigraph.pregel._retry import (
    _checkpoint_ns_for_parent_command,
    _ensure_execution_info,
    _should_retry_on,
    arun_with_retry,
    run_with_retry,
)
from lingxigraph.runtime import DEFAULT_RUNTIME, ExecutionInfo
from lingxigraph.types import Overwrite, RetryPolicy, TimeoutPolicy


def test_overwrite_spellings() -> None:
    assert _get_overwrite(Overwrite([1])) == (True, [1])
    assert _get_overwrite({OVERWRITE: [2]}) == (True, [2])
    assert _get_overwrite({"type": OVERWRITE, "value": [3]}) == (True, [3])
    assert _get_overwrite({OVERWRITE: 1, "other": 2}) == (False, None)
    assert _get_overwrite([1]) == (False, None)


def test_get_channel_follows_the_annotation() -> None:
    reducer = _get_channel("log", Annotated[list[int], lambda a, b: a + b])
    assert isinstance(reducer, BinaryOperatorAggregate) and reducer.key == "log"
    plain = _get_channel("x", NotRequired[int])
    assert isinstance(plain, LastValue) and plain.key == "x"
    assert _get_channel("steps", RemainingSteps) is not None
    with pytest.raises(ValueError, match="not allowed in this position"):
        _get_channel("steps", RemainingSteps, allow_managed=False)


def test_retry_helpers() -> None:
    assert _should_retry_on(RetryPolicy(retry_on=(KeyError,)), KeyError("k"))
    assert not _should_retry_on(RetryPolicy(retry_on=()), KeyError("k"))
    with pytest.raises(TypeError, match="^retry_on must be an Exception class"):
        _should_retry_on(RetryPolicy(retry_on=7), KeyError("k"))  # type: ignore[arg-type]
    assert _checkpoint_ns_for_parent_command("") == ""
    assert _checkpoint_ns_for_parent_command("a:1") == ""
    assert _checkpoint_ns_for_parent_command("a:1|2|b:3|4") == "a:1"
    assert _checkpoint_ns_for_parent_command("a:1|b:2|c:3") == "a:1|b:2"


def test_ensure_execution_info_reads_the_config_only_when_missing() -> None:
    class FakeTask:
        id = "fallback"

    config = {"run_id": "r1", CONF: {CONFIG_KEY_THREAD_ID: "t1", "checkpoint_ns": "n:1"}}
    filled = _ensure_execution_info(DEFAULT_RUNTIME.override(execution_info=None), config, FakeTask())
    assert filled.execution_info == ExecutionInfo(
        checkpoint_id="", checkpoint_ns="n:1", task_id="fallback", thread_id="t1", run_id="r1"
    )
    assert _ensure_execution_info(filled, {}, FakeTask()) is filled


def test_bare_task_runners_say_they_are_not_here() -> None:
    with pytest.raises(NotImplementedError, match="run_with_retry"):
        run_with_retry(None, None)
    with pytest.raises(NotImplementedError, match="arun_with_retry"):
        asyncio.run(arun_with_retry(None, None))


def test_timeout_and_field_helpers() -> None:
    assert coerce_timeout_policy(timedelta(seconds=2)) == TimeoutPolicy(run_timeout=2.0)
    assert "Node 'n' is sync" in str(sync_timeout_unsupported("n"))

    class S(TypedDict):
        a: int
        b: NotRequired[int]
        c: int | None

    hints = get_type_hints(S, include_extras=True)
    assert [get_field_default(k, hints[k], S) for k in "abc"] == [..., None, None]
    assert _is_optional_type(int | None) and not _is_optional_type(int)
    assert not _is_optional_type(type(None))


def test_config_helpers() -> None:
    assert merge_configs({"tags": ["a"]}, None, {"tags": ["b"], "recursion_limit": 25}) == {
        "tags": ["a", "b"],
        "recursion_limit": 25,
        CONF: {},
    }
    assert [_is_not_empty(v) for v in ("", 0, None, [], {})] == [True, True, False, False, False]

    async def agen() -> Any:
        yield 1

    assert is_async_generator(agen) and not is_async_generator(lambda: None)


def test_curated_core_allowlist_names_the_message_classes() -> None:
    allowlist = curated_core_allowlist()
    assert ("langchain_core.messages.ai", "AIMessageChunk") in allowlist
    assert ("langchain_core.messages.modifier", "RemoveMessage") in allowlist
    assert all(module.startswith("langchain_core.messages.") for module, _ in allowlist)
