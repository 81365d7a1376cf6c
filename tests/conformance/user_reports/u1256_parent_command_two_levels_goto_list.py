# https://github.com/langchain-ai/langgraph/issues/6409 : Command(graph=PARENT) returned two levels down (to the middle graph) with a goto list and a reducer key, and from the middle graph to the top with goto a list of node names: which nodes run at each level, the updates stream with subgraphs=True, and the top state
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def leaf(s): return Command(graph=Command.PARENT, goto=["m1", "m2"], update={"log": ["leaf"]})
inner = StateGraph(S).add_node("leaf", leaf).add_edge(START, "leaf").compile()
def m1(s): return {"log": ["m1"]}
def m2(s): return Command(graph=Command.PARENT, goto=["t1", "t2"], update={"log": ["m2 saw " + str(len(s["log"]))]})
mid = StateGraph(S).add_node("inner", inner).add_node("m1", m1).add_node("m2", m2).add_edge(START, "inner").compile()
g = StateGraph(S).add_node("mid", mid).add_node("t1", lambda s: {"log": ["t1"]}).add_node("t2", lambda s: {"log": ["t2"]})
g = g.add_edge(START, "mid").compile()
print(g.invoke({"log": ["in"]}))
for ns, c in g.stream({"log": []}, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], c)
