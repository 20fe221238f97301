@file:JvmName("CoroutineScopeKt")
package kotlinx.coroutines

import kotlin.coroutines.CoroutineContext

fun CoroutineScope(context: CoroutineContext): CoroutineScope = throw UnsupportedOperationException("stub")

suspend fun <R> coroutineScope(block: suspend CoroutineScope.() -> R): R = throw UnsupportedOperationException("stub")
