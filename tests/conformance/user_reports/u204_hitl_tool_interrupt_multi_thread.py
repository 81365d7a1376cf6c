# https://github.com/CopilotKit/CopilotKit/issues/1964 , langgraph #6533 : interrupt() inside a tool of a react agent, two threads, get_state().tasks/interrupts, resume per thread
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self

@tool
def book(hotel: str) -> str:
    """Book a hotel."""
    ans = interrupt({"question": f"book {hotel}?"})
    return f"booked {hotel}" if ans == "yes" else f"cancelled {hotel}"

def fm(ms): return [(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in ms]
mk = lambda h: M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "book", "args": {"hotel": h}, "id": "c-" + h}]), AIMessage("finished", id="a2")])
cp = InMemorySaver()
agents = {t: create_react_agent(mk(t), [book], checkpointer=cp) for t in ("t1", "t2")}
for t, ag in agents.items():
    cfg = {"configurable": {"thread_id": t}}
    for ch in ag.stream({"messages": [("user", "book " + t)]}, cfg, stream_mode=["updates"]):
        mode, data = ch
        print(mode, {k: (fm(v["messages"]) if isinstance(v, dict) else [(i.value, i.id == ag.get_state(cfg).interrupts[0].id) for i in v]) for k, v in data.items()})
    st = ag.get_state(cfg)
    print(st.next, [(tk.name, tk.path, [i.value for i in tk.interrupts]) for tk in st.tasks], [i.value for i in st.interrupts])
for t, ans in (("t2", "no"), ("t1", "yes")):
    ag = agents[t]; cfg = {"configurable": {"thread_id": t}}
    out = ag.invoke(Command(resume=ans), cfg)
    print(t, fm(out["messages"]))
    st = ag.get_state(cfg); print(st.next, st.tasks, st.interrupts)
