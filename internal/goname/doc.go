// Package goname names Go declarations the way findings' logical locations
// and fingerprints spell them (Func, Type.Method), shared by the analyzers
// and the gocheck driver so both agree.
package goname
