// Sketch of decodernames, Kotlin part (kotlinc 1.9 + kotlinx.serialization
// plugin + Moshi codegen, then D8). kotlinx and Moshi are referenced, not bundled.
package com.example.dn

@Serializable
class KtArgs(                                      // 6
    @SerialName("calling_package") val origin: String,
    @SerialName("title") val callerPackage: String = "",
)

@JsonClass(generateAdapter = true)
class MoshiArgs(                                   // 12
    @Json(name = "caller_package") val who: String,
    @Json(name = "subject") val callingPackage: String,
)

fun handle(arg: String) {                          // 17
    val a = Json.decodeFromString(KtArgs.serializer(), arg)                 // 18
    Log.i("dn", a.origin)           // 19 TP 606: element "calling_package" ($$serializer)
    Log.i("dn", a.callerPackage)    // 20 near miss 606: element "title"
    val m = Moshi.Builder().build().adapter(MoshiArgs::class.java).fromJson(arg)!! // 21
    Log.i("dn", m.who)              // 22 TP 606: @Json(name = "caller_package") on the constructor parameter
    Log.i("dn", m.callingPackage)   // 23 near miss 606: @Json(name = "subject")
    val r = Moshi.Builder().build().adapter(ReleaseArgs::class.java).fromJson(arg)!! // 24
    Log.i("dn", r.from)             // 25 note 606: the adapter reads "sender_package", which no field is named or annotated with
}

// A release build: R8 dropped @Json (Moshi codegen needs no reflection, so
// the keep rules do not keep it); only the generated adapter names the keys.
@JsonClass(generateAdapter = true)
class ReleaseArgs(@Json(name = "sender_package") val from: String)  // 31
