# https://github.com/langchain-ai/langgraph/issues/4377 : a customer-support app: a router node sends each turn with Command(goto=...) to one of two create_react_agent sub-agents (used as subgraphs); the refunds agent's tool asks for approval with interrupt(); two turns on one thread: the updates stream with subgraphs=True, get_state(subgraphs=True) while paused, the resume, and the parent's history sources
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def order_status(order: str) -> str:
    """status"""
    return "order %s shipped" % order
@tool
def refund(order: str) -> str:
    """refund"""
    ok = interrupt({"refund": order})
    return "refunded %s" % order if ok == "approve" else "refund refused"
faq = create_react_agent(Model(messages=iter([AIMessage("", id="f1", tool_calls=[{"name": "order_status", "args": {"order": "7"}, "id": "s1", "type": "tool_call"}]), AIMessage("it shipped", id="f2")])), [order_status], name="faq")
refunds = create_react_agent(Model(messages=iter([AIMessage("", id="r1", tool_calls=[{"name": "refund", "args": {"order": "7"}, "id": "rf1", "type": "tool_call"}]), AIMessage("refund handled", id="r2")])), [refund], name="refunds")
def router(s):
    return Command(goto="refunds" if "refund" in s["messages"][-1].content else "faq")
app = StateGraph(MessagesState).add_node("router", router, destinations=("faq", "refunds")).add_node("faq", faq).add_node("refunds", refunds).add_edge(START, "router").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "cust"}}
def run(inp):
    for ns, ch in app.stream(inp, cfg, stream_mode="updates", subgraphs=True):
        print([n.split(":")[0] for n in ns], {k: ([i.value for i in v] if k == "__interrupt__" else [m.content for m in v["messages"]] if v else v) for k, v in ch.items()})
run({"messages": [HumanMessage("where is order 7", id="h1")]})
run({"messages": [HumanMessage("refund order 7", id="h2")]})
st = app.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state.next, [m.content for m in t.state.values["messages"]]) for t in st.tasks])
run(Command(resume="approve"))
print([m.content for m in app.get_state(cfg).values["messages"]])
print([(h.metadata["step"], h.metadata["source"], h.next) for h in app.get_state_history(cfg)])
