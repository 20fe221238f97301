package poisoning

import "sync"

// The package's tables built at run time (its word maps, the sets and
// indexes made from them, compiled patterns) are made on the first call
// into the package rather than at program start, so that a scan that
// reads no text (a dex audit) never builds them. Such a table is
// declared with its type, and the expression that makes it is handed to
// onLoad beside it; what an init function did to the tables is handed to
// afterLoad. Every exported entry point calls loadTables first.
//
// loadTables runs the expressions in the order of their declarations
// (files by name, then in each file from the top), then the afterLoad
// functions in the same order: a table made from others is declared
// after them, as Go's own initialisation did not require. The tables that
// start-up code reads (the lookalike folding's bounds, and what they are
// made from), the sync.OnceValue and lazyregexp tables (lazy already) and
// the constant ones stay initialised by Go. A table made at start-up
// (a plain var with a run-time initialiser) must not read one handed to
// onLoad, which is empty until the first call: make it with onLoad too,
// declared after what it reads.
var (
	loaders, afterLoaders []func()
	loadOnce              sync.Once
)

// onLoad registers f to run at the first call of loadTables.
func onLoad(f func()) struct{} {
	loaders = append(loaders, f)
	return struct{}{}
}

// afterLoad registers f to run at the first call of loadTables, after
// every function given to onLoad.
func afterLoad(f func()) struct{} {
	afterLoaders = append(afterLoaders, f)
	return struct{}{}
}

// loadTables makes the tables registered with onLoad and afterLoad, once.
func loadTables() {
	loadOnce.Do(func() {
		for _, f := range loaders {
			f()
		}
		for _, f := range afterLoaders {
			f()
		}
		loaders, afterLoaders = nil, nil
	})
}
