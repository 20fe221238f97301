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
// resolution and resume_token; the code is decided at that call, so the
// response is judged there and is complete. (The search used to climb
// past needsUser, a wrapper only of the request id, to call(), where the
// arguments cannot be bound, and noted that it could not tell.) Every
// other caller passes a constant code that needs no resolution.
func TestTokenEntriesReplies(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "tokenentries", allCode, "CETP508"), nil)
	}
}
