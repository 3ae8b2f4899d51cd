service "web" {
}
service "web" {
}
