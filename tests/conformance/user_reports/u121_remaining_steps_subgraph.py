# https://github.com/langchain-ai/langgraph/issues/148 (round 2) , docs RemainingSteps : managed RemainingSteps in a loop, in a subgraph, with recursion_limit
from typing import Annotated
from typing_extensions import TypedDict
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps

class S(TypedDict):
    log: Annotated[list, operator.add]
    remaining_steps: RemainingSteps

def loop(s):
    return {"log": [s["remaining_steps"]]}
def route(s):
    return END if s["remaining_steps"] <= 2 else "loop"
b = StateGraph(S); b.add_node("loop", loop); b.add_edge(START, "loop"); b.add_conditional_edges("loop", route)
g = b.compile()
print(g.invoke({"log": []}, {"recursion_limit": 25}))
print(g.invoke({"log": []}, {"recursion_limit": 6}))
for c in g.stream({"log": []}, {"recursion_limit": 5}, stream_mode="values"):
    print(c)
pb = StateGraph(S); pb.add_node("pre", lambda s: {"log": ["pre", s["remaining_steps"]]}); pb.add_node("sub", g)
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_edge("sub", END)
p = pb.compile()
print(p.invoke({"log": []}, {"recursion_limit": 10}))
print(g.get_input_jsonschema()["properties"].keys(), g.get_output_jsonschema()["properties"].keys())
try:
    g.invoke({"log": [], "remaining_steps": 99}, {"recursion_limit": 4})
    print("ok")
except Exception as e:
    print(type(e).__name__, str(e)[:60])
