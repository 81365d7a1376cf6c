# https://github.com/langchain-ai/docs/issues/1121 : recursion_limit via with_config / compile-time config, inside subgraph, error text
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError

class S(TypedDict):
    n: int
def step(s): return {"n": s["n"] + 1}
b = StateGraph(S); b.add_node("step", step); b.add_edge(START, "step")
b.add_conditional_edges("step", lambda s: END if s["n"] >= 10 else "step")
g = b.compile()
for cfg in [{}, {"recursion_limit": 5}, {"recursion_limit": 11}]:
    try:
        print(g.invoke({"n": 0}, cfg))
    except GraphRecursionError as e:
        print("GRE", str(e).splitlines()[0])
g5 = g.with_config(recursion_limit=5)
try:
    print(g5.invoke({"n": 0}))
except GraphRecursionError as e:
    print("GRE with_config", str(e).splitlines()[0])
print(g5.invoke({"n": 0}, {"recursion_limit": 50}))
pb = StateGraph(S); pb.add_node("sub", g); pb.add_edge(START, "sub")
p = pb.compile()
for lim in [3, 8, 30]:
    try:
        print(lim, p.invoke({"n": 0}, {"recursion_limit": lim}))
    except GraphRecursionError as e:
        print(lim, "GRE", str(e).splitlines()[0])
