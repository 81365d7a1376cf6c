"""Typed payloads for human-in-the-loop interrupts (the Agent Inbox format).

Mirrors ``langgraph.prebuilt.interrupt``; LangGraph marks these deprecated in favour
of ``langchain.agents.middleware.human_in_the_loop``.
"""

from __future__ import annotations

from typing import Literal

from typing_extensions import TypedDict, deprecated

from lingxigraph.warnings import LangGraphDeprecatedSinceV10

__all__ = ("ActionRequest", "HumanInterrupt", "HumanInterruptConfig", "HumanResponse")


@deprecated(
    "HumanInterruptConfig has been moved to `langchain.agents.interrupt`. "
    "Please update your import to `from langchain.agents.interrupt import HumanInterruptConfig`.",
    category=LangGraphDeprecatedSinceV10,
)
class HumanInterruptConfig(TypedDict):
    """Which answers a person may give to an interrupt."""

    allow_ignore: bool
    """The person may skip the step."""
    allow_respond: bool
    """The person may answer with text."""
    allow_edit: bool
    """The person may edit the action's arguments."""
    allow_accept: bool
    """The person may approve the action as it is."""


@deprecated(
    "ActionRequest has been moved to `langchain.agents.interrupt`. "
    "Please update your import to `from langchain.agents.interrupt import ActionRequest`.",
    category=LangGraphDeprecatedSinceV10,
)
class ActionRequest(TypedDict):
    """An action waiting for review."""

    action: str
    """The action's name (e.g. a tool name)."""
    args: dict
    """The action's arguments."""


@deprecated(
    "HumanInterrupt has been moved to `langchain.agents.interrupt`. "
    "Please update your import to `from langchain.agents.interrupt import HumanInterrupt`.",
    category=LangGraphDeprecatedSinceV10,
)
class HumanInterrupt(TypedDict):
    """The value passed to ``interrupt()`` to ask a person about an action."""

    action_request: ActionRequest
    """The action to review."""
    config: HumanInterruptConfig
    """The answers allowed."""
    description: str | None
    """Text shown to the person."""


@deprecated(
    "HumanResponse has been moved to `langchain.agents.interrupt`. "
    "Please update your import to `from langchain.agents.interrupt import HumanResponse`.",
    category=LangGraphDeprecatedSinceV10,
)
class HumanResponse(TypedDict):
    """A person's answer, given as the ``Command(resume=...)`` value."""

    type: Literal["accept", "ignore", "response", "edit"]
    """``accept``: run as is; ``ignore``: skip; ``response``: text feedback; ``edit``: new arguments."""
    args: None | str | ActionRequest
    """``None`` for accept/ignore, the text for response, the edited action for edit."""
