package dexrules_test

import "testing"

// TestWhenBranchIntentsAndDelegateKeys (kwhen602): an Intent made on each
// branch of a `when` keeps its "names a component" mark past the join
// (CETP602 only for the helper with an action-only branch, App.kt:56; the
// helper naming a component on every branch silent), and a session_token
// read through a property delegate made with the key and a getter lambda
// counts as a read for CETP625 (KwProvider silent; LabelProvider, which
// only logs the name, keeps its warning at App.kt:81). The delegate's
// getter lambdas are placed (stop 65): reading a Bundle has no side
// effect, and the CETP619 note on their function value is gone.
func TestWhenBranchIntentsAndDelegateKeys(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "kwhen602", allCode), []dexWant{
			{"CETP602", "error", "Lcom/kw/KwProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8c", "com/kw/App.kt", 56},
			{"CETP609", "note", "Lcom/kw/KwProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/kw/App.kt", 49},
			{"CETP609", "note", "Lcom/kw/LabelProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x5", "com/kw/App.kt", 77},
			{"CETP623", "note", "Lcom/kw/KwProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x7a", "com/kw/App.kt", 55},
			{"CETP625", "warning", "Lcom/kw/LabelProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3e", "com/kw/App.kt", 81},
		})
	}
}
