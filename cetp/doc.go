// Package cetp is the vocabulary of the ClawSeed External Tool Protocol v2
// (CETP): discovery action and meta-data names, version rules, tool and scope
// name patterns, annotation enums with the conservative defaults of their
// optional fields, negotiated limits and their minimums, and error codes with
// their fixed retryability.
//
// It is the single source of truth for protocol strings: no other non-test
// package in cetpaudit spells them. Section references (§) point at the CETP
// v2 specification.
package cetp
