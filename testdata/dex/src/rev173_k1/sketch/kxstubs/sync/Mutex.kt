@file:JvmName("MutexKt")
package kotlinx.coroutines.sync

interface Mutex {
    val isLocked: Boolean
    suspend fun lock(owner: Any? = null)
    fun unlock(owner: Any? = null)
}

fun Mutex(locked: Boolean = false): Mutex = throw UnsupportedOperationException("stub")

suspend inline fun <T> Mutex.withLock(owner: Any? = null, action: () -> T): T {
    lock(owner)
    try {
        return action()
    } finally {
        unlock(owner)
    }
}
