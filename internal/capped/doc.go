// Package capped reads files and streams up to a size cap, so that hostile
// input (a huge capture, a zip bomb, a giant build file) cannot exhaust
// memory.
package capped
