package com.brewday

import java.io.IOException
import kotlinx.coroutines.channels.awaitClose
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.callbackFlow
import kotlinx.coroutines.suspendCancellableCoroutine
import kotlin.coroutines.resume

interface Hydrometer {
    interface Listener {
        fun onReading(gravity: String)
        fun onError(err: IOException)
    }

    interface Callback {
        fun onResult(gravity: String)
    }

    fun addListener(l: Listener)
    fun removeListener(l: Listener)
    fun fetch(cb: Callback)
}

fun Hydrometer.readings(): Flow<String> = callbackFlow {
    val l = object : Hydrometer.Listener {
        override fun onReading(gravity: String) {
            trySend(gravity)
        }

        override fun onError(err: IOException) {
            close(err)
        }
    }
    addListener(l)
    awaitClose { removeListener(l) }
}

suspend fun Hydrometer.fetchOnce(): String = suspendCancellableCoroutine { cont ->
    fetch(object : Hydrometer.Callback {
        override fun onResult(gravity: String) {
            cont.resume(gravity)
        }
    })
}
