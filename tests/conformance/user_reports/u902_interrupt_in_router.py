# https://github.com/langchain-ai/langgraph/issues/2529 , https://github.com/langchain-ai/langgraph/issues/6208 : an interrupt() raised inside a conditional edge's routing function (asking which branch to take): what the run returns, the paused state (values, next, the task holding the interrupt), resuming with the branch name, how often the source node ran, the history, and the same streamed
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
runs = {"a": 0}
def a(s):
    runs["a"] += 1
    return {"log": ["a"]}
def route(s):
    choice = interrupt({"route?": s["log"]})
    return choice
g = StateGraph(S).add_node("a", a).add_node("x", lambda s: {"log": ["x"]}).add_node("y", lambda s: {"log": ["y"]})
g.add_edge(START, "a"); g.add_conditional_edges("a", route, ["x", "y"])
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
t("run", lambda: app.invoke({"log": []}, cfg))
st = app.get_state(cfg)
t("state", lambda: (st.values, st.next, [(tk.name, [i.value for i in tk.interrupts]) for tk in st.tasks]))
t("resume y", lambda: app.invoke(Command(resume="y"), cfg))
t("runs", lambda: runs)
t("history", lambda: [(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
t("stream", lambda: [list(c) for c in app.stream({"log": []}, {"configurable": {"thread_id": "2"}}, stream_mode="updates")])
t("stream resume", lambda: [c for c in app.stream(Command(resume="x"), {"configurable": {"thread_id": "2"}}, stream_mode="updates")])
