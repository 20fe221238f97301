package dexrules_test

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

const wsCall = "Lcom/example/ws/UidProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// TestSummaryThroughInterface: UidProvider.call hands the packages of its
// caller's UID to Callers.trusted, whose policy (an interface with two
// implementations) takes the first one, and reads "caller_package"
// through Requests.param, whose reader (another interface) passes the key
// to a Bundle getter extension. The helpers' summaries merge what every
// implementation does: a CETP604 warning and a CETP606 error at the calls.
func TestSummaryThroughInterface(t *testing.T) {
	got := runDex(t, "widesummary", false, "CETP604", "CETP606")
	checkDex(t, got, []dexWant{
		{"CETP604", "warning", wsCall + "@0x10", "com/example/ws/UidProvider.java", 15},
		{"CETP606", "error", wsCall + "@0x18", "com/example/ws/UidProvider.java", 18},
	})
}

// TestIncompleteSummaryIsANote: with the budget of targets whose summaries
// are merged lowered to 1, the interface calls inside Callers.trusted and
// Requests.param are left out of their summaries. Instead of losing the
// two findings silently, CETP604 says at the call of trusted, and CETP606
// at Requests.param's call of the reader, that the helper's summary may
// be incomplete, naming the helper and the call that cut it.
func TestIncompleteSummaryIsANote(t *testing.T) {
	d := loadDex(t, "../../testdata/dex/widesummary.apk", false)
	d.Program.SummaryTargets = 1
	got := run(d, "CETP604", "CETP606")
	checkDex(t, got, []dexWant{
		{"CETP604", "note", wsCall + "@0x10", "com/example/ws/UidProvider.java", 15},
		{"CETP606", "note", "Lcom/example/ws/Requests;->param(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;@0x2", "com/example/ws/Requests.java", 8},
	})
	want := map[string][]string{
		"CETP604": {"com.example.ws.UidProvider.call", "the summary of com.example.ws.Callers.trusted may be incomplete",
			"Lcom/example/ws/Policy;->allows([Ljava/lang/String;)Z", "more than the 1 whose summaries are merged", "(§7.1)"},
		"CETP606": {"com.example.ws.Requests.param passes a key", "com.example.ws.PlainReader.read",
			"the summary of com.example.ws.Requests.param may be incomplete",
			"Lcom/example/ws/ArgReader;->read(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;", "more than the 1 whose summaries are merged", "(§7.1)"},
	}
	for _, f := range got {
		if f.Level != finding.Note {
			continue
		}
		for _, part := range want[f.RuleID] {
			if !strings.Contains(f.Message, part) {
				t.Errorf("%s note lacks %q: %s", f.RuleID, part, f.Message)
			}
		}
	}
}
