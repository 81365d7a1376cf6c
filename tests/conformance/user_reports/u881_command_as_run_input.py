# https://github.com/langchain-ai/langgraph/issues/2612 , https://github.com/langchain-ai/langgraph/issues/3118 : a Command as the run's input: goto (a node, a Send, a list, END, an unknown node) with and without update on a fresh thread, on a finished thread and without a saver, streamed values/updates, and graph=Command.PARENT at the top
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Send
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
g = StateGraph(S)
for n in "abc":
    g.add_node(n, (lambda n: lambda s: {"log": [n]})(n))
g.add_edge(START, "a").add_edge("a", "b").add_edge("b", "c")
app = g.compile(checkpointer=InMemorySaver())
n = iter(range(100))
c = lambda: {"configurable": {"thread_id": str(next(n))}}
t("goto fresh", lambda: app.invoke(Command(goto="c"), c()))
t("goto+update fresh", lambda: app.invoke(Command(goto="b", update={"log": ["u"]}), c()))
t("update only fresh", lambda: app.invoke(Command(update={"log": ["u"]}), c()))
t("send fresh", lambda: app.invoke(Command(goto=Send("c", {"log": ["sent"]})), c()))
cfg = c()
app.invoke({"log": []}, cfg)
t("goto after done", lambda: app.invoke(Command(goto="b", update={"log": ["again"]}), cfg))
t("stream values goto", lambda: list(app.stream(Command(goto="b", update={"log": ["s"]}), c(), stream_mode="values")))
t("stream updates goto", lambda: list(app.stream(Command(goto=["b", "c"]), c(), stream_mode="updates")) and "ok")
t("history goto", lambda: [(h.metadata["step"], h.metadata["source"], h.next) for h in app.get_state_history(cfg)][:4])
t("no saver goto", lambda: g.compile().invoke(Command(goto="c", update={"log": ["x"]})))
t("goto END", lambda: app.invoke(Command(goto=END, update={"log": ["e"]}), c()))
t("goto unknown", lambda: app.invoke(Command(goto="zz"), c()))
t("graph parent at top", lambda: app.invoke(Command(graph=Command.PARENT, goto="a"), c()))
