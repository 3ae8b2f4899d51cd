thing 5 {
}
