package dexrules_test

import "testing"

// TestOutlinedErrorBundle (r8outline508, sketch/TasksProvider.java): R8
// moved `new Bundle()` and two putString calls, shared by three error
// answers, into an outline whose keys and values each call passes. The
// puts are applied at each call of the outline: deleteAll's
// USER_ACTION_REQUIRED response gets neither resolution nor resume_token
// (CETP508 at its call of the outline, line 21); archive adds both to
// what the outline returns and missing's TOOL_NOT_FOUND needs neither
// (near misses). Before, no put under a key the caller passes was read,
// and deleteAll was missed.
func TestOutlinedErrorBundle(t *testing.T) {
	got := runDex(t, "r8outline508", false, "CETP508")
	checkDex(t, got, []dexWant{
		{"CETP508", "error", "Lcom/example/r8e/TasksProvider;->deleteAll()Landroid/os/Bundle;@0x8", "com/example/r8e/TasksProvider.java", 21},
	})
}

// TestOutlinedResolutionWithoutToken (r8outline3, sketch
// Confirmations.java): ApprovalProvider's three answers are R8's outline of
// `new Bundle()` + putString("error_code", USER_ACTION_REQUIRED) +
// putParcelable("resolution", pi), key and values passed by each call: a
// resolution but no resume_token, so CETP508 at each call (lines 31-33).
func TestOutlinedResolutionWithoutToken(t *testing.T) {
	got := runDex(t, "r8outline3", false, "CETP508")
	const call = "Lcom/example/r8o3/ApprovalProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	checkDex(t, got, []dexWant{
		{"CETP508", "error", call + "@0x16", "com/example/r8o3/ApprovalProvider.java", 31},
		{"CETP508", "error", call + "@0x2d", "com/example/r8o3/ApprovalProvider.java", 32},
		{"CETP508", "error", call + "@0x44", "com/example/r8o3/ApprovalProvider.java", 33},
	})
}
