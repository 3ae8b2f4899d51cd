server {
  port = 80
}
server {
  port = 81
}
server {
  port = 82
}
