# https://github.com/langchain-ai/langgraph/issues/1806 , https://github.com/langchain-ai/langgraph/issues/3345 : reading and editing a nested subgraph's state by config: the full configs from get_state(subgraphs=True) at two levels, hand-written namespaces with and without task ids, an unknown namespace; get_state / get_state_history / update_state on each, then resuming
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
def ask(s):
    return {"log": ["ask:" + interrupt("q")]}
inner = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
mid = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("inner", inner).add_edge(START, "pre").add_edge("pre", "inner").compile()
app = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
st = app.get_state(cfg, subgraphs=True)
mid_cfg = st.tasks[0].state.config
inner_cfg = st.tasks[0].state.tasks[0].state.config
print(mid_cfg["configurable"]["checkpoint_ns"].count(":"), inner_cfg["configurable"]["checkpoint_ns"].count("|"))
for label, c in [("mid full", mid_cfg), ("inner full", inner_cfg),
                 ("mid bare ns", {"configurable": {"thread_id": "1", "checkpoint_ns": "mid"}}),
                 ("inner bare ns", {"configurable": {"thread_id": "1", "checkpoint_ns": "mid|inner"}}),
                 ("mid ns no id", {"configurable": {"thread_id": "1", "checkpoint_ns": mid_cfg["configurable"]["checkpoint_ns"]}}),
                 ("unknown ns", {"configurable": {"thread_id": "1", "checkpoint_ns": "nope"}})]:
    t(label + " get", lambda: (app.get_state(c).values, app.get_state(c).next))
    t(label + " history", lambda: [(h.metadata["step"], h.next) for h in app.get_state_history(c)])
t("update inner by full", lambda: app.update_state(inner_cfg, {"log": ["edit"]}) and app.get_state(cfg, subgraphs=True).tasks[0].state.tasks[0].state.values)
t("update mid bare", lambda: app.update_state({"configurable": {"thread_id": "1", "checkpoint_ns": "mid"}}, {"log": ["m"]}, as_node="pre"))
t("resume", lambda: app.invoke(Command(resume="A"), cfg))
