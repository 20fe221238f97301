package check

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
)

func TestRuleList(t *testing.T) {
	for _, tc := range []struct {
		ids  []string
		want string
	}{
		{[]string{"CETP603"}, "CETP603"},
		{[]string{"CETP604", "CETP603"}, "CETP603, CETP604"},
		{[]string{"CETP603", "CETP605", "CETP604"}, "CETP603-CETP605"},
		{[]string{"CETP601", "CETP602", "CETP604", "CETP605", "CETP606"}, "CETP601, CETP602, CETP604-CETP606"},
		{[]string{"CETP625", "CETP106", "CETP508", "CETP509", "CETP623", "CETP624"}, "CETP106, CETP508, CETP509, CETP623-CETP625"},
		{[]string{"CETP603", "CETP603"}, "CETP603"},
		// A gap of a hundred is no run, even when the last digits follow.
		{[]string{"CETP509", "CETP510", "CETP601"}, "CETP509, CETP510, CETP601"},
	} {
		if got := RuleList(tc.ids); got != tc.want {
			t.Errorf("RuleList(%v) = %q, want %q", tc.ids, got, tc.want)
		}
	}
}

// limitNote is a note as dexrules' ReportLimit makes it.
func limitNote(rule, logical, limit string) finding.Finding {
	return finding.Finding{
		RuleID: rule, Level: finding.Note, Message: rule + " " + limit, Limit: true, Input: "app.apk",
		Location: finding.Location{Path: "app.apk!A.java", Line: 11, Logical: logical},
	}
}

func TestMergeLimits(t *testing.T) {
	const refl = "findings in A.load of app.apk may be incomplete: A.load makes an object by reflection"
	other := finding.Finding{RuleID: "CETP603", Level: finding.Error, Message: "getCallingUid off the Binder thread",
		Location: finding.Location{Path: "app.apk!A.java", Line: 11, Logical: "LA;->load()V@0x4"}}
	differentPlace := limitNote("CETP606", "LA;->run()V@0x0", refl)
	differentLimit := limitNote("CETP606", "LA;->load()V@0x4", "findings in A.load of app.apk may be incomplete: a call with 9 targets")
	raised := limitNote("CETP607", "LA;->load()V@0x4", refl)
	raised.Level = finding.Warning // a level override applies to the rule's notes too
	in := []finding.Finding{
		limitNote("CETP625", "LA;->load()V@0x4", refl),
		other,
		limitNote("CETP603", "LA;->load()V@0x4", refl),
		limitNote("CETP604", "LA;->load()V@0x4", refl),
		differentPlace,
		limitNote("CETP106", "LA;->load()V@0x4", refl),
		differentLimit,
		raised,
	}
	in[5].Fingerprint = "first"
	got := MergeLimits(in)
	var lines []string
	for _, f := range got {
		lines = append(lines, f.RuleID+" "+f.Level.String()+" "+f.Location.Logical+" | "+f.Message+" | "+f.Fingerprint)
	}
	want := []string{
		"CETP603 error LA;->load()V@0x4 | getCallingUid off the Binder thread | ",
		"CETP606 note LA;->run()V@0x0 | CETP606 " + refl + " | ",
		"CETP106 note LA;->load()V@0x4 | CETP106, CETP603, CETP604, CETP625 " + refl + " | first",
		"CETP606 note LA;->load()V@0x4 | CETP606 findings in A.load of app.apk may be incomplete: a call with 9 targets | ",
		"CETP607 warning LA;->load()V@0x4 | CETP607 " + refl + " | ",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("MergeLimits:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
