# https://github.com/langchain-ai/langgraph/issues/3570 : Command(resume=..., update=...) and Command(resume=..., goto=...) sent to a thread whose interrupt is inside a subgraph: where the update lands (parent values), whether the child sees it, and which parent nodes the goto adds
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    note: str
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ask saw " + s["note"] + " / " + str(interrupt("q"))]}
child = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
def b(s): return {"log": ["side saw " + s["note"]]}
g = StateGraph(S).add_node("child", child).add_node("side", b).add_node("end", lambda s: {"log": ["end"]}).add_edge(START, "child").add_edge("child", "end").compile(checkpointer=InMemorySaver())
for label, cmd in [("update", Command(resume="R", update={"note": "upd", "log": ["via update"]})), ("goto", Command(resume="R", goto="side")), ("both", Command(resume="R", update={"note": "both"}, goto=["side"]))]:
    cfg = {"configurable": {"thread_id": label}}
    g.invoke({"note": "orig", "log": []}, cfg)
    try:
        out = g.invoke(cmd, cfg)
        print(label, out, g.get_state(cfg).next)
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e)[:200])
