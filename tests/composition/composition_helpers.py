"""Helpers shared by the composition tests."""

from __future__ import annotations

from typing import Any

import anyio


def call(driver: str, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
    """``graph.<method>`` through ``driver``; stream results come back as lists."""
    if driver == "sync":
        out = getattr(graph, method)(*args, **kwargs)
        return list(out) if method == "stream" else out

    async def run() -> Any:
        with anyio.fail_after(10):
            out = getattr(graph, "a" + method)(*args, **kwargs)
            if method == "stream":
                return [c async for c in out]
            return await out

    return anyio.run(run, backend=driver)
