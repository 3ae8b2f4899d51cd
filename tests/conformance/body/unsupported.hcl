bar = 1
baz = 2
thng {
}
service "a" {
}
service "a" "b" "c" {
  x = 1
}
foo {
}
thing = 1
