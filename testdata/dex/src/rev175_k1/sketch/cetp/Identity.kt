package app.kestrel.notes.cetp

import android.os.Binder
import android.util.Log
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** Runs [block] under the provider's own identity, for platform calls made on the app's behalf. */
fun <T> asProvider(block: () -> T): T {
    val ident = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(ident)
    }
}

/** Runs [block] right here and logs how long it took. */
fun <T> timed(label: String, block: () -> T): T {
    val started = System.nanoTime()
    try {
        return block()
    } finally {
        Log.d(TAG, label + " took " + (System.nanoTime() - started) / 1000 + " us")
    }
}

/** One worker thread for background operations. */
object Background {
    private val pool: ExecutorService = Executors.newSingleThreadExecutor()

    fun submit(task: () -> Unit) {
        pool.execute { task() }
    }
}
