thing "a" "b" {
}
