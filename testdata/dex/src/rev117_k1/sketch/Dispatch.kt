package com.larderly

import android.util.Log
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

// The app's background dispatcher: two worker threads for database work.
object Dispatch {
    @PublishedApi
    internal val io: ExecutorService = Executors.newFixedThreadPool(2)

    inline fun later(crossinline work: () -> Unit) {
        io.execute {
            try {
                work()
            } catch (e: RuntimeException) {
                Log.w("LarderlyDispatch", "background work failed", e)
            }
        }
    }
}
