# https://github.com/langchain-ai/langgraph/pull/7233 (node-level error handlers) : a lone failing node's handler: history, get_state, tasks/debug events, Command(goto) routing
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.errors import NodeError
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    xs: Annotated[list, operator.add]

tries = {"n": 0}
def boom(state):
    tries["n"] += 1
    raise ValueError("bad value")
def recover(state):
    return {"xs": ["recover"]}
def nxt(state):
    return {"xs": ["next"]}
def handler(state, error: NodeError):
    return Command(update={"xs": [f"handled {error.node} {type(error.error).__name__}"]}, goto="recover")
g = (StateGraph(S).add_node("boom", boom, error_handler=handler, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False, retry_on=ValueError))
     .add_node("recover", recover).add_node("nxt", nxt)
     .add_edge(START, "boom").add_edge("boom", "nxt").add_edge("recover", END).add_edge("nxt", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"xs": []}, cfg), tries)
for h in g.get_state_history(cfg):
    print(h.metadata["step"], h.metadata["source"], h.next, h.values, [(t.name, repr(t.error), t.result) for t in h.tasks])
for c in g.stream({"xs": []}, {"configurable": {"thread_id": "2"}}, stream_mode="debug"):
    p = c["payload"]
    print(c["type"], c["step"], p.get("name"), p.get("triggers"), p.get("error"), p.get("result") if c["type"] == "task_result" else p.get("next") if c["type"] == "checkpoint" else None)
