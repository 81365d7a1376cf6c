"""The optional langchain-core pieces the prebuilt agent parts build on.

LangGraph's prebuilt module needs langchain-core; lingxigraph's runtime does not.
When langchain-core is importable, the injection markers subclass its
``InjectedToolArg`` (so LangChain tools hide them from the model's schema) and
tools, messages and prompts are LangChain objects. Without it, plain functions
and lingxigraph's own message classes are used.
"""

from __future__ import annotations

from typing import Any

try:
    from langchain_core.tools import InjectedToolArg as _InjectedToolArg
    from langchain_core.tools.base import ToolException as _ToolException
    from langchain_core.tools.base import _DirectlyInjectedToolArg

    HAVE_LANGCHAIN = True
except ImportError:  # pragma: no cover - exercised only without langchain-core
    HAVE_LANGCHAIN = False

    class _InjectedToolArg:  # type: ignore[no-redef]
        """Stand-in for langchain-core's marker of arguments the model never fills."""

    class _DirectlyInjectedToolArg:  # type: ignore[no-redef]
        """Stand-in for langchain-core's marker of arguments injected by type alone."""

    class _ToolException(Exception):  # type: ignore[no-redef]
        """Stand-in for langchain-core's ``ToolException``."""


InjectedToolArg: Any = _InjectedToolArg
DirectlyInjectedToolArg: Any = _DirectlyInjectedToolArg
ToolException: Any = _ToolException


def is_lc_message(message: Any) -> bool:
    """Whether ``message`` is a langchain-core message."""
    if not HAVE_LANGCHAIN:
        return False
    from langchain_core.messages import BaseMessage

    return isinstance(message, BaseMessage)


_KINDS: dict[str, tuple[type, ...]] = {}
"""Message class name → that class from lingxigraph and (if importable) LangChain."""


def message_kinds(name: str) -> tuple[type, ...]:
    """The message classes called ``name`` (e.g. ``"AIMessage"``): lingxigraph's, and
    LangChain's when langchain-core is installed; an ``isinstance`` second argument."""
    # looked up once: the agent checks every message of the history on every turn
    found = _KINDS.get(name)
    if found is None:
        import lingxigraph.messages as own

        found = (getattr(own, name),)
        if HAVE_LANGCHAIN:
            import langchain_core.messages as lc

            found += (getattr(lc, name),)
        _KINDS[name] = found
    return found


def is_ai_message(message: Any) -> bool:
    """Whether ``message`` is an AI message (LangChain's or lingxigraph's, chunks included)."""
    return isinstance(message, _KINDS.get("AIMessage") or message_kinds("AIMessage"))


def is_tool_message(message: Any) -> bool:
    """Whether ``message`` is a tool message (LangChain's or lingxigraph's)."""
    return isinstance(message, _KINDS.get("ToolMessage") or message_kinds("ToolMessage"))


def message_classes(lc: bool) -> Any:
    """The module holding the message classes of one family (LangChain's when ``lc``)."""
    if lc and HAVE_LANGCHAIN:
        import langchain_core.messages as lc_messages

        return lc_messages
    import lingxigraph.messages as lx_messages

    return lx_messages
