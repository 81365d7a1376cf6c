# https://github.com/langchain-ai/langgraph/pull/6530 : Overwrite misuse: two Overwrites to one reducer key in a step, Overwrite and a plain write together, Overwrite on a LastValue key, Overwrite in the graph input and in update_state, and Overwrite through a {"__overwrite__": v} dict: errors and values
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Overwrite
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    last: str
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__)
        print("  " + "\n  ".join(str(e).splitlines()[:2]))
def g(wa, wb):
    b = StateGraph(S)
    b.add_node("a", lambda s: wa); b.add_node("b", lambda s: wb)
    b.add_edge(START, "a"); b.add_edge(START, "b")
    return b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
show("two overwrites", lambda: g({"log": Overwrite(["a"])}, {"log": Overwrite(["b"])}).invoke({"log": ["x"], "last": ""}, c))
show("overwrite+plain", lambda: g({"log": Overwrite(["a"])}, {"log": ["b"]}).invoke({"log": ["x"], "last": ""}, c))
show("overwrite lastvalue", lambda: g({"last": Overwrite("a")}, {}).invoke({"log": ["x"], "last": ""}, c))
show("dict form", lambda: g({"log": {"__overwrite__": ["d"]}}, {}).invoke({"log": ["x"], "last": ""}, c))
show("input overwrite", lambda: g({}, {}).invoke({"log": Overwrite(["i"]), "last": ""}, c))
gg = g({"log": ["a"]}, {})
gg.invoke({"log": ["x"], "last": ""}, c)
show("update_state overwrite", lambda: (gg.update_state(c, {"log": Overwrite(["u"])}, as_node="a"), gg.get_state(c).values)[1])
show("overwrite none", lambda: g({"log": Overwrite(None)}, {}).invoke({"log": ["x"], "last": ""}, c))
print(repr(Overwrite([1])), Overwrite([1]) == Overwrite([1]))
