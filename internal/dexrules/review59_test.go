package dexrules_test

import "testing"

// TestReview59 holds the shapes stop 59's review found the new readings
// wrong on, fixed:
//   - files620: tickets kept as files named by the token's hash. A
//     session's scratch directory named by its token, after a query that
//     binds the session to the caller (`token = ? AND uid = ?` with
//     Integer.toString(uid)), is no ticket store (the file store is the
//     resume token's) and the query binds; a resume ticket whose stored
//     uid is compared as a long (int-to-long, cmp-long) is bound, and its
//     file deleted: silent.
//   - files620b: the same ticket redeemed without a delete (and the uid
//     compared as an int): CETP620 where the token is used.
//   - audit618: a memory map keyed by Request.dedupKey() beside an
//     append-only audit table given the Request: the audit log is no
//     ledger (it never reads by request id), so CETP618.
func TestReview59(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []dexWant
	}{
		{"files620", []dexWant{}},
		{"files620b", []dexWant{
			{"CETP620", "warning", "Lcom/r7/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb3", "com/r7/ToolProvider.java", 58},
		}},
		{"audit618", []dexWant{
			{"CETP618", "error", "Lcom/r5/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x34", "com/r5/ToolProvider.java", 34},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, true, "CETP618", "CETP620"), tc.want)
		})
	}
}

// TestReview59b holds the second review's shapes, fixed:
//   - meallog619: a tool whose only effect appends to a user's data table
//     named meal_log, with no deadline read: CETP619 (only a table named by
//     audit/log words alone is an audit trail).
//   - myuid620: a session row looked up by the token and
//     Integer.toString(Process.myUid()) — the provider's own UID, no
//     caller's: CETP620 at the lookup (and at the resume ticket compared
//     only with constants).
//   - local613 / localweak613: a ToolSet made in a local variable of
//     call() (`ids = new ToolSet(new Mint(…)); ids.issue()`) beside a
//     retries ToolSet field given java.util.Random for jitter: the holder's
//     owner is the local allocation, so the retries' Random is silent, and
//     the local SecureRandom silent (local613) or its java.util.Random an
//     error (localweak613). Both were a note: the generator field's
//     answer, asked while call() was being analysed, was kept cut short.
//   - ifacesecure613 / ifaceweak613: an interface's default next() over
//     an abstract random, called on an object through the interface's
//     static $default bridge: SecureDesk's SecureRandom is silent (it was
//     a note), JitterDesk's Random.Default an error at its initializer.
//   - setterjit613 / setter613: a Mint given to a ToolSet through a setter
//     called on a field (`operations.setMint(new Mint(new Random()))`): the
//     owners are the objects that field keeps; silent when those only
//     jitter, an error when they mint the operation ids.
func TestReview59b(t *testing.T) {
	for _, tc := range []struct {
		name string
		ids  []string
		want []dexWant
	}{
		{"meallog619", []string{"CETP619"}, []dexWant{
			{"CETP619", "warning", "Lcom/e5/MealProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x49", "com/e5/MealProvider.java", 20},
		}},
		{"myuid620", []string{"CETP620"}, []dexWant{
			{"CETP620", "warning", "Lcom/r7/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/r7/ToolProvider.java", 45},
			{"CETP620", "warning", "Lcom/r7/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0xb7", "com/r7/ToolProvider.java", 61},
		}},
		{"setterjit613", []string{"CETP613"}, nil},
		{"local613", []string{"CETP613"}, nil},
		{"localweak613", []string{"CETP613"}, []dexWant{
			{"CETP613", "error", "Lcom/e1/MintProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x25", "com/e1/MintProvider.java", 17},
		}},
		{"ifacesecure613", []string{"CETP613"}, nil},
		{"ifaceweak613", []string{"CETP613"}, []dexWant{
			{"CETP613", "error", "Lcom/e4/JitterDesk;-><clinit>()V@0xb", "com/e4/Desks.kt", 26},
		}},
		{"setter613", []string{"CETP613"}, []dexWant{
			{"CETP613", "error", "Lcom/e1/MintProvider;->onCreate()Z@0x21", "com/e1/MintProvider.java", 17},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkDex(t, runDex(t, tc.name, true, tc.ids...), tc.want)
		})
	}
}
