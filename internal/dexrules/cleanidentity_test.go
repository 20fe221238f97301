package dexrules_test

import "testing"

// TestCleanIdentityBodies (Java sketch beside the smali in
// testdata/dex/src/cleanidentity): the lambda handed to
// Binder.withCleanCallingIdentity runs with the identity cleared, so
// getCallingPackage() in its body is reported there (D8's lambda class
// calling lambda$call$0); a ThrowingSupplier whose body calls a helper
// reading the UID is reported at the call; a UID read before the call and
// captured is silent; a body from a field only a plugin host sets is a
// note naming the call.
func TestCleanIdentityBodies(t *testing.T) {
	const tp = "Lcom/example/cid/ToolProvider;->"
	const call = tp + "call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const file = "com/example/cid/ToolProvider.java"
	got := runDex(t, "cleanidentity", false, "CETP611")
	checkDex(t, got, []dexWant{
		{"CETP611", "error", tp + "lambda$call$0(Landroid/os/Bundle;)V@0x0", file, 10},
		{"CETP611", "error", call + "@0x23", file, 12},
		{"CETP611", "note", call + "@0x4e", file, 17},
	})
	checkMessages(t, got, map[string][]string{
		"ToolProvider;->lambda$call$0": {"getCallingPackage is read in com.example.cid.ToolProvider.lambda$call$0", "inside Binder.withCleanCallingIdentity()", "(§7.1)"},
	})
	wantOneNote(t, got, call+"@0x4e", "a body the analysis cannot resolve", "the unresolved withCleanCallingIdentity body")
}
