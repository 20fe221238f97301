package program

import "github.com/clawseed/cetpaudit/internal/dex"

// SpillField reports whether f is a field kotlinc gives a suspend
// function's state machine to keep a local alive across a suspension
// point (L$0, I$1, J$0 ... of a ContinuationImpl or SuspendLambda
// subclass): storing a value there and reading it back after resumption
// is the same local, not a use of it.
func (p *Program) SpillField(f *dex.FieldRef) bool {
	n := f.Name
	if len(n) < 3 || n[1] != '$' {
		return false
	}
	switch n[0] {
	case 'L', 'I', 'J', 'F', 'D', 'Z', 'B', 'S', 'C':
	default:
		return false
	}
	for _, c := range n[2:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return p.ContinuationClass(f.Class)
}

// ContinuationClass reports whether class is one kotlinc makes for a
// suspend function's state (a ContinuationImpl) or a suspend lambda. The
// kotlin classes may be in the APK (as most apps bundle the standard
// library) or not: either way the chain names one of them.
func (p *Program) ContinuationClass(class string) bool {
	for _, base := range []string{classBaseContinuation, classContinuationImp, classSuspendLambda,
		classRestrictedContinuation, classRestrictedSuspendLambda} {
		if p.IsSubclass(class, base) {
			return true
		}
	}
	return false
}

const (
	classBaseContinuation        = "Lkotlin/coroutines/jvm/internal/BaseContinuationImpl;"
	classRestrictedContinuation  = "Lkotlin/coroutines/jvm/internal/RestrictedContinuationImpl;"
	classRestrictedSuspendLambda = "Lkotlin/coroutines/jvm/internal/RestrictedSuspendLambda;"
)
