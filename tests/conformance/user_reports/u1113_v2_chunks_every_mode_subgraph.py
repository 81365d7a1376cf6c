# https://github.com/langchain-ai/langgraph/issues/6330 : version="v2" stream chunks for every stream mode at once with subgraphs=True, across an interrupt in the subgraph and the resume: each chunk's keys, type, ns head, and a digest of data per type
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s):
    get_stream_writer()({"progress": len(s["log"])})
    return {"log": ["ask=" + interrupt("q")]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
modes = ["values", "updates", "custom", "messages", "debug", "checkpoints", "tasks"]
def digest(c):
    d = c["data"]
    t = c["type"]
    if t == "debug": return (d["type"], d["step"])
    if t == "checkpoints": return (d["metadata"]["step"], d["next"], sorted(d))
    if t == "tasks": return (d["name"], sorted(d))
    if t == "updates": return {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in d.items()}
    if t == "values": return {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in d.items()}
    return d
for inp in [{"log": []}, Command(resume="yes")]:
    for c in g.stream(inp, cfg, stream_mode=modes, subgraphs=True, version="v2"):
        print(sorted(c), c["type"], tuple(x.split(":")[0] for x in c["ns"]), digest(c), sorted(k for k in c if k not in ("type", "ns", "data")))
    print("--")
print(g.invoke(None, cfg, version="v2") if False else type(g.invoke({"log": []}, {"configurable": {"thread_id": "2"}}, version="v2")).__name__)
