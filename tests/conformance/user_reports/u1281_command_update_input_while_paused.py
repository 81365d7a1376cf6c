# https://github.com/langchain-ai/langgraph/issues/2935 : a thread paused on an interrupt given a Command(update=...) without resume, then a Command(goto=...) without resume, then a plain dict input: whether the pending interrupt survives each, what runs, and the state and next after each
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
def ask(s):
    ran.append("ask")
    return {"log": ["ask:" + str(interrupt("q"))]}
def other(s):
    ran.append("other")
    return {"log": ["other"]}
g = StateGraph(S).add_node("ask", ask).add_node("other", other).add_edge(START, "ask").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": []}, cfg)
for label, inp in [("update", Command(update={"log": ["u"]})), ("goto", Command(goto="other")), ("dict", {"log": ["d"]}), ("resume", Command(resume="fin"))]:
    ran.clear()
    try:
        out = g.invoke(inp, cfg)
        st = g.get_state(cfg)
        print(label, out["log"], [i.value for i in out.get("__interrupt__", [])], ran, st.next, [i.value for i in st.interrupts])
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e)[:200])
