a = foo
b = foo.bar.baz
