# https://github.com/langchain-ai/langgraph/issues/6577 , #3003 : interrupt() in an @entrypoint body itself (not a task), several sequential interrupts, Command(resume) with a list of values per turn, get_state between, invoke with new input while paused
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

calls = []
@task
def work(x):
    calls.append(x)
    return x * 3
@entrypoint(checkpointer=InMemorySaver())
def flow(x):
    a = work(x).result()
    name = interrupt({"ask": "name", "a": a})
    b = work(a).result()
    age = interrupt({"ask": "age", "b": b})
    return {"name": name, "age": age, "a": a, "b": b}
cfg = {"configurable": {"thread_id": "1"}}
print(flow.invoke(1, cfg))
st = flow.get_state(cfg); print(st.next, [i.value for i in st.interrupts], st.values)
print(flow.invoke(Command(resume="ann"), cfg))
print(flow.invoke(Command(resume=30), cfg))
print(calls)
cfg2 = {"configurable": {"thread_id": "2"}}
print(flow.invoke(2, cfg2))
print("new input while paused", flow.invoke(5, cfg2))
print(flow.get_state(cfg2).values, [i.value for i in flow.get_state(cfg2).interrupts])
for chunk in flow.stream(Command(resume="bob"), cfg2, stream_mode=["updates", "values"]):
    print(chunk)
