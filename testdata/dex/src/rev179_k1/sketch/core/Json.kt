package io.quillkit.notes.core

import org.json.JSONArray
import org.json.JSONObject

/** Receiver of the [buildJson] DSL: `"key" by value`, nested objects and arrays. */
class JsonBuilder {
    val target = JSONObject()

    infix fun String.by(value: Any?) {
        target.put(this, value)
    }

    fun obj(name: String, block: JsonBuilder.() -> Unit) {
        target.put(name, buildJson(block))
    }

    fun strings(name: String, items: Iterable<String>) {
        val array = JSONArray()
        for (item in items) array.put(item)
        target.put(name, array)
    }
}

/** Shared-core JSON building; the platform's org.json stands in for kotlinx.serialization's JsonObject. */
fun buildJson(block: JsonBuilder.() -> Unit): JSONObject {
    val builder = JsonBuilder()
    builder.block()
    return builder.target
}

/** Hand-written serializers, one object per model type. */
interface Serializer<T> {
    fun encode(value: T): JSONObject
    fun decode(json: JSONObject): T
}

fun <T> Serializer<T>.decodeText(text: String): T = decode(JSONObject(text))

val ByteArray.hex: String
    get() {
        val sb = StringBuilder(size * 2)
        for (b in this) {
            val v = b.toInt() and 0xff
            sb.append(HEX[v ushr 4]).append(HEX[v and 0x0f])
        }
        return sb.toString()
    }

val String.hexBytes: ByteArray
    get() = ByteArray(length / 2) { i -> ((Character.digit(this[2 * i], 16) shl 4) or Character.digit(this[2 * i + 1], 16)).toByte() }

private const val HEX = "0123456789abcdef"
