# https://github.com/langchain-ai/langgraph/issues/4523 , #4987 : update_state on a paused subgraph as a node it would not run; the subgraph saver entries (pending writes) and resume
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = (StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("ask", lambda s: {"log": [interrupt("q")]})
       .add_edge(START, "a").add_edge("a", "ask").compile())
saver = InMemorySaver()
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
sub_cfg = g.get_state(cfg, subgraphs=True).tasks[0].state.config
g.update_state(sub_cfg, {"log": ["edit-as-a"]}, as_node="a")
for t in saver.list({"configurable": {"thread_id": "1"}}):
    print(t.config["configurable"]["checkpoint_ns"].split(":")[0], t.metadata["source"], t.metadata["step"], sorted((w[1], repr(w[2])) for w in t.pending_writes if w[1] != "__interrupt__"))
print(g.get_state(cfg, subgraphs=True).tasks[0].state.values)
print(g.invoke(Command(resume="answer"), cfg))
