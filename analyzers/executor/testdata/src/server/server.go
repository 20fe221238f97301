// Package server serves the notes Provider with an executor wired after
// construction, in the shapes real servers take: near misses for CETP608.
package server

import (
	"database/sql"

	"example.com/alerts/notes"
	"example.com/alerts/store"
	"github.com/clawseed/cetpaudit/cetp"
)

type Server struct {
	p  *cetp.Provider
	db *sql.DB
}

// Main wires the executor on the variable (near miss CETP608).
func Main(db *sql.DB) {
	p := notes.New(func(int, []string) bool { return true })
	p.Executor = store.NewSQL(db)
	_ = p
}

// NewServer keeps the Provider in a field and wires it in Start (near miss CETP608).
func NewServer(db *sql.DB) *Server {
	return &Server{p: notes.New(func(int, []string) bool { return false }), db: db}
}

// Start wires the executor.
func (s *Server) Start() {
	s.p.Executor = store.NewSQL(s.db)
}

// Alt hands the Provider to a helper that wires it (near miss CETP608).
func Alt(db *sql.DB) *cetp.Provider {
	p := notes.New(nil)
	wire(p, db)
	return p
}

func wire(p *cetp.Provider, db *sql.DB) {
	p.Executor = store.NewSQL(db)
}
