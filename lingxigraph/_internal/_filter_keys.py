"""The metadata/value filter keys LangGraph's SQLite saver and store accept."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_FILTER_KEY = re.compile(r"[A-Za-z0-9_.\-]+")


def check_filter_keys(filter: Mapping[str, Any]) -> None:  # noqa: A002 - LangGraph's name
    """Refuse filter keys that LangGraph's SQLite saver and store refuse (they build
    SQL JSON paths from them), so code moving between the two fails the same way.

    Raises:
        ValueError: a key has characters other than letters, digits, ``_``, ``.`` and ``-``.
    """
    for key in filter:
        if not isinstance(key, str) or not _FILTER_KEY.fullmatch(key):
            raise ValueError(
                f"Invalid filter key: '{key}'. Filter keys must contain only alphanumeric "
                "characters, underscores, dots, and hyphens."
            )
