# https://github.com/langchain-ai/langgraph/issues/2926 : Command(resume=..., update=..., goto=...) on a paused thread (top level and in a subgraph): the values the resumed node sees, where goto sends control, the history sources / writes, and update without resume on a paused thread
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    note: str
    log: Annotated[list, operator.add]
def ask(s):
    ans = interrupt("q")
    return {"log": ["ask=" + ans + "/" + s["note"]]}
def other(s): return {"log": ["other/" + s["note"]]}
g = StateGraph(S).add_node("ask", ask).add_node("other", other).add_edge(START, "ask").add_edge("ask", END).compile(checkpointer=InMemorySaver())
cases = [("resume+update", Command(resume="r", update={"note": "u", "log": ["upd"]})),
         ("resume+goto", Command(resume="r", goto="other")),
         ("all three", Command(resume="r", update={"note": "u"}, goto="other")),
         ("update only", Command(update={"note": "u"})),
         ("goto only", Command(goto="other"))]
for i, (label, cmd) in enumerate(cases):
    cfg = {"configurable": {"thread_id": str(i)}}
    g.invoke({"note": "n", "log": []}, cfg)
    r = g.invoke(cmd, cfg)
    st = g.get_state(cfg)
    print(label, {k: v for k, v in r.items() if k != "__interrupt__"}, [x.value for x in r.get("__interrupt__", [])], st.next)
    print("  ", [(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
