# https://github.com/langchain-ai/langgraph/issues/2831 : langgraph_triggers / langgraph_path / langgraph_step that a node reads from config["metadata"] for each way a task is started: an edge from START, a join edge (add_edge([a, b], c)), a conditional edge, Send fan-out, Command(goto=...), Command(goto=Send), a deferred node, and a node resumed after an interrupt
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
    n: int
def rec(name):
    def f(s, config: RunnableConfig):
        m = config["metadata"]
        path = tuple(p if isinstance(p, (str, int)) else "<%s>" % type(p).__name__ for p in m["langgraph_path"])
        return {"log": [[name, m["langgraph_step"], list(m["langgraph_triggers"]), list(path)]]}
    return f
def start_node(s, config: RunnableConfig):
    return rec("start")(s, config)
def cmd(s, config: RunnableConfig) -> Command:
    return Command(update=rec("cmd")(s, config), goto=["via_goto", Send("via_send", {"n": 7})])
def asker(s, config: RunnableConfig):
    interrupt("q")
    return rec("asker")(s, config)
g = StateGraph(S)
g.add_node("start", start_node)
g.add_node("a", rec("a")); g.add_node("b", rec("b")); g.add_node("join", rec("join"))
g.add_node("cond", rec("cond")); g.add_node("fan", rec("fan")); g.add_node("cmd", cmd, destinations=("via_goto", "via_send"))
g.add_node("via_goto", rec("via_goto")); g.add_node("via_send", rec("via_send")); g.add_node("late", rec("late"), defer=True); g.add_node("asker", asker)
g.add_edge(START, "start")
g.add_edge("start", "a"); g.add_edge("start", "b")
g.add_edge(["a", "b"], "join")
g.add_conditional_edges("join", lambda s: "cond")
g.add_conditional_edges("cond", lambda s: [Send("fan", {"n": i}) for i in range(2)] + ["cmd"])
g.add_edge("via_goto", "late"); g.add_edge("late", "asker"); g.add_edge("asker", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
app.invoke(Command(resume="ok"), cfg)
for row in sorted(app.get_state(cfg).values["log"], key=lambda r: (r[1], r[0], repr(r[3]))):
    print(row)
