# https://github.com/langchain-ai/langgraph/issues/3380 , https://github.com/langchain-ai/langgraph/issues/4176 : a shop graph built by hand around ToolNode(messages_key="chat") and tools_condition(messages_key="chat"): tools reading InjectedState("user") and the whole state, returning Command(update=cart + ToolMessage) and Command(goto="receipt"), mixed with a plain tool in one AI message; the final chat and cart; tools_condition on a state or list without messages
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import operator
from typing import Annotated, TypedDict
from langchain_core.messages import HumanMessage, ToolMessage, AnyMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import ToolNode, tools_condition, InjectedState
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.types import Command
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
class S(TypedDict):
    chat: Annotated[list[AnyMessage], add_messages]
    cart: Annotated[list, operator.add]
    user: str
@tool
def add_to_cart(item: str, user: Annotated[str, InjectedState("user")], tool_call_id: Annotated[str, InjectedToolCallId]):
    """add"""
    return Command(update={"cart": [user + ":" + item], "chat": [ToolMessage("added " + item, tool_call_id=tool_call_id, id="tm-" + tool_call_id)]})
@tool
def checkout(tool_call_id: Annotated[str, InjectedToolCallId], state: Annotated[dict, InjectedState]):
    """checkout"""
    return Command(goto="receipt", update={"chat": [ToolMessage("checking out %d" % len(state["cart"]), tool_call_id=tool_call_id, id="tm-" + tool_call_id)]})
@tool
def plain(x: int) -> int:
    """plain"""
    return x * 2
script = iter([
    AIMessage("", id="a1", tool_calls=[call("add_to_cart", {"item": "tea"}, "c1"), call("add_to_cart", {"item": "mug"}, "c2"), call("plain", {"x": 4}, "c3")]),
    AIMessage("", id="a2", tool_calls=[call("checkout", {}, "c4")]),
    AIMessage("never", id="a3"),
])
m = Model(messages=script)
def agent(s):
    return {"chat": [m.invoke(s["chat"])]}
g = StateGraph(S)
g.add_node("agent", agent)
g.add_node("tools", ToolNode([add_to_cart, checkout, plain], messages_key="chat"), destinations=("receipt",))
g.add_node("receipt", lambda s: {"chat": [AIMessage("receipt for " + ",".join(s["cart"]), id="rc")]})
g.add_edge(START, "agent")
g.add_conditional_edges("agent", lambda s: tools_condition(s, messages_key="chat"), {"tools": "tools", END: END})
g.add_edge("tools", "agent"); g.add_edge("receipt", END)
app = g.compile()
out = app.invoke({"chat": [HumanMessage("buy", id="h")], "cart": [], "user": "ann"})
print(show(out["chat"]), out["cart"])
t("tools_condition default key on custom", lambda: tools_condition({"chat": []}))
t("tools_condition list", lambda: tools_condition([AIMessage("", tool_calls=[call("plain", {"x": 1}, "z")])]))
t("tools_condition no msgs", lambda: tools_condition({"messages": []}))
