"""Reserved channel names, write keys and config keys.

The string values are the ones LangGraph users can see in checkpoints and
stream output, so they match LangGraph's exactly.
"""

from __future__ import annotations

from typing import Final

START: Final = "__start__"
END: Final = "__end__"

# reserved write keys / pending-write channels
INPUT: Final = "__input__"
INTERRUPT: Final = "__interrupt__"
RESUME: Final = "__resume__"
ERROR: Final = "__error__"
NO_WRITES: Final = "__no_writes__"
SCHEDULED: Final = "__scheduled__"
TASKS: Final = "__pregel_tasks"
RETURN: Final = "__return__"
PREVIOUS: Final = "__previous__"
METADATA_KEY: Final = "__metadata__"
OVERWRITE: Final = "__overwrite__"
"""Compatibility name (LangGraph's): the key of an overwrite written as a dict."""
ERROR_SOURCE_NODE: Final = "__error_source_node__"

# task path heads
PUSH: Final = "__pregel_push"
PULL: Final = "__pregel_pull"

# separators in checkpoint namespaces
NS_SEP: Final = "|"
NS_END: Final = ":"

NULL_TASK_ID: Final = "00000000-0000-0000-0000-000000000000"

# configurable keys
CONF: Final = "configurable"
CONFIG_KEY_CHECKPOINTER: Final = "__pregel_checkpointer"
CONFIG_KEY_DURABILITY: Final = "__pregel_durability"
CONFIG_KEY_RUNTIME: Final = "__pregel_runtime"
CONFIG_KEY_TASK_ID: Final = "__pregel_task_id"
CONFIG_KEY_SCRATCHPAD: Final = "__pregel_scratchpad"
CONFIG_KEY_STREAM: Final = "__pregel_stream"
CONFIG_KEY_SEND: Final = "__pregel_send"
CONFIG_KEY_READ: Final = "__pregel_read"
CONFIG_KEY_CALL: Final = "__pregel_call"
CONFIG_KEY_RESUMING: Final = "__pregel_resuming"
CONFIG_KEY_NODE_FINISHED: Final = "__pregel_node_finished"
"""A ``name -> None`` callable: called with each node's (and ``@task``'s) name when it
finishes without error, in this graph and the subgraphs it calls (as LangGraph)."""
CONFIG_KEY_PROTOCOL_MESSAGES: Final = "__lingxigraph_protocol_messages"
"""Set by v3 runs: chat models report content-block events in ``messages`` mode."""
CONFIG_KEY_CHECKPOINT_NS: Final = "checkpoint_ns"
CONFIG_KEY_CHECKPOINT_ID: Final = "checkpoint_id"
CONFIG_KEY_THREAD_ID: Final = "thread_id"
"""Compatibility name (LangGraph's): the configurable key of the thread id."""
CONFIG_KEY_TIMED_ATTEMPT_OBSERVER: Final = "__pregel_timed_attempt_observer"
"""Compatibility name (LangGraph's, reserved): LangGraph's server passes an attempt
observer under it; lingxigraph calls none."""
# set by stream_events(version="v3"): messages mode sends protocol message events

RESERVED: Final = frozenset(
    {
        INPUT,
        INTERRUPT,
        RESUME,
        ERROR,
        NO_WRITES,
        SCHEDULED,
        TASKS,
        RETURN,
        PREVIOUS,
        PUSH,
        PULL,
    }
)


GRAPH_RESERVED_NAMES: Final = frozenset(
    {
        "|",
        ":",
        "__input__",
        "__interrupt__",
        "__resume__",
        "__error__",
        "__error_source_node__",
        "__no_writes__",
        "__pregel_checkpointer",
        "__pregel_pull",
        "__pregel_push",
        "__pregel_read",
        "__pregel_replay_state",
        "__pregel_resume_map",
        "__pregel_resuming",
        "__pregel_send",
        "__pregel_stream",
        "__pregel_stream_messages_v2",
        "__pregel_task_id",
        "__pregel_timed_attempt_observer",
        "checkpoint_id",
        "checkpoint_map",
        "checkpoint_ns",
        "configurable",
        "langsmith:hidden",
    }
)
"""Names a compiled LangGraph 1.2.11 graph refuses for its channels (state keys),
managed values and nodes (its ``RESERVED``: control channels and config keys)."""

TAG_HIDDEN: Final = "langsmith:hidden"
"""The tag of runs LangSmith hides (the ``__start__`` task's, when it routes)."""
