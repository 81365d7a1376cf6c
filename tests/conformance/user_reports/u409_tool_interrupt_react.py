# https://github.com/langchain-ai/langgraph/issues/6626 , #6533 : two tools each calling interrupt() in one create_react_agent step (v1 one task; v2 two Send tasks), resume with an id map, plain resume refused
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command, interrupt

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
def circle(color: str) -> str:
    """Circle."""
    return f"circle {color}: {interrupt({'tool': 'circle'})}"
@tool
def square(color: str) -> str:
    """Square."""
    return f"square {color}: {interrupt({'tool': 'square'})}"

for version in ("v1", "v2"):
    model = M(messages=iter([AIMessage("", id="m1", tool_calls=[{"name": "circle", "args": {"color": "red"}, "id": "t1"}, {"name": "square", "args": {"color": "blue"}, "id": "t2"}]), AIMessage("fin", id="m2")]))
    agent = create_react_agent(model, [circle, square], checkpointer=InMemorySaver(), version=version)
    cfg = {"configurable": {"thread_id": version}}
    out = agent.invoke({"messages": [HumanMessage("draw", id="h")]}, cfg)
    ints = out.get("__interrupt__", ())
    print(version, sorted(i.value["tool"] for i in ints), len({i.id for i in ints}))
    st = agent.get_state(cfg)
    print(st.next, sorted((t.name, len(t.interrupts)) for t in st.tasks))
    if len({i.id for i in ints}) > 1:
        try:
            agent.invoke(Command(resume="plain"), cfg)
            print("plain accepted", agent.get_state(cfg).next)
        except Exception as e:
            print("plain", type(e).__name__, str(e)[:80])
    st = agent.get_state(cfg)
    pending = [i for t in st.tasks for i in t.interrupts]
    if pending:
        out = agent.invoke(Command(resume={i.id: f"ok-{i.value['tool']}" for i in pending}), cfg)
    # (v1: the ToolNode's 2nd interrupt is pending in the same task; LangGraph's get_state shows
    # next () then, its open bug #6956: resume until nothing is pending and print the end)
    for _ in range(3):
        pending = [i for t in agent.get_state(cfg).tasks for i in t.interrupts]
        if not pending:
            break
        out = agent.invoke(Command(resume={i.id: f"ok-{i.value['tool']}" for i in pending}), cfg)
    print([(type(m).__name__, m.content) for m in out["messages"]])
