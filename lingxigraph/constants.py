"""Public constants, as in ``langgraph.constants``."""

from __future__ import annotations

import sys
import warnings
from typing import Any

from lingxigraph._internal import _constants
from lingxigraph._internal._constants import CONF, CONFIG_KEY_CHECKPOINTER, END, START, TASKS

__all__ = ("END", "START", "TAG_NOSTREAM", "TAG_HIDDEN", "CONF", "TASKS", "CONFIG_KEY_CHECKPOINTER")

START = sys.intern(START)
END = sys.intern(END)
TAG_NOSTREAM = sys.intern("nostream")
"""Tag a chat model with this to keep its tokens out of ``messages`` mode."""
TAG_HIDDEN = sys.intern("langsmith:hidden")
"""Tag that hides a node or run from traces."""


def __getattr__(name: str) -> Any:
    """Keep old imports (``Send``, ``Interrupt``, private constants) working with a warning."""
    from lingxigraph.warnings import LangGraphDeprecatedSinceV10

    if name in ("Send", "Interrupt"):
        warnings.warn(
            f"Importing {name} from lingxigraph.constants is deprecated. "
            f"Please use 'from lingxigraph.types import {name}' instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        from lingxigraph import types

        return getattr(types, name)
    if not name.startswith("_") and hasattr(_constants, name):
        warnings.warn(
            f"Importing {name} from lingxigraph.constants is deprecated. "
            f"This constant is now private and should not be used directly.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        return getattr(_constants, name)
    raise AttributeError(f"module has no attribute '{name}'")
