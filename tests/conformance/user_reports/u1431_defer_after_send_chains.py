# https://github.com/langchain-ai/langgraph/pull/4269 : a defer=True collector after Send-reached workers whose chains differ in length (some workers hand over to a second worker step): how many times the collector runs, what it sees, the steps it runs at, and get_state().next while paused by interrupt_before on it
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    jobs: list
    job: int
    done: Annotated[list, operator.add]
    collected: Annotated[list, operator.add]
def fan(s):
    return [Send("work", {"job": j}) for j in s["jobs"]]
def work(s):
    if s["job"] % 2:
        return Command(update={"done": [f"w{s['job']}"]}, goto=Send("work2", {"job": s["job"]}))
    return {"done": [f"w{s['job']}"]}
def work2(s):
    return {"done": [f"w2-{s['job']}"]}
def collect(s):
    return {"collected": [sorted(s["done"])]}
def build(**kw):
    return (StateGraph(S).add_node("work", work, destinations=("work2", "collect")).add_node("work2", work2).add_node("collect", collect, defer=True)
            .add_conditional_edges(START, fan, ["work"]).add_edge("work", "collect").add_edge("work2", "collect").add_edge("collect", END)
            .compile(checkpointer=InMemorySaver(), **kw))
g = build()
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"jobs": [1, 2, 3]}, cfg)["collected"])
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)][::-1])
g2 = build(interrupt_before=["collect"])
cfg = {"configurable": {"thread_id": "2"}}
g2.invoke({"jobs": [1, 2]}, cfg)
st = g2.get_state(cfg)
print(st.next, sorted(st.values["done"]))
print(g2.invoke(None, cfg)["collected"])
