package program

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Moshi codegen adapters by position. A generated XJsonAdapter lists its
// JSON names once, in JsonReader.Options.of(names...), and its
// fromJson(JsonReader) reads an object as
//
//	while (reader.hasNext()) when (reader.selectName(options)) {
//	    0 -> a = stringAdapter.fromJson(reader) ?: throw unexpectedNull(...)
//	    1 -> b = ...
//	    -1 -> { reader.skipName(); reader.skipValue() }
//	}
//	return X(a = a ?: throw missingProperty(...), b = ...)
//
// selectName returns the index of the name read in the options, kotlinc
// compiles the when to a switch on it (or, shrunk, to if-eqz/if-ne
// tests), and the value each case reads becomes one argument of X's
// constructor, which stores it into a field. So name i fills the field
// the constructor stores the argument that case i's read becomes: the
// key of a field whatever the field is called (R8 renames fields and
// drops @Json, which codegen does not need at run time).

const classJSONReader = "Lcom/squareup/moshi/JsonReader;"

// moshiPositions returns, for the Moshi adapter ad of class c, the field
// of c each index of its options fills, read from ad's fromJson as above;
// indices whose field is not found are absent.
func (p *Program) moshiPositions(ad, c *dex.Class) map[int]*dex.FieldRef {
	var m *dex.Method
	for _, x := range ad.Methods() {
		// The typed fromJson (codegen's; its bridge returns Object), or
		// the only one R8 leaves once it has inlined that into the bridge.
		if x.Ref.Name == "fromJson" && len(x.Ref.Params) == 1 && x.Ref.Params[0] == classJSONReader &&
			(x.Ref.Return == c.Name || m == nil && x.Ref.Return == "Ljava/lang/Object;") {
			m = x
		}
	}
	if m == nil {
		return nil
	}
	a, err := p.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	insns := a.Insns
	index := make(map[uint32]int, len(insns))
	for i := range insns {
		index[insns[i].Addr] = i
	}
	isSelect := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Call && x.Ref != nil && x.Ref.Class == classJSONReader && x.Ref.Name == "selectName"
		})
	}
	starts := map[int64][]int{} // option index -> first instructions of its case
	stop := map[int]bool{}      // case starts and the loop's head (hasNext, selectName)
	addStart := func(k int64, addr uint32) {
		if i, ok := index[addr]; ok {
			starts[k] = append(starts[k], i)
			stop[i] = true
		}
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		i := index[in.Addr]
		if in.IsInvoke() {
			if ref, err := m.Class.File.Method(in.Index); err == nil && ref.Class == classJSONReader && (ref.Name == "hasNext" || ref.Name == "selectName") {
				stop[i] = true
			}
		}
		next := uint32(0)
		if i+1 < len(insns) {
			next = insns[i+1].Addr
		}
		switch {
		case (in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch) && isSelect(st.Reg(in.A)):
			j, ok := index[uint32(int64(in.Addr)+in.Lit)]
			if !ok || insns[j].Payload == nil {
				return
			}
			pl := insns[j].Payload
			for n, t := range pl.Targets {
				k := int64(n)
				switch {
				case in.Op == dex.OpSparseSwitch && n < len(pl.Keys):
					k = int64(pl.Keys[n])
				case in.Op == dex.OpPackedSwitch && len(pl.Keys) > 0:
					k = int64(pl.Keys[0]) + int64(n)
				}
				addStart(k, uint32(int64(in.Addr)+int64(t)))
			}
		case (in.Op == dex.OpIfEqz || in.Op == dex.OpIfEqz+1) && isSelect(st.Reg(in.A)):
			t, _, _ := in.Branch()
			if in.Op == dex.OpIfEqz {
				addStart(0, t)
			} else {
				addStart(0, next)
			}
		case (in.Op == dex.OpIfEq || in.Op == dex.OpIfEq+1) && (isSelect(st.Reg(in.A)) || isSelect(st.Reg(in.B))):
			other := st.Reg(in.B)
			if !isSelect(st.Reg(in.A)) {
				other = st.Reg(in.A)
			}
			k, ok := other.Single()
			if !ok || k.Kind != regflow.Const {
				return
			}
			t, _, _ := in.Branch()
			if in.Op == dex.OpIfEq {
				addStart(k.Int, t)
			} else {
				addStart(k.Int, next)
			}
		}
	})
	if len(starts) == 0 {
		return nil
	}
	// The calls each case makes, up to the loop's head or another case.
	owner := map[uint32]int64{}
	for k, ss := range starts {
		if k < 0 {
			continue
		}
		seen := map[int]bool{}
		queue := append([]int(nil), ss...)
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			if seen[i] || stop[i] && !slices.Contains(ss, i) {
				continue
			}
			seen[i] = true
			in := &insns[i]
			if in.IsInvoke() {
				if o, had := owner[in.Addr]; had && o != k {
					owner[in.Addr] = -2 // reached from two cases
				} else {
					owner[in.Addr] = k
				}
			}
			queue = append(queue, moshiSucc(insns, index, i)...)
		}
	}
	// The constructor call: which case's read each argument is.
	byAddr := CallsByAddr(p.Calls(m))
	argCase := map[int]int64{}
	var ctor *dex.Method
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		call := byAddr[in.Addr]
		if call == nil || call.Ref.Class != c.Name || call.Ref.Name != "<init>" {
			return
		}
		for _, t := range p.Targets(call) {
			ctor = t
		}
		for pi, v := range CallArgs(st, in, call.Ref) {
			if pi == 0 || v.Top {
				continue
			}
			k, n := int64(-1), 0
			for _, x := range v.Alts {
				if x.Kind == regflow.Const && x.Int == 0 {
					continue // the local's null before any case set it
				}
				o, ok := owner[x.Site]
				// What the read at a call site gives: its result, or
				// what the summaries of the targets it resolves to say
				// (any JsonAdapter in the dex); each such alternative
				// is placed at the call site.
				if x.Kind != regflow.Call && x.Kind != regflow.New && x.Kind != regflow.Array || !ok || o < 0 || (n > 0 && o != k) {
					k, n = -1, 0
					break
				}
				k, n = o, n+1
			}
			if n > 0 {
				argCase[pi] = k
			}
		}
	})
	if ctor == nil || len(argCase) == 0 {
		return nil
	}
	out := map[int]*dex.FieldRef{}
	for pi, f := range p.fieldsOfParams(ctor) {
		if k, ok := argCase[pi]; ok && f.Class == c.Name {
			out[int(k)] = f
		}
	}
	return out
}

// moshiSucc returns the instructions that may run after insns[i] in a
// generated fromJson: branch targets, switch targets and the next one.
func moshiSucc(insns []dex.Insn, index map[uint32]int, i int) []int {
	in := &insns[i]
	var out []int
	add := func(addr uint32) {
		if j, ok := index[addr]; ok {
			out = append(out, j)
		}
	}
	if t, _, ok := in.Branch(); ok {
		add(t)
	}
	if in.Op == dex.OpPackedSwitch || in.Op == dex.OpSparseSwitch {
		if j, ok := index[uint32(int64(in.Addr)+in.Lit)]; ok && insns[j].Payload != nil {
			for _, t := range insns[j].Payload.Targets {
				add(uint32(int64(in.Addr) + int64(t)))
			}
		}
	}
	if in.FallsThrough() && i+1 < len(insns) {
		out = append(out, i+1)
	}
	return out
}
