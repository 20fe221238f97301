@file:JvmName("SupervisorKt")
package kotlinx.coroutines

fun SupervisorJob(parent: Job? = null): CompletableJob = throw UnsupportedOperationException("stub")
