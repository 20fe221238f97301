// Command hello links nothing of hub; only its test does: no finding.
package main

import "fmt"

func main() { fmt.Println("hello") }
