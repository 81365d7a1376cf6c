# https://github.com/langchain-ai/langgraph/issues/3074 : delete_thread on a thread paused inside a subgraph: the thread's and its subgraph namespace's checkpoints and writes gone, the other thread untouched, get_state / history after, and running the deleted thread again from scratch
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
saver = InMemorySaver()
def ask(s): return {"log": ["ans=" + interrupt("q")]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=saver)
c1, c2 = {"configurable": {"thread_id": "1"}}, {"configurable": {"thread_id": "2"}}
g.invoke({"log": ["x"]}, c1); g.invoke({"log": ["y"]}, c2)
print(sorted({(t.config["configurable"]["thread_id"], bool(t.config["configurable"]["checkpoint_ns"])) for t in saver.list(None)}))
saver.delete_thread("1")
print(sorted({(t.config["configurable"]["thread_id"], bool(t.config["configurable"]["checkpoint_ns"])) for t in saver.list(None)}))
st = g.get_state(c1, subgraphs=True)
print(st.values, st.next, st.tasks, st.config, st.metadata, list(g.get_state_history(c1)))
print(g.get_state(c2).next, [i.value for i in g.get_state(c2).interrupts])
try:
    print(g.invoke(Command(resume="late"), c1))
except Exception as e:
    print(type(e).__name__, str(e)[:200])
print(g.invoke({"log": ["fresh"]}, c1)["log"], g.invoke(Command(resume="b"), c2))
saver.delete_thread("missing")
print(len(list(saver.list(None))))
