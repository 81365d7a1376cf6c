# https://github.com/langchain-ai/langgraph/issues/2935 : interrupts inside subgraphs reached by Send, kept in a file SqliteSaver and answered over three reopenings (one id per turn): the pending interrupts read back each time, each turn's results, and the namespaces left in the file
import operator, os, sqlite3, tempfile
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.sqlite import SqliteSaver
class P(TypedDict):
    items: list
    results: Annotated[list, operator.add]
class W(TypedDict):
    item: str
    results: Annotated[list, operator.add]
def check(s): return {"results": [s["item"] + "=" + str(interrupt("approve " + s["item"]))]}
worker = StateGraph(W).add_node("check", check).add_edge(START, "check").compile()
b = StateGraph(P).add_node("worker", worker).add_node("report", lambda s: {"results": ["report " + str(len(s["results"]))]})
b.add_conditional_edges(START, lambda s: [Send("worker", {"item": i}) for i in s["items"]], ["worker"]).add_edge("worker", "report").add_edge("report", END)
path = os.path.join(tempfile.mkdtemp(), "s.db")
cfg = {"configurable": {"thread_id": "t"}}
inp = {"items": ["a", "b", "c"], "results": []}
for turn in range(4):
    conn = sqlite3.connect(path, check_same_thread=False)
    saver = SqliteSaver(conn)
    g = b.compile(checkpointer=saver)
    st = g.get_state(cfg)
    pending = sorted((i.value, i.id) for i in st.interrupts)
    print(turn, st.next, [v for v, _ in pending])
    if turn:
        inp = Command(resume={pending[0][1]: "ok" + str(turn)})
    out = g.invoke(inp, cfg)
    print(" ", sorted(out["results"]), sorted(i.value for i in out.get("__interrupt__", [])))
    if turn == 3:
        print(" ", sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] for c in saver.list(None)}))
    conn.close()
