package app.larder.home.arch

import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicInteger

/** What a confirmation screen reports back: Activity.RESULT_OK or RESULT_CANCELED. */
fun interface ResultCallback {
    fun onResult(resultCode: Int)
}

/**
 * ActivityResultRegistry look-alike for screens the providers open through PendingIntents: callbacks keyed by the
 * request code the screen was launched with. The screen is not exported, so only the app itself dispatches.
 */
object ResultRegistry {
    private val nextCode = AtomicInteger(0x1c00)
    private val callbacks = ConcurrentHashMap<Int, ResultCallback>()

    fun register(callback: ResultCallback): Int {
        val code = nextCode.incrementAndGet() and 0xffff
        callbacks[code] = callback
        return code
    }

    fun unregister(code: Int) {
        callbacks.remove(code)
    }

    /** Delivers one result; a second delivery for the same code finds nothing. */
    fun dispatch(code: Int, resultCode: Int): Boolean {
        val callback = callbacks.remove(code) ?: return false
        callback.onResult(resultCode)
        return true
    }
}
