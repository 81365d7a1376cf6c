# https://github.com/langchain-ai/langgraph/issues/6792 , PR 7088 : interrupt() inside a @task called from an @entrypoint; task results reused on resume; get_state tasks
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
calls = []
@task
def step1(x):
    calls.append(("step1", x)); return x + 1
@task
def ask(x):
    calls.append(("ask", x))
    ans = interrupt({"q": x})
    return f"{x}:{ans}"
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    a = step1(x).result()
    b = ask(a).result()
    c = step1(10).result()
    return [a, b, c]
cfg = {"configurable": {"thread_id": "1"}}
for ch in wf.stream(1, cfg, stream_mode="updates"):
    print(ch)
st = wf.get_state(cfg)
print(st.next, [(t.name, t.path, [i.value for i in t.interrupts]) for t in st.tasks])
for ch in wf.stream(Command(resume="yes"), cfg, stream_mode="updates"):
    print(ch)
print(calls)
print(wf.get_state(cfg).values)
print([(h.metadata["step"], h.metadata["source"], h.next) for h in wf.get_state_history(cfg)])
