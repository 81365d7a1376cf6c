# https://github.com/langchain-ai/langgraph/pull/3533 : the agent-inbox HumanInterrupt dict (ActionRequest + HumanInterruptConfig) raised from a tool inside create_react_agent with a checkpointer; the interrupt value as streamed (updates), get_state().interrupts / tasks, and resumes with each HumanResponse type (accept, edit, response, ignore) on separate threads
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.interrupt import HumanInterrupt, HumanInterruptConfig, ActionRequest, HumanResponse
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def book(hotel: str) -> str:
    """book a hotel"""
    req = HumanInterrupt(action_request=ActionRequest(action="book", args={"hotel": hotel}),
                         config=HumanInterruptConfig(allow_ignore=True, allow_respond=True, allow_edit=True, allow_accept=True),
                         description="Please review")
    resp = interrupt([req])[0]
    if resp["type"] == "accept":
        return "booked " + hotel
    if resp["type"] == "edit":
        return "booked " + resp["args"]["args"]["hotel"]
    if resp["type"] == "response":
        return "user said " + resp["args"]
    return "ignored"
saver = InMemorySaver()
answers = [HumanResponse(type="accept", args=None), HumanResponse(type="edit", args=ActionRequest(action="book", args={"hotel": "Ritz"})),
           HumanResponse(type="response", args="not now"), HumanResponse(type="ignore", args=None)]
for i, ans in enumerate(answers):
    model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "book", "args": {"hotel": "Hilton"}, "id": "t1", "type": "tool_call"}]), AIMessage("ok", id="a2")]))
    agent = create_react_agent(model, [book], checkpointer=saver)
    cfg = {"configurable": {"thread_id": str(i)}}
    for ch in agent.stream({"messages": [HumanMessage("book", id="h")]}, cfg, stream_mode="updates"):
        if "__interrupt__" in ch:
            print("INT", [(x.value, x.id == ch["__interrupt__"][0].id) for x in ch["__interrupt__"]])
    st = agent.get_state(cfg)
    if i == 0:
        print(st.next, [(t.name, [x.value for x in t.interrupts]) for t in st.tasks], len(st.interrupts))
    out = agent.invoke(Command(resume=[ans]), cfg)
    print(ans["type"], [(m.type, m.content) for m in out["messages"][2:]])
