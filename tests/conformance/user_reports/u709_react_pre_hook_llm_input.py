# https://github.com/langchain-ai/langgraph/pull/4785 , #4820 : create_react_agent pre_model_hook returning llm_input_messages (state untouched) vs messages; with a prompt too; what the model sees; final state
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
from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
def pre_input(state):
    return {"llm_input_messages": state["messages"][-1:]}
def pre_both(state):
    return {"llm_input_messages": [SystemMessage("summary")] + state["messages"][-1:], "messages": []}
for label, pre, prompt in [("llm_input", pre_input, None), ("with_prompt", pre_input, "SYS"), ("both", pre_both, None)]:
    m = Model(messages=iter([AIMessage(f"r{i}", id=f"{label}{i}") for i in range(3)]))
    m.seen = []
    agent = create_react_agent(m, [], pre_model_hook=pre, prompt=prompt, checkpointer=InMemorySaver())
    c = {"configurable": {"thread_id": label}}
    for i in range(2):
        out = agent.invoke({"messages": [HumanMessage(f"h{i}", id=f"h{i}")]}, c)
    print(label, m.seen)
    print(label, show(out["messages"]), sorted(out))
    print(label, list(agent.get_graph().nodes))
    print(label, [list(ch) for ch in agent.stream({"messages": [HumanMessage("x", id="hx")]}, c, stream_mode="updates")])
