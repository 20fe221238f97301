package dexrules_test

import (
	"strings"
	"testing"
)

const r13aCall = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// TestConfirmationThroughActivityAlias: both resolutions open an
// activity-alias. The alias is not a class: CETP623 judges its
// targetActivity. StuckAlias's target (StuckActivity) never finishes nor
// sets a result: reported at the getActivity call. ConfirmAlias's target
// (ConfirmActivity) does both: silent, and neither gets the "not in the
// dex" note any more.
func TestConfirmationThroughActivityAlias(t *testing.T) {
	got := runDex(t, "rev13b_alias", false, "CETP623")
	checkDex(t, got, []dexWant{
		{"CETP623", "note", "Lcom/example/r13a/StuckProvider;->" + r13aCall + "@0x4a", "com/example/r13a/StuckProvider.java", 18},
	})
	for _, f := range got {
		for _, part := range []string{"opens com.example.r13a.StuckAlias (an alias of com.example.r13a.StuckActivity)", "never calls finish() or setResult()"} {
			if !strings.Contains(f.Message, part) {
				t.Errorf("message lacks %q: %s", part, f.Message)
			}
		}
	}
}

const r13hCall = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// TestMethodFindingTakesFirstLine: KeyedProvider.call (kotlinc + D8)
// starts with the parameter null check, before the first line entry. A
// finding about the whole method (CETP605, at the entry) takes the
// method's first line, 12, not "no line". LedgerProvider (javac: a line
// entry at 0) keeps its own first line, 13.
func TestMethodFindingTakesFirstLine(t *testing.T) {
	got := runDex(t, "rev13b_helpers", false, "CETP605")
	want := map[string]int{
		"Lcom/example/r13h/KeyedProvider;->" + r13hCall + "@0x0":  12,
		"Lcom/example/r13h/LedgerProvider;->" + r13hCall + "@0x0": 13,
	}
	for _, f := range got {
		if line, ok := want[f.Location.Logical]; ok {
			if f.Location.Line != line {
				t.Errorf("%s at line %d, want %d", f.Location.Logical, f.Location.Line, line)
			}
			delete(want, f.Location.Logical)
		}
	}
	for l := range want {
		t.Errorf("no CETP605 at %s; findings %v", l, gotDex(got))
	}
}

// TestDeadlineOnlyOnExecuteToolPaths: CETP619 is about execute_tool's
// side effects. LedgerProvider's negotiate branch (if/else on equals)
// stores the new session and its execute_tool branch reads the deadline
// first: silent. SwitchProvider (javac string switch) writes in both the
// negotiate and the execute_tool case without reading the deadline: one
// warning, at the execute_tool case's write (line 19), not at negotiate's
// (line 16, the first by address). OpsProvider reads the deadline only on
// its get_operation branch: its execute_tool delete stays reported.
func TestDeadlineOnlyOnExecuteToolPaths(t *testing.T) {
	got := runDex(t, "rev13b_helpers", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", "Lcom/example/r13h/OpsProvider;->" + r13hCall + "@0x47", "com/example/r13h/OpsProvider.java", 18},
	})
	got = runDex(t, "rev13q_branches", false, "CETP619")
	checkDex(t, got, []dexWant{
		{"CETP619", "warning", "Lcom/example/r13q/EagerTwinProvider;->call(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x15", "com/example/r13q/EagerTwinProvider.java", 12},
		{"CETP619", "warning", "Lcom/example/r13q/SwitchProvider;->" + r13hCall + "@0x61", "com/example/r13q/SwitchProvider.java", 19},
	})
}

// TestForwardingCallOneFinding: TwinProvider's API 29 call(authority, …)
// only returns call(method, …), whose write (line 17) skips the deadline
// and which reads no caller: one CETP619 and one CETP605, at the
// 3-argument call(), none at the forwarder. EagerTwinProvider's forwarder
// writes preferences itself before forwarding (line 12): that is its own
// defect and stays reported, while its 3-argument call() reads the
// deadline first (silent); CETP605 is reported once, at the 3-argument one.
func TestForwardingCallOneFinding(t *testing.T) {
	const call4 = "call(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	got := runDex(t, "rev13b_twin", false, "CETP619", "CETP605")
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", "Lcom/example/r13u/TwinProvider;->" + r13hCall + "@0x0", "com/example/r13u/TwinProvider.java", 16},
		{"CETP619", "warning", "Lcom/example/r13u/TwinProvider;->" + r13hCall + "@0x27", "com/example/r13u/TwinProvider.java", 17},
	})
	got = runDex(t, "rev13q_branches", false, "CETP619", "CETP605")
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", "Lcom/example/r13q/EagerTwinProvider;->" + r13hCall + "@0x0", "com/example/r13q/EagerTwinProvider.java", 17},
		{"CETP619", "warning", "Lcom/example/r13q/EagerTwinProvider;->" + call4 + "@0x15", "com/example/r13q/EagerTwinProvider.java", 12},
		{"CETP605", "warning", "Lcom/example/r13q/SwitchProvider;->" + r13hCall + "@0x0", "com/example/r13q/SwitchProvider.java", 13},
		{"CETP619", "warning", "Lcom/example/r13q/SwitchProvider;->" + r13hCall + "@0x61", "com/example/r13q/SwitchProvider.java", 19},
	})
}

// TestAuthorizeReadsOnlyTheToolName: RULES CETP617 counts the caller and
// the requested scopes as what decides. MeteredProvider.authorize reads
// only the tool name (to count calls) and always allows: reported at its
// return (line 12). ScopedMeterProvider counts the same way but throws
// when the requested scopes lack notes.write: silent.
func TestAuthorizeReadsOnlyTheToolName(t *testing.T) {
	const auth = "authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;"
	got := runDex(t, "rev13b_helpers", false, "CETP617")
	checkDex(t, got, []dexWant{
		{"CETP617", "error", "Lcom/example/r13h/MeteredProvider;->" + auth + "@0x2d", "com/example/r13h/MeteredProvider.kt", 12},
	})
	for _, f := range got {
		if !strings.Contains(f.Message, "it reads only request.getToolName, which says nothing about who is calling") {
			t.Errorf("message does not name the tool-name read: %s", f.Message)
		}
	}
	checkDex(t, runDex(t, "rev13q_branches", false, "CETP617"), nil)
}
