// Command testonly links nothing of shared: only its test imports it.
// Near miss CETP608, and nothing at the package clause.
package main

import "fmt"

func main() { fmt.Println("hello") }
