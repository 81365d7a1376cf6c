# https://github.com/langchain-ai/langgraph/issues/5018 : nodes that mutate state values in place (append to a list, add to a set, set a dict key) and return nothing or another key, with InMemorySaver: what the next node sees, what invoke returns, and what get_state and the history hold for those keys
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: list
    tags: set
    meta: dict
    log: Annotated[list, operator.add]
def mutate(s):
    s["items"].append("m")
    s["tags"].add("m")
    s["meta"]["m"] = 1
    return {"log": ["mutate"]}
def look(s):
    return {"log": ["look " + str((list(s["items"]), sorted(s["tags"]), dict(s["meta"])))]}
g = StateGraph(S).add_node("mutate", mutate).add_node("look", look).add_edge(START, "mutate").add_edge("mutate", "look").add_edge("look", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
inp = {"items": ["a"], "tags": {"a"}, "meta": {"a": 0}, "log": []}
out = g.invoke(inp, cfg)
print("out", out["items"], sorted(out["tags"]), out["meta"], out["log"])
print("input after", inp["items"], sorted(inp["tags"]), inp["meta"])
st = g.get_state(cfg)
print("state", st.values["items"], sorted(st.values["tags"]), st.values["meta"])
print("history", [(h.metadata["step"], h.values.get("items")) for h in g.get_state_history(cfg)])
