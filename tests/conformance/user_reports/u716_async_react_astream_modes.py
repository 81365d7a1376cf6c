# https://github.com/langchain-ai/langgraph/issues/4084 , #3772 : async create_react_agent with an async tool; astream with ['updates','messages'] and ainvoke; the messages chunks of the model and tool; abatch of two inputs
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
from langgraph.prebuilt import create_react_agent
@tool
async def fetch(u: str) -> str:
    """fetch"""
    await asyncio.sleep(0)
    return "page " + u
def new_model(tag):
    return Model(messages=iter([AIMessage("using fetch", id=f"{tag}1", tool_calls=[call("fetch", {"u": tag}, f"{tag}c")]), AIMessage(f"summary of {tag}", id=f"{tag}2")]))
async def main():
    agent = create_react_agent(new_model("x"), [fetch])
    agent3 = create_react_agent(new_model("z").model_copy(update={"disable_streaming": True}), [fetch])
    async for mode, data in agent3.astream({"messages": [HumanMessage("go", id="h")]}, stream_mode=["updates", "messages"]):
        print("ns", mode, type(data[0]).__name__ if mode == "messages" else list(data), repr(data[0].content) if mode == "messages" else "")
    async for mode, data in agent.astream({"messages": [HumanMessage("go", id="h")]}, stream_mode=["updates", "messages"]):
        if mode == "messages":
            print(mode, type(data[0]).__name__, repr(data[0].content), data[1]["langgraph_node"])
        else:
            print(mode, {k: show(v["messages"]) for k, v in data.items()})
    agent2 = create_react_agent(new_model("y"), [fetch])
    out = await agent2.ainvoke({"messages": [HumanMessage("go", id="h")]})
    print(show(out["messages"]))
asyncio.run(main())
