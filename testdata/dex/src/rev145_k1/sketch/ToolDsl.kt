package com.larderly.pantry

import org.json.JSONArray
import org.json.JSONObject

@DslMarker
annotation class ToolDslMarker

enum class Effect(val wire: String) { READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete"), TRANSACTION("transaction") }

enum class Risk(val wire: String) { LOW("low"), MODERATE("moderate"), HIGH("high") }

enum class Confirmation(val wire: String) { NEVER("never"), PROVIDER_POLICY("provider_policy"), ALWAYS("always") }

class Param(val name: String, val type: String, val required: Boolean, val description: String)

class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val scopes: List<String>,
    val effect: Effect,
    val risk: Risk,
    val destructive: Boolean,
    val idempotent: Boolean,
    val confirmation: Confirmation,
    val params: List<Param>,
    val output: JSONObject,
    val handler: (ToolCall) -> Outcome,
) {
    val mutating: Boolean get() = effect != Effect.READ

    fun descriptor(): JSONObject {
        val properties = JSONObject()
        val required = JSONArray()
        for (p in params) {
            properties.put(p.name, JSONObject().put("type", p.type).put("description", p.description))
            if (p.required) required.put(p.name)
        }
        val input = JSONObject().put("type", "object").put("properties", properties)
            .put("required", required).put("additionalProperties", false)
        val annotations = JSONObject().put("effect", effect.wire).put("risk", risk.wire)
            .put("destructive", destructive).put("idempotent", idempotent).put("open_world", false)
            .put("confirmation", confirmation.wire).put("execution", "sync")
        return JSONObject().put("name", name).put("title", title).put("description", description)
            .put("input_schema", input).put("output_schema", output)
            .put("scopes", JSONArray(scopes)).put("annotations", annotations)
    }
}

@ToolDslMarker
class ToolBuilder(private val name: String) {
    var title: String = name
    var description: String = ""
    var effect: Effect = Effect.READ
    var risk: Risk = Risk.LOW
    var destructive: Boolean = false
    var idempotent: Boolean = false
    var confirmation: Confirmation = Confirmation.NEVER
    private val scopes = mutableListOf<String>()
    private val params = mutableListOf<Param>()
    private val outputs = JSONObject()
    private var handler: ((ToolCall) -> Outcome)? = null

    fun scope(name: String) {
        scopes += name
    }

    fun param(name: String, type: String, required: Boolean = true, description: String = "") {
        params += Param(name, type, required, description)
    }

    fun output(vararg fields: Pair<String, String>) {
        for ((field, type) in fields) outputs.put(field, JSONObject().put("type", type))
    }

    fun handle(block: (ToolCall) -> Outcome) {
        handler = block
    }

    fun build(): ToolSpec {
        val run = handler ?: error("tool $name declares no handler")
        val output = JSONObject().put("type", "object").put("properties", outputs)
        return ToolSpec(name, title, description, scopes.toList(), effect, risk, destructive, idempotent,
            confirmation, params.toList(), output, run)
    }
}

@ToolDslMarker
class ToolSetBuilder {
    private val specs = LinkedHashMap<String, ToolSpec>()

    fun tool(name: String, block: ToolBuilder.() -> Unit) {
        val spec = ToolBuilder(name).apply(block).build()
        check(name !in specs) { "tool $name declared twice" }
        specs[name] = spec
    }

    fun build(): Map<String, ToolSpec> = specs
}

fun toolSet(block: ToolSetBuilder.() -> Unit): Map<String, ToolSpec> = ToolSetBuilder().apply(block).build()

fun scopeOf(name: String, access: String, sensitivity: String, title: String): JSONObject =
    JSONObject().put("name", name).put("title", title).put("description", title)
        .put("access", access).put("sensitivity", sensitivity)
