# https://github.com/langchain-ai/langgraph/issues/6577 , functional API reports : @entrypoint get_graph mermaid / to_json edges, an entrypoint as a StateGraph node drawn with xray, previous / entrypoint.final, state and history
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver

@task
def double(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def acc(n: int, *, previous=None):
    total = (previous or 0) + double(n).result()
    return entrypoint.final(value={"total": total, "n": n}, save=total)
print(acc.get_graph().draw_mermaid())
cfg = {"configurable": {"thread_id": "1"}}
print(acc.invoke(1, cfg), acc.invoke(2, cfg), acc.invoke(3, cfg))
st = acc.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
print([(h.metadata["step"], h.metadata["source"], h.values) for h in acc.get_state_history(cfg)])
print(list(acc.stream(4, cfg, stream_mode="updates")))
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
class S(TypedDict):
    n: int
p = StateGraph(S).add_node("acc", acc).add_edge(START, "acc").compile()
print(p.get_graph(xray=True).draw_mermaid())
print(sorted((e.source, e.target, e.conditional) for e in acc.get_graph().edges), list(acc.get_graph().nodes))
