package dexrules_test

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/finding"
)

const pfAPK = "../../testdata/dex/piflow.apk"

// piflowBrokenOnCreate loads the piflow fixture (sketches beside its smali)
// with ToolProvider.onCreate's return made an unused opcode: a
// crafted copy whose onCreate the dex verifier would reject. onCreate is
// the only writer of storedPi and safePi, which call() puts under
// "resolution".
func piflowBrokenOnCreate(t *testing.T) *dexrules.DexTarget {
	t.Helper()
	return craftedTarget(t, pfAPK, func(data []byte) []byte {
		f, err := dex.Parse("classes.dex", bytes.Clone(data))
		if err != nil {
			t.Fatal(err)
		}
		var code []byte
		for ci := 0; ci < f.NumClasses(); ci++ {
			c, err := f.Class(ci)
			if err != nil {
				t.Fatal(err)
			}
			if c.Name != "Lcom/example/pf/ToolProvider;" {
				continue
			}
			for _, m := range c.Methods() {
				if m.Ref.Name == "onCreate" {
					cd, err := m.Code()
					if err != nil || cd == nil {
						t.Fatalf("onCreate has no code: %v", err)
					}
					for _, u := range cd.Insns {
						code = binary.LittleEndian.AppendUint16(code, u)
					}
				}
			}
		}
		i := bytes.Index(data, code)
		if len(code) == 0 || i < 0 || bytes.Contains(data[i+1:], code) {
			t.Fatal("onCreate's code is not unique in the fixture")
		}
		// Its last instruction (return v0) becomes an unused opcode: the field
		// writes before it are still seen, the method cannot be analyzed.
		data[i+len(code)-2] = 0x3e
		return data
	}, nil)
}

// TestResolutionFieldWriterIsANote: when the method storing a resolution
// PendingIntent in a field cannot be analyzed, CETP601 and CETP602 say so
// at each put (:27 storedPi, :28 safePi) naming the field and the writer,
// instead of losing onCreate's mutable PendingIntent silently. The intact
// fixture (the near miss) judges storedPi where onCreate made it and
// gives no such note.
func TestResolutionFieldWriterIsANote(t *testing.T) {
	const call = "Lcom/example/pf/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"
	const says = `puts under "resolution" is %s: it is read from the field com.example.pf.ToolProvider.%s, and com.example.pf.ToolProvider.onCreate, which writes it, could not be analyzed`
	got := run(piflowBrokenOnCreate(t), "CETP601", "CETP602")
	for _, tc := range []struct{ rule, property, field, at string }{
		{"CETP601", "immutable", "storedPi", "@0x89"},
		{"CETP601", "immutable", "safePi", "@0x8e"},
		{"CETP602", "explicit", "storedPi", "@0x89"},
		{"CETP602", "explicit", "safePi", "@0x8e"},
	} {
		want := strings.Replace(strings.Replace(says, "%s", tc.property, 1), "%s", tc.field, 1)
		n := 0
		for _, f := range got {
			if f.RuleID == tc.rule && f.Level == finding.Note && f.Location.Logical == call+tc.at && strings.Contains(f.Message, want) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s %s: %d notes %q at %s, want 1; findings %v", tc.rule, tc.field, n, want, tc.at, gotDex(got))
		}
	}
	for _, f := range runDex(t, "piflow", false, "CETP601", "CETP602") {
		if strings.Contains(f.Message, "could not be analyzed") {
			t.Errorf("intact fixture: %s", f.Message)
		}
	}
}
