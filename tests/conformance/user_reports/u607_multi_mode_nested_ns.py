# https://github.com/langchain-ai/langgraph/issues/5932 , PR 1534 , PR 4806 : several modes at once (updates, values, tasks, debug, checkpoints) with subgraphs=True through two subgraph levels: namespaces, order, what each mode shows for the subgraph node
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
leaf = StateGraph(S).add_node("l1", lambda s: {"v": s["v"] + "L"}).add_edge(START, "l1").compile()
mid = StateGraph(S).add_node("m1", lambda s: {"v": s["v"] + "M"}).add_node("leaf", leaf).add_edge(START, "m1").add_edge("m1", "leaf").compile()
g = StateGraph(S).add_node("p1", lambda s: {"v": s["v"] + "P"}).add_node("mid", mid).add_edge(START, "p1").add_edge("p1", "mid").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for ns, mode, data in g.stream({"v": ""}, c, stream_mode=["updates", "values", "tasks", "checkpoints"], subgraphs=True):
    nsn = tuple(n.split(":")[0] for n in ns)
    if mode == "tasks":
        data = (data["name"], "start" if "input" in data else ("result", data["result"]))
    elif mode == "checkpoints":
        data = (data["metadata"]["step"], data["next"], data["values"], data["config"]["configurable"]["checkpoint_ns"].count("|"))
    print(nsn, mode, data)
for ns, mode, data in g.stream({"v": "x"}, {"configurable": {"thread_id": "2"}}, stream_mode=["debug"], subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), data["type"], data["step"], data["payload"].get("name"))
