package com.parcelnest.app

import android.app.PendingIntent
import android.content.ComponentName
import android.content.Context
import org.json.JSONArray
import org.json.JSONObject

/** The tool-declaration language: `tool("name") { effect = …; confirm = …; handler { args -> … } }`. */
@DslMarker
annotation class ToolDsl

enum class Effect(val wire: String) { READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete"), TRANSACTION("transaction") }

/** What the user is shown, and which screen shows it, when a call waits for the user. */
@ToolDsl
class ResolutionSpec {
    var action: String = ACTION_CONFIRM
    var flags: Int = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT
    var summary: String = ""
    var target: ComponentName? = null

    fun target(pkg: String, cls: String) {
        target = ComponentName(pkg, cls)
    }
}

/** A handler runs an admitted call; its reply writes itself into the response Bundle. */
typealias Handler = ToolCall.(JSONObject) -> Reply

@ToolDsl
class ToolBuilder(private val name: String) {
    var title: String = ""
    var description: String = ""
    var effect: Effect = Effect.READ
    var risk: String = "low"
    var confirmation: String = "never"
    var destructive: Boolean = false
    var scopes: List<String> = emptyList()
    var input: String = """{"type":"object","additionalProperties":false}"""
    var output: String = """{"type":"object"}"""

    /** Provider policy for confirmation=provider_policy: whether this call needs the user's answer. */
    var confirm: (JSONObject) -> Boolean = { false }

    private var handler: Handler? = null
    private var resolution: ResolutionSpec.(JSONObject) -> Unit = {}

    fun handler(block: Handler) {
        handler = block
    }

    fun resolution(block: ResolutionSpec.(JSONObject) -> Unit) {
        resolution = block
    }

    fun build(): Tool {
        val run = handler ?: error("tool $name has no handler")
        return Tool(name, title, description, effect, risk, confirmation, destructive, scopes, input, output, confirm, run, resolution)
    }
}

class Tool(
    val name: String,
    val title: String,
    val description: String,
    val effect: Effect,
    val risk: String,
    val confirmation: String,
    val destructive: Boolean,
    val scopes: List<String>,
    val input: String,
    val output: String,
    private val confirm: (JSONObject) -> Boolean,
    private val handler: Handler,
    private val resolution: ResolutionSpec.(JSONObject) -> Unit,
) {
    val mutating: Boolean get() = effect != Effect.READ

    /** confirmation=always, or the provider's policy for these args. */
    fun needsUser(args: JSONObject): Boolean = confirmation == "always" || confirm(args)

    fun resolutionFor(args: JSONObject): ResolutionSpec = ResolutionSpec().apply { resolution(args) }

    operator fun invoke(call: ToolCall, args: JSONObject): Reply = handler(call, args)

    fun descriptor(): JSONObject = JSONObject()
        .put("name", name).put("title", title).put("description", description)
        .put("input_schema", JSONObject(input)).put("output_schema", JSONObject(output))
        .put("scopes", JSONArray(scopes))
        .put("annotations", JSONObject().put("effect", effect.wire).put("risk", risk).put("destructive", destructive)
            .put("idempotent", false).put("open_world", false).put("confirmation", confirmation).put("execution", "sync"))

    companion object {
        /** A tool declared outside a tool set, added later with `+=`. */
        fun build(name: String, block: ToolBuilder.() -> Unit): Tool = ToolBuilder(name).apply(block).build()
    }
}

@ToolDsl
class ToolSet {
    private val tools = LinkedHashMap<String, Tool>()
    var revision: String = "1"

    /** Which assistant package the calling UID is, or null to refuse it. */
    var admission: Context.(Int) -> String? = { null }
        private set

    fun admit(block: Context.(Int) -> String?) {
        admission = block
    }

    operator fun plusAssign(tool: Tool) {
        require(tool.name !in tools) { "duplicate tool ${tool.name}" }
        tools[tool.name] = tool
    }

    operator fun get(name: String): Tool? = tools[name]

    operator fun invoke(block: ToolSet.() -> Unit): ToolSet = apply(block)

    fun tool(name: String, block: ToolBuilder.() -> Unit) {
        this += Tool.build(name, block)
    }

    /** list_tools: the tools whose scopes [granted] covers. */
    fun listing(granted: Set<String>): JSONObject = JSONObject().put("revision", revision)
        .put("tools", JSONArray(tools.values.filter { granted.containsAll(it.scopes) }.map { it.descriptor() }))
}

fun toolSet(block: ToolSet.() -> Unit): ToolSet = ToolSet().apply(block)
