# https://github.com/langchain-ai/langgraph/pull/1027 : stream_mode="checkpoints" with subgraphs=True across a child interrupt and its resume: each checkpoint event's namespace depth, metadata (source, step, parents' namespaces), next, tasks (names, interrupts), and parent_config presence
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
child = StateGraph(S).add_node("c", lambda s: {"log": ["c"]}).add_node("ask", ask).add_edge(START, "c").add_edge("c", "ask").compile()
g = StateGraph(S).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
def show(it):
    for ns, c in it:
        md = c["metadata"]
        print(" ", [n.split(":")[0] for n in ns], md["source"], md["step"], sorted(k.split(":")[0] for k in md.get("parents", {})), c["next"], [(t["name"], [i["value"] for i in t.get("interrupts", ())]) for t in c["tasks"]], c["parent_config"] is not None, c["values"])
show(g.stream({"log": []}, cfg, stream_mode="checkpoints", subgraphs=True))
print("resume")
show(g.stream(Command(resume="R"), cfg, stream_mode="checkpoints", subgraphs=True))
