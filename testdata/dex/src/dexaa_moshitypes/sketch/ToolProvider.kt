// Sketch of dexaa_moshitypes (kotlinc + D8, min API 21; Audit is javac, moshirefl's). Line numbers
// are those of the .line directives. Moshi with reflection (KotlinJsonAdapterFactory, no generated
// adapter in the dex), asked for an adapter by Type: moshi.adapter(X::class.java as Type), and
// moshi.adapter(Types.newParameterizedType(List::class.java, X::class.java)) for a List<X>. The
// classes parsed into are the Class given and the app classes among the type arguments.

// ToolArgs.kt, ShareArgs.kt and Audit.java: moshirefl's (ToolArgs's "caller_package" read at
// Audit line 9, "title" at line 10; ShareArgs.callerPackage read at line 12).

// ToolProvider.kt
class ToolProvider : ContentProvider() {                                                   // 10
    private val moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()            // 11
    private val lists: JsonAdapter<List<ShareArgs>> =
        moshi.adapter(Types.newParameterizedType(List::class.java, ShareArgs::class.java)) // 13

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        Binder.getCallingUid()                                                             // 16
        val text = extras?.getString("arguments") ?: return null                           // 17
        Audit.record(moshi.adapter<ToolArgs>(ToolArgs::class.java as Type).fromJson(text)) // 18 (adapter(Type) made here)
        lists.fromJson(text)?.forEach { Audit.record(it) }                                 // 19 (List<ShareArgs>, kept in a property)
        Log.i("audit", firstPreset(moshi))                                                 // 20
        return null                                                                        // 21
    }
}

// Presets.kt
class Preset(val callerPackage: String)                                                    // 3

fun firstPreset(moshi: Moshi): String =
    moshi.adapter<List<Preset>>(Types.newParameterizedType(List::class.java, Preset::class.java))  // 6
        .fromJson("[{\"callerPackage\":\"com.example.dmt\"}]")!![0].callerPackage          // 7  near miss 606: the app's own text
