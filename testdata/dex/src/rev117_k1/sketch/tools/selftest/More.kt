package dt

import java.io.Closeable

data class Sess(val token: String, val uid: Int, val caps: List<String>, val exp: Long)

class Res(val log: MutableList<String>) : Closeable {
    override fun close() { log.add("closed") }
}

class Single<T : Any>(private val make: () -> T) {
    private var inst: T? = null
    @Synchronized fun get(): T = inst ?: make().also { inst = it }
}

fun many(a: Int, b: Long, c: String, d: Double, e: Boolean = true, f: String = "dflt", g: Int = 9): String =
    "$a|$b|$c|$d|$e|$f|$g"

class Holder {
    lateinit var name: String
    companion object {
        val lazyVal: Lazy<String> = lazy { "lz" + 1 }
        private const val K = 5
        fun k() = K * 2
    }
}

fun bigLocals(x: Int): String {
    val a1 = x + 1; val a2 = a1 * 2; val a3 = a2 - 3; val a4 = a3 * a1; val a5 = a4 / 2
    val b1 = "s$a1"; val b2 = b1 + a2; val b3 = b2.length; val b4 = a5.toLong() * 1000000007L
    val c1 = a1 + a2 + a3 + a4 + a5 + b3; val c2 = b4 % 97; val c3 = (c1 * 3).toDouble() / 7
    val d1 = listOf(a1, a2, a3); val d2 = d1.sum(); val d3 = d1.map { it * a5 + b3 }
    val e1 = many(a1, b4, b2, c3); val e2 = many(a2, c2, b1, c3, false); val e3 = many(a3, 1L, "q", 0.5, true, "ff", a4)
    return listOf(a1, a2, a3, a4, a5, b1, b2, b3, b4, c1, c2, c3, d1, d2, d3, e1, e2, e3).joinToString(";")
}

fun tools(name: String, v: Int): String {
    return when (name) {
        "list_items" -> "L$v"
        "add_item" -> "A${v + 1}"
        "use_item" -> "U"
        "set_expiry" -> "S"
        "move_item" -> "M"
        "restock_from_order" -> "R1"
        "restock_usual" -> "R2"
        "purge_expired" -> "P"
        "discard_item" -> "D"
        "Aa", "BB" -> "collide"
        else -> "?"
    }
}

fun finallyReturn(n: Int, log: MutableList<String>): Int {
    try {
        if (n > 2) return n * 10
        log.add("body $n")
    } finally {
        log.add("finally $n")
    }
    return -n
}

fun useIt(log: MutableList<String>): Int = Res(log).use { r -> r.log.add("using"); r.log.size }

fun more(): List<String> {
    val out = ArrayList<String>()
    val s = Sess("t", 7, listOf("a"), 99L)
    val s2 = s.copy(uid = 8)
    out.add("$s $s2 ${s == s2} ${s.hashCode() == Sess("t", 7, listOf("a"), 99L).hashCode()} ${s2.component2()}")
    var made = 0
    val single = Single { made++; "v$made" }
    out.add("${single.get()} ${single.get()} $made")
    out.add(many(1, 2L, "c", 3.5)); out.add(many(1, 2L, "c", 3.5, false, g = 4))
    val h = Holder()
    out.add(try { h.name } catch (e: UninitializedPropertyAccessException) { "uninit" })
    h.name = "nm"; out.add(h.name + Holder.lazyVal.value + Holder.k())
    out.add(bigLocals(3)); out.add(bigLocals(-4))
    for (n in listOf("list_items", "add_item", "use_item", "set_expiry", "move_item", "restock_from_order", "restock_usual", "purge_expired", "discard_item", "Aa", "BB", "zz")) out.add(tools(n, 4))
    val log = ArrayList<String>()
    out.add("${finallyReturn(1, log)} ${finallyReturn(5, log)} $log")
    val log2 = ArrayList<String>()
    out.add("${useIt(log2)} $log2")
    val x = 3 !in listOf(1, 2)
    out.add("$x ${'c'} ${1.5f} ${'a' + 2}")
    return out
}
