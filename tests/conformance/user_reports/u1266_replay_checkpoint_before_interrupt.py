# https://github.com/langchain-ai/langgraph/issues/2586 : a thread paused on an interrupt and then resumed; replaying (invoke(None, checkpoint config)) the checkpoint that was paused, and the one before the interrupting node: does the interrupt fire again, which nodes rerun, and Command(resume=...) given on the replayed config
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
def prep(s):
    ran.append("prep")
    return {"log": ["prep"]}
def ask(s):
    ran.append("ask")
    return {"log": ["ans=" + str(interrupt("ok?"))]}
def done(s):
    ran.append("done")
    return {"log": ["done"]}
g = StateGraph(S).add_node("prep", prep).add_node("ask", ask).add_node("done", done).add_edge(START, "prep").add_edge("prep", "ask").add_edge("ask", "done").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": []}, cfg)
g.invoke(Command(resume="first"), cfg)
hist = list(g.get_state_history(cfg))
print([(h.next, h.metadata["step"], len(h.tasks), [len(t.interrupts) for t in h.tasks]) for h in hist])
paused = next(h for h in hist if h.next == ("ask",))
before_prep = next(h for h in hist if h.next == ("prep",))
for label, h in [("paused", paused), ("before prep", before_prep)]:
    ran.clear()
    out = g.invoke(None, h.config)
    print(label, out["log"], [i.value for i in out.get("__interrupt__", [])], ran)
    ran.clear()
    out = g.invoke(Command(resume="second"), h.config)
    print(label, "resume", out["log"], [i.value for i in out.get("__interrupt__", [])], ran)
print(g.get_state(cfg).values)
