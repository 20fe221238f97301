package com.example.r27q

import android.content.Context
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderResult
import java.util.concurrent.ConcurrentHashMap

// Executors.kt: two mutation executors whose records live in another object
object RequestLog {
    private val done = ConcurrentHashMap<String, CetpProviderResult>()
    fun find(requestId: String): CetpProviderResult? = done[requestId]
    fun record(requestId: String, result: CetpProviderResult) { done[requestId] = result }
}

class LogExecutor : CetpMutationExecutor {
    override fun execute(c: Context, requestId: String, m: () -> CetpProviderResult): CetpProviderResult {
        RequestLog.find(requestId)?.let { return it }
        val result = m.invoke()
        RequestLog.record(requestId, result)
        return result
    }
}

interface RequestRepo {
    fun find(requestId: String): CetpProviderResult?
    fun record(requestId: String, result: CetpProviderResult)
}

class InMemoryRequestRepo : RequestRepo {
    private val done = HashMap<String, CetpProviderResult>()
    override fun find(requestId: String): CetpProviderResult? = done[requestId]
    override fun record(requestId: String, result: CetpProviderResult) { done[requestId] = result }
}

class RepoExecutor(private val repo: RequestRepo) : CetpMutationExecutor {
    override fun execute(c: Context, requestId: String, m: () -> CetpProviderResult): CetpProviderResult {
        repo.find(requestId)?.let { return it }
        val result = m.invoke()
        repo.record(requestId, result)
        return result
    }
}

interface JournalRepo {
    fun seen(requestId: String): Boolean
    fun mark(requestId: String)
}

class PrefsJournalRepo(c: Context) : JournalRepo {
    private val prefs = c.getSharedPreferences("cetp-journal", 0)
    override fun seen(requestId: String): Boolean = prefs.getString(requestId, null) != null
    override fun mark(requestId: String) { prefs.edit().putString(requestId, "done").commit() }
}

class JournalRepoExecutor(private val journal: JournalRepo) : CetpMutationExecutor {
    private val recent = HashMap<String, CetpProviderResult>()
    override fun execute(c: Context, requestId: String, m: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return it }
        check(!journal.seen(requestId)) { "already executed" }
        journal.mark(requestId)
        return m().also { recent[requestId] = it }
    }
}

interface RemoteRepo {
    fun claim(requestId: String): Boolean
}

class HttpRemoteRepo(private val client: okhttp3.OkHttpClient) : RemoteRepo {
    override fun claim(requestId: String): Boolean =
        client.newCall(okhttp3.Request.Builder().url("https://api.example.com/claims/" + requestId).build()).execute().isSuccessful
}

class RemoteExecutor(private val remote: RemoteRepo) : CetpMutationExecutor {
    private val recent = HashMap<String, CetpProviderResult>()
    override fun execute(c: Context, requestId: String, m: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return it }
        check(remote.claim(requestId)) { "already executed" }
        return m().also { recent[requestId] = it }
    }
}
