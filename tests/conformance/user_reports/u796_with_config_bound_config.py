# https://github.com/langchain-ai/langgraph/issues/5383 : settings bound with graph.with_config(...): the bound .config (only the keys given, tags joined, empty values dropped, a top-level user key kept, the default recursion_limit not overriding a bound one) and what a node then sees
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langchain_core.runnables import RunnableConfig
class S(TypedDict):
    log: Annotated[list, operator.add]
def node(s, config: RunnableConfig):
    return {"log": [(config.get("recursion_limit"), sorted(config.get("tags", [])), config["configurable"].get("user"), config["metadata"].get("m"))]}
g = StateGraph(S); g.add_node("n", node); g.add_edge(START, "n")
app = g.compile()
b1 = app.with_config({"configurable": {"user": "u1"}})
print(b1.config)
b2 = b1.with_config(tags=["t1"], metadata={}, recursion_limit=5)
print(b2.config)
b3 = b2.with_config(tags=["t2"], metadata={"m": 1}, recursion_limit=10007, max_concurrency=None)
print(b3.config)
b4 = app.with_config(user="top", run_name="named")
print(b4.config, b4.name)
for b in (b1, b2, b3, b4):
    print(b.invoke({"log": []})["log"], b.invoke({"log": []}, {"configurable": {"user": "call"}, "tags": ["c"]})["log"])
