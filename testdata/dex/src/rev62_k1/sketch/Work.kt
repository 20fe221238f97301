@file:JvmName("DataKt")
package androidx.work

import android.content.Context

class Data(private val values: Map<String, Any?>) {
    fun getString(key: String): String? = values[key] as? String
}

fun workDataOf(vararg pairs: Pair<String, Any?>): Data = Data(mapOf(*pairs))

class WorkerParameters(val inputData: Data)

abstract class ListenableWorker(val applicationContext: Context, private val params: WorkerParameters) {
    val inputData: Data get() = params.inputData
    sealed class Result {
        class Success : Result()
        class Failure : Result()
        companion object {
            @JvmStatic fun success(): Result = Success()
            @JvmStatic fun failure(): Result = Failure()
        }
    }
}

abstract class CoroutineWorker(appContext: Context, params: WorkerParameters) : ListenableWorker(appContext, params) {
    abstract suspend fun doWork(): Result
}

open class WorkRequest(val workerClass: Class<out ListenableWorker>, val input: Data?)

class OneTimeWorkRequest(workerClass: Class<out ListenableWorker>, input: Data?) : WorkRequest(workerClass, input) {
    class Builder(private val workerClass: Class<out ListenableWorker>) {
        private var input: Data? = null
        fun setInputData(data: Data): Builder { input = data; return this }
        fun build(): OneTimeWorkRequest = OneTimeWorkRequest(workerClass, input)
    }
}

abstract class WorkManager {
    abstract fun enqueue(request: WorkRequest)
    companion object {
        @JvmStatic fun getInstance(context: Context): WorkManager = TODO()
    }
}
