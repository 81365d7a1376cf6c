# https://github.com/langchain-ai/langgraph/issues/4615 : an async booking agent: create_react_agent(version="v2") with async tools, two of which interrupt in the same turn; astream(stream_mode="updates") up to the pause, aget_state's interrupts, one Command(resume={id: value, id: value}) through astream, and the final transcript
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
async def reserve(what: str) -> str:
    """reserve"""
    seat = interrupt({"pick_seat": what})
    return "%s seat %s" % (what, seat)
@tool
async def weather(city: str) -> str:
    """weather"""
    return "sunny in " + city
calls = [{"name": "reserve", "args": {"what": w}, "id": "r-" + w, "type": "tool_call"} for w in ("train", "show")] + [{"name": "weather", "args": {"city": "rome"}, "id": "w1", "type": "tool_call"}]
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls), AIMessage("all set", id="a2")]))
agent = create_react_agent(model, [reserve, weather], version="v2", checkpointer=InMemorySaver())
async def main():
    cfg = {"configurable": {"thread_id": "trip"}}
    rows = []
    async for ch in agent.astream({"messages": [HumanMessage("plan", id="h")]}, cfg, stream_mode="updates"):
        for k, v in ch.items():
            rows.append((k, sorted(str(i.value) for i in v) if k == "__interrupt__" else [m.content for m in v["messages"]]))
    print(rows[0], sorted(map(str, rows[1:])))
    st = await agent.aget_state(cfg)
    ints = st.interrupts
    print(st.next, sorted(str(i.value) for i in ints))
    rows = []
    async for ch in agent.astream(Command(resume={i.id: i.value["pick_seat"][0].upper() + "1" for i in ints}), cfg, stream_mode="updates"):
        for k, v in ch.items():
            rows.append((k, [m.content for m in v["messages"]] if v and "messages" in v else v))
    print(sorted(map(str, rows[:-1])), rows[-1])
    print([m.content for m in (await agent.aget_state(cfg)).values["messages"]])
asyncio.run(main())
