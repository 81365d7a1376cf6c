# https://github.com/langchain-ai/langgraph/issues/492 : a low-level Pregel taking several input channels: an input dict with a key that names no channel (dropped, with the warning LangGraph logs, caught by a root handler), a non-dict input (its TypeError), one input channel given a bare value, and a MappingProxy input
import logging
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.channels import LastValue, EphemeralValue
class Printer(logging.Handler):
    def emit(self, record): print("LOG", record.levelname, record.getMessage())
_printer = Printer()
logging.getLogger().addHandler(_printer)
node = NodeBuilder().subscribe_only("a").do(lambda x: x * 2).write_to("out")
app = Pregel(nodes={"n": node}, channels={"a": LastValue(int), "b": LastValue(int), "out": LastValue(int)}, input_channels=["a", "b"], output_channels=["out"])
print(app.invoke({"a": 2, "zz": 5}))
try: print(app.invoke(5))
except Exception as e: print(type(e).__name__, e)
app2 = Pregel(nodes={"n": node}, channels={"a": LastValue(int), "out": LastValue(int)}, input_channels="a", output_channels="out")
print(app2.invoke(3), app2.invoke({"a": 3}) if False else None)
import types
try: print(app.invoke(types.MappingProxyType({"a": 1})))
except Exception as e: print(type(e).__name__, e)
print(list(app.stream({"b": 1, "a": 3, "c": 0}, stream_mode="updates")))
logging.getLogger().removeHandler(_printer)  # programs share one interpreter
