package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

const (
	tkJava = "Lcom/example/tkey/KeyProvider;->"
	tkKt   = "Lcom/example/tkey/KotlinKeyProvider;->"
)

// TestTokenBoundInCompositeKey: the tokenkeys fixture binds its operation
// ids and session tokens to the caller in the map key or through a boxed
// UID. Near misses, javac/D8: uid + ":" + id (a StringBuilder, the UID a
// parameter call() fills from Binder), a helper keyFor(uid, id) building
// the key from the UID read beside the lookup, and the stored Integer
// owner equals(Integer.valueOf(Binder.getCallingUid())); kotlinc/D8:
// `uid to id` (TuplesKt.to with the UID boxed), a data class Key(uid, id),
// Intrinsics.areEqual(owner, Integer.valueOf(uid)), and a resume token
// removed under the template key "$uid:$token" (append(I), append(C)).
// True positives: a
// key that joins the tool's name and the id (StringBuilder in Java,
// Pair(tool, id) in Kotlin) — built from several values, none of them the
// caller's, and the message says so.
func TestTokenBoundInCompositeKey(t *testing.T) {
	got := runDex(t, "tokenkeys", false, "CETP620")
	checkDex(t, got, []dexWant{
		{"CETP620", "warning", tkJava + "byTool(Landroid/os/Bundle;)Landroid/os/Bundle;@0x25", "com/example/tkey/KeyProvider.java", 42},
		{"CETP620", "warning", tkKt + "byTool(Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/example/tkey/KotlinKeyProvider.kt", 28},
	})
	for _, f := range got {
		for _, w := range []string{
			`the operation ID (Bundle.getString("operation_id") in a key built from several values) is looked up by the token alone`,
			"none of the values the key is built from and compared by is the caller's identity",
			"(§2.2, §4.3, §4.4)",
		} {
			if !strings.Contains(f.Message, w) {
				t.Errorf("message %q: want %q", f.Message, w)
			}
		}
	}
}

// TestCompositeKeyHelperBudgetIsANote: with no helper followed down to take
// a key apart, the key KeyProvider.cancel gets from keyFor can no longer be
// read: a note at its lookup names the helper and the budget, never
// silence; the keys built where they are looked up are still judged.
func TestCompositeKeyHelperBudgetIsANote(t *testing.T) {
	defer dexrules.SetMaxKeyHelpers(0)()
	got := runDex(t, "tokenkeys", false, "CETP620")
	checkDex(t, got, []dexWant{
		{"CETP620", "note", tkJava + "cancel(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10", "com/example/tkey/KeyProvider.java", 31},
		{"CETP620", "warning", tkJava + "byTool(Landroid/os/Bundle;)Landroid/os/Bundle;@0x25", "com/example/tkey/KeyProvider.java", 42},
		{"CETP620", "warning", tkKt + "byTool(Landroid/os/Bundle;)Landroid/os/Bundle;@0x13", "com/example/tkey/KotlinKeyProvider.kt", 28},
	})
	wantOneNote(t, got, tkJava+"cancel(Landroid/os/Bundle;)Landroid/os/Bundle;@0x10",
		"cannot tell whether the key of this lookup in com.example.tkey.KeyProvider.cancel holds a session token, resume token or operation id: the key comes from KeyProvider.keyFor, more than 0 helpers deep, CETP620's budget for taking a key apart",
		"the key helper budget at cancel")
}
