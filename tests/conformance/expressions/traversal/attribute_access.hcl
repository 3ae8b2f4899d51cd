name = obj.name
deep = obj.inner.value
from_constructor = { a = { b = "c" } }.a.b
