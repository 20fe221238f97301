package dexrules

// SetAuthorizeDepth lowers how many helpers deep CETP617 follows the
// request, for a test; the returned function restores it.
func SetAuthorizeDepth(n int) (restore func()) {
	old := maxAuthorizeDepth
	maxAuthorizeDepth = n
	return func() { maxAuthorizeDepth = old }
}
