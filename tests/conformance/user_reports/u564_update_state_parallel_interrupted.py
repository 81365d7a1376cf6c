# https://github.com/langchain-ai/langgraph/issues/1569 , PR 6286 , #5952 : two parallel nodes paused by interrupt(): update_state as one of them (answers it without running), then resume the other by id; next/tasks/interrupts at each point
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = (StateGraph(S).add_node("a", lambda s: {"log": ["a:" + interrupt("qa")]}).add_node("b", lambda s: {"log": ["b:" + interrupt("qb")]})
     .add_node("j", lambda s: {"log": ["j"]}).add_edge(START, "a").add_edge(START, "b").add_edge(["a", "b"], "j").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
def show(tag):
    st = g.get_state(cfg)
    print(tag, st.next, sorted(st.values["log"]), sorted(i.value for i in st.interrupts), sorted((t.name, tuple(i.value for i in t.interrupts), t.result) for t in st.tasks))
    return st
st = show("paused")
g.update_state(cfg, {"log": ["a:manual"]}, as_node="a")
st = show("updated")
ib = [i for i in st.interrupts if i.value == "qb"]
if ib:
    out = g.invoke(Command(resume={ib[0].id: "B"}), cfg)
    print(sorted(out["log"]), "__interrupt__" in out)
show("end")
print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
