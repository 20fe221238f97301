package net.switchyard.hub

import android.app.Activity
import android.content.Context
import android.content.pm.PackageManager
import org.json.JSONArray
import org.json.JSONObject

/** One tool a module contributes, with the annotations list_tools publishes. */
class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val effect: String,
    val risk: String,
    val confirmation: String,
    val scopes: List<String>,
    val input: JSONObject,
    val output: JSONObject,
    val destructive: Boolean = false,
    val openWorld: Boolean = false,
) {
    val mutating: Boolean get() = effect != "read"

    fun descriptor(): JSONObject = JSONObject().put("name", name).put("title", title).put("description", description)
        .put("input_schema", input).put("output_schema", output).put("scopes", JSONArray(scopes))
        .put("annotations", JSONObject().put("effect", effect).put("risk", risk).put("destructive", destructive)
            .put("idempotent", false).put("open_world", openWorld).put("confirmation", confirmation).put("execution", "sync"))
}

fun schema(vararg properties: Pair<String, String>, required: List<String> = emptyList()): JSONObject {
    val props = JSONObject()
    for ((name, type) in properties) props.put(name, JSONObject().put("type", type))
    return JSONObject().put("type", "object").put("properties", props).put("required", JSONArray(required))
        .put("additionalProperties", false)
}

fun scope(name: String, access: String, sensitivity: String, title: String): JSONObject = JSONObject().put("name", name)
    .put("title", title).put("description", title).put("access", access).put("sensitivity", sensitivity)

/** What a module gets from the provider that runs it. */
class HostEnv(val context: Context) {
    val packageManager: PackageManager get() = context.packageManager
    val store: HubStore get() = HubStore.of(context)
}

/**
 * A plugin of the hub. Modules are registered in [ModuleRegistry] by the Application; a provider serves the
 * modules it names. The default methods are the host's policy; a module overrides what its platform API needs.
 */
interface ToolModule {
    val tools: List<ToolSpec>

    fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome

    /** Whether this call needs the user's approval (tools declared confirmation=always always do). */
    fun wantsUser(call: ToolCall, spec: ToolSpec): Boolean = false

    /** Whether this call may run without the confirmation screen. */
    fun skipsConfirmation(call: ToolCall, spec: ToolSpec): Boolean = false

    /** The line the confirmation screen shows. */
    fun summary(call: ToolCall, spec: ToolSpec): String = spec.title

    /** The screen that asks the user. */
    fun confirmActivity(spec: ToolSpec): Class<out Activity> = ConfirmActivity::class.java

    /** The package of the calling UID; a UID shared by several packages has none. */
    fun callerPackage(env: HostEnv, uid: Int): String? {
        val packages = env.packageManager.getPackagesForUid(uid) ?: return null
        if (packages.size != 1) return null
        return packages.single()
    }

    /** How a module is made; each module's companion object is its factory. */
    interface Factory {
        val moduleId: String
        fun create(context: Context): ToolModule
    }
}

/** The hub's modules by id, filled by [HubApp] the way a ServiceLoader would be. */
object ModuleRegistry {
    private val modules = LinkedHashMap<String, ToolModule>()

    @Synchronized
    fun install(factory: ToolModule.Factory, context: Context) {
        modules[factory.moduleId] = factory.create(context)
    }

    @Synchronized
    operator fun get(id: String): ToolModule? = modules[id]
}
