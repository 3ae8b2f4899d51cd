service web "quoted" {
  n = 1
}
