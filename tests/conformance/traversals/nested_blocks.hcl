top = t
inner {
  x = in.side
}
