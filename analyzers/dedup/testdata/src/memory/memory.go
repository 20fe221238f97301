// Package memory deduplicates mutations in memory only.
package memory

import (
	"context"
	"sync"

	"github.com/clawseed/cetpaudit/cetp"
)

type outcome struct {
	res *cetp.Result
	err error
}

// MapExecutor remembers outcomes in a map.
type MapExecutor struct { // want `CETP618: mutation executor MapExecutor keeps its deduplication records only in memory — done \(map\)`
	mu   sync.Mutex
	done map[cetp.MutationKey]outcome
}

// Execute runs mutate once per key, until the process restarts.
func (e *MapExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if o, ok := e.done[key]; ok {
		return o.res, o.err
	}
	res, err := mutate(ctx)
	e.done[key] = outcome{res, err}
	return res, err
}

// SyncExecutor uses a sync.Map.
type SyncExecutor struct{ seen sync.Map } // want `CETP618: mutation executor SyncExecutor .* seen \(sync.Map\)`

// Execute runs mutate once per key.
func (e *SyncExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	if v, ok := e.seen.Load(key); ok {
		return v.(*cetp.Result), nil
	}
	res, err := mutate(ctx)
	if err == nil {
		e.seen.Store(key, res)
	}
	return res, err
}
