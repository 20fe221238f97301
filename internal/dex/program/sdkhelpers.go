package program

import "github.com/clawseed/cetpaudit/internal/dex/regflow"

// classBuildCompat is AndroidX's SDK checks; like the rest of AndroidX it
// is modelled by name rather than summarized.
const classBuildCompat = "Landroidx/core/os/BuildCompat;"

// buildCompatLevels maps BuildCompat's isAtLeastX() to the API level it
// checks. From S on the check also answers true on a preview of that
// release, whose SDK_INT is one lower.
var buildCompatLevels = map[string]int{
	"isAtLeastN": 24, "isAtLeastNMR1": 25, "isAtLeastO": 26, "isAtLeastOMR1": 27,
	"isAtLeastP": 28, "isAtLeastQ": 29, "isAtLeastR": 30, "isAtLeastS": 31,
	"isAtLeastSv2": 32, "isAtLeastT": 33, "isAtLeastU": 34, "isAtLeastV": 35,
}

// buildCompatTest returns the SDKTest a BuildCompat.isAtLeastX() call
// gives.
func buildCompatTest(name string, nargs int) (regflow.Value, bool) {
	k, ok := buildCompatLevels[name]
	if !ok || nargs != 0 {
		return regflow.Value{}, false
	}
	if k < 31 {
		return regflow.One(regflow.SDKAtLeast(k)), true
	}
	return regflow.One(regflow.SDKTestAlt([2]int{k - 1, regflow.SDKMax}, [2]int{0, k - 1})), true
}
