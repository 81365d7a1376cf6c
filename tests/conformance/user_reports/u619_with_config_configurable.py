# https://github.com/langchain-ai/langgraph/issues/2604 , docs#1121 : with_config(configurable=..., recursion_limit=..., tags) on a compiled graph; configurable merged with the call's; config seen by a node, a subgraph node, get_config(); run_name; stream through with_config (values kept as lists: a tuple read back from a checkpoint is a list in LangGraph, deliberate difference (d))
from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_config
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    seen: list
def node(s: S, config: RunnableConfig):
    cf = config["configurable"]
    return {"seen": s["seen"] + [[cf.get("model"), cf.get("user"), cf.get("thread_id"), config.get("recursion_limit"), sorted(config.get("tags", [])), config["metadata"].get("model")]]}
def sub_node(s: S):
    cf = get_config()["configurable"]
    return {"seen": s["seen"] + [["sub", cf.get("model"), cf.get("user")]]}
sub = StateGraph(S).add_node("sub_node", sub_node).add_edge(START, "sub_node").compile()
g = StateGraph(S).add_node("n", node).add_node("sub", sub).add_edge(START, "n").add_edge("n", "sub").compile(checkpointer=InMemorySaver())
g1 = g.with_config(configurable={"model": "m1"}, recursion_limit=7, tags=["t1"])
print(type(g1).__name__)
print(g1.invoke({"seen": []}, {"configurable": {"thread_id": "1", "user": "u"}}))
print(g1.invoke({"seen": []}, {"configurable": {"thread_id": "2", "model": "override"}, "tags": ["t2"]}))
print(list(g1.stream({"seen": []}, {"configurable": {"thread_id": "3"}}, stream_mode="values"))[-1])
print(g.get_state({"configurable": {"thread_id": "1"}}).metadata.get("model"), g.get_state({"configurable": {"thread_id": "2"}}).metadata.get("model"))
g2 = g.with_config({"configurable": {"thread_id": "fixed"}})
g2.invoke({"seen": []})
print(g.get_state({"configurable": {"thread_id": "fixed"}}).values)
