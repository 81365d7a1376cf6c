"""The installed package's version (``langgraph.version``)."""

from importlib import metadata

__all__ = ("__version__",)

try:
    __version__ = metadata.version("lingxigraph")
except metadata.PackageNotFoundError:  # run from a source tree that is not installed
    __version__ = ""
del metadata
