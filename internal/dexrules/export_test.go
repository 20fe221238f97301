package dexrules

// SetMaxTokenHops lowers CETP620's budget of calls followed up from a
// lookup key, for a test; the returned function restores it.
func SetMaxTokenHops(n int) (restore func()) {
	old := maxTokenHops
	maxTokenHops = n
	return func() { maxTokenHops = old }
}

// SetMaxPathHelperDepth lowers CETP622's budget of containment helpers
// summarized inside one another, for a test; the returned function
// restores it.
func SetMaxPathHelperDepth(n int) (restore func()) {
	old := maxPathHelperDepth
	maxPathHelperDepth = n
	return func() { maxPathHelperDepth = old }
}
