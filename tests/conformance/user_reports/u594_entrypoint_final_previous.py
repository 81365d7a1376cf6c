# https://github.com/langchain-ai/langgraph/issues/6577 , docs how-to "functional API: short-term memory" : entrypoint.final(value, save) with previous across calls; stream values/updates/debug of the final; get_state values; previous on a new thread
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def double(x):
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous=None):
    prev = previous or 0
    d = double(n).result()
    return entrypoint.final(value={"got": d, "prev": prev}, save=prev + d)
c = {"configurable": {"thread_id": "t"}}
print(counter.invoke(1, c))
print(counter.invoke(2, c))
print(list(counter.stream(3, c, stream_mode="updates")))
print(list(counter.stream(4, c, stream_mode="values")))
st = counter.get_state(c)
print(st.values, st.next, st.metadata["step"], st.metadata["source"])
print([(h.values, h.metadata["step"]) for h in counter.get_state_history(c)][:4])
print(counter.invoke(5, {"configurable": {"thread_id": "other"}}))
for ev in counter.stream(6, c, stream_mode="debug"):
    print(ev["type"], ev["step"], ev["payload"].get("name"), ev["payload"].get("result") if ev["type"] == "task_result" else "")
