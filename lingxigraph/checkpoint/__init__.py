"""Checkpoint savers and serialisers: ``base``, ``memory`` and ``serde``.

Mirrors the ``langgraph.checkpoint`` namespace package: import from the
submodules (``lingxigraph.checkpoint.memory.InMemorySaver``,
``lingxigraph.checkpoint.base.BaseCheckpointSaver``, ...).
"""
