"""`PersistentDict`: a ``defaultdict`` written to a file on `sync` / `close`."""

from __future__ import annotations

import io
import os
import pickle
from collections import defaultdict
from typing import Any

__all__ = ("PersistentDict",)

# The only globals a saved file may name: containers the dict's values are
# built from. Anything else (functions, arbitrary classes) is refused, so
# loading a tampered file cannot run code.
_SAFE_GLOBALS = {
    ("builtins", "set"),
    ("builtins", "frozenset"),
    ("builtins", "bytearray"),
    ("builtins", "dict"),
    ("builtins", "list"),
    ("builtins", "complex"),
    ("collections", "defaultdict"),
    ("collections", "OrderedDict"),
    ("_codecs", "encode"),  # how protocol 2 writes bytes
}


class _SafeUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        # protocol 2 files name Python 2's module (``__builtin__``) for builtins
        if (module.replace("__builtin__", "builtins"), name) not in _SAFE_GLOBALS:
            raise pickle.UnpicklingError(f"refusing to load {module}.{name} from a PersistentDict file")
        return super().find_class(module, name)


class PersistentDict(defaultdict):
    """A ``defaultdict`` kept in memory and saved to ``filename`` on `sync` / `close`.

    Mirrors ``langgraph.checkpoint.memory.PersistentDict`` (shelve-like; e.g. as
    ``InMemorySaver(factory=...)`` storage). Attributes set after creation:
    ``flag`` (``"c"`` create, the default; ``"r"`` read-only: `sync` writes
    nothing; ``"n"`` new: `load` reads nothing), ``mode`` (``None`` or file
    permissions such as ``0o600``, applied after each write) and ``format``
    (only ``"pickle"``).

    Unlike LangGraph's, `load` only accepts plain data (str, bytes, numbers,
    lists, tuples, dicts, sets): a file naming any other global raises
    ``pickle.UnpicklingError`` instead of importing and calling it.

    Args:
        *args, **kwds: as for ``defaultdict`` (a default factory, initial items).
        filename: the file `sync` writes and `load` reads.
    """

    def __init__(self, *args: Any, filename: str, **kwds: Any) -> None:
        self.flag = "c"
        self.mode: int | None = None
        self.format = "pickle"
        self.filename = filename
        super().__init__(*args, **kwds)

    def sync(self) -> None:
        """Write the dict to ``filename`` atomically (temp file, then rename); no-op when read-only.

        Raises:
            NotImplementedError: ``format`` is not ``"pickle"``.
            OSError: the file cannot be written (the old file is left as it was).
        """
        if self.flag == "r":
            return
        temp = self.filename + ".tmp"
        try:
            with open(temp, "wb") as fileobj:
                self.dump(fileobj)
        except BaseException:
            if os.path.exists(temp):
                os.remove(temp)
            raise
        os.replace(temp, self.filename)
        if self.mode is not None:
            os.chmod(self.filename, self.mode)

    def close(self) -> None:
        """`sync`, then empty the dict."""
        self.sync()
        self.clear()

    def __enter__(self) -> PersistentDict:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def dump(self, fileobj: Any) -> None:
        """Write the items (as a plain dict) to the binary file object ``fileobj``."""
        if self.format != "pickle":
            raise NotImplementedError(f"Unknown format: {self.format!r}")
        pickle.dump(dict(self), fileobj, 2)

    def load(self) -> None:
        """Merge the items saved in ``filename`` into the dict (nothing when ``flag == "n"``).

        An empty file loads nothing.

        Raises:
            FileNotFoundError: no such file.
            pickle.UnpicklingError: the file is not a saved dict, or names a
                global other than plain containers.
        """
        if self.flag == "n":
            return
        with open(self.filename, "rb") as fileobj:
            data = fileobj.read()
        if not data:
            return
        loaded = _SafeUnpickler(io.BytesIO(data)).load()
        if not isinstance(loaded, dict):
            raise pickle.UnpicklingError(f"{self.filename} does not hold a saved dict")
        self.update(loaded)
