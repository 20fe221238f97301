package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// What the signature rules (CETP609, CETP616) see of the code that checks
// a caller's signing certificate.

const (
	classPackageInfo = "Landroid/content/pm/PackageInfo;"
	classSigningInfo = "Landroid/content/pm/SigningInfo;"
	opIgetObject     = 0x54
)

// fieldSite is one read of an instance field.
type fieldSite struct {
	Method *dex.Method
	Addr   uint32
	Field  *dex.FieldRef
}

// fieldReads returns the iget-object reads, in the given methods, of the
// fields match accepts, in method then address order.
func fieldReads(reach map[*dex.Method]*program.Caller, match func(*dex.FieldRef) bool) []fieldSite {
	var out []fieldSite
	for _, m := range program.SortedKeys(reach) {
		code, err := m.Code()
		if err != nil || code == nil {
			continue
		}
		_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
			if in.Op != opIgetObject {
				return true
			}
			if f, err := m.Class.File.Field(in.Index); err == nil && match(f) {
				out = append(out, fieldSite{Method: m, Addr: in.Addr, Field: f})
			}
			return true
		})
	}
	return out
}

// resultUsed reports whether the call at addr in m moves its result into a
// register: a check whose answer is dropped decides nothing.
func resultUsed(m *dex.Method, addr uint32) bool {
	code, err := m.Code()
	if err != nil || code == nil {
		return false
	}
	in, err := dex.Decode(code.Insns, addr)
	if err != nil {
		return false
	}
	next, err := dex.Decode(code.Insns, addr+in.Units)
	if err != nil {
		return false
	}
	return next.Op >= 0x0a && next.Op <= 0x0c // move-result, -wide, -object
}

// lookupFlags returns the union of the constant flags a getPackageInfo (or
// PackageInfoFlags.of) call passes, and whether they are constant on every
// path.
func lookupFlags(prog *program.Program, s program.Site) (int64, bool) {
	a, err := prog.Analyze(s.Method)
	if err != nil || a == nil {
		return 0, false
	}
	var flags int64
	known, seen := true, false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != s.Call.Addr {
			return
		}
		seen = true
		args := program.CallArgs(st, in, s.Call.Ref)
		if len(args) == 0 {
			known = false
			return
		}
		v := args[len(args)-1]
		if v.Top || len(v.Alts) == 0 {
			known = false
		}
		for _, alt := range v.Alts {
			if alt.Kind == regflow.Const {
				flags |= alt.Int
			} else {
				known = false
			}
		}
	})
	return flags, known && seen
}

// isPackageInfoLookup recognises getPackageInfo and the flags object of
// its API 33 overload.
func isPackageInfoLookup(c *program.Call) bool {
	return c.Ref.Name == "getPackageInfo" && (c.Ref.Class == program.ClassPackageManager || len(c.Ref.Params) == 2) ||
		c.Ref.Class == "Landroid/content/pm/PackageManager$PackageInfoFlags;" && c.Ref.Name == "of"
}

// sigEvidence is what reachable code does with signing certificates.
type sigEvidence struct {
	// modern: a check that follows key rotation (hasSigningCertificate,
	// SigningInfo, GET_SIGNING_CERTIFICATES read through signingInfo) or
	// compares the current signers (checkSignatures), whose result is used.
	modern []program.Site
	// legacyLookups ask getPackageInfo for GET_SIGNATURES.
	legacyLookups []program.Site
	// legacyReads read PackageInfo.signatures.
	legacyReads []fieldSite
	// signingInfoReads read PackageInfo.signingInfo.
	signingInfoReads []fieldSite
	// modernLookups ask for GET_SIGNING_CERTIFICATES.
	modernLookups []program.Site
	// droppedChecks are signature checks whose answer is not used.
	droppedChecks []program.Site
}

// signatureEvidence collects what the code in reach does with signatures.
func signatureEvidence(prog *program.Program, reach map[*dex.Method]*program.Caller) sigEvidence {
	var ev sigEvidence
	for _, s := range prog.CallsIn(reach, func(c *program.Call) bool {
		return program.IsSignatureCheckCall(c.Ref.Class, c.Ref.Name) || c.Ref.Class == classSigningInfo
	}) {
		if resultUsed(s.Method, s.Call.Addr) {
			ev.modern = append(ev.modern, s)
		} else {
			ev.droppedChecks = append(ev.droppedChecks, s)
		}
	}
	for _, s := range prog.CallsIn(reach, isPackageInfoLookup) {
		flags, _ := lookupFlags(prog, s)
		if flags&program.GetSignatures != 0 {
			ev.legacyLookups = append(ev.legacyLookups, s)
		}
		if flags&program.GetSigningCertificates != 0 {
			ev.modernLookups = append(ev.modernLookups, s)
		}
	}
	for _, f := range fieldReads(reach, func(f *dex.FieldRef) bool { return f.Class == classPackageInfo }) {
		switch f.Field.Name {
		case "signatures":
			ev.legacyReads = append(ev.legacyReads, f)
		case "signingInfo":
			ev.signingInfoReads = append(ev.signingInfoReads, f)
		}
	}
	return ev
}

// verifies reports whether the evidence shows a signing certificate
// actually checked: a check whose answer is used, or a lookup whose
// signatures are read.
func (ev sigEvidence) verifies() bool {
	return len(ev.modern) > 0 ||
		len(ev.legacyLookups) > 0 && len(ev.legacyReads) > 0 ||
		len(ev.modernLookups) > 0 && (len(ev.signingInfoReads) > 0 || len(ev.legacyReads) > 0)
}

// awareMethods returns the methods that make a check following key
// rotation, each once: a rotation-aware check whose answer is used, or a
// GET_SIGNING_CERTIFICATES lookup when SigningInfo is read.
func (ev sigEvidence) awareMethods() []*dex.Method {
	var out []*dex.Method
	add := func(s program.Site) {
		if !slices.Contains(out, s.Method) {
			out = append(out, s.Method)
		}
	}
	for _, s := range ev.modern {
		add(s)
	}
	if len(ev.signingInfoReads) > 0 {
		for _, s := range ev.modernLookups {
			add(s)
		}
	}
	return out
}
