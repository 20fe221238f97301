package dexrules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP621", checkReadToolWrites) }

// maxNamesListed bounds the tool names one note lists.
const maxNamesListed = 8

// anyWrite is every kind of write a read tool must not make.
const anyWrite = writeDatabase | writePrefs | writeResolver | writeFile | writeNetwork

// checkReadToolWrites reports a tool declared effect read (in the code's
// CetpProviderTool declarations or a captured list_tools) whose handler —
// the branch taken when the tool name equals the tool's, or the handler
// registered under the name — reaches a write, at the handler's call that
// leads there. When read tools are declared and the code writes, but no
// handler can be tied to a tool name, it says so in a note.
func checkReadToolWrites(p *DexPass) {
	reads := map[string]*declaredTool{}
	var readNames []string
	declared := p.DeclaredTools()
	for _, t := range declared {
		if t.Effect == cetp.EffectRead {
			reads[t.Name] = t
			readNames = append(readNames, t.Name)
		}
	}
	if len(reads) == 0 {
		return
	}
	prog := p.Program
	methods := p.dispatchCode()
	ws := newWriteSearch(prog, anyWrite)
	// Logging, caching and metering are a read tool's right (§3.4): code
	// of classes named for them is not followed.
	ws.skip, ws.skipMethod, ws.skipLedger = bookkeeping, bookkeepingMethod, true
	// A write the handler defers to an Executor, a Handler or a coroutine
	// is still the read tool's write.
	ws.bodies = true
	// A handler that hands over a file it wrote (a file result, §4.5)
	// writes that file as a read: its file writes are not counted.
	wsNoFile := newWriteSearch(prog, anyWrite&^writeFile)
	wsNoFile.skip, wsNoFile.skipMethod, wsNoFile.bodies, wsNoFile.skipLedger = bookkeeping, bookkeepingMethod, true, true
	names := map[string]bool{}
	for n := range reads {
		names[n] = true
	}
	type key struct {
		m    *dex.Method
		addr uint32
	}
	reported := map[key]bool{}
	ownReported := map[string]bool{} // tools whose own code was reported
	sinks := map[key]bool{}          // writes already tied to a read tool
	mapped := map[string]bool{}
	cutNoted := map[string]bool{}    // read tools whose write search was cut, noted once each
	unsureNoted := map[string]bool{} // read tools with a body not resolved, noted once each
	handlers := p.ToolHandlers(methods, names)
	for _, h := range handlers {
		mapped[h.Tool] = true
	}
	// A tool whose declaration constructs its own code (an enum
	// constant's body, a handler lambda beside its name and effect).
	unmappedNames := map[string]bool{}
	for n := range names {
		if !mapped[n] {
			unmappedNames[n] = true
		}
	}
	handlers = append(handlers, p.jsonHandlers(unmappedNames)...)
	for _, h := range handlers {
		mapped[h.Tool] = true
	}
	// A read tool no dispatch names runs the default branch of the
	// dispatch that names its siblings, or a lookup's fallback.
	var missing []*declaredTool
	for _, n := range readNames {
		if !mapped[n] {
			missing = append(missing, reads[n])
		}
	}
	handlers = append(handlers, p.defaultHandlers(methods, declared, missing)...)
	for _, h := range handlers {
		mapped[h.Tool] = true
		t := reads[h.Tool]
		for _, s := range h.Calls {
			// A branch is reported at its call that leads to the write; a
			// registered handler (often a synthetic lambda class without
			// lines) where it is registered, once.
			at := DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call}
			handler := "the branch of " + Short(h.Method) + " taken when the tool name is " + finding.Quote(t.Name)
			if h.Handler != "" {
				at = DexAt{Method: h.Method, Addr: h.At, Call: callAt(prog, h.Method, h.At)}
				handler = "the handler " + h.Handler + " registered for it in " + Short(h.Method)
			}
			if h.Default != "" {
				handler = h.Default
			}
			if h.Own != "" {
				handler = "the code of " + finding.Sanitize(h.Own) + ", constructed for it in " + Short(h.Method)
				if h.OwnLambda {
					handler = "the function object passed with its declaration in " + Short(h.Method)
				}
			}
			k := key{at.Method, at.Addr}
			if reported[k] || h.Own != "" && ownReported[h.Tool] {
				// A tool's own code (its handler object, a function
				// reference's accessor and invoke) is one finding.
				continue
			}
			search := ws
			if handsFile(prog, s) {
				search = wsNoFile
			}
			hit, complete := search.from(s.Method, s.Call)
			if hit == nil && !unsureNoted[h.Tool] {
				if why := search.unsureFrom(s.Method, s.Call); why != "" {
					unsureNoted[h.Tool] = true
					p.ReportNote(at, "the handler of read tool %s hands code to the platform to run that the analysis cannot resolve (%s), so CETP621 cannot tell whether it writes; make sure it does not, or declare the tool's real effect (§3.4)",
						finding.Quote(t.Name), why)
				}
			}
			if hit == nil {
				if !complete && !cutNoted[h.Tool] {
					cutNoted[h.Tool] = true
					p.ReportNote(at, "the search for writes from the handler of read tool %s stopped after %d calls deep or %d methods, so CETP621 may miss a write it makes (§3.4)",
						finding.Quote(t.Name), maxWriteDepth, maxWriteVisit)
				}
				continue
			}
			reported[k] = true
			if h.Own != "" {
				ownReported[h.Tool] = true
			}
			sinks[key{hit.In, hit.Sink.Addr}] = true
			if h.Handler != "" {
				hit.Chain = append([]*dex.Method{s.Method}, hit.Chain...)
			}
			if hit.Unsure != "" {
				// The write is in every case of a merged body the
				// handler hands over: it may be a sibling class's.
				p.ReportNote(at,
					"the handler of read tool %s (%s) writes only in code it hands over where %s: %s; make sure the tool's own code does not write, or declare the tool's real effect (§3.4)",
					finding.Quote(t.Name), handler, hit.Unsure, hit.describe())
				continue
			}
			if h.Unsure != "" {
				// R8 merged the handler with other classes and which of
				// them it is cannot be told: the write may be a sibling's.
				p.ReportNote(at,
					"the handler of read tool %s, %s registered for it in %s, is a class R8 merged with others, and which of them it is cannot be told (%s); the code of the merged classes writes: %s; make sure the tool's own code does not, or declare the tool's real effect (§3.4)",
					finding.Quote(t.Name), h.Handler, Short(h.Method), finding.Sanitize(h.Unsure), hit.describe())
				continue
			}
			p.Report(at,
				"tool %s is declared effect read (%s), so Consumers run it without confirmation, but its handler (%s) writes: %s; declare the tool's real effect (with its confirmation and scopes), or move the write out of the read tool (§3.4)",
				finding.Quote(t.Name), t.where(), handler, hit.describe())
		}
	}
	var unmapped []string
	for _, n := range readNames {
		if !mapped[n] {
			unmapped = append(unmapped, finding.Quote(n))
		}
	}
	if len(unmapped) == 0 {
		return
	}
	// Read tools whose handler was not found: a write of the dispatch code
	// not already tied to a tool may be theirs, and the analysis cannot
	// tell. One note, at the first such write.
	sort.Strings(unmapped)
	if len(unmapped) > maxNamesListed {
		unmapped = append(unmapped[:maxNamesListed], fmt.Sprintf("and %d more", len(unmapped)-maxNamesListed))
	}
	// The note goes at a write of the class declaring one of the tools
	// when there is one (its provider's own code), else at the first.
	own := map[string]bool{}
	for _, n := range readNames {
		if t := reads[n]; !mapped[n] && t.Method != nil {
			own[t.Method.Class.Name] = true
		}
	}
	for _, pass := range []bool{true, false} {
		for _, m := range methods {
			if !ws.follows(m) || pass && !own[m.Class.Name] {
				continue
			}
			calls := prog.Calls(m)
			for i := range calls {
				c := &calls[i]
				if sinks[key{m, c.Addr}] {
					continue
				}
				if _, ok := ws.writeAt(m, c); !ok {
					continue
				}
				why := ""
				if sw, callee, ok := p.unreadIntID(methods, names); ok {
					why = fmt.Sprintf(" (%s switches on an int-valued tool id that %s returns, maybe an enum R8 unboxed, but which tool names give which int cannot be read there)",
						place(sw), Short(callee))
				}
				p.ReportNote(DexAt{Method: m, Addr: c.Addr, Call: c},
					"the provider declares the read tools %s, but no dispatch on their names (a comparison, a when/switch, a handler registered under the name) was found%s, and its code writes here (%s): CETP621 cannot tell whether their handlers write; make sure none reaches this write (§3.4)",
					strings.Join(unmapped, ", "), why, shortRef(c.Ref))
				return
			}
		}
	}
}

// dispatchCode returns the code where tool calls are dispatched: what the
// tool providers' entry points reach and, for SDK subclasses, what their
// overrides (executeTool and the rest, called by the SDK) reach; sorted.
func (p *DexPass) dispatchCode() []*dex.Method {
	roots := p.EntryPoints()
	for _, class := range p.ToolProviders() {
		if hooks, ok := sdkHooksOf(p.Program, class); ok {
			roots = append(roots, hooks...)
			continue
		}
		// A plain provider builds its handler table when it is created:
		// its constructors and onCreate.
		below, _ := p.Program.Supers(class)
		for _, c := range below {
			for _, m := range c.Methods() {
				if m.HasCode() && (m.Ref.Name == "<init>" || m.Ref.Name == "onCreate" && len(m.Ref.Params) == 0) {
					roots = append(roots, m)
				}
			}
		}
	}
	return program.SortedKeys(p.Program.Reachable(roots))
}

// handsFile reports whether the handler call s hands over a file: its
// method, or the app method it calls, opens a ParcelFileDescriptor (the
// descriptor of a file result, or a pipe).
func handsFile(prog *program.Program, s program.Site) bool {
	opens := func(m *dex.Method) bool {
		for _, c := range prog.Calls(m) {
			if c.Ref.Class == "Landroid/os/ParcelFileDescriptor;" && (c.Ref.Name == "open" || strings.HasPrefix(c.Ref.Name, "create")) {
				return true
			}
		}
		return false
	}
	if opens(s.Method) {
		return true
	}
	for _, t := range prog.Targets(s.Call) {
		if t.HasCode() && opens(t) {
			return true
		}
	}
	return false
}
