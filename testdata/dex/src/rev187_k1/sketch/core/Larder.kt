package app.larder.core

import android.content.Context
import android.net.Uri
import android.os.Binder
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** Process-wide collaborators, set up by whichever component starts first. */
object Larder {
    lateinit var context: Context
        private set
    lateinit var db: LarderDb
        private set
    lateinit var links: LinkedApps
        private set
    val worker: ExecutorService by lazy { Executors.newFixedThreadPool(2) }

    val HISTORY: Uri = Uri.parse("content://app.larder.history/events")

    @Synchronized
    fun init(context: Context) {
        if (::db.isInitialized) return
        this.context = context
        db = LarderDb.get(context)
        links = LinkedApps(context)
    }
}

/** Runs [block] with the app's own identity, e.g. to reach the app's non-exported history provider. */
inline fun <T> asSelf(block: () -> T): T {
    val identity = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(identity)
    }
}
