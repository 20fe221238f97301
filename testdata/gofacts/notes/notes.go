// Package notes builds the notes Provider; the packages that serve it wire
// its executor, its policy and the session check.
package notes

import (
	"context"
	"database/sql"

	"example.com/gofacts/archive"
	"example.com/gofacts/quotes"
	"example.com/gofacts/repo"
	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{{
	Name:         "delete_note",
	Description:  "Delete one of the user's notes",
	InputSchema:  `{"type": "object", "additionalProperties": false, "required": ["id"], "properties": {"id": {"type": "string"}}}`,
	OutputSchema: `{"type": "object", "properties": {"id": {"type": "string"}}}`,
	Scopes:       []string{"notes.write"},
	Annotations:  cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways},
}, {
	Name:         "purge_drafts",
	Description:  "Remove the user's empty drafts",
	InputSchema:  `{"type": "object", "additionalProperties": false, "properties": {"confirmed": {"type": "boolean"}}}`,
	OutputSchema: `{"type": "object", "properties": {"count": {"type": "integer"}}}`,
	Scopes:       []string{"notes.write"},
	Annotations:  cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskModerate, OpenWorld: cetp.False, Confirmation: cetp.ConfirmAlways},
}, {
	Name:         "show_note",
	Description:  "Show one of the user's notes",
	InputSchema:  `{"type": "object", "additionalProperties": false, "required": ["id"], "properties": {"id": {"type": "string"}}}`,
	OutputSchema: `{"type": "object", "properties": {"text": {"type": "string"}}}`,
	Scopes:       []string{"notes.read"},
	Annotations:  cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, OpenWorld: cetp.False, Confirmation: cetp.ConfirmNever},
}}

var descriptor = cetp.ProviderDescriptor{ProviderID: "com.example.notes", ProviderName: "Notes", Description: "The user's notes",
	Scopes: []cetp.Scope{{Name: "notes.write", Access: cetp.AccessWrite, Sensitivity: cetp.SensitivityPersonal},
		{Name: "notes.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityPersonal}}}

// Service runs the tools.
type Service struct {
	db      *sql.DB
	drafts  repo.Notes
	archive *archive.Archive
}

// New returns the Provider without executor, policy or session hook.
func New(s *Service) *cetp.Provider {
	return &cetp.Provider{
		Descriptor: descriptor,
		Tools:      tools,
		Execute:    s.execute,
	}
}

func (s *Service) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch tool.Name {
	case "delete_note":
		return s.deleteNote(ctx, req)
	case "purge_drafts":
		return s.purgeDrafts(ctx, req)
	case "archive_note":
		return s.archive.ArchiveNote(ctx, req)
	case "show_note":
		// quotes.Fetch, which Show calls, is wired out of sight: a note.
		_, err := quotes.Show(ctx, req.RequestID)
		return &cetp.Result{}, err
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

// deleteNote is reached from the Execute hook: Handle checked the deadline.
func (s *Service) deleteNote(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args struct {
		ID string `json:"id"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if _, err := s.db.ExecContext(ctx, "DELETE FROM notes WHERE id = ?", args.ID); err != nil {
		return nil, err
	}
	return &cetp.Result{}, nil
}

// purgeDrafts trusts the Consumer's flag, before a repository call whose
// implementation is out of this package's sight.
func (s *Service) purgeDrafts(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args struct {
		Confirmed bool `json:"confirmed"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if !args.Confirmed {
		return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm the purge")
	}
	return &cetp.Result{}, s.drafts.Delete(ctx, "")
}
