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
