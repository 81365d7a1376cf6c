"""Deprecation warning classes, named as LangGraph's ``langgraph.warnings``."""

from __future__ import annotations

from typing import Any

__all__ = (
    "LangGraphDeprecationWarning",
    "LangGraphDeprecatedSinceV05",
    "LangGraphDeprecatedSinceV10",
    "LangGraphDeprecatedSinceV11",
)


class LangGraphDeprecationWarning(DeprecationWarning):
    """A deprecated LangGraph API was used.

    Args:
        message: what is deprecated and what to use instead.
        since: ``(major, minor)`` version that deprecated it.
        expected_removal: ``(major, minor)`` version that will remove it; default ``since[0] + 1``.
    """

    message: str
    since: tuple[int, int]
    expected_removal: tuple[int, int]

    def __init__(
        self,
        message: str,
        *args: Any,
        since: tuple[int, int],
        expected_removal: tuple[int, int] | None = None,
    ) -> None:
        super().__init__(message, *args)
        self.message = message.rstrip(".")
        self.since = since
        self.expected_removal = expected_removal or (since[0] + 1, 0)

    def __str__(self) -> str:
        return (
            f"{self.message}. Deprecated in LangGraph V{self.since[0]}.{self.since[1]}"
            f" to be removed in V{self.expected_removal[0]}.{self.expected_removal[1]}."
        )


class LangGraphDeprecatedSinceV05(LangGraphDeprecationWarning):
    """Deprecated since LangGraph 0.5."""

    def __init__(self, message: str, *args: Any) -> None:
        super().__init__(message, *args, since=(0, 5), expected_removal=(2, 0))


class LangGraphDeprecatedSinceV10(LangGraphDeprecationWarning):
    """Deprecated since LangGraph 1.0."""

    def __init__(self, message: str, *args: Any) -> None:
        super().__init__(message, *args, since=(1, 0), expected_removal=(2, 0))


class LangGraphDeprecatedSinceV11(LangGraphDeprecationWarning):
    """Deprecated since LangGraph 1.1."""

    def __init__(self, message: str, *args: Any) -> None:
        super().__init__(message, *args, since=(1, 1), expected_removal=(2, 0))
