# https://github.com/langchain-ai/langgraph/pull/6286 : Overwrite to bypass a reducer: Overwrite beside a normal write in one step, the {"__overwrite__": v} dict form, two Overwrites in one step (error text, state after), Overwrite on a plain LastValue key, via update_state and Command(update=...), and in a stream of updates
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Overwrite, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
    last: str
def build(bw, cw):
    g = StateGraph(S)
    g.add_node("a", lambda s: {"log": ["a"]})
    g.add_node("b", lambda s: bw)
    g.add_node("c", lambda s: cw)
    g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("a", "c")
    return g.compile(checkpointer=InMemorySaver())
cases = [
    ({"log": Overwrite(["B"])}, {"log": ["c"]}),
    ({"log": ["b"]}, {"log": {"__overwrite__": ["C"]}}),
    ({"log": Overwrite(["B"])}, {"log": Overwrite(["C"])}),
    ({"last": Overwrite("B")}, {"log": ["c"]}),
    ({"log": Overwrite(None)}, {}),
]
for i, (bw, cw) in enumerate(cases):
    app = build(bw, cw)
    cfg = {"configurable": {"thread_id": str(i)}}
    try:
        print(i, app.invoke({"log": ["start"]}, cfg))
    except Exception as e:
        print(i, "RAISED", type(e).__name__, str(e).split("\n")[0])
    print(i, app.get_state(cfg).values, app.get_state(cfg).next)
app = build({"log": ["b"]}, {"log": ["c"]})
cfg = {"configurable": {"thread_id": "u"}}
app.invoke({"log": ["s"]}, cfg)
app.update_state(cfg, {"log": Overwrite(["fresh"])})
print(app.get_state(cfg).values)
app.update_state(cfg, {"log": {"__overwrite__": []}}, as_node="a")
print(app.get_state(cfg).values, app.get_state(cfg).next)
g = StateGraph(S)
g.add_node("a", lambda s: Command(update={"log": Overwrite(["cmd"])}, goto="b"))
g.add_node("b", lambda s: {"log": ["b"]})
g.add_edge(START, "a")
for ch in g.compile().stream({"log": ["x"]}, stream_mode=["updates", "values"]):
    print(ch)
