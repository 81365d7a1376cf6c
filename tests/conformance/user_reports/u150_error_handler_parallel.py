# https://github.com/langchain-ai/langgraph/issues/8277 : node error_handler when the failing node runs alone vs in parallel with siblings
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.errors import NodeError
from langgraph.graph import END, START, StateGraph
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    xs: Annotated[list, operator.add]

def boom(state):
    raise RuntimeError("boom")
def ok(state):
    return {"xs": ["ok"]}
def handler(state, error: NodeError):
    print("HANDLER FIRED:", error.node, type(error.error).__name__, str(error.error))
    return {"xs": ["degraded"]}

single = StateGraph(S).add_node("boom", boom, error_handler=handler).add_edge(START, "boom").add_edge("boom", END).compile()
print(single.invoke({"xs": []}))
par = (StateGraph(S).add_node("boom", boom, error_handler=handler).add_node("ok", ok)
       .add_edge(START, "boom").add_edge(START, "ok").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
try:
    r = par.invoke({"xs": []}, cfg)
    print(sorted(r["xs"]))
except Exception as e:
    print("raised", type(e).__name__, e)
st = par.get_state(cfg)
print(sorted(st.values.get("xs", [])), st.next)
print([(h.metadata["step"], h.next) for h in par.get_state_history(cfg)])
