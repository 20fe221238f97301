package app.quillmark.notes.cetp

import android.util.Log
import java.util.concurrent.Executor

/**
 * Runs [work] on this executor. [work] is inlined into the Runnable kotlinc regenerates at each call site;
 * [onError] stays a function object the Runnable calls when the work throws.
 */
inline fun Executor.background(noinline onError: (Throwable) -> Unit, crossinline work: () -> Unit) {
    execute {
        try {
            work()
        } catch (t: Throwable) {
            Log.w(TAG, "background work failed", t)
            onError(t)
        }
    }
}
