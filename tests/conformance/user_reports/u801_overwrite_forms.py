# https://github.com/langchain-ai/langgraph/pull/6117 : Overwrite on a reducer key from a node, from a Command update, from update_state (value and whole-update forms), as graph input, two Overwrites in one step (error), Overwrite beside an append in one step, and how updates mode shows it
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Overwrite
class S(TypedDict):
    x: Annotated[list, operator.add]
def run(label, *nodes, inp={"x": ["in"]}, mode=None):
    g = StateGraph(S)
    for i, fn in enumerate(nodes):
        g.add_node(f"n{i}", fn); g.add_edge(START, f"n{i}")
    try:
        app = g.compile()
        print(label, list(app.stream(inp, stream_mode=mode)) if mode else app.invoke(inp))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e)
run("node", lambda s: {"x": Overwrite(["o"])})
run("command", lambda s: Command(update={"x": Overwrite(["c"])}))
run("two", lambda s: {"x": Overwrite(["o"])}, lambda s: {"x": Overwrite(["p"])})
run("with append", lambda s: {"x": Overwrite(["o"])}, lambda s: {"x": ["p"]})
run("input", lambda s: {"x": ["a"]}, inp={"x": Overwrite(["in"])})
run("updates", lambda s: {"x": Overwrite(["o"])}, mode="updates")
run("values", lambda s: {"x": Overwrite(["o"])}, mode="values")
g = StateGraph(S); g.add_node("a", lambda s: {"x": ["a"]}); g.add_edge(START, "a")
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
app.invoke({"x": ["in"]}, c)
app.update_state(c, {"x": Overwrite(["new"])})
print(app.get_state(c).values)
app.update_state(c, Overwrite({"x": ["whole"]}))
print(app.get_state(c).values)
print([(h.metadata["source"], h.values) for h in app.get_state_history(c)][:3])
