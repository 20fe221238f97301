// Package store holds the app's MutationExecutors.
package store

import (
	"context"
	"database/sql"

	"github.com/clawseed/cetpaudit/cetp"
)

// Default is meant to be set by a build that has a database; nothing in
// this package ever does.
var Default cetp.MutationExecutor // want Default:"never assigned a MutationExecutor"

// Journal is set by Open.
var Journal cetp.MutationExecutor

type sqlJournal struct{ db *sql.DB }

func (j *sqlJournal) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx)
}

// Open sets Journal.
func Open(db *sql.DB) { Journal = &sqlJournal{db: db} }

// NewSQL returns an executor that commits to db.
func NewSQL(db *sql.DB) cetp.MutationExecutor { return &sqlJournal{db: db} }
