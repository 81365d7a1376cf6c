# https://github.com/langchain-ai/langgraph/issues/6792 , https://github.com/langchain-ai/langgraph/issues/1800 : threads paused in review in a file SqliteSaver, reopened by a new version of the app: the paused node renamed (state, resume, invoke(None)), a node added after it (resume runs it), and new input sent to a paused thread
import operator, os, sqlite3, tempfile
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
path = os.path.join(tempfile.mkdtemp(), "v.sqlite")
def review(s):
    return {"log": ["review:" + interrupt("ok?")]}
v1 = StateGraph(S).add_node("draft", lambda s: {"log": ["draft"]}).add_node("review", review).add_node("send", lambda s: {"log": ["send"]})
v1.add_edge(START, "draft").add_edge("draft", "review").add_edge("review", "send")
with sqlite3.connect(path, check_same_thread=False) as conn:
    app = v1.compile(checkpointer=SqliteSaver(conn))
    for tid in ["a", "b", "c"]:
        app.invoke({"log": []}, {"configurable": {"thread_id": tid}})
# version 2: the paused node renamed
v2 = StateGraph(S).add_node("draft", lambda s: {"log": ["draft2"]}).add_node("approve", review).add_node("send", lambda s: {"log": ["send2"]})
v2.add_edge(START, "draft").add_edge("draft", "approve").add_edge("approve", "send")
# version 3: a new node after review
v3 = StateGraph(S).add_node("draft", lambda s: {"log": ["draft3"]}).add_node("review", review).add_node("audit", lambda s: {"log": ["audit"]}).add_node("send", lambda s: {"log": ["send3"]})
v3.add_edge(START, "draft").add_edge("draft", "review").add_edge("review", "audit").add_edge("audit", "send")
with sqlite3.connect(path, check_same_thread=False) as conn:
    a2 = v2.compile(checkpointer=SqliteSaver(conn))
    c = {"configurable": {"thread_id": "a"}}
    t("v2 state", lambda: (a2.get_state(c).next, [i.value for i in a2.get_state(c).interrupts], [tk.name for tk in a2.get_state(c).tasks]))
    t("v2 resume", lambda: a2.invoke(Command(resume="yes"), c))
    t("v2 none", lambda: a2.invoke(None, c))
    t("v2 state after", lambda: (a2.get_state(c).values, a2.get_state(c).next))
    a3 = v3.compile(checkpointer=SqliteSaver(conn))
    c = {"configurable": {"thread_id": "b"}}
    t("v3 state", lambda: (a3.get_state(c).next, [i.value for i in a3.get_state(c).interrupts]))
    t("v3 resume", lambda: a3.invoke(Command(resume="yes"), c))
    c = {"configurable": {"thread_id": "c"}}
    t("v3 new input on paused", lambda: a3.invoke({"log": ["new"]}, c))
    t("v3 state c", lambda: (a3.get_state(c).values, a3.get_state(c).next))
