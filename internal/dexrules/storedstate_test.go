package dexrules_test

import (
	"strings"
	"testing"
)

// The storedstate fixture (Kotlin and Java sketches beside its smali in
// testdata/dex/src/storedstate) keeps what the rules follow in fields and
// objects: keys in an object's vals, tokens behind an interface or a
// `by lazy` delegate, a descriptor opened in openFile, the identity
// cleared in a helper, packages kept in a field or viewed as a List.
const ssCall = "Lcom/example/ss/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

const ssFile = "com/example/ss/ToolProvider.kt"

// TestStoredStateFindings asserts every true positive of the fixture and,
// by exactness, the silence of each near miss beside it.
func TestStoredStateFindings(t *testing.T) {
	for _, tc := range []struct {
		name string
		rule string
		want []dexWant
		says []string
	}{
		// Keys.SESSION (a getter over a field set in <clinit>) is
		// "session_token"; Keys.LABEL ("display_name", :28) is not a token.
		// Line 31: SecureSource and WeakSource are both constructed, and
		// WeakSource's token is predictable; IdSource's two implementations
		// (:32) are both secure. Line 33: `by lazy { Random() }`; the lazy
		// SecureRandom (:34) is silent. Line 51 chooses between Random and
		// UUID by a branch: the merged value cannot be told apart, a note.
		{"613", "CETP613", []dexWant{
			{"CETP613", "error", ssCall + "@0x21", ssFile, 27},
			{"CETP613", "error", ssCall + "@0x5f", ssFile, 31},
			{"CETP613", "error", ssCall + "@0x7b", ssFile, 33},
			{"CETP613", "note", ssCall + "@0x144", ssFile, 51},
		}, []string{"session_token", "com.example.ss.WeakSource.next builds from java.util.Random", "resume_token",
			"cannot tell whether every path of com.example.ss.ToolProvider.call generates the operation_id it puts securely"}},
		// @JvmField Keys.CALLER is "caller_package"; Keys.SUBJECT
		// ("package_name", :30) names the subject, not the caller.
		{"606", "CETP606", []dexWant{
			{"CETP606", "error", ssCall + "@0x3f", ssFile, 29},
		}, []string{`"caller_package"`}},
		// fd was opened with MODE_READ_WRITE in openFile; readOnly (:36)
		// with MODE_READ_ONLY. At :52 the key is @JvmField Keys.RESULT_FD.
		{"612", "CETP612", []dexWant{
			{"CETP612", "error", ssCall + "@0x95", ssFile, 35},
			{"CETP612", "error", ssCall + "@0x14d", ssFile, 52},
		}, []string{"opened with MODE_READ_WRITE (kept in the field com.example.ss.ToolProvider.fd)", "result_fd"}},
		// The exception's message under Keys.ERROR, a getter over a field
		// set in <clinit>: "error_message".
		{"607", "CETP607", []dexWant{
			{"CETP607", "warning", ssCall + "@0x15f", ssFile, 54},
		}, []string{`under "error_message"`}},
		// Ids.clear() returns with the identity cleared; Ids.restore(t)
		// closes the window, so the read at :40 is silent. Ids.enter()
		// keeps the token in a field and Ids.exit() restores it: the read
		// between them (:49) is in the window, the one after (:50) is not.
		{"611", "CETP611", []dexWant{
			{"CETP611", "error", ssCall + "@0xa3", ssFile, 38},
			{"CETP611", "error", ssCall + "@0x115", ssFile, 49},
		}, []string{"Binder.getCallingUid is read in com.example.ss.ToolProvider.call after Binder.clearCallingIdentity()"}},
		// asList()[0] (:46), firstOrNull() (:47), pkgs[0] from the field
		// (:58); asList()[0] behind size == 1 (:48) and the field read
		// behind size != 1 (:63) are silent.
		{"604", "CETP604", []dexWant{
			{"CETP604", "warning", ssCall + "@0xe9", ssFile, 46},
			{"CETP604", "warning", ssCall + "@0xf4", ssFile, 47},
			{"CETP604", "warning", "Lcom/example/ss/ToolProvider;->firstKept()Ljava/lang/String;@0x5", ssFile, 58},
		}, []string{"takes the first package of getPackagesForUid()"}},
		// firstOrNull() with no predicate is index 0: CETP604's alone.
		{"624", "CETP624", nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := runDex(t, "storedstate", false, tc.rule)
			checkDex(t, got, tc.want)
			for i, f := range got {
				if i < len(tc.says) && !strings.Contains(f.Message, tc.says[i]) {
					t.Errorf("message %q: want %q", f.Message, tc.says[i])
				}
			}
		})
	}
	got := runDex(t, "storedstate", false, "CETP604")
	for _, f := range got {
		if strings.Contains(f.Location.Logical, "firstKept") && !strings.Contains(f.Message, "(kept in the field com.example.ss.ToolProvider.pkgs)") {
			t.Errorf("message %q: want it to name the field the packages were kept in", f.Message)
		}
	}
}
