# https://github.com/langchain-ai/langgraph/issues/3675 , #4028 : Send workers calling interrupt() inside try/except Exception (one swallows, one re-raises), the join, resume by id
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.errors import GraphInterrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def w(s):
    item = s["items"][0]
    try:
        ans = interrupt(f"item {item}")
    except GraphInterrupt:
        if item == 1:
            return {"out": [f"{item}:swallowed"]}
        raise
    return {"out": [f"{item}:{ans}"]}
g = (StateGraph(S).add_node("start", lambda s: {}).add_node("w", w).add_node("join", lambda s: {"out": [f"join{len(s['out'])}"]})
     .add_edge(START, "start").add_conditional_edges("start", lambda s: [Send("w", {"items": [i], "out": []}) for i in s["items"]], ["w"]).add_edge("w", "join").add_edge("join", END)
     .compile(checkpointer=InMemorySaver()))
c = {"configurable": {"thread_id": "1"}}
out = g.invoke({"items": [1, 2], "out": []}, c)
print(sorted(out["out"]), [i.value for i in out.get("__interrupt__", [])])
st = g.get_state(c)
print(st.next, sorted((t.name, [i.value for i in t.interrupts]) for t in st.tasks))
print(sorted(g.invoke(Command(resume="A"), c)["out"]))
