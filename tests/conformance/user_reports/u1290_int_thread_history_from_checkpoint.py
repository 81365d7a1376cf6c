# https://github.com/langchain-ai/langgraph/issues/2336 : a thread_id given as an int (read back as the int and as its string), and get_state_history / get_state from a config that carries a checkpoint_id (with and without limit): what history lists from there
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_edge(START, "a").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": ["1"]}, cfg)
g.invoke({"log": ["2"]}, cfg)
g.invoke({"log": ["int"]}, {"configurable": {"thread_id": 7}})
print("int thread", g.get_state({"configurable": {"thread_id": 7}}).values, g.get_state({"configurable": {"thread_id": "7"}}).values)
hist = list(g.get_state_history(cfg))
mid = hist[2]
print(len(hist), [h.metadata["step"] for h in g.get_state_history(mid.config)])
print([h.metadata["step"] for h in g.get_state_history(mid.config, limit=1)])
print(g.get_state(mid.config).values, g.get_state(mid.config).next)
