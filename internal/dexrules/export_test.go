package dexrules

// SetMaxTokenHops lowers CETP620's budget of calls followed up from a
// lookup key, for a test; the returned function restores it.
func SetMaxTokenHops(n int) (restore func()) {
	old := maxTokenHops
	maxTokenHops = n
	return func() { maxTokenHops = old }
}

// NameAllows is CETP617's reading of a decision's class and member names.
var NameAllows = nameAllows

// PermissionLevel is CETP605's judgement of a permission checked in code,
// for an app with no manifest of its own.
func PermissionLevel(name string) (level string, strong bool) {
	return (&DexPass{DexTarget: &DexTarget{}}).permissionLevel(name)
}
