"""`PregelProtocol` and `StreamProtocol`, as in ``langgraph.pregel.protocol``.

`PregelProtocol` is the abstract interface of a runnable graph: the method set
code may rely on when it accepts "a compiled graph or something that behaves
like one" (a remote graph, a test double). Every `Pregel` (so every compiled
`StateGraph`) is an instance of it. Unlike LangGraph's, it does not derive
from LangChain's ``Runnable``, since lingxigraph does not depend on LangChain.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from typing import Any, Generic

from lingxigraph.typing import ContextT, InputT, OutputT, StateT

__all__ = ("PregelProtocol", "StreamProtocol")


class PregelProtocol(ABC, Generic[StateT, ContextT, InputT, OutputT]):
    """What a graph offers: run (`invoke`/`stream` and async twins), inspect and edit state, draw.

    Signatures are those of `lingxigraph.pregel.Pregel`; subclasses implement
    every method. ``isinstance(compiled_graph, PregelProtocol)`` is true.
    """

    @abstractmethod
    def with_config(self, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any: ...

    @abstractmethod
    def get_graph(self, config: Any = None, *, xray: int | bool = False) -> Any: ...

    @abstractmethod
    async def aget_graph(self, config: Any = None, *, xray: int | bool = False) -> Any: ...

    @abstractmethod
    def get_state(self, config: Mapping[str, Any], *, subgraphs: bool = False) -> Any: ...

    @abstractmethod
    async def aget_state(self, config: Mapping[str, Any], *, subgraphs: bool = False) -> Any: ...

    @abstractmethod
    def get_state_history(self, config: Mapping[str, Any], **kwargs: Any) -> Iterator[Any]: ...

    @abstractmethod
    def aget_state_history(self, config: Mapping[str, Any], **kwargs: Any) -> AsyncIterator[Any]: ...

    @abstractmethod
    def bulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> Any: ...

    @abstractmethod
    async def abulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> Any: ...

    @abstractmethod
    def update_state(self, config: Mapping[str, Any], values: Any, as_node: str | None = None, **kwargs: Any) -> Any: ...

    @abstractmethod
    async def aupdate_state(
        self, config: Mapping[str, Any], values: Any, as_node: str | None = None, **kwargs: Any
    ) -> Any: ...

    @abstractmethod
    def stream(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Iterator[Any]: ...

    @abstractmethod
    def astream(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> AsyncIterator[Any]: ...

    @abstractmethod
    def invoke(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any: ...

    @abstractmethod
    async def ainvoke(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any: ...


class StreamProtocol:
    """A stream sink: called with each chunk ``(namespace, mode, payload)`` of the ``modes`` it wants.

    Args:
        __call__: the function receiving chunks.
        modes: the stream modes (``"values"``, ``"updates"``, ...) to send it.
    """

    __slots__ = ("modes", "__call__")

    def __init__(self, __call__: Callable[[Any], None], modes: set[str]) -> None:
        self.__call__ = __call__  # type: ignore[method-assign]
        self.modes = modes
