# https://github.com/langchain-ai/langgraph/pull/1539 : get_state_history of a paused child through its own config (namespace with task id) and through a namespace without the task id, the child's checkpoints' steps / sources / next, and get_state of one of the child's older checkpoints
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
child = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_node("ask", ask)
child = child.add_edge(START, "a").add_edge("a", "b").add_edge("b", "ask").compile()
g = StateGraph(S).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": []}, cfg)
sub = g.get_state(cfg, subgraphs=True).tasks[0].state
hist = list(g.get_state_history(sub.config))
print([(h.metadata["source"], h.metadata["step"], h.next, h.values) for h in hist])
ns = sub.config["configurable"]["checkpoint_ns"]
short = {"configurable": {"thread_id": "t", "checkpoint_ns": ns.split(":")[0]}}
try:
    print(len(list(g.get_state_history(short))))
except Exception as e:
    print("!!", type(e).__name__, str(e)[:200])
old = hist[-1]
st = g.get_state(old.config)
print(st.values, st.next, st.config["configurable"]["checkpoint_ns"].split(":")[0], st.parent_config is not None)
print(g.invoke(Command(resume="z"), cfg))
