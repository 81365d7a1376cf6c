"""Checkpoint savers and serialisers: ``base``, ``memory``, ``serde``, ``sqlite``
and ``postgres`` (the last needs the ``postgres`` extra: psycopg).

Mirrors the ``langgraph.checkpoint`` namespace package: import from the
submodules (``lingxigraph.checkpoint.memory.InMemorySaver``,
``lingxigraph.checkpoint.base.BaseCheckpointSaver``, ...).
"""
