// Failure.kt (kotlinc)
sealed class Result { class Failure(val message: String) : Result() }            // 5

// Describe.kt (kotlinc): each template is a StringBuilder chain in the dex. kotlinc with jvmTarget
// 9+ emits invokedynamic makeConcatWithConstants instead, but D8/R8 desugar string concatenation
// at every min API (StringConcatInstructionDesugaring has no API gate), so the dex is this chain.
fun describe(e: Throwable): String = "Tool failed: ${e.message}"                  // 4
fun describeCode(e: Throwable): String = "Tool failed (${if (e is IOException) "storage" else "internal"})" // 6
