package dexrules

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// The request flow across a component the provider starts: an Intent
// whose extras hold request values handed to startService or
// JobIntentService.enqueueWork reaches the service's onHandleIntent,
// onHandleWork or onStartCommand as its Intent parameter, and a WorkManager
// request made for a Worker class with request values in its input Data
// reaches what that Worker reads from getInputData(). Both are the same
// object the provider filled; what the other component reads from it is
// judged there (a Data getter under the key it reads; the Intent's
// extras by the Intent's own flow, as any object made from request
// values).

const (
	classIntent       = "Landroid/content/Intent;"
	classWorkData     = "Landroidx/work/Data;"
	classWorkBuilder  = "Landroidx/work/OneTimeWorkRequest$Builder;"
	classPeriodicWork = "Landroidx/work/PeriodicWorkRequest$Builder;"
)

// componentInvoke is invoke for the calls that hand request values to
// another component; it reports whether the flow grew.
func (f *reqFlow) componentInvoke(m *dex.Method, in *dex.Insn, st *regflow.State, c *program.Call, args []regflow.Value,
	infos []reqInfo, has []bool, out *[]*dex.Method) bool {
	ref := c.Ref
	// A work request builder made for a Worker class: remember which, so
	// that its setInputData names the Worker.
	if (ref.Class == classWorkBuilder || ref.Class == classPeriodicWork) && ref.Name == "<init>" && len(args) > 1 {
		for _, a := range args[1].Alts {
			if a.Kind == regflow.Class && f.prog.Classes[a.Str] != nil {
				for _, s := range regflow.Sites(args[0]) {
					if f.workerOf == nil {
						f.workerOf = map[*dex.Method]map[uint32][]string{}
					}
					if f.workerOf[m] == nil {
						f.workerOf[m] = map[uint32][]string{}
					}
					f.workerOf[m][s] = append(f.workerOf[m][s], a.Str)
				}
			}
		}
		return false
	}
	if ref.Name == "setInputData" && len(args) == 2 && has[1] && (ref.Class == classWorkBuilder || ref.Class == classPeriodicWork ||
		ref.Class == "Landroidx/work/WorkRequest$Builder;") {
		grew := false
		for _, s := range regflow.Sites(args[0]) {
			for _, w := range f.workerOf[m][s] {
				if old, ok := f.workerInput[w]; !ok || infos[1].better(old) {
					if f.workerInput == nil {
						f.workerInput = map[string]reqInfo{}
					}
					f.workerInput[w] = infos[1]
					grew = true
					// The Worker's code reads it: scan its methods again.
					if cls := f.prog.Classes[w]; cls != nil {
						*out = append(*out, cls.Methods()...)
					}
				}
			}
		}
		return grew
	}
	// A getter of the input Data a Worker whose requests carry request
	// values reads (getInputData() on itself: the call's result, or what
	// a bundled WorkManager's getInputData returns, its field).
	if ref.Class == classWorkData && !in.IsStaticInvoke() && len(args) > 1 && len(ref.Name) > 3 && ref.Name[:3] == "get" &&
		args[0].Has(func(a regflow.Alt) bool {
			return a.Kind == regflow.Call && a.Ref != nil && a.Ref.Name == "getInputData" || a.Via != nil && a.Via.Ref.Name == "getInputData"
		}) {
		for k := m.Class.Name; k != ""; {
			if info, ok := f.workerInput[k]; ok {
				info.numeric = info.numeric || numericType(ref.Return)
				if kk, ok := args[1].Single(); ok && kk.Kind == regflow.Str {
					info.key = kk.Str
				}
				return f.addSite(m, in.Addr, info)
			}
			cls := f.prog.Classes[k]
			if cls == nil {
				break
			}
			k = cls.Super
		}
		return false
	}
	// An Intent with request values handed to a service.
	intentArg := -1
	for k := range args {
		if has[k] && argType(ref, in.IsStaticInvoke(), k) == classIntent {
			intentArg = k
		}
	}
	if intentArg < 0 {
		return false
	}
	h, ok := f.prog.ThreadHop(ref)
	if !ok || !h.Service && !enqueuesWork(ref) {
		return false
	}
	bodies, _, ok := f.prog.RunBodies(m, c, in, st)
	if !ok {
		return false
	}
	grew := false
	for _, t := range bodies {
		for j, p := range t.Ref.Params {
			if p != classIntent {
				continue
			}
			k := j + 1 // the service's own object is parameter 0
			if f.givers[t] == nil {
				f.givers[t] = map[int]*dex.Method{}
			}
			if f.givers[t][k] == nil {
				f.givers[t][k] = m
			}
			if f.addParam(t, k, infos[intentArg]) {
				*out = append(*out, t)
				grew = true
			}
		}
	}
	return grew
}

// enqueuesWork reports whether ref is JobIntentService.enqueueWork.
func enqueuesWork(ref *dex.MethodRef) bool {
	return ref.Name == "enqueueWork" && (ref.Class == "Landroidx/core/app/JobIntentService;" || ref.Class == "Landroid/support/v4/app/JobIntentService;")
}

// argType is the type of argument k of a call (the receiver's class for
// argument 0 of an instance call).
func argType(ref *dex.MethodRef, static bool, k int) string {
	if !static {
		if k == 0 {
			return ref.Class
		}
		k--
	}
	if k < len(ref.Params) {
		return ref.Params[k]
	}
	return ""
}
