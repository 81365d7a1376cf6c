# https://github.com/langchain-ai/langgraph/issues/8764 : stream_mode="checkpoints" under durability "exit" vs "sync": the checkpoint events the stream shows (step, source, next) against what the saver really kept
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S).add_sequence([(n, (lambda n: lambda s: {"log": [n]})(n)) for n in "ab"]).add_edge(START, "a").compile(checkpointer=InMemorySaver())
for dur in ["sync", "async", "exit"]:
    cfg = {"configurable": {"thread_id": dur}}
    evs = [(c["metadata"]["step"], c["metadata"]["source"], c["next"], c["values"]) for c in g.stream({"log": ["x"]}, cfg, stream_mode="checkpoints", durability=dur)]
    print(dur, evs)
    print(dur, [(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
    evs = [(m, c["step"] if m == "debug" else None, c["type"] if m == "debug" else c["metadata"]["step"]) for m, c in g.stream({"log": ["y"]}, cfg, stream_mode=["checkpoints", "debug"], durability=dur)]
    print(dur, evs)
