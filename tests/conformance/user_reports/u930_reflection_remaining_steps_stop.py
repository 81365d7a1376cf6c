# https://github.com/langchain-ai/langgraph/issues/3397 : a reflection loop that stops itself gracefully by reading the RemainingSteps managed value (and IsLastStep) instead of hitting the recursion limit, at several recursion_limit values; the drafts produced, the stop reason and the last step number
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
class S(TypedDict):
    drafts: Annotated[list, operator.add]
    reason: str
    remaining_steps: RemainingSteps
    is_last_step: IsLastStep
def draft(s):
    return {"drafts": ["d%d(rem=%d,last=%s)" % (len(s["drafts"]), s["remaining_steps"], s["is_last_step"])]}
def critique(s):
    if s["remaining_steps"] <= 2:
        return {"reason": "out of budget at %d" % s["remaining_steps"]}
    if len(s["drafts"]) >= 4:
        return {"reason": "good enough"}
    return {"reason": ""}
g = StateGraph(S).add_node("draft", draft).add_node("critique", critique)
g.add_edge(START, "draft"); g.add_edge("draft", "critique")
g.add_conditional_edges("critique", lambda s: END if s["reason"] else "draft")
app = g.compile()
for limit in [3, 5, 6, 25]:
    try:
        out = app.invoke({"drafts": [], "reason": ""}, {"recursion_limit": limit})
        print(limit, out)
    except Exception as e:
        print(limit, type(e).__name__, str(e).splitlines()[0])
