// Package session defines an Analyzer that reports CETP625: a Provider
// that never reads the session token.
//
// # Analyzer session
//
// session: report cetp.Provider values served without any check of
// cetp.Request.SessionToken
//
// §2.2 and §4.1: every v2 call after negotiate carries session_token, and
// an absent, expired or lost session is answered NEGOTIATION_REQUIRED. A
// cetp.Provider literal whose Session hook is unset (or nil) is reported
// when neither its package nor any package it imports reads
// Request.SessionToken (a package fact carries that across packages). A
// Session hook that returns nil on every path without reading the token is
// reported too.
//
// Precision is medium: a transport in a package that imports the
// Provider's may check the token where the analyzer does not look.
package session
