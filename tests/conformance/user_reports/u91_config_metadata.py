# what a node sees in get_config() / config metadata, and checkpoint metadata with user metadata (tracing reports)
from typing import TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_config
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class S(TypedDict):
    x: int

seen = []
def n(s):
    c = get_config()
    md = c["metadata"]
    seen.append((md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_triggers"), md.get("langgraph_path"),
                 md.get("langgraph_checkpoint_ns", "").split(":")[0], md.get("user"), md.get("thread_id"),
                 sorted(k for k in c["configurable"] if not k.startswith("__")), c.get("tags"), c.get("run_name"), c.get("recursion_limit")))
    return {"x": s["x"] + 1}
b = StateGraph(S); b.add_node("n", n); b.add_node("m", n)
b.add_edge(START, "n"); b.add_conditional_edges("n", lambda s: [Send("m", s)], ["m"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1", "custom": 5}, "metadata": {"user": "u"}, "tags": ["t1"], "run_name": "myrun", "recursion_limit": 9}
g.invoke({"x": 0}, cfg)
for row in seen:
    print(row)
for h in g.get_state_history({"configurable": {"thread_id": "1"}}):
    print(h.metadata)
