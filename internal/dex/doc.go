// Package dex reads Dalvik executable (.dex) files: the header, the string,
// type, proto, field and method id tables, class definitions, class data,
// code items with their try/catch tables, static field initial values and
// debug info (source file and line table), and decodes Dalvik bytecode in
// every instruction format, payload pseudo-instructions included.
//
// Input is hostile: every offset, count and size is checked against the file
// before it is used, recursion in encoded values is bounded, and malformed
// input yields an error naming the file and the problem, never a panic.
// Parse keeps the caller's byte slice and decodes tables lazily, so a large
// file costs little until its classes are read.
package dex
