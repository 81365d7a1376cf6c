# https://github.com/langchain-ai/langgraph/pull/1185 : get_state / update_state / get_state_history with a checkpoint_ns naming a subgraph that does not exist, naming a plain node, and naming the real subgraph (with and without a task id), and get_state(subgraphs=True) on a finished thread: errors and values
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def ask(s):
    return {"v": interrupt("go?")}
inner = StateGraph(S); inner.add_node("ask", ask); inner.add_edge(START, "ask")
outer = StateGraph(S); outer.add_node("plain", lambda s: {"v": 1}); outer.add_node("sub", inner.compile())
outer.add_edge(START, "plain"); outer.add_edge("plain", "sub")
g = outer.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
g.invoke({"v": 0}, c)
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
def ns(x):
    return {"configurable": {"thread_id": "t", "checkpoint_ns": x}}
show("ghost get", lambda: g.get_state(ns("ghost")).values)
show("plain get", lambda: g.get_state(ns("plain")).values)
show("sub get", lambda: (lambda st: (st.values, st.next))(g.get_state(ns("sub"))))
show("ghost update", lambda: g.update_state(ns("ghost"), {"v": 5}))
show("ghost history", lambda: [h.values for h in g.get_state_history(ns("ghost"))])
show("sub history", lambda: [(h.values, h.next) for h in g.get_state_history(ns("sub"))])
st = g.get_state(c, subgraphs=True)
print("sub task", [(t.name, t.state.values if t.state else None, t.state.next if t.state else None) for t in st.tasks])
task_ns = st.tasks[0].state.config["configurable"]["checkpoint_ns"]
print(task_ns.split(":")[0])
show("update via task ns", lambda: g.update_state(st.tasks[0].state.config, {"v": 42}) and g.get_state(c, subgraphs=True).tasks[0].state.values)
