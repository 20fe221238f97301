package com.tidemark.invoices

import android.util.Log
import kotlinx.coroutines.runBlocking
import java.util.concurrent.Executor
import java.util.concurrent.Executors

/** How a job ended. */
sealed interface WorkResult {
    class Success(val event: Event, val resultPath: String) : WorkResult
    class Failure(val code: String, val message: String) : WorkResult
    object Cancelled : WorkResult
}

/** Where a job reports how far it got; get_operation shows it. */
fun interface Progress {
    fun report(current: Int, total: Int, message: String)
}

/** One kind of outbox job, like a WorkManager worker class. */
fun interface OutboxHandler {
    fun doWork(item: OutboxItem, progress: Progress): WorkResult
}

/**
 * Drains the outbox table on its own thread, one job at a time, the way a unique WorkManager chain would. Jobs survive a
 * process restart: they are rows, and the providers kick the worker again in onCreate.
 */
class OutboxWorker(private val repo: Repository, private val handlers: Map<String, OutboxHandler>) {
    private val executor: Executor = Executors.newSingleThreadExecutor()

    fun kick() {
        executor.execute { drain() }
    }

    private fun drain() {
        while (true) {
            val item = runBlocking { repo.claimNext(handlers.keys) } ?: return
            val result = if (item.cancelRequested) WorkResult.Cancelled else perform(item)
            runBlocking { repo.finish(item, result) }
        }
    }

    private fun perform(item: OutboxItem): WorkResult {
        val handler = handlers[item.kind] ?: return WorkResult.Failure("INTERNAL_ERROR", "No worker takes this kind of job.")
        val progress = Progress { current, total, message ->
            runBlocking { repo.progress(item.operationId, current, total, message) }
        }
        return try {
            handler.doWork(item, progress)
        } catch (e: Exception) {
            Log.w(TAG, "job ${item.id} (${item.kind}) failed", e)
            WorkResult.Failure("INTERNAL_ERROR", "The job stopped before it finished; nothing was sent.")
        }
    }
}
