package dexrules

import (
	"slices"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Chains of WorkManager requests: `WorkManager.beginWith(a).then(b)` runs
// b's Worker after a's, and b's getInputData() holds what a's doWork
// returned in Result.success(data) (WorkManager merges a chain's outputs
// into the next inputs). A request value a Worker puts into its output
// Data under a key is read by the next Worker under that key.

const (
	classWorkResult       = "Landroidx/work/ListenableWorker$Result;"
	classWorkContinuation = "Landroidx/work/WorkContinuation;"
	classWorkManager      = "Landroidx/work/WorkManager;"
)

// workChainInvoke is componentInvoke's part for Results and chains; ok is
// false when the call is neither.
func (f *reqFlow) workChainInvoke(m *dex.Method, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value,
	infos []reqInfo, has []bool, out *[]*dex.Method) (handled, grew, ok bool) {
	switch {
	case ref.Class == classWorkResult && (ref.Name == "success" || ref.Name == "failure") && len(args) == 1 && in.IsStaticInvoke():
		if !has[0] {
			return false, false, true
		}
		keys := f.putKeys(m, args[0])
		w := m.Class.Name
		if f.workerOutput == nil {
			f.workerOutput = map[string]*keySet{}
		}
		if f.workerOutput[w] == nil {
			f.workerOutput[w] = &keySet{keys: map[string]reqInfo{}}
		}
		old := f.workerOutput[w]
		before := len(old.keys)
		was := old.any
		old.any = old.any || keys.any
		for k, i := range keys.keys {
			if _, seen := old.keys[k]; !seen {
				old.keys[k] = i
			}
		}
		if len(old.keys) != before || old.any != was {
			grew = f.passOutput(w, infos[0], out)
		}
		return false, grew, true
	case (ref.Class == classWorkManager && (ref.Name == "beginWith" || ref.Name == "beginUniqueWork")) ||
		ref.Class == classWorkContinuation && ref.Name == "then":
		req := args[len(args)-1]
		next := f.requestWorkers(m, req)
		if f.chainOf == nil {
			f.chainOf = map[*dex.Method]map[uint32][]string{}
		}
		if f.chainOf[m] == nil {
			f.chainOf[m] = map[uint32][]string{}
		}
		f.chainOf[m][in.Addr] = next

		if ref.Name == "then" && len(args) > 1 {
			for _, a := range args[0].Alts {
				if a.Kind != regflow.Call || a.Via != nil {
					continue // a continuation made elsewhere: its Workers are not known here
				}
				for _, prev := range f.chainOf[m][a.Site] {
					for _, w := range next {
						if f.workerNext == nil {
							f.workerNext = map[string][]string{}
						}
						if !slices.Contains(f.workerNext[prev], w) {
							f.workerNext[prev] = append(f.workerNext[prev], w)
							if info, ok := f.workerInput[prev]; ok {
								grew = f.passOutput(prev, info, out) || grew
							} else if f.workerOutput[prev] != nil {
								grew = f.passOutput(prev, reqInfo{}, out) || grew
							}
						}
					}
				}
			}
		}
		return false, grew, true
	}
	return false, false, false
}

// passOutput hands what Worker w outputs to the Workers chained after it:
// their input holds it under the same keys.
func (f *reqFlow) passOutput(w string, info reqInfo, out *[]*dex.Method) bool {
	keys := f.workerOutput[w]
	if keys == nil {
		return false
	}
	grew := false
	for _, next := range f.workerNext[w] {
		changed := f.addComponentKeys("worker:"+next, keys)
		if old, ok := f.workerInput[next]; !ok || info.better(old) {
			if f.workerInput == nil {
				f.workerInput = map[string]reqInfo{}
			}
			f.workerInput[next] = info
			changed = true
		}
		if changed {
			grew = true
			if cls := f.prog.Classes[next]; cls != nil {
				*out = append(*out, cls.Methods()...)
			}
		}
	}
	return grew
}

// requestWorkers returns the Worker classes of the work request v in m:
// the request a builder made for a Worker class builds (the builder's
// site, or the build() call on it).
func (f *reqFlow) requestWorkers(m *dex.Method, v regflow.Value) []string {
	var out []string
	add := func(s uint32) {
		for _, w := range f.workerOf[m][s] {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	for _, a := range v.Alts {
		add(a.Site)
		if a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && a.Ref.Name == "build" {
			if bargs, ok := f.prog.ArgsAt(m, a.Site); ok && len(bargs) > 0 {
				for _, s := range f.workBuilderSites(m, bargs[0]) {
					add(s)
				}
			}
		}
	}
	return out
}

// workBuilderSites returns the allocation sites of the work request
// builders v (in m) is: a builder, or the result of a builder's setter
// called on one (`Builder(W::class.java).setInitialDelay(…).setInputData(…)`
// — each setter returns its receiver).
func (f *reqFlow) workBuilderSites(m *dex.Method, v regflow.Value) []uint32 {
	var out []uint32
	var walk func(v regflow.Value, depth int)
	walk = func(v regflow.Value, depth int) {
		for _, a := range v.Alts {
			switch {
			case a.Kind == regflow.New && a.Via == nil:
				if !slices.Contains(out, a.Site) {
					out = append(out, a.Site)
				}
			case a.Kind == regflow.Call && a.Via == nil && a.Ref != nil && depth < 32 && workBuilder(a.Ref.Class) && workBuilder(a.Ref.Return):
				if args, ok := f.prog.ArgsAt(m, a.Site); ok && len(args) > 0 {
					walk(args[0], depth+1)
				}
			}
		}
	}
	walk(v, 0)
	return out
}

// workBuilder reports WorkManager's request builder classes.
func workBuilder(class string) bool {
	return class == classWorkBuilder || class == classPeriodicWork || class == "Landroidx/work/WorkRequest$Builder;"
}
