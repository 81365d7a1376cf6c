"""Benchmarks comparing lingxigraph with LangGraph 1.2.11.

Run ``python -m benchmarks --help`` from the repository root; see
``benchmarks/README.md``. Importing this package imports neither library: the
worker processes pick one at run time (`benchmarks.lib`).
"""
