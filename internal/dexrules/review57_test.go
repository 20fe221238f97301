package dexrules_test

import "testing"

// TestReview57 (review57_*: a reviewer's demos of stop 57's mechanisms,
// each a false positive before its fix): constructor-set flags judged over
// the constructions the providers' code runs (na601: a BroadcastReceiver's
// and a dead method's mutable constructions); a wrapper's Intent judged in
// its frame only for calls on the surface, over objects that can be placed,
// through the wrapper's own helpers (em615, eh615b); the makers of a
// predictable token reported only when they return the object and the put
// is not decided by the object's own test (wl613). The second review's
// (review57b_*): a verdict hook decides only the callers passing it the
// request's flag (v614b); a helper named like a v2 method but given the
// tool's arguments serves execute_tool (j619); a 0 flags construction is
// mutable like any other (k601b); a copy keeping the receiver's flags adds
// none (k601e).
func TestReview57(t *testing.T) {
	for _, tc := range []struct {
		fixture, rule string
		want          []dexWant
	}{
		{"review57_na601", "CETP601", nil},
		{"review57_kd601", "CETP601", []dexWant{
			{"CETP601", "error", "Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2b", "com/kd/App.kt", 22},
		}},
		{"review57_em615", "CETP615", nil},
		{"review57_eh615b", "CETP615", []dexWant{
			{"CETP615", "error", "Lcom/eh/EhProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x6c", "com/eh/EhProvider.java", 30},
		}},
		{"review57b_v614b", "CETP614", []dexWant{
			{"CETP614", "error", "Lcom/vd/GateProvider$1;->run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;@0xe", "com/vd/GateProvider.java", 27},
		}},
		{"review57b_j619", "CETP619", []dexWant{
			{"CETP619", "warning", "Lcom/vd/GateProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x45", "com/vd/GateProvider.java", 45},
		}},
		{"review57b_k601b", "CETP601", []dexWant{
			{"CETP601", "error", "Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;@0x2b", "com/kd/App.kt", 19},
		}},
		{"review57b_k601e", "CETP601", nil},
		{"review57_wl613", "CETP613", []dexWant{
			{"CETP613", "note", "Lcom/wl/HubProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x3f", "com/wl/HubProvider.java", 30},
		}},
	} {
		t.Run(tc.fixture, func(t *testing.T) {
			checkDex(t, runDex(t, tc.fixture, true, tc.rule), tc.want)
		})
	}
}
