"""LangChain composition of the prebuilt nodes (``ToolNode``, ``ValidationNode``).

LangGraph's are LangChain Runnables, and tutorials compose them
(``ToolNode(tools).with_fallbacks([...], exception_key="error")``). These
methods wrap the node in a ``RunnableLambda`` that runs it with the config it
is called with (in a graph: the node's, which carries the run's state, store
and stream writer), and return LangChain's composed runnable.
"""

from __future__ import annotations

from typing import Any

__all__ = ("RunnableComposition",)


class RunnableComposition:
    """``with_fallbacks`` / ``with_retry`` / ``with_config`` / ``with_listeners`` /
    ``pipe`` / ``|`` / ``get_name`` for a node with ``name``, ``invoke`` and ``ainvoke``."""

    name: str

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        raise NotImplementedError

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        raise NotImplementedError

    def get_name(self, suffix: str | None = None, *, name: str | None = None) -> str:
        """The node's name (``name`` overrides it) with ``suffix`` added by LangChain's
        rule: ``"tools"`` → ``"tools_input"``, ``"Calc"`` → ``"CalcInput"``."""
        from lingxigraph._internal._runnable import suffixed_name

        return suffixed_name(name or self.name, suffix)

    def _as_runnable(self) -> Any:
        from langchain_core.runnables import RunnableLambda

        def run(input: Any, config: Any) -> Any:
            return self.invoke(input, config)

        async def arun(input: Any, config: Any) -> Any:
            return await self.ainvoke(input, config)

        return RunnableLambda(run, afunc=arun, name=self.name)

    def with_fallbacks(self, fallbacks: Any, **kwargs: Any) -> Any:
        """``Runnable.with_fallbacks`` of this node (a LangChain ``RunnableWithFallbacks``)."""
        return self._as_runnable().with_fallbacks(fallbacks, **kwargs)

    def with_retry(self, **kwargs: Any) -> Any:
        """``Runnable.with_retry`` of this node."""
        return self._as_runnable().with_retry(**kwargs)

    def with_config(self, config: Any = None, **kwargs: Any) -> Any:
        """``Runnable.with_config`` of this node."""
        return self._as_runnable().with_config(config, **kwargs)

    def with_listeners(self, **kwargs: Any) -> Any:
        """``Runnable.with_listeners`` of this node."""
        return self._as_runnable().with_listeners(**kwargs)

    def pipe(self, *others: Any, name: str | None = None) -> Any:
        """``Runnable.pipe``: this node, then ``others``."""
        return self._as_runnable().pipe(*others, name=name)

    def __or__(self, other: Any) -> Any:
        return self._as_runnable() | other

    def __ror__(self, other: Any) -> Any:
        return other | self._as_runnable()
