package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP605", checkEntryPointWithoutCallerCheck) }

func checkEntryPointWithoutCallerCheck(p *DexPass) {
	for _, class := range p.ToolProviders() {
		c := p.ProviderComponent(class)
		if c != nil && p.Manifest.ExportedState(c) == manifest.NotExported {
			continue // not reachable from other apps (CETP105's business)
		}
		eps := p.Program.EntryPoints(class)
		judged := map[*dex.Method]entryCheck{}
		for _, ep := range eps {
			if p.Program.Trivial(ep) {
				continue
			}
			if c != nil && p.guardedByManifest(c, ep.Ref.Name) {
				continue // the platform checks the caller before the entry point runs
			}
			judged[ep] = p.callerCheck(ep)
		}
		for _, ep := range eps {
			chk, ok := judged[ep]
			if !ok {
				continue
			}
			if chk.verdict == program.No && p.forwardsUnchecked(ep, eps, judged) {
				continue // one defect, one finding: the entry point it forwards to is reported
			}
			at := DexAt{Method: ep, Addr: 0}
			name, prov := finding.Sanitize(ep.Ref.Name), finding.Sanitize(JavaName(class))
			switch chk.verdict {
			case program.No:
				if chk.weak != nil {
					p.Report(at, "%s of exported provider %s reads no caller UID or package; its only check, %s(%s) in %s, is of a %s permission, which any app can hold; check the caller's UID and signature, or require a signature-level permission (§7.1, §7.2)",
						name, prov, callName(chk.weak.site.Call.Ref), finding.Quote(chk.weak.perm), Short(chk.weak.site.Method), chk.weak.level)
					continue
				}
				if chk.dropped != nil {
					p.Report(at, "%s of exported provider %s reads no caller UID or package, and its only permission check, %s in %s, has its answer ignored, so it denies no one; throw (or return an error) when the check fails, or use enforceCallingPermission (§7.1, §7.2)",
						name, prov, callName(chk.dropped.Call.Ref), Short(chk.dropped.Method))
					continue
				}
				if perm, attr, level := p.manifestWeak(c, ep.Ref.Name); perm != "" {
					p.Report(at, "%s of exported provider %s reads no caller UID or package; the only permission guarding it is the manifest's %s %s, a %s permission, which any app can hold; check the caller's UID and signature, or require a signature-level permission (§7.1, §7.2)",
						name, prov, attr, finding.Quote(perm), level)
					continue
				}
				p.Report(at, "%s of exported provider %s reads no caller UID or package and enforces no permission on any path; check the caller before serving the request (§7.1, §7.2)",
					name, prov)
			case program.Yes:
				if b := chk.bounded; b != nil {
					p.ReportNote(at, "%s of exported provider %s checks a permission in %s whose name is passed down more than %d calls; counted as a caller check without seeing the name: make sure it is a signature-level permission (§7.1, §7.2)",
						name, prov, Short(b.Method), maxPermissionCallers)
				}
			case program.Unknown:
				p.ReportNote(at, "%s of exported provider %s checks no caller within the APK; the chain continues in %s, which is not in the dex: make sure it checks the caller (§7.1, §7.2)",
					name, prov, callName(chk.leaves.Call.Ref))
			}
		}
	}
}

// forwardsUnchecked reports whether entry point ep hands the call to
// another entry point of its class that is itself reported for checking
// no caller (the API 29 call(authority, method, arg, extras) returning
// call(method, arg, extras)) and does not call ep back.
func (p *DexPass) forwardsUnchecked(ep *dex.Method, eps []*dex.Method, judged map[*dex.Method]entryCheck) bool {
	reach := p.Program.Reachable([]*dex.Method{ep})
	for _, o := range eps {
		if o == ep || reach[o] == nil {
			continue
		}
		if chk, ok := judged[o]; ok && chk.verdict == program.No && p.Program.Reachable([]*dex.Method{o})[ep] == nil {
			return true
		}
	}
	return false
}

// weakCheck is a permission check that does not identify the caller.
type weakCheck struct {
	site  program.Site
	perm  string
	level string
}

// entryCheck is what an entry point does about its caller.
type entryCheck struct {
	verdict program.Verdict
	leaves  *program.Site // the call that leaves the APK (Unknown)
	weak    *weakCheck    // a discovery-marker permission check (No)
	dropped *program.Site // a permission check whose answer is ignored (No)
	bounded *program.Site // a check whose permission name lies beyond maxPermissionCallers (Yes)
}

// callerCheck decides whether any path from the entry point reads the
// caller's identity or checks a permission that only trusted apps can
// hold. Calls are followed into the provider's class, its helpers and its
// superclasses present in the dex; ACCESS_TOOLS and normal or dangerous
// permissions declared by the app are discovery markers, not checks. A
// permission the manifest does not declare (the platform's or another
// app's), or one that is not a constant, is given the benefit of the doubt.
func (p *DexPass) callerCheck(ep *dex.Method) entryCheck {
	prog := p.Program
	reach := prog.Reachable([]*dex.Method{ep})
	if len(prog.CallsIn(reach, func(c *program.Call) bool { return prog.IsCallerRead(c.Ref) })) > 0 {
		return entryCheck{verdict: program.Yes}
	}
	var weak *weakCheck
	var dropped, unseen *program.Site
	for _, s := range prog.CallsIn(reach, func(c *program.Call) bool { return program.IsPermissionCheck(c.Ref.Class, c.Ref.Name) }) {
		if strings.HasPrefix(s.Call.Ref.Name, "check") && !resultUsed(s.Method, s.Call.Addr) {
			// checkCallingPermission only answers: dropped, it denies nothing.
			if dropped == nil {
				s := s
				dropped = &s
			}
			continue
		}
		perms, ok, bounded := permissionArgs(prog, s, reach)
		if bounded {
			if unseen == nil {
				s := s
				unseen = &s
			}
			continue
		}
		if !ok {
			return entryCheck{verdict: program.Yes}
		}
		for _, perm := range perms {
			level, strong := p.permissionLevel(perm)
			if strong {
				return entryCheck{verdict: program.Yes}
			}
			if weak == nil {
				weak = &weakCheck{site: s, perm: perm, level: level}
			}
		}
	}
	if unseen != nil {
		// Counted as a check, as a name that is not constant is, but said:
		// the name was not seen.
		return entryCheck{verdict: program.Yes, bounded: unseen}
	}
	leaves := prog.CallsIn(reach, func(c *program.Call) bool {
		return len(prog.Targets(c)) == 0 && !platformCall(prog, c.Ref.Class)
	})
	if len(leaves) > 0 {
		return entryCheck{verdict: program.Unknown, leaves: &leaves[0], weak: weak}
	}
	return entryCheck{verdict: program.No, weak: weak, dropped: dropped}
}

// platformCall reports whether a method of class that is not in the
// program is the platform's (the class, or its first superclass outside
// the program).
func platformCall(prog *program.Program, class string) bool {
	if prog.Classes[class] != nil {
		_, class = prog.Supers(class)
	}
	return program.IsPlatform(class)
}

// maxPermissionCallers bounds the callers followed up from a permission
// check to the constant a helper's caller passes it (a variable so that
// tests can lower it).
var maxPermissionCallers = 4

// permissionArgs returns the permission names a permission check may
// pass: a constant, or, for a helper checking the permission its caller
// hands it (Gate.require(ctx, PERM)), the constants its callers on the
// entry point's paths pass, up to maxPermissionCallers calls up. ok is
// false for URI permission checks and names that are not constant (which
// count as checks); bounded is true when a name was still a parameter at
// the bound.
func permissionArgs(prog *program.Program, s program.Site, reach map[*dex.Method]*program.Caller) (perms []string, ok, bounded bool) {
	k := -1
	for i, t := range s.Call.Ref.Params {
		if t == "Ljava/lang/String;" {
			k = i
			break
		}
	}
	if k < 0 {
		return nil, false, false
	}
	if s.Call.Op != dex.OpInvokeStatic && s.Call.Op != dex.OpInvokeStaticR {
		k++ // the receiver comes first
	}
	return stringArg(prog, s, k, reach, 0)
}

// stringArg returns the constants argument k of call s may be; bounded
// reports a parameter still unresolved at maxPermissionCallers.
func stringArg(prog *program.Program, s program.Site, k int, reach map[*dex.Method]*program.Caller, depth int) (out []string, ok, bounded bool) {
	a, err := prog.Analyze(s.Method)
	if err != nil || a == nil {
		return nil, false, false
	}
	var v regflow.Value
	seen := false
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != s.Call.Addr {
			return
		}
		args := regflow.Args(st, in, s.Call.Ref, in.IsStaticInvoke())
		if k < len(args) {
			v, seen = regflow.Value{Alts: append([]regflow.Alt(nil), args[k].Alts...), Top: args[k].Top}, true
		}
	})
	if !seen || v.Top || len(v.Alts) == 0 {
		return nil, false, false
	}
	for _, alt := range v.Alts {
		switch {
		case alt.Kind == regflow.Str:
			out = append(out, alt.Str)
		case alt.Kind == regflow.Param && alt.Or == 0 && depth >= maxPermissionCallers:
			return nil, false, true
		case alt.Kind == regflow.Param && alt.Or == 0:
			found := false
			for _, c := range prog.Callers(s.Method) {
				if _, on := reach[c.Method]; !on {
					continue // not on the entry point's paths
				}
				found = true
				perms, ok, bounded := stringArg(prog, program.Site(c), int(alt.Int), reach, depth+1)
				if !ok {
					return nil, false, bounded
				}
				out = append(out, perms...)
			}
			if !found {
				return nil, false, false
			}
		default:
			return nil, false, false
		}
	}
	return out, true, false
}

// permissionLevel says whether a permission identifies trusted callers:
// strong for a signature, signatureOrSystem or knownSigner permission the
// app declares, for the platform's signature-level permissions, and for
// another app's (the level is not in this APK); weak, with the level, for
// ACCESS_TOOLS (every Consumer holds it, §7.1), the app's normal or
// dangerous permissions, and the platform's (INTERNET, CAMERA: any app
// may hold them).
func (p *DexPass) permissionLevel(name string) (level string, strong bool) {
	if name == cetp.PermissionAccessTools {
		return "discovery (ACCESS_TOOLS)", false
	}
	if base, ok := manifest.PlatformProtection(name); ok {
		if base == 1 {
			return "platform dangerous-level", false
		}
		return "platform normal-level", false
	}
	if p.Manifest == nil {
		return "", true
	}
	for _, d := range p.Manifest.Permissions {
		if d.Name != name {
			continue
		}
		v := d.ProtectionLevel.Effective()
		switch {
		case !v.Present():
			return "normal-level", false
		case v.Kind != manifest.Int && v.Kind != manifest.Hex:
			return "", true // a placeholder or unresolved reference: cannot tell
		}
		switch v.Int & manifest.ProtectionBaseMask {
		case manifest.ProtectionSignature, manifest.ProtectionSignature | 1:
			return "signature-level", true
		case 1:
			return "dangerous-level", false
		default:
			return "normal-level", false
		}
	}
	return "", true
}

// guardedByManifest reports whether the platform enforces a signature-level
// permission of the provider before the entry point runs: readPermission
// (or permission) for query, writePermission for insert, update and
// delete, both for openFile and openAssetFile (the mode decides which).
// call() is never guarded by them.
func (p *DexPass) guardedByManifest(c *manifest.Component, entry string) bool {
	read := firstSet(c.ReadPermission, c.Permission)
	write := firstSet(c.WritePermission, c.Permission)
	strong := func(perm string) bool {
		if perm == "" {
			return false
		}
		_, ok := p.permissionLevel(perm)
		return ok && p.declaresPermission(perm)
	}
	switch entry {
	case "query":
		return strong(read)
	case "insert", "update", "delete":
		return strong(write)
	case "openFile", "openAssetFile", "openTypedAssetFile":
		return strong(read) && strong(write)
	}
	return false
}

// manifestWeak returns the manifest permission the platform enforces
// before the entry point runs when it is one any app can hold (the
// attribute that sets it, and its level); "" when there is none.
func (p *DexPass) manifestWeak(c *manifest.Component, entry string) (perm, attr, level string) {
	if c == nil {
		return "", "", ""
	}
	read, readAttr := c.ReadPermission, "readPermission"
	if read == "" {
		read, readAttr = c.Permission, "permission"
	}
	write, writeAttr := c.WritePermission, "writePermission"
	if write == "" {
		write, writeAttr = c.Permission, "permission"
	}
	weak := func(perm, attr string) (string, string, string) {
		if perm == "" {
			return "", "", ""
		}
		if lv, strong := p.permissionLevel(perm); !strong {
			return perm, attr, lv
		}
		return "", "", ""
	}
	switch entry {
	case "query":
		return weak(read, readAttr)
	case "insert", "update", "delete":
		return weak(write, writeAttr)
	case "openFile", "openAssetFile", "openTypedAssetFile":
		if perm, attr, level = weak(read, readAttr); perm != "" {
			return
		}
		return weak(write, writeAttr)
	}
	return "", "", ""
}

// declaresPermission reports whether the app's manifest declares a
// permission, so that its level is known.
func (p *DexPass) declaresPermission(name string) bool {
	for _, d := range p.Manifest.Permissions {
		if d.Name == name {
			return true
		}
	}
	return false
}

func firstSet(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
