# https://github.com/langchain-ai/langgraph/issues/4523 : update_state on a finished thread as_node set to a subgraph node (and to the last parent node): the next it leaves, whether invoke(None) then runs the nodes after it, the metadata written, and a Command value with goto given as the update
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
child = StateGraph(S).add_node("c", lambda s: {"log": ["c"]}).add_edge(START, "c").compile()
g = StateGraph(S).add_node("child", child).add_node("tail", lambda s: {"log": ["tail"]}).add_edge(START, "child").add_edge("child", "tail").compile(checkpointer=InMemorySaver())
for as_node, values in [("child", {"log": ["as child"]}), ("tail", {"log": ["as tail"]}), ("child", Command(update={"log": ["cmd"]}, goto="child"))]:
    cfg = {"configurable": {"thread_id": as_node + type(values).__name__}}
    g.invoke({"log": []}, cfg)
    try:
        new = g.update_state(cfg, values, as_node=as_node)
        st = g.get_state(new)
        print(as_node, type(values).__name__, st.next, st.metadata["source"], st.metadata["step"], st.values)
        print(" then", g.invoke(None, cfg), g.get_state(cfg).next)
    except Exception as e:
        print(as_node, "!!", type(e).__name__, str(e)[:200])
