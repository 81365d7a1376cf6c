# https://github.com/langchain-ai/langgraph/pull/1667 : ToolNode(handle_tool_errors=...) inside create_react_agent: True, a str, a callable taking the exception, a tuple of exception types (caught and not caught), False; the ToolMessage content/status the model sees next, or the error raised
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def risky(x: int) -> int:
    """risky"""
    if x == 0:
        raise ValueError("x must not be zero")
    if x < 0:
        raise KeyError("negative")
    return 10 // x
def handler(e: ValueError) -> str:
    return "handled " + type(e).__name__ + ": " + str(e)
for label, h in [("true", True), ("str", "try again"), ("callable", handler), ("tuple", (ValueError,)), ("false", False)]:
    for x in [0, -1, 5]:
        model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "risky", "args": {"x": x}, "id": "t1", "type": "tool_call"}]), AIMessage("end", id="a2")]))
        agent = create_react_agent(model, ToolNode([risky], handle_tool_errors=h))
        try:
            out = agent.invoke({"messages": [HumanMessage("q", id="h")]})
            tm = out["messages"][2]
            print(label, x, repr(tm.content), tm.status, tm.name)
        except Exception as e:
            print(label, x, "ERR", type(e).__name__, str(e)[:150])
