"""LangGraph's experimental v3 streaming protocol (``stream_events(version="v3")``).

A v3 run is an object: iterate it for protocol events (``{"type": "event",
"method", "params": {"namespace", "timestamp", "data"}, "seq"}``), or read its
projections (``run.values``, ``run.subgraphs``, ``run.lifecycle``,
``run.messages``, and those of the transformers passed in ``transformers=[...]``
at compile time or call time), then ``run.output``.
"""

from lingxigraph.stream._protocol import (
    LifecyclePayload,
    ProtocolEvent,
    StreamTransformer,
    SubgraphStatus,
)
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
    LifecycleTransformer,
    SubgraphTransformer,
    TasksTransformer,
    UpdatesTransformer,
)

__all__ = (
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
)
