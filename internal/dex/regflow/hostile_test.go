package regflow

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// wideMethod builds a static method of regs registers whose code is n
// `if-eqz v0, +2; const/4 v1, 0` pairs and a return-void: about 2n blocks
// over all the registers. Crafted APKs use this shape to make a
// register-copying analysis allocate gigabytes from a few kilobytes.
func wideMethod(regs uint16, n int) (*dex.Method, *dex.Code) {
	var insns []uint16
	for range n {
		insns = append(insns, 0x0038, 0x0002) // if-eqz v0, +2
		insns = append(insns, 0x0112)         // const/4 v1, 0
	}
	insns = append(insns, 0x000e) // return-void
	m := &dex.Method{Class: &dex.Class{Name: "LHostile;"}, Ref: &dex.MethodRef{Class: "LHostile;", Name: "wide", Return: "V"},
		AccessFlags: dex.AccStatic}
	return m, &dex.Code{Registers: regs, Insns: insns}
}

type nullEnv struct{}

func (nullEnv) Field(*dex.FieldRef, bool) (Value, bool) { return Value{}, false }
func (nullEnv) Invoke(_ *State, in *dex.Insn, ref *dex.MethodRef, _ []Value) Value {
	return One(Alt{Kind: Call, Site: in.Addr, Ref: ref})
}

// TestWorkBudget: 65,535 registers over a few hundred blocks exceed the
// dataflow work per method budget: the method is refused with an error
// naming it and the budget, before any state is built.
func TestWorkBudget(t *testing.T) {
	m, code := wideMethod(65535, 300)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Analyze(m, code, nullEnv{})
	runtime.ReadMemStats(&after)
	var fe *Error
	if !errors.As(err, &fe) || fe.Kind != OverBudget {
		t.Fatalf("err = %v, want an OverBudget *Error", err)
	}
	for _, want := range []string{"LHostile;->wide()V", "registers", "blocks", "dataflow work per method budget", "16777216"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 16<<20 {
		t.Errorf("refusing the method allocated %d bytes", got)
	}
}

// TestWideMethodUnderBudget: a method just under the budget (4,096
// registers, ~2,000 blocks) is analyzed, and copy-on-write register chunks
// keep it far from registers × blocks values in memory.
func TestWideMethodUnderBudget(t *testing.T) {
	m, code := wideMethod(4096, 1000)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res, err := Analyze(m, code, nullEnv{})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if res.Incomplete {
		t.Error("the analysis did not converge")
	}
	// A full copy of every register per block would be 4096 × 2001 × 48
	// bytes, about 390 MiB.
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<20 {
		t.Errorf("analysis allocated %d MiB", got>>20)
	}
}

// TestVerifierRejects: branch and switch targets outside the code, or
// inside an instruction, make the method one the dex verifier rejects; the
// error says so and names the method.
func TestVerifierRejects(t *testing.T) {
	for _, tc := range []struct {
		name  string
		insns []uint16
	}{
		// packed-switch v0 with one target far past the end.
		{"switch target out of range", []uint16{0x002b, 0x0004, 0x0000, 0x000e, 0x0100, 0x0001, 0x0000, 0x0000, 0x7fff, 0x0000}},
		// goto into the middle of a two-unit instruction.
		{"branch into an instruction", []uint16{0x0013, 0x0005, 0xff28, 0x000e}},
		// fill-array-data pointing at a switch payload.
		{"payload of the wrong kind", []uint16{0x0026, 0x0004, 0x0000, 0x000e, 0x0100, 0x0000, 0x0000, 0x0000}},
		// an unused opcode.
		{"unused opcode", []uint16{0x003e, 0x000e}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, _ := wideMethod(2, 0)
			_, err := Analyze(m, &dex.Code{Registers: 2, Insns: tc.insns}, nullEnv{})
			var fe *Error
			if !errors.As(err, &fe) || fe.Kind != Rejected {
				t.Fatalf("err = %v, want a Rejected *Error", err)
			}
			if !strings.Contains(err.Error(), "LHostile;->wide()V") || !strings.Contains(err.Error(), "verifier would reject") {
				t.Errorf("error %q does not name the method and the verifier", err)
			}
		})
	}
}
