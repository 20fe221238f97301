package dexrules

// SetFinishHelpers lowers how many helpers deep CETP623 follows an
// Activity handed to helpers, for a test; the returned function restores
// it.
func SetFinishHelpers(n int) (restore func()) {
	old := maxFinishHelpers
	maxFinishHelpers = n
	return func() { maxFinishHelpers = old }
}
