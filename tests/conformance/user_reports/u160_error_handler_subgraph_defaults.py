# https://github.com/langchain-ai/langgraph/pull/7757 , #6170 : error handlers in a subgraph, set_node_defaults(error_handler=...), handler routing with Command(goto), handler failing
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.errors import NodeError
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    xs: Annotated[list, operator.add]
def boom(state): raise ValueError("inner boom")
def handler(state, error: NodeError):
    return Command(update={"xs": [f"h:{error.node}"]}, goto="fix")
def fix(state): return {"xs": ["fix"]}
sb = StateGraph(S).add_node("boom", boom, error_handler=handler).add_node("fix", fix).add_edge(START, "boom").add_edge("fix", END)
sub = sb.compile()
pb = StateGraph(S).add_node("sub", sub).add_node("post", lambda s: {"xs": ["post"]}).add_edge(START, "sub").add_edge("sub", "post")
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, c in g.stream({"xs": []}, cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], c)
print(g.get_state(cfg).values, [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
try:
    d = StateGraph(S)
    d.set_node_defaults(error_handler=lambda state, error: {"xs": [f"default:{error.node}"]})
    d.add_node("b1", boom).add_node("b2", boom).add_edge(START, "b1").add_edge("b1", "b2")
    print(d.compile().invoke({"xs": []}))
except Exception as e:
    print(type(e).__name__, str(e)[:120])
def bad_handler(state, error: NodeError):
    raise RuntimeError("handler failed too")
h = StateGraph(S).add_node("boom", boom, error_handler=bad_handler).add_edge(START, "boom").compile(checkpointer=InMemorySaver())
try:
    print(h.invoke({"xs": []}, {"configurable": {"thread_id": "h"}}))
except Exception as e:
    print(type(e).__name__, e)
st = h.get_state({"configurable": {"thread_id": "h"}})
print(st.next, [(t.name, t.error) for t in st.tasks])
