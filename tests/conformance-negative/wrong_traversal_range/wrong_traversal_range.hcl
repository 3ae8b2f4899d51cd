a = foo.bar
