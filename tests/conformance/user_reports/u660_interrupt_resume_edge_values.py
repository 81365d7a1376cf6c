# https://github.com/langchain-ai/langgraph/issues/6663 , PR 6108 : resume values None / falsy / a dict that looks like an id map but is not / a Command with resume and update together; resume on a fresh thread (taken out: Command(resume=None), LangGraph 1.2.11 crashes with UnboundLocalError; an id map naming only an unknown id, deliberate difference (b1))
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    got: list
    note: str
def ask(s):
    return {"got": s["got"] + [interrupt("q")]}
g = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile(checkpointer=InMemorySaver())
for i, r in enumerate([0, "", {}, {"a": 1}, [1, 2]]):
    c = {"configurable": {"thread_id": f"t{i}"}}
    g.invoke({"got": [], "note": ""}, c)
    try:
        out = g.invoke(Command(resume=r), c)
        print(i, repr(r), out.get("got"), [x.value for x in out.get("__interrupt__", [])], g.get_state(c).next)
    except Exception as e:
        print(i, repr(r), "raised", type(e).__name__, str(e)[:80])
c = {"configurable": {"thread_id": "u"}}
g.invoke({"got": [], "note": ""}, c)
print(g.invoke(Command(resume="R", update={"note": "N"}), c))
try:
    print(g.invoke(Command(resume="fresh"), {"configurable": {"thread_id": "fresh"}}))
except Exception as e:
    print("fresh", type(e).__name__, str(e)[:80])
