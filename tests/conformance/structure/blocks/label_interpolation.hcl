service "${x}" {
}
