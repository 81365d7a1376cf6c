# https://github.com/langchain-ai/langgraph/issues/1719 , #2045 : state operations on a subgraph that is a step of a RunnableSequence node (prep | subgraph): update_state on the paused subgraph's config, its history, get_state(subgraphs=True) after the update, resume; get_subgraphs(namespace=..., recurse=True) with a deeper nested graph
import operator
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s):
    return {"log": ["ans:" + interrupt({"have": list(s["log"])})]}
deep = StateGraph(S); deep.add_node("ask", ask); deep.add_edge(START, "ask")
mid = StateGraph(S); mid.add_node("deep", deep.compile()); mid.add_edge(START, "deep")
midg = mid.compile(name="mid")
g = StateGraph(S); g.add_node("seq", RunnableLambda(lambda s: {"log": ["prep"]}) | midg); g.add_edge(START, "seq")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"log": ["in"]}, cfg)
print([i.value for i in out["__interrupt__"]])
print([(n, s.name) for n, s in app.get_subgraphs(recurse=True)], [n for n, _ in app.get_subgraphs(namespace="seq")])
st = app.get_state(cfg, subgraphs=True)
t = st.tasks[0]
print(t.name, t.state.values, t.state.next, t.state.tasks[0].name, t.state.tasks[0].state.values)
sub_cfg = t.state.config
app.update_state(sub_cfg, {"log": ["edited"]})
st = app.get_state(cfg, subgraphs=True)
print(st.tasks[0].state.values, st.tasks[0].state.next)
print([h.values for h in app.get_state_history(sub_cfg)][:3])
print(app.invoke(Command(resume="ok"), cfg))
