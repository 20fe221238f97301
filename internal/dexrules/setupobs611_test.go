package dexrules_test

import (
	"strings"
	"testing"
)

// TestSetupObservers611 (setupobs611): observers onCreate hands to an app
// method that keeps them (bus.subscribe adding to its list) are made for
// the request path: AsApp.run's body.call() reaches AuditObserver$1, which
// reads the caller inside the cleared window (CETP611); ExportObserver$1
// uses the UID read before it. Before, onRequest reached only the
// observer the constructor subscribed (rev164_j1's RequestBus).
func TestSetupObservers611(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		got := runDex(t, "setupobs611", allCode)
		for _, f := range got {
			if f.RuleID == "CETP611" && (!strings.Contains(f.Message, "AuditObserver$1") || strings.Contains(f.Message, "ExportObserver")) {
				t.Errorf("CETP611 should name AuditObserver$1's read: %s", f.Message)
			}
		}
		checkDex(t, got, []dexWant{
			{"CETP611", "error", "Lcom/so/AsApp;->run(Ljava/util/concurrent/Callable;)Ljava/lang/Object;@0x4", "com/so/AsApp.java", 13},
			{"CETP625", "warning", "Lcom/so/DeskProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x23", "com/so/DeskProvider.java", 30},
		})
	}
}
