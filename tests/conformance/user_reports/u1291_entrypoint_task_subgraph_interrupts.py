# https://github.com/langchain-ai/langgraph/pull/3056 : an @entrypoint whose @task invokes a compiled graph that interrupts, then the entrypoint interrupts itself: the updates stream with subgraphs=True, get_state(subgraphs=True), the first resume (answering the graph inside the task), and a plain second resume (LangGraph still counts the task's answered interrupt as pending: the error text), then the answer by id
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["got " + str(interrupt("q-sub"))]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
@task
def run_sub(x):
    return sub.invoke({"log": [x]})
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    r = run_sub(x).result()
    second = interrupt("q-top")
    return r["log"] + [second]
cfg = {"configurable": {"thread_id": "t"}}
for ns, c in wf.stream("in", cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in c.items()})
st = wf.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state.values if t.state is not None and hasattr(t.state, "values") else t.state) for t in st.tasks])
print(wf.invoke(Command(resume="A"), cfg))
try:
    print(wf.invoke(Command(resume="B"), cfg))
except Exception as e:
    print("!!", type(e).__name__, str(e)[:120])
st = wf.get_state(cfg)
print(st.next, [i.value for i in st.interrupts])
print(wf.invoke(Command(resume={i.id: "B" for i in st.interrupts if i.value == "q-top"}), cfg))
print([(h.metadata["source"], h.metadata["step"], h.next) for h in wf.get_state_history(cfg)])
