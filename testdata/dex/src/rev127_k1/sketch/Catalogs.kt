package com.hearthly

import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** One tool descriptor; the annotations default to a harmless read. */
fun tool(
    name: String,
    title: String,
    description: String,
    input: String,
    output: String,
    scopes: List<String>,
    effect: String = "read",
    risk: String = "low",
    confirmation: String = "never",
    destructive: Boolean = false,
    idempotent: Boolean = effect == "read",
    openWorld: Boolean = false,
): JSONObject = JSONObject().apply {
    put("name", name)
    put("title", title)
    put("description", description)
    put("input_schema", JSONObject(input))
    put("output_schema", JSONObject(output))
    put("scopes", JSONArray(scopes))
    put(
        "annotations",
        JSONObject(
            mapOf(
                "effect" to effect, "risk" to risk, "destructive" to destructive, "idempotent" to idempotent,
                "open_world" to openWorld, "confirmation" to confirmation, "execution" to "sync",
            ),
        ),
    )
}

fun scope(name: String, title: String, access: String, sensitivity: String = "device") =
    mapOf("name" to name, "title" to title, "description" to title, "access" to access, "sensitivity" to sensitivity)

/** What one provider declares: identity, scopes and tools. */
class Catalog(
    val providerId: String,
    val providerName: String,
    private val description: String,
    private val revision: String,
    private val scopes: List<Map<String, String>>,
    tools: List<JSONObject>,
) {
    private val byName: Map<String, JSONObject> = tools.associateBy { it.getString("name") }

    fun has(tool: String): Boolean = tool in byName

    fun mutates(tool: String): Boolean =
        byName[tool]?.optJSONObject("annotations")?.optString("effect")?.let { it != "read" } ?: true

    fun info(): JSONObject = JSONObject(
        buildMap {
            put("provider_id", providerId)
            put("provider_name", providerName)
            put("description", description)
            put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
            put("scopes", JSONArray(scopes.map { JSONObject(it) }))
        },
    )

    fun list(): JSONObject = JSONObject().put("revision", revision).put("tools", JSONArray(byName.values))

    fun negotiated(session: Session): JSONObject = JSONObject(
        buildMap {
            put("selected_version", 2)
            put("provider_id", providerId)
            put("provider_name", providerName)
            put("session_token", session.token)
            put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
            put("capabilities", JSONArray())
            put("limits", JSONObject(LIMITS))
        },
    )

    companion object {
        val LIMITS = mapOf(
            "max_request_bytes" to Envelope.MAX_REQUEST_BYTES,
            "max_inline_result_bytes" to 262144,
            "max_concurrent_requests" to 2,
            "idempotency_window_seconds" to 86400,
        )
    }
}

private const val ANY_OUT = """{"type":"object","properties":{"ok":{"type":"boolean"}}}"""

object Catalogs {
    val devices = Catalog(
        providerId = "com.hearthly.devices",
        providerName = "Hearthly Devices",
        description = "Lights, heating and door locks of your Hearthly home",
        revision = "devices-12",
        scopes = listOf(
            scope("devices.read", "See your devices", "read"),
            scope("devices.control", "Control lights and heating", "write"),
            scope("locks.control", "Unlock doors", "write", sensitivity = "personal"),
        ),
        tools = listOf(
            tool(
                name = "list_devices", title = "List devices", description = "Every device with its room and state",
                input = """{"type":"object","properties":{},"additionalProperties":false}""",
                output = """{"type":"object","properties":{"devices":{"type":"array"}},"required":["devices"]}""",
                scopes = listOf("devices.read"),
            ),
            tool(
                name = "set_scene", title = "Set a scene", description = "Switch the lights to a named scene",
                input = """{"type":"object","properties":{"scene":{"enum":["morning","evening","away","night"]}},"required":["scene"],"additionalProperties":false}""",
                output = """{"type":"object","properties":{"changed":{"type":"integer"}},"required":["changed"]}""",
                scopes = listOf("devices.control"), effect = "update", risk = "low", idempotent = true,
            ),
            tool(
                name = "unlock_door", title = "Unlock a door", description = "Unlock a door of the home for a visitor or a delivery",
                input = """{"type":"object","properties":{"door_id":{"type":"string"}},"required":["door_id"],"additionalProperties":false}""",
                output = """{"type":"object","properties":{"door_id":{"type":"string"},"locked":{"type":"boolean"}},"required":["door_id","locked"]}""",
                scopes = listOf("locks.control"), effect = "update", risk = "high", confirmation = "always", openWorld = true,
            ),
            tool(
                name = "set_schedule", title = "Set heating schedule", description = "Day and night temperatures of a thermostat",
                input = """{"type":"object","properties":{"device_id":{"type":"string"},"day_celsius":{"type":"number","minimum":5,"maximum":30},"night_celsius":{"type":"number","minimum":5,"maximum":30}},"required":["device_id","day_celsius","night_celsius"],"additionalProperties":false}""",
                output = ANY_OUT,
                scopes = listOf("devices.control"), effect = "update", risk = "moderate", confirmation = "provider_policy", idempotent = true,
            ),
        ),
    )

    val routines = Catalog(
        providerId = "com.hearthly.routines",
        providerName = "Hearthly Routines",
        description = "Routines that run several device actions at once, now or later",
        revision = "routines-5",
        scopes = listOf(
            scope("routines.read", "See routines", "read"),
            scope("routines.write", "Create, schedule and delete routines", "write"),
        ),
        tools = listOf(
            tool(
                name = "list_routines", title = "List routines", description = "Your routines and the household's",
                input = """{"type":"object","properties":{},"additionalProperties":false}""",
                output = """{"type":"object","properties":{"routines":{"type":"array"}},"required":["routines"]}""",
                scopes = listOf("routines.read"),
            ),
            tool(
                name = "create_routine", title = "Create a routine", description = "Save a named list of device steps",
                input = """{"type":"object","properties":{"name":{"type":"string","maxLength":60},"steps":{"type":"array","minItems":1,"maxItems":20}},"required":["name","steps"],"additionalProperties":false}""",
                output = """{"type":"object","properties":{"routine_id":{"type":"string"}},"required":["routine_id"]}""",
                scopes = listOf("routines.write"), effect = "create", risk = "moderate", confirmation = "provider_policy",
            ),
            tool(
                name = "schedule_routine", title = "Schedule a routine", description = "Run a routine once at a given time",
                input = """{"type":"object","properties":{"routine_id":{"type":"string"},"at_ms":{"type":"integer"}},"required":["routine_id","at_ms"],"additionalProperties":false}""",
                output = """{"type":"object","properties":{"run_id":{"type":"string"},"at_ms":{"type":"integer"}},"required":["run_id"]}""",
                scopes = listOf("routines.write"), effect = "update", risk = "moderate", confirmation = "provider_policy",
            ),
            tool(
                name = "delete_routine", title = "Delete a routine", description = "Delete a routine and its scheduled runs",
                input = """{"type":"object","properties":{"routine_id":{"type":"string"}},"required":["routine_id"],"additionalProperties":false}""",
                output = """{"type":"object","properties":{"routine_id":{"type":"string"},"deleted":{"type":"boolean"}},"required":["routine_id","deleted"]}""",
                scopes = listOf("routines.write"), effect = "delete", risk = "high", confirmation = "always", destructive = true,
            ),
        ),
    )
}
