package dexrules_test

import "testing"

// TestKeyList606 (keylist606): a getter wrapper given a varargs list of
// constant keys reads the request under each; a list naming the caller
// (Args.firstOf(args, "requesting_package", "caller_package")) is the
// caller's identity from the request (rev158_j1's miss through
// Json.first), also kept in a static final array; a list of the card's
// own fields is not, nor a list handed to a wrapper that answers which
// name is missing rather than a value read under it (Args.absent).
func TestKeyList606(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "keylist606", allCode), []dexWant{
			{"CETP606", "error", "Lcom/kl/BoardProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x2d", "com/kl/BoardProvider.java", 18},
			{"CETP606", "error", "Lcom/kl/BoardProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x52", "com/kl/BoardProvider.java", 25},
			{"CETP609", "note", "Lcom/kl/BoardProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x33", "com/kl/BoardProvider.java", 20},
		})
	}
}
