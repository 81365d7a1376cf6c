# https://github.com/langchain-ai/langgraph/issues/1569 , #4987 : update_state as "__input__", "__copy__", END(None values) and "__start__" on a paused thread: saver pending writes, next, values, continue
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("ask", lambda s: {"log": [interrupt("q")]})
g.add_edge(START, "a"); g.add_edge("a", "ask")
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
for i, (vals, as_node) in enumerate([({"log": ["in"]}, "__input__"), (None, "__copy__"), ({"log": ["st"]}, START), (None, END)]):
    cfg = {"configurable": {"thread_id": str(i)}}
    app.invoke({"log": []}, cfg)
    try:
        app.update_state(cfg, vals, as_node=as_node)
    except Exception as e:
        print(as_node, type(e).__name__, e)
        continue
    for t in saver.list(cfg):
        print(as_node, t.metadata["source"], t.metadata["step"], sorted((w[1], repr(w[2]) if w[1] != "__interrupt__" else "I") for w in t.pending_writes))
    st = app.get_state(cfg)
    print(as_node, st.next, st.values, [i.value for i in st.interrupts])
    out = app.invoke(None, cfg)
    print(as_node, {k: v for k, v in out.items() if k != "__interrupt__"}, "__interrupt__" in out)
