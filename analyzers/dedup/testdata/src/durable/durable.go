// Package durable persists its deduplication records: near misses
// for CETP618.
package durable

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"

	"github.com/clawseed/cetpaudit/cetp"
)

// SQLExecutor commits the record with the mutation; its map is a cache.
type SQLExecutor struct {
	db    *sql.DB
	cache map[string]*cetp.Result
}

// Execute reserves the key in the database.
func (e *SQLExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	res, err := mutate(ctx)
	if err != nil {
		return nil, err
	}
	e.cache[key.RequestID] = res
	return res, nil
}

// JournalExecutor appends every record to a file before answering.
type JournalExecutor struct {
	mu   sync.Mutex
	dir  string
	done map[cetp.MutationKey]*cetp.Result
}

// Execute journals the outcome.
func (e *JournalExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if r, ok := e.done[key]; ok {
		return r, nil
	}
	res, err := mutate(ctx)
	if err != nil {
		return nil, err
	}
	e.done[key] = res
	return res, e.persist(key, res)
}

func (e *JournalExecutor) persist(key cetp.MutationKey, res *cetp.Result) error {
	b, err := json.Marshal(res)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(e.dir, key.RequestID), b, 0o600)
}

// Store is whatever durable store the app uses.
type Store interface {
	Reserve(ctx context.Context, key cetp.MutationKey) (bool, error)
}

// StoreExecutor delegates to an interface: the analyzer cannot see into it.
type StoreExecutor struct {
	store   Store
	pending map[string]bool
}

// Execute reserves through the store.
func (e *StoreExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	if ok, err := e.store.Reserve(ctx, key); err != nil || !ok {
		return nil, err
	}
	return mutate(ctx)
}
