@file:JvmName("BuildersKt")
package kotlinx.coroutines

import kotlin.coroutines.AbstractCoroutineContextElement
import kotlin.coroutines.CoroutineContext
import kotlin.coroutines.EmptyCoroutineContext

// Compile-only stand-ins for the kotlinx.coroutines API the sketch uses (same names, owners and signatures as the
// library's JVM classes); bodies do nothing useful. Not part of the dex.

interface CoroutineScope {
    val coroutineContext: CoroutineContext
}

interface Job : CoroutineContext.Element {
    val isActive: Boolean
}

interface CompletableJob : Job

interface Deferred<out T> : Job {
    suspend fun await(): T
}

enum class CoroutineStart { DEFAULT, LAZY, ATOMIC, UNDISPATCHED }

abstract class CoroutineDispatcher : AbstractCoroutineContextElement(Key) {
    companion object Key : CoroutineContext.Key<CoroutineDispatcher>
}

fun CoroutineScope.launch(
    context: CoroutineContext = EmptyCoroutineContext,
    start: CoroutineStart = CoroutineStart.DEFAULT,
    block: suspend CoroutineScope.() -> Unit,
): Job = throw UnsupportedOperationException("stub")

fun <T> CoroutineScope.async(
    context: CoroutineContext = EmptyCoroutineContext,
    start: CoroutineStart = CoroutineStart.DEFAULT,
    block: suspend CoroutineScope.() -> T,
): Deferred<T> = throw UnsupportedOperationException("stub")

suspend fun <T> withContext(context: CoroutineContext, block: suspend CoroutineScope.() -> T): T =
    throw UnsupportedOperationException("stub")

fun <T> runBlocking(context: CoroutineContext = EmptyCoroutineContext, block: suspend CoroutineScope.() -> T): T =
    throw UnsupportedOperationException("stub")
