# https://github.com/langchain-ai/langgraph/issues/6792 , docs 'human-in-the-loop: review tool calls' : a draft/review loop paused by interrupt() and resumed three times with a file-based SqliteSaver that is closed and reopened before each run (as a web server restarting would); values, next, interrupts and the history count each time
import os, sqlite3, tempfile
from typing import Annotated, TypedDict
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    draft: str
    version: int
    log: Annotated[list, operator.add]
def write(s):
    return {"draft": "draft v%d" % (s.get("version", 0) + 1), "version": s.get("version", 0) + 1, "log": ["write"]}
def review(s):
    ans = interrupt({"draft": s["draft"], "ask": "approve?"})
    if ans.get("ok"):
        return Command(goto=END, update={"log": ["approved"]})
    return Command(goto="write", update={"log": ["rejected:" + ans.get("why", "")]})
g = StateGraph(S)
g.add_node("write", write); g.add_node("review", review, destinations=("write", END))
g.add_edge(START, "write"); g.add_edge("write", "review")
path = os.path.join(tempfile.mkdtemp(), "cp.sqlite")
cfg = {"configurable": {"thread_id": "rev"}}
inputs = [{"version": 0, "log": []}, Command(resume={"ok": False, "why": "short"}), Command(resume={"ok": False, "why": "tone"}), Command(resume={"ok": True})]
for i, inp in enumerate(inputs):
    conn = sqlite3.connect(path, check_same_thread=False)
    app = g.compile(checkpointer=SqliteSaver(conn))
    out = app.invoke(inp, cfg)
    st = app.get_state(cfg)
    print(i, {k: v for k, v in out.items() if k != "__interrupt__"}, [x.value for x in out.get("__interrupt__", [])])
    print("  ", st.next, [x.value for x in st.interrupts], len(list(app.get_state_history(cfg))), [t.name for t in st.tasks])
    conn.close()
conn = sqlite3.connect(path, check_same_thread=False)
app = g.compile(checkpointer=SqliteSaver(conn))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values.get("version")) for h in app.get_state_history(cfg)])
print(app.invoke(Command(resume={"ok": True}), cfg))
conn.close()
