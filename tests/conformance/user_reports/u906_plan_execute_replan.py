# https://github.com/langchain-ai/langgraph/issues/1138 : plan-and-execute: a planner writes a step list, an executor pops one step per turn and a replanner routes with Command(goto=...) back to the executor or to END; run with enough steps, then with a recursion_limit too small for the plan: the error and the state the checkpointer kept
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
from langgraph.errors import GraphRecursionError
class S(TypedDict, total=False):
    input: str
    plan: list
    past_steps: Annotated[list, operator.add]
    response: str
def planner(s):
    return {"plan": ["search %s" % s["input"], "summarise", "cite", "answer"]}
def execute(s):
    step = s["plan"][0]
    return {"past_steps": [[step, "done:" + step]], "plan": s["plan"][1:]}
def replan(s):
    if not s["plan"]:
        return Command(update={"response": ", ".join(p[1] for p in s["past_steps"])}, goto=END)
    return Command(goto="execute")
g = StateGraph(S)
g.add_node("planner", planner); g.add_node("execute", execute); g.add_node("replan", replan, destinations=("execute", END))
g.add_edge(START, "planner"); g.add_edge("planner", "execute"); g.add_edge("execute", "replan")
app = g.compile(checkpointer=InMemorySaver())
out = app.invoke({"input": "x"}, {"configurable": {"thread_id": "a"}})
print(out)
cfg = {"configurable": {"thread_id": "b"}, "recursion_limit": 5}
try:
    for c in app.stream({"input": "y"}, cfg, stream_mode="updates"):
        print(c)
except GraphRecursionError as e:
    print("GraphRecursionError", str(e).splitlines()[0])
st = app.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
out = app.invoke(None, {"configurable": {"thread_id": "b"}, "recursion_limit": 50})
print(out["response"], app.get_state(cfg).next)
