package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// arrayElements returns the elements of an array v holds in m: one m
// builds (program.ArrayElements), or one a static field keeps, filled
// once by its class initializer (`static final String[] OWNER_KEYS =
// {…}`); nil otherwise.
func arrayElements(prog *program.Program, m *dex.Method, v regflow.Value) map[int]regflow.Value {
	if elems := prog.ArrayElements(m, v); elems != nil {
		return elems
	}
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Field || x.Field == nil || !strings.HasPrefix(x.Field.Type, "[") {
		return nil
	}
	var elems map[int]regflow.Value
	stores := 0
	complete := prog.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, stored regflow.Value) {
		stores++
		if w.Ref.Name == "<clinit>" && w.Class.Name == x.Field.Class {
			elems = prog.ArrayElements(w, stored)
		}
	})
	if !complete || stores != 1 {
		return nil
	}
	return elems
}
