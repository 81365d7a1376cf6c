# https://github.com/langchain-ai/langgraph/pull/6008 , #1667 : async tools failing under ToolNode in ainvoke (default handler: which errors re-raise), create_react_agent whose model calls an unknown tool / passes invalid args (v1 and v2): final messages, error statuses
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import asyncio
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode
@tool
async def aboom(x: int) -> int:
    """async fails"""
    raise RuntimeError("async boom")
@tool
async def aok(x: int) -> int:
    """async ok"""
    return x
async def main():
    for version in ("v1", "v2"):
        for label, calls in [("unknown", [call("nope", {}, "u1")]), ("invalid", [call("aok", {"x": "zz"}, "i1")]), ("mixed", [call("aok", {"x": 1}, "m1"), call("nope", {}, "m2")])]:
            m = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls), AIMessage("end", id="a2")]))
            agent = create_react_agent(m, [aok, aboom], version=version)
            try:
                out = await agent.ainvoke({"messages": [HumanMessage("go", id="h")]})
                print(version, label, [(type(x).__name__, x.content.splitlines()[0] if x.content else "", getattr(x, "status", None)) for x in out["messages"]])
            except Exception as e:
                print(version, label, "RAISED", type(e).__name__, str(e).splitlines()[0])
        m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("aboom", {"x": 1}, "b1")]), AIMessage("end", id="a2")]))
        agent = create_react_agent(m, ToolNode([aok, aboom], handle_tool_errors=True), version=version)
        out = await agent.ainvoke({"messages": [HumanMessage("go", id="h")]})
        print(version, "handled", [(x.content.splitlines()[0] if x.content else "", getattr(x, "status", None)) for x in out["messages"]])
        m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("aboom", {"x": 1}, "b1")]), AIMessage("end", id="a2")]))
        agent = create_react_agent(m, [aok, aboom], version=version)
        try:
            await agent.ainvoke({"messages": [HumanMessage("go", id="h")]})
        except Exception as e:
            print(version, "default", "RAISED", type(e).__name__, e)
asyncio.run(main())
