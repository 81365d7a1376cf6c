"""Older import path of ``RunnableCallable`` and ``RunnableLike`` (trustcall and
langgraph-bigtool import them from here)."""

from lingxigraph._internal._runnable import RunnableCallable, RunnableLike

__all__ = ("RunnableCallable", "RunnableLike")
