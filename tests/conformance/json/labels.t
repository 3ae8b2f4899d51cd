# Each label level is a nested object whose property names are the labels.

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
