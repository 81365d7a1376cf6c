# https://github.com/langchain-ai/langgraph/pull/6411 : stream(version="v2") with subgraphs=True over a run that pauses two levels down and is resumed: each part's type, ns depth and data keys, the interrupts part, and the values parts' data at each level
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ans:" + str(interrupt("go?"))]}
inner = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
mid = StateGraph(S).add_node("m", lambda s: {"log": ["m"]}).add_node("inner", inner).add_edge(START, "m").add_edge("m", "inner").compile()
g = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
def show(parts):
    for p in parts:
        data = p["data"]
        if p["type"] == "updates":
            data = {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in data.items()}
        print(" ", p["type"], [n.split(":")[0] for n in p["ns"]], data, [i.value for i in p.get("interrupts", ())] if "interrupts" in p else "-")
show(g.stream({"log": []}, cfg, stream_mode=["values", "updates"], subgraphs=True, version="v2"))
print("resume")
show(g.stream(Command(resume="y"), cfg, stream_mode=["values", "updates"], subgraphs=True, version="v2"))
