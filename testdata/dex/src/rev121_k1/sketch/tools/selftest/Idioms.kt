// Selftest for k2s (not part of the app): the round's Kotlin idioms, run from the class files and from the
// translated dex (enjarified); both outputs must be identical.
package dt3

import java.io.ByteArrayOutputStream
import java.io.Closeable
import java.io.IOException
import kotlin.random.Random

@DslMarker
annotation class Dsl

data class Fail(val code: String, val message: String, val retry: Boolean)

@Dsl
class Out internal constructor(private val id: String?) {
    private val values = LinkedHashMap<String, Any?>()
    private var fail: Fail? = null
    fun put(k: String, v: Any?) { values[k] = v }
    fun error(code: String, message: String, retry: Boolean = code == "BUSY") { fail = Fail(code, message, retry) }
    internal fun build(): String = buildString {
        id?.let { append("[").append(it).append("] ") }
        val f = fail ?: return@buildString append("ok ").append(values).let { }
        val (c, m, r) = f
        append("error ").append(c).append(": ").append(m).append(" retry=").append(r)
    }
}

fun out(id: String? = null, block: Out.() -> Unit): String = Out(id).apply(block).build()

class Token private constructor(val text: String, val uid: Int, val owner: String, val until: Long) {
    companion object {
        fun make(uid: Int, owner: String, seed: Long): Token {
            val r = Random(seed)
            val t = buildString { repeat(2) { append(java.lang.Long.toHexString(r.nextLong()).padStart(16, '0')) } }
            return Token(t, uid, owner, 1000L + uid)
        }
    }
}

sealed class Cmd {
    data class Del(val id: Long, val ok: Boolean = false) : Cmd()
    data class Wipe(val days: Int, val ok: Boolean = false) : Cmd()
    data object Dump : Cmd()
    companion object {
        fun parse(s: String): Cmd? = when (s.substringBefore(':')) {
            "del" -> Del(s.substringAfter(':').toLong())
            "wipe" -> with(s.substringAfter(':')) { Wipe(substringBefore(',').toInt(), ok = endsWith(",yes")) }
            "dump" -> Dump
            else -> null
        }
    }
}

class Res(private val log: StringBuilder, private val failOnClose: Boolean) : Closeable {
    fun read(n: Int): Int { if (n < 0) throw IOException("negative read /data/x"); return n * 2 }
    override fun close() { log.append("closed;"); if (failOnClose) throw IOException("close failed") }
}

class Spec { var code = 0; var flags = 0; var target: String? = null
    fun build(): String = "spec(" + code + "," + Integer.toHexString(flags) + "," + (target ?: error("no target")) + ")" }

fun Throwable.kind(): String = when (this) { is IOException -> "io"; is IllegalArgumentException -> "arg"; is IllegalStateException -> "state"; else -> "other" }

fun handle(c: Cmd, approve: Boolean, id: String): String = when (c) {
    is Cmd.Del -> { val (n, ok) = c; if (!ok) "ask del $n" else out(id) { put("deleted", n) } }
    is Cmd.Wipe -> { val (d, ok) = c; if (!ok) "ask wipe" else out(id) { put("wiped", d); put("approve", approve) } }
    Cmd.Dump -> {
        val a = 1; val b = 2L; val cc = "x"; val d = 3.5; val e2 = 'q'; val f = 9L; val g = "long-lived"; val h = 4
        val r = runCatching { Res(StringBuilder(), false).use { it.read(if (id.length > 3) -1 else 4) } }.getOrElse { e ->
            val local = "dump failed: " + a + b + cc + d + e2 + f + h
            Res(StringBuilder(), false).use { it.read(a + h) }
            return out(id) { error("INTERNAL", "${e.message} $g") } + local.length
        }
        out(id) { put("n", r); put("g", g) }
    }
}

fun main() {
    val sb = StringBuilder()
    for (s in listOf("del:7", "wipe:3,yes", "wipe:4,no", "dump", "nope", "del:x")) {
        val parsed = runCatching { Cmd.parse(s) }.fold(onSuccess = { it ?: Cmd.Dump }, onFailure = { e -> sb.append("bad ").append(e.kind()).append(";"); null })
        val cmd = when (parsed) {
            is Cmd.Del -> parsed.copy(ok = parsed.id % 7L == 0L)
            is Cmd.Wipe -> parsed.copy(ok = parsed.ok || parsed.days > 3)
            else -> parsed
        }
        if (cmd != null) sb.append(handle(cmd, s.length > 4, s)).append(";")
    }
    println(sb)
    val log = StringBuilder()
    for (fc in listOf(false, true)) {
        val r = runCatching { Res(log, fc).use { it.read(5) } }
        println(r.fold({ "v=$it" }, { "e=${it.message}/${it.kind()}/${it.suppressed.size}" }) + " " + log)
    }
    val t = Token.make(42, "me", 7L)
    println(t.text + " " + t.uid + " " + t.owner + " " + t.until)
    val spec = Spec().apply { code = 3; target = "A"; flags = 0x08000000; if (t.uid > 10) flags = flags or 0x40000000 }
    println(spec.build())
    println(runCatching { Spec().apply { code = 1 }.build() }.exceptionOrNull()?.kind())
    val rows = buildList { for (i in 1..4) if (i % 2 == 0) add(i * i) }
    val m = buildMap { put("a", 1); put("b", rows.size) }
    println(rows.joinToString("|") { "%02x".format(it) } + " " + m)
    val picked = listOf(Token.make(1, "x", 1L), Token.make(2, "y", 2L)).firstOrNull()?.takeIf { it.owner == "x" && it.uid == 1 }
    println(picked?.owner ?: "none")
    val bytes = ByteArrayOutputStream().also { it.write(65); it.write(66) }
    println(bytes.bufferedWriterTest())
}

fun ByteArrayOutputStream.bufferedWriterTest(): String {
    bufferedWriter().use { w -> w.write("CD"); w.write(listOf(1, 2).sum().toString()) }
    return toString("UTF-8")
}
