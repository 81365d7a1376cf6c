from typing_extensions import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    out: str

def node(state: State, config: RunnableConfig):
    c = config["configurable"]
    md = config["metadata"]
    return {"out": f"user={c.get('user_id')} thread={c.get('thread_id')} step={md.get('langgraph_step')} node={md.get('langgraph_node')} tags={config.get('tags')} custom={md.get('custom')}"}

g = StateGraph(State).add_node("node", node, metadata={"custom": "m"}).add_edge(START, "node").compile(checkpointer=InMemorySaver())
print(g.invoke({"out": ""}, {"configurable": {"thread_id": "t", "user_id": "u1"}, "tags": ["x"], "metadata": {"run": 1}}))
print(g.get_state({"configurable": {"thread_id": "t"}}).metadata)
g2 = g.with_config({"configurable": {"user_id": "default"}}, tags=["y"])
print(g2.invoke({"out": ""}, {"configurable": {"thread_id": "t2"}}))
print(g.batch([{"out": ""}, {"out": ""}], [{"configurable": {"thread_id": "b1", "user_id": "a"}}, {"configurable": {"thread_id": "b2", "user_id": "b"}}]))
def boom(state): raise ValueError("boom")
g3 = StateGraph(State).add_node(boom).add_edge(START, "boom").compile()
print([type(r).__name__ for r in g3.batch([{"out": ""}], return_exceptions=True)])
