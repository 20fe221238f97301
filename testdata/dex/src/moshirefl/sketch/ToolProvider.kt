// Sketch of moshirefl (kotlinc + D8, min API 21; Audit is javac). Line numbers are those of the
// .line directives. Moshi with reflection (KotlinJsonAdapterFactory, no @JsonClass and no generated
// adapter in the dex): the class parsed into is the one given to moshi.adapter(X::class.java), here
// with no cast at the parse (the result goes to a helper taking Any), and its keys are the @Json
// names on the constructor parameters, else the property names.

// ToolArgs.kt
class ToolArgs(                                              // 5
    @Json(name = "caller_package") val origin: String,       // 6
    @Json(name = "title") val callingPackage: String,        // 7
)

// ShareArgs.kt
class ShareArgs(val callerPackage: String)                   // 3

// ToolProvider.kt
class ToolProvider : ContentProvider() {                                                   // 10
    private val moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()            // 11
    private val shares: JsonAdapter<ShareArgs> = moshi.adapter(ShareArgs::class.java)      // 12

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        Binder.getCallingUid()                                                             // 15
        val text = extras?.getString("arguments") ?: return null                           // 16
        Audit.record(moshi.adapter(ToolArgs::class.java).fromJson(text))                   // 17 (adapter made here)
        Audit.record(shares.fromJson(text))                                                // 18 (adapter kept in a property)
        return null                                                                        // 19
    }
}

// Audit.java
final class Audit {                                                                        // 5
    static void record(Object o) {
        if (o instanceof ToolArgs) {                                                       // 7
            ToolArgs t = (ToolArgs) o;                                                     // 8
            Log.i("audit", t.getOrigin());                                                 // 9 TP 606: "caller_package"
            Log.i("audit", t.getCallingPackage());                                         // 10 near miss: @Json "title"
        } else if (o instanceof ShareArgs) {                                               // 11
            Log.i("audit", ((ShareArgs) o).getCallerPackage());                            // 12 TP 606: property name
        }
    }                                                                                      // 14
}
