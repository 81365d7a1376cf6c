# https://github.com/langchain-ai/langgraph/issues/5182 , https://github.com/langchain-ai/langgraph/issues/2612 : recursive fan-out (Send targets returning Command(goto=Send(...)) one level deeper) joined by a deferred review node that interrupts: the parts and interrupt value at the pause, next and history, the resume, and the streamed updates
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, Send
class S(TypedDict):
    parts: Annotated[list, operator.add]
def split(s):
    return Command(goto=[Send("part", {"n": i, "depth": 0}) for i in range(2)])
def part(arg):
    if arg["depth"] < 1:
        return Command(update={"parts": ["p%d.%d" % (arg["n"], arg["depth"])]}, goto=Send("part", {"n": arg["n"], "depth": arg["depth"] + 1}))
    return {"parts": ["p%d.%d" % (arg["n"], arg["depth"])]}
def review(s):
    ok = interrupt({"parts": sorted(s["parts"])})
    return {"parts": ["review:" + ok]}
g = StateGraph(S).add_node("split", split, destinations=("part",)).add_node("part", part, destinations=("part",)).add_node("review", review, defer=True)
g.add_edge(START, "split"); g.add_edge("part", "review"); g.add_edge("review", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"parts": []}, cfg)
print(sorted(out["parts"]), [i.value for i in out["__interrupt__"]])
st = app.get_state(cfg)
print(st.next, [(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
out = app.invoke(Command(resume="ok"), cfg)
print(sorted(out["parts"]), out.get("__interrupt__"))
print(sorted(str(c) for c in app.stream({"parts": []}, {"configurable": {"thread_id": "2"}}, stream_mode="updates")))
