tag {
  name = "b"
}
tag {
  name = "a"
}
tag {
  name = "b"
}
