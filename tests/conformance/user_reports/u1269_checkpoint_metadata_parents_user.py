# https://github.com/langchain-ai/langgraph/issues/2392 : checkpoint metadata as saved: source / step on every checkpoint, user metadata from config["metadata"] and from configurable keys, "parents" on a subgraph's checkpoints (keyed by the parent namespace), and what update_state / a resume add
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile(checkpointer=True)
saver = InMemorySaver()
g = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t", "user_id": "u9"}, "metadata": {"run_tag": "first"}}
g.invoke({"log": []}, cfg)
g.update_state({"configurable": {"thread_id": "t"}}, {"log": ["edit"]}, as_node="pre")
g.invoke(Command(resume="a"), {"configurable": {"thread_id": "t"}, "metadata": {"run_tag": "second"}})
def norm(md):
    out = {}
    for k, v in sorted(md.items()):
        if k == "parents":
            v = {kk.split(":")[0]: "<id>" for kk in v}
        out[k] = v
    return out
rows = sorted(saver.list(None), key=lambda c: (c.config["configurable"]["checkpoint_ns"] != "", c.metadata.get("step", 0), c.metadata.get("source", "")))
for c in rows:
    print(c.config["configurable"]["checkpoint_ns"].split(":")[0] or "<root>", norm(c.metadata))
