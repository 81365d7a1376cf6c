# https://github.com/langchain-ai/langgraph/issues/6577 , PR 6108 : interrupt() inside a @task called from an entrypoint; side-effect counts on resume; updates/tasks stream; get_state tasks/interrupts
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
calls = {"prep": 0, "ask": 0, "after": 0}
@task
def prep(x):
    calls["prep"] += 1
    return x + "!"
@task
def ask(q):
    calls["ask"] += 1
    ans = interrupt({"question": q})
    return f"{q}->{ans}"
@task
def after(x):
    calls["after"] += 1
    return x.upper()
@entrypoint(checkpointer=InMemorySaver())
def wf(inp: str):
    p = prep(inp).result()
    a = ask(p).result()
    return after(a).result()
c = {"configurable": {"thread_id": "1"}}
for ch in wf.stream("hi", c, stream_mode="updates"):
    print("U", ch)
st = wf.get_state(c)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], [i.value for i in st.interrupts])
print(calls)
for ch in wf.stream(Command(resume="yes"), c, stream_mode=["updates", "tasks"]):
    mode, data = ch
    if mode == "tasks":
        print("T", data.get("name"), "result" in data, data.get("result"), data.get("interrupts"))
    else:
        print("U", data)
print(calls)
print(wf.get_state(c).values, wf.get_state(c).next)
