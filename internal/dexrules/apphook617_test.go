package dexrules_test

import "testing"

// TestAppHook617 (apphook617): a provider served through a base class of
// the app's own that declares and calls an authorize hook: NotesProvider's
// boolean hook answers true on every path, reading the request only to log
// it (CETP617); TasksProvider's asks its grants with the caller's UID and
// package (silent). Before, only an override of the SDK's
// CetpV2ContentProvider hook was judged (rev164_j1's and rev168_j1's 617).
func TestAppHook617(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "apphook617", allCode), []dexWant{
			{"CETP609", "note", "Lcom/ah/ToolDesk;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1a", "com/ah/ToolDesk.java", 32},
			{"CETP609", "note", "Lcom/ah/ToolDesk;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1a", "com/ah/ToolDesk.java", 32},
			{"CETP617", "error", "Lcom/ah/NotesProvider;->authorize(Lcom/ah/DeskCall;)Z@0x19", "com/ah/NotesProvider.java", 10},
		})
	}
}
