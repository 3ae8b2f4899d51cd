# Two label levels produce a map of maps.

result_type = object({
  resource = map(map(object({
    ami = string
  })))
})

result = {
  "resource" = {
    "aws_instance" = {
      "db" = {
        "ami" = "b"
      }
      "web" = {
        "ami" = "a"
      }
    }
    "null" = {
      "x" = {
        "ami" = "c"
      }
    }
  }
}
