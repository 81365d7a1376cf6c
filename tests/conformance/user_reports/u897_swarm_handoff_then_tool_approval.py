# https://github.com/langchain-ai/langgraph/issues/4377 , https://github.com/langchain-ai/langgraph/issues/2886 : a swarm where triage hands off to a billing create_react_agent whose refund tool asks a human (interrupt) before acting, with a checkpointer: the streamed updates with subgraphs=True up to the pause, get_state(subgraphs=True) while paused, the resumed stream and the final thread
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from typing import Annotated
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt
class S(MessagesState):
    active: str
@tool
def to_billing(tool_call_id: Annotated[str, InjectedToolCallId]):
    """handoff"""
    return Command(graph=Command.PARENT, goto="billing", update={"active": "billing", "messages": [ToolMessage("to billing", tool_call_id=tool_call_id, id="t-" + tool_call_id)]})
@tool
def refund(amount: int) -> str:
    """refund"""
    ok = interrupt({"refund": amount})
    return "refunded %d" % amount if ok else "refund denied"
triage = create_react_agent(Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("to_billing", {}, "h1")])])), [to_billing], name="triage")
billing = create_react_agent(Model(messages=iter([AIMessage("", id="b1", tool_calls=[call("refund", {"amount": 30}, "r1")]), AIMessage("done: refund handled", id="b2")])), [refund], name="billing")
g = StateGraph(S).add_node("triage", triage, destinations=("billing",)).add_node("billing", billing)
g.add_conditional_edges(START, lambda s: s.get("active") or "triage", ["triage", "billing"])
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in app.stream({"messages": [HumanMessage("refund me", id="h")]}, cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], {k: ([i.value for i in v] if k == "__interrupt__" else show(v["messages"]) if v and "messages" in v else v) for k, v in ch.items()})
st = app.get_state(cfg, subgraphs=True)
print(st.next, st.values.get("active"), [(t.name, [i.value for i in t.interrupts], t.state.next if hasattr(t.state, "next") else None) for t in st.tasks])
for ns, ch in app.stream(Command(resume=True), cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], {k: (show(v["messages"]) if v and "messages" in v else v) for k, v in ch.items()})
print(show(app.get_state(cfg).values["messages"]), app.get_state(cfg).values["active"])
