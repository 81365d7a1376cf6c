# https://github.com/langchain-ai/langgraph/issues/3115 : a subgraph run streamed with subgraphs=True and every stream mode at once (values, updates, custom, tasks, checkpoints, debug): per namespace depth, which modes arrive in order, and the payload keys of the tasks / checkpoints / debug chunks
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def work(s):
    get_stream_writer()({"progress": len(s["log"])})
    return {"log": ["work"]}
child = StateGraph(S).add_node("work", work).add_edge(START, "work").compile()
g = StateGraph(S).add_node("first", lambda s: {"log": ["first"]}).add_node("child", child).add_edge(START, "first").add_edge("first", "child").compile(checkpointer=InMemorySaver())
modes = ["values", "updates", "custom", "tasks", "checkpoints", "debug"]
cfg = {"configurable": {"thread_id": "1"}}
for ns, mode, c in g.stream({"log": []}, cfg, stream_mode=modes, subgraphs=True):
    depth = [n.split(":")[0] for n in ns]
    if mode in ("values", "updates", "custom"):
        print(depth, mode, c)
    elif mode == "tasks":
        print(depth, mode, c["name"], sorted(c))
    elif mode == "checkpoints":
        print(depth, mode, c["values"], c["next"], c["metadata"]["source"], c["metadata"]["step"], c["config"]["configurable"]["checkpoint_ns"].split(":")[0])
    else:
        print(depth, mode, c["type"], c["step"], sorted(c["payload"]))
