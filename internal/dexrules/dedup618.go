package dexrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

// A Provider that does not use the SDK's executor may deduplicate
// execute_tool by hand: the request_id read from the request is the key
// of a map or set kept in a field (getOrPut, putIfAbsent, containsKey then
// put, add). When that collection lives in memory and no code that keeps,
// looks up or passes down the request_id writes it to a durable store, a
// Provider restart forgets the records and a retried request runs the
// mutation again (§4.4, §6): CETP618, as for an executor. A cache in front
// of a table of requests (a "request_id" column) is silent.

// requestIDKind names request_id keys and getters: the value execute_tool
// deduplicates by.
func requestIDKind(name string) tokenKind {
	toks := ident.Tokens(name)
	if ident.Has(toks, "request", "req") && ident.Has(toks, "id") && !ident.Has(toks, "session", "resume", "operation", "op") {
		return "request_id"
	}
	return ""
}

// dedupOps are the calls that look a key up in, or record it into, a
// collection, by the interfaces' names: Map and Set, and Kotlin's
// getOrPut, which compiles to get then put or putIfAbsent.
var dedupOps = map[string]bool{"get": true, "containsKey": true, "put": true, "putIfAbsent": true, "computeIfAbsent": true,
	"add": true, "contains": true, "getOrDefault": true}

// handDedup is one request_id looked up in a memory collection.
type handDedup struct {
	at    DexAt
	field *dex.FieldRef
	from  string
	path  []program.Caller // the calls that passed the request_id down
}

// checkHandDeduplication reports the request_id deduplications kept only
// in memory by code that implements no SDK executor (those are judged by
// checkVolatileDeduplication as a whole).
func checkHandDeduplication(p *DexPass) {
	prog := p.Program
	seen := map[string]bool{} // one report per collection field
	memo := map[string]map[string]bool{}
	isMemory := func(f *dex.FieldRef) bool {
		owner := prog.Classes[f.Class]
		if owner == nil || library(owner.Name) || implementsExecutor(prog, owner) {
			return false
		}
		names, ok := memo[f.Class]
		if !ok {
			names = map[string]bool{}
			memory, _, _, _ := memoryFields(prog, owner)
			for _, n := range memory {
				names[n] = true
			}
			memo[f.Class] = names
		}
		for n := range names {
			if len(n) > len(f.Name) && n[:len(f.Name)] == f.Name && n[len(f.Name)] == ' ' {
				return true
			}
		}
		return false
	}
	for _, m := range p.dispatchCode() {
		if library(m.Class.Name) || implementsExecutor(prog, m.Class) || !callsDedupOp(prog, m) {
			continue
		}
		var found []handDedup
		var named map[uint32]string // the method's reads by a request_id key, made once
		prog.ReplayCalls(m, func(c *program.Call, in *dex.Insn, st *regflow.State) {
			if !dedupOps[c.Ref.Name] || len(c.Ref.Params) == 0 || !collectionInterfaces[c.Ref.Class] && !memoryCollections[c.Ref.Class] {
				return
			}
			args := program.CallArgs(st, in, c.Ref)
			if len(args) < 2 {
				return
			}
			x, ok := args[0].Single()
			if !ok || x.Kind != regflow.Field || x.Field == nil || seen[x.Field.String()] || !isMemory(x.Field) {
				return
			}
			if named == nil {
				named = keyedReads(prog, m, requestIDKind)
			}
			origins, _ := p.tokenOrigins(m, args[1], named, maxTokenHops, requestIDKind)
			if len(origins) == 0 {
				return
			}
			found = append(found, handDedup{at: DexAt{Method: m, Addr: c.Addr, Call: c}, field: x.Field, from: origins[0].from, path: origins[0].path})
		})
		for _, d := range found {
			if seen[d.field.String()] {
				continue
			}
			seen[d.field.String()] = true
			owner := prog.Classes[d.field.Class]
			if recordsDurably(prog, d.path, owner, m.Class) {
				continue
			}
			p.Report(d.at,
				"%s deduplicates execute_tool by the request_id (%s) in %s, a collection in memory, and no code that keeps, looks up or passes down the request_id writes it to a durable store: a Provider restart forgets the records and a retried request runs the mutation twice; keep the reservation, the mutation and its result in one durable transaction (§4.4, §6)",
				Short(m), d.from, finding.Sanitize(JavaName(d.field.Class)+"."+d.field.Name))
		}
	}
}

// callsDedupOp reports whether m calls one of dedupOps on a collection:
// the cheap test before a replay.
func callsDedupOp(prog *program.Program, m *dex.Method) bool {
	for _, c := range prog.Calls(m) {
		if dedupOps[c.Ref.Name] && (collectionInterfaces[c.Ref.Class] || memoryCollections[c.Ref.Class]) {
			return true
		}
	}
	return false
}

// recordsDurably reports whether the classes that keep, look up or pass
// down the request_id write it to a durable store: a database,
// preferences or file write, or a ContentValues the app fills for one,
// given a constant that names the request id ("request_id" as a column or
// key, or in the SQL text). The mutation's own writes, which a block run
// under the deduplication may make, keep no record of the request.
func recordsDurably(prog *program.Program, path []program.Caller, classes ...*dex.Class) bool {
	for _, c := range path {
		classes = append(classes, c.Method.Class)
	}
	seen := map[*dex.Class]bool{}
	for _, c := range classes {
		if c == nil || seen[c] {
			continue
		}
		seen[c] = true
		for _, m := range c.Methods() {
			if m.HasCode() && writesRequestID(prog, m) {
				return true
			}
		}
	}
	return false
}

// writesRequestID reports whether m makes a durable write, or fills a
// ContentValues or queries SQLite, with a constant naming the request id.
func writesRequestID(prog *program.Program, m *dex.Method) bool {
	found := false
	prog.ReplayCalls(m, func(call *program.Call, in *dex.Insn, st *regflow.State) {
		if found {
			return
		}
		if _, sink := sinkOf(call.Ref); !sink && call.Ref.Class != "Landroid/content/ContentValues;" && call.Ref.Class != "Landroid/database/sqlite/SQLiteDatabase;" {
			return
		}
		for _, v := range program.CallArgs(st, in, call.Ref) {
			if x, ok := v.Single(); ok && x.Kind == regflow.Str && requestIDText(x.Str) {
				found = true
				return
			}
		}
	})
	return found
}

// requestIDText reports whether a constant names the request id: a key or
// column ("request_id", "requestId") or SQL text that mentions one.
func requestIDText(s string) bool {
	low := strings.ToLower(s)
	return requestIDKind(s) != "" || strings.Contains(low, "request_id") || strings.Contains(low, "requestid")
}
