package dexrules_test

import (
	"strings"
	"testing"
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
