# https://github.com/langchain-ai/langgraph/pull/7770 : node error handlers in their signature forms (state only, state + NodeError, NodeError + runtime, state + config), what each sees, a handler's Command(goto) to a recovery node, the compiled graph's node names and what the updates stream shows for the failed node and its handler
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import NodeError
from langgraph.runtime import Runtime
from langgraph.types import Command
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def boom(s):
    raise ValueError("bad input")
def h_state(s):
    return {"log": ["h_state " + str(len(s.get("log", [])))]}
def h_err(s, error: NodeError):
    return {"log": [f"h_err {error.node} {type(error.error).__name__} {error.error}"]}
def h_rt(s, error: NodeError, runtime: Runtime):
    return {"log": [f"h_rt {error.node} ctx={runtime.context}"]}
def h_cfg(s, config):
    return {"log": ["h_cfg " + str(sorted(k for k in config.get("metadata", {}) if k.startswith("langgraph_node")))]}
def h_goto(s, error: NodeError):
    return Command(update={"log": ["h_goto"]}, goto="recover")
for label, h in (("state", h_state), ("error", h_err), ("runtime", h_rt), ("config", h_cfg), ("goto", h_goto)):
    b = StateGraph(S).add_node("boom", boom, error_handler=h).add_node("recover", lambda s: {"log": ["recover"]})
    b.add_edge(START, "boom").add_edge("boom", END).add_edge("recover", END)
    g = b.compile()
    try:
        print(label, g.invoke({"log": ["in"]}))
    except Exception as e:
        print(label, "ERR", type(e).__name__, str(e)[:100])
    if label == "goto":
        print(sorted(g.nodes))
        print([list(u) for u in g.stream({"log": []}, stream_mode="updates")])
