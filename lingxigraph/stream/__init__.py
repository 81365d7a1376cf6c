"""LangGraph's experimental v3 event API.

``graph.stream_events(input, config, version="v3")`` (and ``await
graph.astream_events(..., version="v3")``) returns a run stream: iterate it for
protocol events (``{"type": "event", "method", "params", "seq"}``) or read its
projections (``values``, ``messages``, ``lifecycle``, ``subgraphs``, ``output``
...). Transformers (``compile(transformers=...)`` or ``transformers=`` at the
call) add projections.
"""

from lingxigraph.stream._types import ProtocolEvent, StreamTransformer
from lingxigraph.stream.run_stream import (
    AsyncGraphRunStream,
    AsyncSubgraphRunStream,
    GraphRunStream,
    SubgraphRunStream,
)
from lingxigraph.stream.stream_channel import StreamChannel
from lingxigraph.stream.transformers import (
    CheckpointsTransformer,
    CustomTransformer,
    DebugTransformer,
    LifecyclePayload,
    LifecycleTransformer,
    SubgraphStatus,
    SubgraphTransformer,
    TasksTransformer,
    UpdatesTransformer,
)

__all__ = [
    "AsyncGraphRunStream",
    "AsyncSubgraphRunStream",
    "CheckpointsTransformer",
    "CustomTransformer",
    "DebugTransformer",
    "GraphRunStream",
    "LifecyclePayload",
    "LifecycleTransformer",
    "ProtocolEvent",
    "StreamChannel",
    "StreamTransformer",
    "SubgraphRunStream",
    "SubgraphStatus",
    "SubgraphTransformer",
    "TasksTransformer",
    "UpdatesTransformer",
]
