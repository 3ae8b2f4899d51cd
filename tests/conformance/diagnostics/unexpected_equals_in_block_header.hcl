thing "a" = {
}
