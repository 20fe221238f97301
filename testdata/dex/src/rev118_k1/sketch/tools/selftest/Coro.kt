package dt2

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.single
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.suspendCancellableCoroutine
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import java.io.IOException
import kotlin.coroutines.resume

// A self-test for the k2s translator on coroutine shapes (not part of the app).
@JvmInline
value class Key(val raw: String)

sealed interface Res {
    class Good(val v: Long) : Res
    class Bad(val why: String) : Res
}

sealed interface Job2 {
    val reply: SendChannel<Res>
    fun run(): Long
    fun fail(e: IOException): Res.Bad
}

class Ok2(private val n: Long, override val reply: SendChannel<Res>) : Job2 {
    override fun run(): Long = if (n < 0) throw IOException("negative $n") else n * 3
    override fun fail(e: IOException) = Res.Bad(e.message ?: "?")
}

fun interface Ready { fun go() }

class Router {
    private val waiting = ArrayList<Ready>()
    fun whenReady(cb: Ready) {
        synchronized(waiting) { waiting.add(cb) }
        Thread { val all = synchronized(waiting) { waiting.toList().also { waiting.clear() } }; for (c in all) c.go() }.start()
    }
    suspend fun pick(n: Long, tag: String): String = suspendCancellableCoroutine { cont ->
        val cb = Ready { cont.resume("route-$tag-$n") }
        whenReady(cb)
        cont.invokeOnCancellation { synchronized(waiting) { waiting.remove(cb) } }
    }
}

class Engine {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    private val jobs = Channel<Job2>(4)
    private val state = MutableStateFlow<Map<Key, Int>>(emptyMap())
    private val lock = Mutex()
    val log = ArrayList<String>()

    init {
        scope.launch(Dispatchers.IO) {
            for (j in jobs) {
                val r = try { Res.Good(j.run()) } catch (e: IOException) { j.fail(e) }
                j.reply.send(r)
            }
        }
    }

    fun numbers(upto: Int): Flow<Int> = flow {
        for (i in 1..upto) emit(i)
    }

    suspend fun firstBig(limit: Int): Int = numbers(20).map { it * it }.filter { it > limit }.first()

    suspend fun only(n: Int): Int = numbers(n).filter { it == n }.single()

    suspend fun collectAll(tag: String): List<String> {
        val out = ArrayList<String>()
        lock.withLock {
            withContext(Dispatchers.IO) {
                numbers(6).filter { it % 2 == 0 }.collect { v -> out.add("$tag$v") }
            }
        }
        return out
    }

    suspend fun submit(n: Long): String {
        val reply = Channel<Res>(1)
        jobs.send(Ok2(n, reply))
        return when (val r = reply.receive()) {
            is Res.Good -> "good ${r.v}"
            is Res.Bad -> "bad ${r.why}"
        }
    }

    fun mark(k: Key, v: Int) { state.update { it + (k to v) } }
    fun drop(k: Key) { state.update { it - k } }
    fun seen(k: Key): Int? = state.value[k]

    suspend fun tool(name: String, arg: Long): String = when (name) {
        "big" -> "big=" + firstBig(arg.toInt())
        "only" -> "only=" + only(arg.toInt())
        "all" -> collectAll("x").joinToString(",")
        "job" -> submit(arg)
        "route" -> Router().pick(arg, "r")
        "sum" -> numbers(arg.toInt()).toList().sum().toString()
        else -> "unknown $name"
    }

    fun stop() { jobs.close() }
}

fun main() {
    val e = Engine()
    val res = runBlocking {
        val out = ArrayList<String>()
        for ((n, a) in listOf("big" to 50L, "only" to 7L, "all" to 0L, "job" to 5L, "job" to -2L, "route" to 9L, "sum" to 10L, "nope" to 1L)) {
            out.add(e.tool(n, a))
        }
        out
    }
    for (r in res) println(r)
    e.mark(Key("a"), 1); e.mark(Key("b"), 2); e.drop(Key("a"))
    println("a=${e.seen(Key("a"))} b=${e.seen(Key("b"))}")
    e.stop()
}
