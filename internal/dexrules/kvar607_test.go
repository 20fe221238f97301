package dexrules_test

import "testing"

// TestCapturedVar (kvar607): a Kotlin `var` boxed in a Ref$ObjectRef that
// a lambda given to a helper assigns the exception's message to, read
// back after the call into error_message, is exception text (CETP607 at
// App.kt:40); the same shape assigning a fixed word is silent.
func TestCapturedVar(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "kvar607", allCode), []dexWant{
			{"CETP607", "warning", "Lcom/kv/KvProvider;->readNote(Ljava/lang/String;)Landroid/os/Bundle;@0x2a", "com/kv/App.kt", 40},
			{"CETP609", "note", "Lcom/kv/KvProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7", "com/kv/App.kt", 29},
			{"CETP625", "warning", "Lcom/kv/KvProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xf", "com/kv/App.kt", 29},
		})
	}
}
