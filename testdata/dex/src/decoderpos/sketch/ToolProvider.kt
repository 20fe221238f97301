// Sketch of decoderpos (kotlinc + Moshi codegen + kotlinx.serialization plugin, D8; ShortArgs
// and its adapter as R8 leaves a release build: fields renamed, getters inlined, @Json dropped,
// the typed fromJson inlined into the bridge and its `when` turned into if tests). Moshi and
// kotlinx are referenced, not bundled. Line numbers are those of the .line directives.
package com.example.ms

class ToolProvider : ContentProvider() {                                           // 9
    override fun onCreate() = true                                                 // 10
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                                     // 13
        if (arg != null) handle(arg)                                               // 14
        return Bundle()                                                            // 15
    }
}
private val codec = Codec(KtArgs.serializer())                                     // 17
private var extra: KSerializer<*>? = null

fun handle(arg: String) {
    val t = Moshi.Builder().build().adapter(ToolArgs::class.java).fromJson(arg)!! // 19
    Log.i("ms", t.who)            // 20 TP 606: adapter case 0 ("caller_package") fills who
    Log.i("ms", t.callingPackage) // 21 near miss: case 1 ("subject") fills callingPackage
    val s = Moshi.Builder().build().adapter(ShortArgs::class.java).fromJson(arg)!! // 22
    Log.i("ms", s.a)              // 23 TP 606: "calling_package" (if-eqz case) fills a
    Log.i("ms", s.b)              // 24 near miss: "title" fills b
    val k = codec.decode(arg)     // 26 the parse is in Codec.decode; this cast names KtArgs
    Log.i("ms", k.origin)         // 27 TP 606: element "calling_package"
    Log.i("ms", k.callerPackage)  // 28 near miss: element "title"
    logAny(KtArgs.serializer(), arg)                                               // 29
    logAny(extra!!, arg)          // 30: a serializer from a field set by setExtra
}
fun logAny(ser: KSerializer<*>, s: String) {
    Log.i("ms", Json.decodeFromString(ser, s).toString()) // 33 note 606 (614, 622): callers pass KtArgs's and an unknown serializer
}
fun setExtra(s: KSerializer<*>) { extra = s }                                      // 36

// Codec.kt
class Codec<T>(private val ser: KSerializer<T>) {                                  // 6
    fun decode(s: String): T = Json.decodeFromString(ser, s)                       // 7
}

// ToolArgs.kt (its @Json dropped as R8 does, fields and getters kept; ToolArgsJsonAdapter is Moshi codegen output, toJson omitted)
@JsonClass(generateAdapter = true)
class ToolArgs(@Json(name = "caller_package") val who: String, @Json(name = "subject") val callingPackage: String) // 7-9

// ShortArgs.kt (release build, see above)
@JsonClass(generateAdapter = true)
class ShortArgs(@Json(name = "calling_package") val a: String, @Json(name = "title") val b: String)

// KtArgs.kt: as in decodernames (@Serializable, "calling_package" -> origin, "title" -> callerPackage)
