resource "aws_instance" "web" {
  ami = "a"
}
resource "aws_instance" "db" {
  ami = "b"
}
resource "null" "x" {
  ami = "c"
}
