package com.quillbox

import android.content.Context
import android.content.Intent
import android.os.Handler
import android.os.Looper
import kotlinx.coroutines.suspendCancellableCoroutine
import kotlin.coroutines.resume

const val ACTION_CONFIRM_PUBLISH = "com.quillbox.action.CONFIRM_PUBLISH"

fun interface RouteReady {
    fun onReady()
}

// The confirmation screens are routed on the main thread once the UI side has started;
// callers register a callback and are told when a screen can be opened.
class ConfirmRouter(private val ctx: Context) {
    private val main = Handler(Looper.getMainLooper())
    private val waiting = ArrayList<RouteReady>()

    @Volatile
    private var started = false

    fun whenReady(cb: RouteReady) {
        if (started) {
            cb.onReady()
            return
        }
        synchronized(waiting) { waiting.add(cb) }
        main.post { start() }
    }

    fun forget(cb: RouteReady) {
        synchronized(waiting) { waiting.remove(cb) }
    }

    private fun start() {
        started = true
        val ready = synchronized(waiting) { waiting.toList().also { waiting.clear() } }
        for (cb in ready) cb.onReady()
    }

    suspend fun publishIntent(noteId: Long, token: String): Intent = suspendCancellableCoroutine { cont ->
        val cb = RouteReady {
            cont.resume(Intent(ACTION_CONFIRM_PUBLISH).setPackage(ctx.packageName).putExtra(EXTRA_NOTE, noteId).putExtra(EXTRA_TOKEN, token))
        }
        whenReady(cb)
        cont.invokeOnCancellation { forget(cb) }
    }

    suspend fun shareIntent(noteId: Long, recipient: String, token: String): Intent = suspendCancellableCoroutine { cont ->
        val cb = RouteReady {
            cont.resume(Intent(ctx, ConfirmShareActivity::class.java).putExtra(EXTRA_NOTE, noteId).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_SUBJECT, recipient))
        }
        whenReady(cb)
        cont.invokeOnCancellation { forget(cb) }
    }
}
