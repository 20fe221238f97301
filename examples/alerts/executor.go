package alerts

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/clawseed/cetpaudit/cetp"
)

// FileExecutor is a durable MutationExecutor: one journal file per
// (caller UID, provider, request ID), written atomically after the
// mutation. A real Provider keeps this record in the business database's
// transaction, so that the mutation and its record commit together (§10);
// a file journal shows the contract.
type FileExecutor struct {
	dir string
	mu  sync.Mutex // one executor at a time per process: concurrent duplicates wait
}

// NewFileExecutor returns an executor journaling under dir.
func NewFileExecutor(dir string) (*FileExecutor, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("alerts: mutation journal: %w", err)
	}
	return &FileExecutor{dir: dir}, nil
}

type record struct {
	Tool   string          `json:"tool"`
	Digest string          `json:"args_sha256"`
	Value  json.RawMessage `json:"value,omitempty"`
	Code   cetp.ErrorCode  `json:"error_code,omitempty"`
	Msg    string          `json:"error_message,omitempty"`
}

// Execute implements cetp.MutationExecutor.
func (x *FileExecutor) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	id := sha256.Sum256([]byte(strconv.Itoa(key.CallerUID) + "\x00" + key.ProviderID + "\x00" + key.RequestID))
	path := filepath.Join(x.dir, hex.EncodeToString(id[:]))
	digest := hex.EncodeToString(key.ArgsDigest[:])
	if data, err := os.ReadFile(path); err == nil {
		var r record
		if err := json.Unmarshal(data, &r); err != nil {
			return nil, &cetp.Error{Code: cetp.ErrInternalError, Message: "internal error", Cause: err}
		}
		if r.Tool != key.ToolName || r.Digest != digest {
			return nil, cetp.NewError(cetp.ErrInvalidRequest, "request_id was already used for another call")
		}
		if r.Code != "" {
			return nil, cetp.NewError(r.Code, r.Msg)
		}
		return &cetp.Result{Value: r.Value}, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, &cetp.Error{Code: cetp.ErrUnavailable, Message: "try again later", Retryable: true, Cause: err}
	}
	res, err := mutate(ctx)
	r := record{Tool: key.ToolName, Digest: digest}
	var ce *cetp.Error
	switch {
	case err == nil:
		r.Value = res.Value
	case errors.As(err, &ce) && !ce.Retryable:
		r.Code, r.Msg = ce.Code, ce.Message
	default:
		return nil, err // retryable outcomes are not terminal: keep no record
	}
	if werr := writeAtomic(path, r); werr != nil {
		return nil, &cetp.Error{Code: cetp.ErrUnavailable, Message: "try again later", Retryable: true, Cause: werr}
	}
	return res, err
}

func writeAtomic(path string, r record) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
