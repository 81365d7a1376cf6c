# https://github.com/langchain-ai/langgraph/pull/2941 , #6577 : falsy @task results (False, 0, "", None, []) cached across interrupts and resumes; entrypoint re-runs from the top
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

calls = []
@task
def falsy(kind):
    calls.append(kind)
    return {"bool": False, "zero": 0, "empty": "", "none": None, "list": []}[kind]
@task
def double(x):
    calls.append(("double", x))
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def graph(inp, *, previous=None):
    values = [falsy(k).result() for k in ("bool", "zero", "empty", "none", "list")]
    for i in range(1, 4):
        values.append(double(i).result())
        values.append(interrupt(f"q{i}"))
    return {"values": values, "previous": previous}
cfg = {"configurable": {"thread_id": "1"}}
print(graph.invoke({}, cfg))
for ans in ("a", "b", "c"):
    out = graph.invoke(Command(resume=ans), cfg)
    print(ans, out)
print(len(calls), calls)
st = graph.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
print(graph.invoke({}, cfg)["__interrupt__"][0].value, graph.get_state(cfg).values)
