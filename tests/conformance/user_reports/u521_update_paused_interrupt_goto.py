# https://github.com/langchain-ai/langgraph/issues/3003 , #6533 : a thread paused by interrupt(): update_state as the paused node with Command(goto) (skipping the question), as another node, and "__copy__" with values
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("ask", lambda s: {"log": [f"ans={interrupt('q')}"]}); g.add_node("x", lambda s: {"log": ["x"]}); g.add_node("y", lambda s: {"log": ["y"]})
g.add_edge(START, "ask"); g.add_edge("ask", "x")
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
cases = [(Command(goto="y", update={"log": ["skipped"]}), "ask"), ({"log": ["side"]}, "y"), ([{"log": ["copied"]}], "__copy__")]
for i, (vals, as_node) in enumerate(cases):
    cfg = {"configurable": {"thread_id": str(i)}}
    app.invoke({"log": []}, cfg)
    try:
        app.update_state(cfg, vals, as_node=as_node)
    except Exception as e:
        print(as_node, type(e).__name__, e); continue
    st = app.get_state(cfg)
    print(as_node, st.next, st.values, [i.value for i in st.interrupts], st.metadata["source"])
    out = app.invoke(None, cfg)
    print(as_node, {k: v for k, v in out.items() if k != "__interrupt__"}, "__interrupt__" in out)
