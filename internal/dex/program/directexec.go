package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// Guava's direct executors run what they are given at once, on the thread
// that hands it over: MoreExecutors.directExecutor() and
// newDirectExecutorService(), and listeningDecorator of one of them. A
// body handed to one is no thread hop.

const classMoreExecutors = "Lcom/google/common/util/concurrent/MoreExecutors;"

// directExecutorClass names Guava's own direct executors: the enum
// directExecutor() returns (its INSTANCE) and the services
// newDirectExecutorService() makes, in old and new Guava.
var directExecutorClass = map[string]bool{
	guavaConcurrent + "DirectExecutor;":                          true,
	guavaConcurrent + "DirectExecutorService;":                   true,
	guavaConcurrent + "MoreExecutors$DirectExecutorService;":     true,
	guavaConcurrent + "MoreExecutors$DirectExecutor;":            true,
	guavaConcurrent + "MoreExecutors$SameThreadExecutorService;": true,
}

// directExecutor reports whether every value v (in m) may be is a direct
// executor: made by MoreExecutors in m, returned by it through a helper
// call, or read from a field every store into which is one.
func (p *Program) directExecutor(m *dex.Method, v regflow.Value, depth int) bool {
	if v.Top || len(v.Alts) == 0 || depth > 2 {
		return false
	}
	for _, a := range v.Alts {
		switch {
		case a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == classMoreExecutors &&
			(a.Ref.Name == "directExecutor" || a.Ref.Name == "newDirectExecutorService"):
		case a.Kind == regflow.Call && a.Ref != nil && a.Ref.Class == classMoreExecutors && a.Ref.Name == "listeningDecorator":
			in, site := m, a.Site
			if a.Via != nil {
				in, site = a.Via, a.ViaSite
			}
			args, ok := p.argsAt(in, site)
			if !ok || len(args) != 1 || !p.directExecutor(in, args[0], depth+1) {
				return false
			}
		case (a.Kind == regflow.Field && a.Field != nil && directExecutorClass[a.Field.Class]) ||
			(a.Kind == regflow.New && directExecutorClass[a.Str]):
			// Guava kept in the APK under its names (R8): what
			// directExecutor() returns once its summary is applied.
		case a.Kind == regflow.Field && a.Field != nil && p.Classes[a.Field.Class] != nil:
			ff := p.fieldFact(a.Field)
			if ff == nil || ff.Partial || !p.directExecutor(nil, ff.Value, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// completedFuture reports whether the future v is complete when made:
// Guava's Futures.immediateFuture, immediateVoidFuture,
// immediateFailedFuture and immediateCancelledFuture.
func (p *Program) completedFuture(v regflow.Value) bool {
	if v.Top || len(v.Alts) == 0 {
		return false
	}
	for _, a := range v.Alts {
		if a.Kind != regflow.Call || a.Ref == nil || a.Ref.Class != guavaConcurrent+"Futures;" {
			return false
		}
		switch a.Ref.Name {
		case "immediateFuture", "immediateVoidFuture", "immediateFailedFuture", "immediateCancelledFuture":
		default:
			return false
		}
	}
	return true
}
