name     = "training"
replicas = 3
ratio    = 0.25
enabled  = true
zones    = ["a", "b"]
greeting = "Hello, ${who}!"

server "web" {
  port  = 8080
  tags  = { tier = "front", owner = "ops" }
}
