package app.larder.core

import org.json.JSONObject

class Scope(val name: String, val title: String, val description: String, val access: String, val sensitivity: String)

/** One tool descriptor (§3.3, §3.4); schemas are JSON text, parsed when the list is built. */
class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val effect: String,
    val risk: String,
    val destructive: Boolean,
    val confirmation: String,
    val execution: String,
    val scopes: List<String>,
    val input: String,
    val output: String,
)

/** The authorization hook's answer for one execution. */
sealed class Decision {
    object Allow : Decision()
    class Deny(val code: String, val text: String) : Decision()
}

val ToolSpec.mutating: Boolean get() = effect != "read"

fun Scope.toJson(): JSONObject = JSONObject().put("name", name).put("title", title)
    .put("description", description).put("access", access).put("sensitivity", sensitivity)

fun ToolSpec.toJson(async: Boolean): JSONObject = JSONObject()
    .put("name", name).put("title", title).put("description", description)
    .put("input_schema", JSONObject(input)).put("output_schema", JSONObject(output))
    .put("scopes", scopes.toJsonArray())
    .put("annotations", JSONObject().put("effect", effect).put("risk", risk).put("destructive", destructive)
        .put("idempotent", false).put("open_world", false).put("confirmation", confirmation)
        .put("execution", if (async) execution else "sync"))

fun List<ToolSpec>.catalog(revision: String, async: Boolean): JSONObject = JSONObject()
    .put("revision", revision)
    .put("tools", sortedBy { it.name }.map { it.toJson(async) }.toJsonObjects())
