package com.example.r33k2

import android.content.Context
import android.content.SharedPreferences
import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import java.util.concurrent.ConcurrentHashMap

// Library.kt: episodes, downloads and play state.

sealed class Lookup {
    class Found(val json: String) : Lookup()
    object Missing : Lookup()
    class Failed(val cause: Throwable) : Lookup()
}

object Catalog {
    lateinit var prefs: SharedPreferences

    fun find(id: String): Lookup = try {
        prefs.getString("episode:$id", null)?.let { Lookup.Found(it) } ?: Lookup.Missing
    } catch (e: ClassCastException) {
        Lookup.Failed(e)
    }

    fun refresh(feedUrl: String): Int {
        check(feedUrl.startsWith("https://")) { "feed $feedUrl is not https (prefs ${prefs.all.keys})" }
        return prefs.getInt("count:$feedUrl", 0)
    }
}

class Download(val requestId: String, val episode: String, val uid: Int)

object Downloader {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    private val queue = Channel<Download>(Channel.UNLIMITED)
    private val accepted by lazy { ConcurrentHashMap<String, String>() }

    init {
        scope.launch {
            for (d in queue) Log.i("Downloader", "fetching ${d.episode} for ${d.uid}")
        }
    }

    /** Deduplicates download_episode by request_id; returns the job id. */
    fun enqueue(d: Download): String {
        accepted[d.requestId]?.let { return it }
        val job = "dl-" + d.episode
        accepted[d.requestId] = job
        queue.trySend(d)
        return job
    }
}

object PlayLedger {
    val played = MutableStateFlow<Set<String>>(emptySet())

    /** Durable: the request_id is committed before the episode is marked. */
    fun markOnce(ctx: Context, requestId: String, episode: String): Boolean {
        val ledger = ctx.getSharedPreferences("play_ledger", Context.MODE_PRIVATE)
        if (ledger.contains(requestId)) return false
        ledger.edit().putString(requestId, episode).commit()
        played.update { it + episode }
        return true
    }
}
