package poisoning

// The tests call the readings directly (rolePlayNoun, identifierOrders,
// pretextTold …), not only through the exported entry points that fill
// the word tables on first use (load.go): fill them before any test.
func init() { loadTables() }
