package dexrules

import "github.com/clawseed/cetpaudit/internal/finding"

// SetMaxTokenHops lowers CETP620's budget of calls followed up from a
// lookup key, for a test; the returned function restores it.
func SetMaxTokenHops(n int) (restore func()) {
	old := maxTokenHops
	maxTokenHops = n
	return func() { maxTokenHops = old }
}

// SetPathBudgets lowers CETP622's containment budgets (helpers summarized
// inside one another, helpers analyzed per app, checks followed per
// method; a negative number leaves that one as it is), for a test; the
// returned function restores them.
func SetPathBudgets(depth, helpers, edges int) (restore func()) {
	old := [3]int{maxPathHelperDepth, maxPathHelpers, maxPathEdges}
	for p, n := range map[*int]int{&maxPathHelperDepth: depth, &maxPathHelpers: helpers, &maxPathEdges: edges} {
		if n >= 0 {
			*p = n
		}
	}
	return func() { maxPathHelperDepth, maxPathHelpers, maxPathEdges = old[0], old[1], old[2] }
}

// SetMaxUseDepth lowers CETP620's budget of helper calls followed from a
// token's lookup, for a test; the returned function restores it.
func SetMaxUseDepth(n int) (restore func()) {
	old := maxUseDepth
	maxUseDepth = n
	return func() { maxUseDepth = old }
}

// SetReqBudgets lowers the request flow's bounds (methods scanned,
// whole-program rounds, replays per method; 0 keeps one) for a test; the
// returned function restores them.
func SetReqBudgets(methods, rounds, iterations int) (restore func()) {
	om, or, oi := maxReqMethods, maxReqRounds, maxReqIterations
	if methods > 0 {
		maxReqMethods = methods
	}
	if rounds > 0 {
		maxReqRounds = rounds
	}
	if iterations > 0 {
		maxReqIterations = iterations
	}
	return func() { maxReqMethods, maxReqRounds, maxReqIterations = om, or, oi }
}

// NameAllows is CETP617's reading of a decision's class and member names.
var NameAllows = nameAllows

// PermissionLevel is CETP605's judgement of a permission checked in code,
// for an app with no manifest of its own.
func PermissionLevel(name string) (level string, strong bool) {
	return (&DexPass{DexTarget: &DexTarget{}}).permissionLevel(name)
}

// SetMaxValidationStates lowers CETP622's budget of path states per
// validation question, for a test; the returned function restores it.
func SetMaxValidationStates(n int) (restore func()) {
	old := maxValidationStates
	maxValidationStates = n
	return func() { maxValidationStates = old }
}

// SetMaxValidationDepth lowers CETP622's budget of callers followed for a
// validated parameter, for a test; the returned function restores it.
func SetMaxValidationDepth(n int) (restore func()) {
	old := maxValidationDepth
	maxValidationDepth = n
	return func() { maxValidationDepth = old }
}

// SetMaxKeyHelpers lowers CETP620's budget of helpers followed down to take
// a map key apart, for a test; the returned function restores it.
func SetMaxKeyHelpers(n int) (restore func()) {
	old := maxKeyHelpers
	maxKeyHelpers = n
	return func() { maxKeyHelpers = old }
}

// SetMaxBoolDefs lowers CETP622's budget of instructions walked back from
// a containment helper's boolean return, for a test; the returned
// function restores it.
func SetMaxBoolDefs(n int) (restore func()) {
	old := maxBoolDefs
	maxBoolDefs = n
	return func() { maxBoolDefs = old }
}

// SetMaxPermissionCallers lowers CETP605's budget of callers followed up
// from a permission check to the constant permission name.
func SetMaxPermissionCallers(n int) (restore func()) {
	old := maxPermissionCallers
	maxPermissionCallers = n
	return func() { maxPermissionCallers = old }
}

// SetForeignBounds lowers CETP618's bounds on the search for the
// collections an executor's code uses on other classes.
func SetForeignBounds(depth, methods int) (restore func()) {
	od, om := maxForeignDepth, maxForeignMethods
	maxForeignDepth, maxForeignMethods = depth, methods
	return func() { maxForeignDepth, maxForeignMethods = od, om }
}

// SetMaxIDCases lowers CETP621's budget of comparisons read in a method
// returning an int tool id, for a test; the returned function restores it.
func SetMaxIDCases(n int) (restore func()) {
	old := maxIDCases
	maxIDCases = n
	return func() { maxIDCases = old }
}

// LocationAt is where a finding at addr of class's method nameProto is
// shown; ok is false when there is no such method.
func LocationAt(d *DexTarget, class, nameProto string, addr uint32) (loc finding.Location, ok bool) {
	m := d.Program.Lookup(class, nameProto)
	if m == nil {
		return loc, false
	}
	return (&DexPass{DexTarget: d}).at(DexAt{Method: m, Addr: addr}, "x").Location, true
}

// MessageAt is the message of a finding reported with message msg at
// addr of class's method nameProto.
func MessageAt(d *DexTarget, class, nameProto string, addr uint32, msg string) string {
	return (&DexPass{DexTarget: d}).at(DexAt{Method: d.Program.Lookup(class, nameProto), Addr: addr}, "%s", msg).Message
}

// SetMaxPathStates lowers the states one path-consistent walk of CETP614
// follows, for a test of the note its bound gives.
func SetMaxPathStates(n int) (restore func()) {
	old := maxPathStates
	maxPathStates = n
	return func() { maxPathStates = old }
}

// SetMaxHookCallers lowers CETP614's bound on the callers of a boolean
// hook judged, for a test; the returned function restores it.
func SetMaxHookCallers(n int) (restore func()) {
	old := maxHookCallers
	maxHookCallers = n
	return func() { maxHookCallers = old }
}
