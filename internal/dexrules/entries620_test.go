package dexrules_test

import "testing"

// TestTokenEntries (testdata/dex/src/tokenentries, written blind; labels
// in testdata/dex/tokenentries_labels.md): the entry a resume token finds
// is bound to its caller through a field R8 rebinds to the base class
// that declares it (PendingBase.ownerUid read from a PendingTransfer),
// through a second cast of the entry (an interface first, then its own
// class), and through an object the entry holds (entry.session.ownerUid):
// all three are silent. The lookup whose entry's owner is never read, and
// the one whose only comparison is of another store's session, are
// reported at the lookup. heldsession is the same app whose PendingInvite
// also holds the Session it was issued on (src/heldsession/sketch): the
// entry's type declaring a Session does not make the other store's
// session its own, so resumeInvite is still reported, while resumeShare's
// entry.session.ownerUid stays silent.
func TestTokenEntries(t *testing.T) {
	const provider = "Lcom/example/tke/ToolProvider;->"
	const src = "com/example/tke/ToolProvider.java"
	for _, app := range []string{"tokenentries", "heldsession"} {
		for _, allCode := range []bool{false, true} {
			checkDex(t, runDex(t, app, allCode, "CETP620"), []dexWant{
				{"CETP620", "warning", provider + "resumeDeletion(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x8", src, 141},
				{"CETP620", "warning", provider + "resumeInvite(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x20", src, 157},
			})
		}
	}
}

// TestTokenEntriesReplies: Replies.needsUser calls Replies.error with the
// constant "USER_ACTION_REQUIRED" and its own request id, then puts both
// keys; the search climbs past needsUser to call(), whose arguments cannot
// be bound, and says it cannot tell. Stopping at a direct caller that
// passes a constant code (stop 42) hid a real missing resolution when the
// caller's own puts depend on its parameters (a review's fixture), so the
// note stays until the climb binds those.
func TestTokenEntriesReplies(t *testing.T) {
	wantOneNote(t, runDex(t, "tokenentries", true, "CETP508"), "", "cannot tell whether the error_code", "CETP508 note")
}
