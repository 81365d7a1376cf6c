# https://github.com/langchain-ai/langgraph/pull/1185 : stream_mode="checkpoints" with subgraphs=True: each checkpoint event's config keys, checkpoint_ns head and depth, parent_config presence and ns, metadata (source, step, parents keys), and the tasks list (id, name, interrupts, state) through a subgraph that pauses and resumes
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ask=" + interrupt("q")]}
inner = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
mid = StateGraph(S).add_node("m", lambda s: {"log": ["m"]}).add_node("inner", inner).add_edge(START, "m").add_edge("m", "inner").compile()
g = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(ns, c):
    conf = c["config"]["configurable"]
    pc = c["parent_config"]
    print(tuple(x.split(":")[0] for x in ns), sorted(conf), conf["checkpoint_ns"].count("|"), conf["checkpoint_ns"].split(":")[0], None if pc is None else (sorted(pc["configurable"]), pc["configurable"]["checkpoint_ns"] == conf["checkpoint_ns"]), c["metadata"]["source"], c["metadata"]["step"], sorted(c["metadata"]["parents"]) and [k.split(":")[0] for k in c["metadata"]["parents"]], c["next"], [(t["name"], sorted(t), [getattr(i, "value", i) for i in t["interrupts"]], type(t.get("state")).__name__) for t in c["tasks"]])
for ns, c in g.stream({"log": []}, cfg, stream_mode="checkpoints", subgraphs=True): show(ns, c)
print("--")
for ns, c in g.stream(Command(resume="y"), cfg, stream_mode="checkpoints", subgraphs=True): show(ns, c)
