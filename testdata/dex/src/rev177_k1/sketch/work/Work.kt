package app.larder.home.work

import android.util.Log
import app.larder.home.data.WorkDao
import app.larder.home.data.WorkInfo
import org.json.JSONObject
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** What a Worker gets: its operation, the caller's UID captured on the Binder thread, and its input. */
class WorkParams(val operationId: String, val ownerUid: Int, val input: JSONObject, private val dao: WorkDao) {
    /** True once cancel_operation was asked for this operation. */
    val isStopped: Boolean get() = dao.cancelRequested(operationId)
}

sealed class WorkResult {
    class Success(val value: JSONObject) : WorkResult()
    class Failure(val errorCode: String, val message: String, val retryable: Boolean) : WorkResult()
    object Stopped : WorkResult()
}

/** WorkManager-style worker: one subclass per background job, doWork() runs on the queue's threads. */
abstract class Worker(protected val params: WorkParams) {
    abstract fun doWork(): WorkResult
}

class WorkRequest(
    val id: String,
    val provider: String,
    val ownerUid: Int,
    val requestId: String,
    val input: JSONObject,
    val factory: (WorkParams) -> Worker,
)

/** WorkManager look-alike: the state of every request is a work_info row, written before and after the worker runs. */
class WorkQueue(private val dao: WorkDao) {
    fun enqueue(request: WorkRequest) {
        dao.insert(WorkInfo(request.id, request.provider, request.ownerUid, request.requestId, WorkInfo.STATE_QUEUED, false, null),
            System.currentTimeMillis())
        pool.execute { run(request) }
    }

    private fun run(request: WorkRequest) {
        val id = request.id
        if (dao.cancelRequested(id)) {
            dao.setState(id, WorkInfo.STATE_CANCELLED, null)
            return
        }
        dao.setState(id, WorkInfo.STATE_RUNNING, null)
        val result = try {
            request.factory(WorkParams(id, request.ownerUid, request.input, dao)).doWork()
        } catch (e: Exception) {
            Log.w(TAG, "work " + id + " stopped with an exception", e)
            WorkResult.Failure("INTERNAL_ERROR", "The operation stopped unexpectedly; nothing was shared.", false)
        }
        when (result) {
            is WorkResult.Success -> {
                val envelope = JSONObject().put("kind", "inline").put("value", result.value)
                dao.setState(id, WorkInfo.STATE_SUCCEEDED, envelope.toString())
            }
            is WorkResult.Failure -> {
                val error = JSONObject()
                    .put("error_code", result.errorCode)
                    .put("error_message", result.message)
                    .put("retryable", result.retryable)
                    .put("protocol_version", 2)
                    .put("request_id", request.requestId)
                dao.setState(id, WorkInfo.STATE_FAILED, error.toString())
            }
            WorkResult.Stopped -> dao.setState(id, WorkInfo.STATE_CANCELLED, null)
        }
    }

    private companion object {
        const val TAG = "LarderWork"
        val pool: ExecutorService = Executors.newFixedThreadPool(2)
    }
}
