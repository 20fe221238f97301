package dt

import kotlin.properties.Delegates

class Box(m: Map<String, Any?>) {
    val name: String by m
    val count: Int by m
}

class Plan {
    var locked = false
    var skip: Boolean by Delegates.vetoable(false) { _, _, w -> !(w && locked) }
    var stage: String by Delegates.observable("a") { _, o, n -> log.add("$o->$n") }
    companion object { val log = ArrayList<String>() }
}

interface Store { fun get(k: String): String?; fun put(k: String, v: String) }
class MapStore : Store {
    private val m = HashMap<String, String>()
    override fun get(k: String) = m[k]
    override fun put(k: String, v: String) { m[k] = v }
}
class Upper(private val inner: Store) : Store by inner {
    override fun put(k: String, v: String) = inner.put(k, v.uppercase())
}

inline fun <reified T : Any> Map<String, Any?>.arg(k: String): T? = this[k] as? T

inline fun <T> guarded(lock: Any, block: () -> T): T {
    val t = System.nanoTime()
    try {
        return block()
    } finally {
        if (t < 0) println("never")
    }
}

object Counter {
    private var n = 0
    @Synchronized fun next(): Int { n++; return n }
    @Synchronized fun add(k: Int): Int { if (k < 0) return -1; n += k; return n }
}

fun classify(s: String): Int = when (s) {
    "alpha" -> 1
    "beta" -> 2
    "gamma", "delta" -> 3
    else -> s.length * 10
}

fun small(i: Int): String = when (i) {
    0 -> "zero"; 1 -> "one"; 2 -> "two"; 3 -> "three"; else -> "many"
}

fun longs(a: Long, b: Long, d: Double): String {
    val x = a * b - (a shl 3) + (b ushr 2)
    val y = d * a / (b + 1.5)
    val c = if (a > b) 1 else if (a == b) 0 else -1
    return "$x ${y.toInt()} $c ${a.toInt() + 7} ${(x % 1000).toShort()} ${x.toInt().toChar().code} ${d > 2.0} ${a xor b}"
}

fun arrays(): String {
    val b = ByteArray(5) { (it * 3).toByte() }
    val arr = IntArray(4)
    var s = 0
    for (i in arr.indices) { arr[i] = i * i; s += arr[i] }
    val names = arrayOf("x", "yy", "zzz")
    val z = BooleanArray(3); z[1] = true
    val total = names.sumOf { it.length }
    return "${b.sum()} $s ${names[2]} $total ${z[1]} ${z[0]} ${b[4]}"
}

fun elvis(m: Map<String, Any?>): String {
    val a = m.arg<String>("a") ?: return "no a"
    val n = m.arg<Number>("n")?.toLong() ?: -1L
    val c = (m["c"] as? String)?.let { it + "!" } ?: "none"
    return "$a $n $c"
}

fun tryStuff(x: String): String {
    val r = try {
        x.toInt() * 2
    } catch (e: NumberFormatException) {
        -1
    } finally {
        Plan.log.add("fin $x")
    }
    var acc = 0
    val g = guarded(Any()) { acc += r; acc * 3 }
    return "$r $g"
}

fun lambdas(): String {
    val base = 10
    val fs: List<(Int) -> Int> = listOf({ it + base }, { it * base }, { x -> x - 1 })
    val make: (String, Int) -> String = { s, n -> s.repeat(n) }
    val r = Runnable { Plan.log.add("run $base") }
    r.run()
    return fs.map { it(3) }.joinToString(",") + " " + make("ab", 3)
}

fun swaps(m: MutableMap<String, Int>): String {
    var i = 0
    val arr = IntArray(3)
    arr[i++] = 5
    arr[i] = arr[i - 1] + i
    m["k"] = (m["k"] ?: 0) + 1
    val k = m.getOrPut("z") { 42 }
    var t = 3
    t += t++ + ++t
    return "${arr.toList()} $m $k $t $i"
}

fun main() {
    val out = ArrayList<String>()
    val box = Box(mapOf("name" to "bx", "count" to 3))
    out.add("${box.name} ${box.count}")
    val p = Plan()
    p.skip = true; out.add("skip ${p.skip}")
    p.locked = true; p.skip = false; p.skip = true; out.add("skip2 ${p.skip}")
    p.stage = "b"; p.stage = "c"
    val st: Store = Upper(MapStore())
    st.put("a", "hello"); out.add("store ${st.get("a")} ${st.get("b")}")
    out.add("ctr ${Counter.next()} ${Counter.add(5)} ${Counter.add(-2)} ${Counter.next()}")
    for (s in listOf("alpha", "beta", "gamma", "delta", "epsilon", "")) out.add("cls $s ${classify(s)}")
    for (i in -1..5) out.add(small(i))
    out.add(longs(7L, 3L, 2.5)); out.add(longs(-5L, 11L, 0.25)); out.add(longs(4L, 4L, 9.0))
    out.add(arrays())
    out.add(elvis(mapOf("a" to "A", "n" to 5, "c" to "C")))
    out.add(elvis(mapOf("a" to "A", "n" to "x")))
    out.add(elvis(mapOf("n" to 1)))
    out.add(tryStuff("21")); out.add(tryStuff("zz"))
    out.add(lambdas())
    out.add(swaps(HashMap(mapOf("k" to 4))))
    out.addAll(Plan.log)
    out.addAll(more())
    println(out.joinToString("\n"))
}
