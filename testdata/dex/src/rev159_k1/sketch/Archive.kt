package com.quillhaven.archive

import android.content.Context
import android.net.Uri
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.CountDownLatch
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.FutureTask
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicLong
import java.util.concurrent.atomic.AtomicReference
import kotlin.concurrent.thread
import org.json.JSONObject

/** The process-wide pieces both providers share. */
class Archive private constructor(val context: Context) {
    val db = ArchiveDb(context)
    val ops = OperationStore(db)
    val replays = ReplayStore(db)
    val gate = CallerGate(context.packageManager)
    val grants = Grants(context.getSharedPreferences("grants", Context.MODE_PRIVATE))
    val jobs = Jobs(db, ops)
    val worker = ExportWorker()
    val pool: ExecutorService = Executors.newFixedThreadPool(2)
    val sourceHits = ConcurrentHashMap<String, Int>()

    /** Tells the documents screen that something under [path] changed. */
    fun notifyChanged(path: String) {
        context.contentResolver.notifyChange(Uri.parse("content://com.quillhaven.archive.documents/" + path), null)
    }

    companion object {
        private val instance = AtomicReference<Archive?>()

        fun get(context: Context): Archive {
            instance.get()?.let { return it }
            val fresh = Archive(context.applicationContext)
            return if (instance.compareAndSet(null, fresh)) fresh else instance.get()!!
        }
    }
}

/** One thread that runs exports in the order they were queued. */
class ExportWorker {
    private val queue = LinkedBlockingQueue<FutureTask<*>>()
    private val ready = CountDownLatch(1)
    @Volatile private var runner: Thread? = null

    fun submit(task: FutureTask<*>) {
        if (runner == null) start()
        queue.put(task)
    }

    private fun start() {
        synchronized(this) {
            if (runner != null) return
            runner = thread(name = "quillhaven-export", isDaemon = true) {
                ready.countDown()
                while (!Thread.currentThread().isInterrupted) {
                    val next = queue.take()
                    next.run()
                }
            }
        }
        ready.await(500, TimeUnit.MILLISECONDS)
    }
}

/** The long-running work: exports and index rebuilds. */
class Jobs(private val db: ArchiveDb, private val ops: OperationStore) {
    private val generations = AtomicLong()

    /** The next index generation; a rebuild stamps every document with the newest one. */
    fun nextGeneration(): Long = generations.updateAndGet { it + 1 }

    fun export(op: OperationRecord, folder: String): JSONObject {
        check(ops.start(op)) { "operation was cancelled before it started" }
        val value = db.recordExport(folder, op.id)
        ops.succeed(op, value)
        return value
    }

    fun rebuild(op: OperationRecord): JSONObject {
        check(ops.start(op)) { "operation was cancelled before it started" }
        val generation = generations.get()
        val documents = db.reindex(generation)
        val value = JSONObject().put("documents", documents).put("generation", generation)
        ops.succeed(op, value)
        return value
    }
}
