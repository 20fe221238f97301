package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP609", checkSignatureNotVerified) }

func checkSignatureNotVerified(p *DexPass) {
	prog := p.Program
	for _, class := range p.ToolProviders() {
		entries := prog.EntryPoints(class)
		reach := prog.Reachable(entries)
		reads := prog.CallsIn(reach, func(c *program.Call) bool { return prog.IsCallerRead(c.Ref) })
		if len(reads) == 0 || verifiesSignature(prog, reach) {
			continue
		}
		first := reads[0]
	entry:
		for _, ep := range entries {
			for _, r := range reads {
				if r.Method == ep {
					first = r
					break entry
				}
			}
		}
		p.ReportNote(DexAt{Method: first.Method, Addr: first.Call.Addr, Call: first.Call},
			"provider %s identifies its caller with %s but never checks the caller's signing certificate; verify the certificate digest before trusting a package (§7.1)",
			finding.Sanitize(JavaName(class)), callName(first.Call.Ref))
	}
}

// verifiesSignature reports whether the reachable code checks a signing
// certificate: a signature API, or getPackageInfo asking for signatures.
func verifiesSignature(prog *program.Program, reach map[*dex.Method]*program.Caller) bool {
	if len(prog.CallsIn(reach, func(c *program.Call) bool { return program.IsSignatureCheck(c.Ref.Name) })) > 0 {
		return true
	}
	lookups := prog.CallsIn(reach, func(c *program.Call) bool {
		return c.Ref.Name == "getPackageInfo" || c.Ref.Class == "Landroid/content/pm/PackageManager$PackageInfoFlags;" && c.Ref.Name == "of"
	})
	for _, s := range lookups {
		found := false
		prog.ReplayCalls(s.Method, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if c.Addr != s.Call.Addr || found {
				return
			}
			args := program.CallArgs(st, in, s.Call.Ref)
			if len(args) == 0 {
				return
			}
			flags := args[len(args)-1]
			for _, alt := range flags.Alts {
				if alt.Kind == regflow.Const && alt.Int&(program.GetSignatures|program.GetSigningCertificates) != 0 {
					found = true
				}
			}
		})
		if found {
			return true
		}
	}
	return false
}
