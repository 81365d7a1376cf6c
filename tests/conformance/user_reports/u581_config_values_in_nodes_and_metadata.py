# https://github.com/langchain-ai/langgraph/issues/2604 , round 1 #91 : configurable values of any type (objects, clients, lists) reach nodes through config, while checkpoint metadata keeps only scalars; recursion_limit / run_name / tags in metadata; subgraph checkpoint metadata parents
from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class Client:
    def __repr__(self):
        return "Client()"
class S(TypedDict):
    x: int
seen = []
def node(s, config: RunnableConfig):
    c = config["configurable"]
    seen.append((type(c.get("client")).__name__, c.get("items"), c.get("user_id"), config.get("recursion_limit"), sorted(config.get("tags", [])), config["metadata"].get("user_id"), config["metadata"].get("items")))
    return {"x": s["x"] + 1}
sub = StateGraph(S).add_node("inner", node).add_edge(START, "inner").compile(checkpointer=True)
saver = InMemorySaver()
g = StateGraph(S).add_node("outer", node).add_node("sub", sub).add_edge(START, "outer").add_edge("outer", "sub").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1", "client": Client(), "items": [1, 2], "user_id": "u1"}, "recursion_limit": 7, "tags": ["t1"], "run_name": "myrun", "metadata": {"team": "x"}}
print(g.invoke({"x": 0}, cfg))
for s in seen:
    print(s)
for c in saver.list(None):
    m = c.metadata
    print(c.config["configurable"]["checkpoint_ns"].split(":")[0], m["step"], m["source"], sorted(k for k in m if k not in ("step", "source", "parents")), [k.split(":")[0] for k in m["parents"]])
