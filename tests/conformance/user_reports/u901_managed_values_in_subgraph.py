# https://github.com/langchain-ai/langgraph/issues/3123 , https://github.com/langchain-ai/langgraph/issues/1722 : RemainingSteps and IsLastStep inside a looping subgraph (run as a node and invoked inside a node) under the parent's recursion_limit: the values each step sees and where the loop stops
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    seen: Annotated[list, operator.add]
class SubS(TypedDict):
    seen: Annotated[list, operator.add]
    rs: RemainingSteps
    last: IsLastStep
def step(s):
    return {"seen": [("sub", s["rs"], s["last"])]}
sub = StateGraph(SubS).add_node("step", step)
sub.add_edge(START, "step"); sub.add_conditional_edges("step", lambda s: END if s["rs"] <= 2 else "step")
subc = sub.compile()
class P(TypedDict):
    seen: Annotated[list, operator.add]
    rs: RemainingSteps
def top(s):
    return {"seen": [("top", s["rs"])]}
app = StateGraph(P).add_node("top", top).add_node("sub", subc).add_edge(START, "top").add_edge("top", "sub").compile(checkpointer=InMemorySaver())
for limit in [4, 6, 9]:
    try:
        print(limit, app.invoke({"seen": []}, {"configurable": {"thread_id": str(limit)}, "recursion_limit": limit})["seen"])
    except Exception as e:
        print(limit, "RAISED", type(e).__name__)
def caller(s):
    return {"seen": subc.invoke({"seen": []})["seen"]}
app2 = StateGraph(P).add_node("caller", caller).add_edge(START, "caller").compile()
print("in func", app2.invoke({"seen": []}, {"recursion_limit": 5})["seen"])
print("state has rs?", sorted(app.get_state({"configurable": {"thread_id": "9"}}).values))
