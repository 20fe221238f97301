package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const pgateCall = "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0"

// TestPermissionThroughHelper (sketches beside the smali in
// testdata/dex/src/permgate): a helper that enforces the permission its
// caller passes is judged by the caller's constant — ACCESS_TOOLS is a
// warning, the app's signature-level permission is a check; a
// checkCallingPermission whose answer is dropped is no check, one whose
// answer decides (Kotlin, throw on failure) is; a query guarded only by a
// normal-level manifest readPermission is a warning that names it.
func TestPermissionThroughHelper(t *testing.T) {
	got := runDex(t, "permgate", false, "CETP605")
	checkDex(t, got, []dexWant{
		{"CETP605", "warning", "Lcom/example/pgate/AskProvider;->" + pgateCall, "com/example/pgate/AskProvider.java", 12},
		{"CETP605", "warning", "Lcom/example/pgate/GateProvider;->" + pgateCall, "com/example/pgate/GateProvider.java", 12},
		{"CETP605", "warning", "Lcom/example/pgate/ReadProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/example/pgate/ReadProvider.java", 14},
	})
	want := map[string][]string{
		"AskProvider":  {"android.content.Context.checkCallingPermission in com.example.pgate.AskProvider.call, has its answer ignored"},
		"GateProvider": {`enforceCallingOrSelfPermission("com.clawseed.permission.ACCESS_TOOLS") in com.example.pgate.Gate.require`, "discovery (ACCESS_TOOLS)"},
		"ReadProvider": {`the manifest's readPermission "com.example.pgate.permission.READ", a normal-level permission`},
	}
	for _, f := range got {
		for cls, parts := range want {
			if !strings.Contains(f.Location.Logical, "/"+cls+";") {
				continue
			}
			for _, p := range parts {
				if !strings.Contains(f.Message, p) {
					t.Errorf("%s: message lacks %q: %s", cls, p, f.Message)
				}
			}
		}
	}
}

// TestPermissionCallersBudgetIsANote: when the permission name is still a
// parameter at the bound, the check counts (as a name that is not constant
// does) and a note says the name was not seen; with the bound at 0, Gate's
// ACCESS_TOOLS check is such a check.
func TestPermissionCallersBudgetIsANote(t *testing.T) {
	defer dexrules.SetMaxPermissionCallers(0)()
	got := runDex(t, "permgate", false, "CETP605")
	checkDex(t, got, []dexWant{
		// Admin's signature-level permission also comes through the helper.
		{"CETP605", "note", "Lcom/example/pgate/AdminProvider;->" + pgateCall, "com/example/pgate/AdminProvider.java", 12},
		{"CETP605", "note", "Lcom/example/pgate/GateProvider;->" + pgateCall, "com/example/pgate/GateProvider.java", 12},
		{"CETP605", "warning", "Lcom/example/pgate/AskProvider;->" + pgateCall, "com/example/pgate/AskProvider.java", 12},
		{"CETP605", "warning", "Lcom/example/pgate/ReadProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;@0x0", "com/example/pgate/ReadProvider.java", 14},
	})
	wantOneNote(t, got, "Lcom/example/pgate/GateProvider;->"+pgateCall,
		"checks a permission in com.example.pgate.Gate.require whose name is passed down more than 0 calls", "the permission-callers bound")
}
