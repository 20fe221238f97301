package com.larkbook

import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** One tool descriptor; the annotations default to a harmless read. */
@LarkDsl
class ToolSpec(val name: String) {
    var title = ""
    var description = ""
    var input = """{"type":"object","additionalProperties":false}"""
    var output = """{"type":"object"}"""
    var scopes = listOf<String>()
    var effect = "read"
    var risk = "low"
    var confirmation = "never"
    var destructive = false
    var idempotent: Boolean? = null

    fun json(): JSONObject = JSONObject().apply {
        put("name", name)
        put("title", title)
        put("description", description)
        put("input_schema", JSONObject(input))
        put("output_schema", JSONObject(output))
        put("scopes", JSONArray(scopes))
        put(
            "annotations",
            JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", idempotent ?: (effect == "read"))
                .put("open_world", false)
                .put("confirmation", confirmation)
                .put("execution", "sync"),
        )
    }
}

@LarkDsl
class CatalogSpec(private val providerId: String) {
    var name = ""
    var description = ""
    var revision = ""
    private val scopes = JSONArray()
    private val tools = mutableListOf<ToolSpec>()

    fun scope(name: String, title: String, access: String) {
        scopes.put(
            JSONObject().put("name", name).put("title", title).put("description", title)
                .put("access", access).put("sensitivity", "personal"),
        )
    }

    fun tool(name: String, block: ToolSpec.() -> Unit) {
        tools += ToolSpec(name).apply(block)
    }

    fun build(): Catalog = Catalog(providerId, name, description, revision, scopes, tools.associate { it.name to it.json() })
}

fun catalog(providerId: String, block: CatalogSpec.() -> Unit): Catalog = CatalogSpec(providerId).apply(block).build()

/** What one provider declares: identity, scopes and tools. */
class Catalog(
    val providerId: String,
    private val providerName: String,
    private val description: String,
    private val revision: String,
    private val scopes: JSONArray,
    private val tools: Map<String, JSONObject>,
) {
    fun has(tool: String): Boolean = tool in tools

    fun mutates(tool: String): Boolean =
        tools[tool]?.optJSONObject("annotations")?.optString("effect")?.let { it != "read" } ?: true

    fun info(): JSONObject = JSONObject()
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes)

    fun list(): JSONObject = JSONObject().put("revision", revision).put("tools", JSONArray(tools.values))

    fun negotiated(session: Session): JSONObject = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token.value)
        .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        .put("capabilities", JSONArray())
        .put(
            "limits",
            JSONObject()
                .put("max_request_bytes", Envelope.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4)
                .put("idempotency_window_seconds", 86400),
        )
}

object Catalogs {
    val calendar = catalog("com.larkbook.calendar") {
        name = "Larkbook Calendar"
        description = "Read and plan the events of the user's Larkbook calendar"
        revision = "calendar-7"
        scope("calendar.read", "See your calendar", "read")
        scope("calendar.write", "Add and cancel events", "write")
        tool("list_events") {
            title = "List events"
            description = "Events of today, this month or this year, in start order"
            input = """{"type":"object","properties":{"range":{"enum":["today","month","year"]}},"additionalProperties":false}"""
            output = """{"type":"object","properties":{"events":{"type":"array"}},"required":["events"]}"""
            scopes = listOf("calendar.read")
        }
        tool("create_event") {
            title = "Create event"
            description = "Add an event to the user's calendar"
            input = """{"type":"object","properties":{"title":{"type":"string","maxLength":120},"day":{"type":"string","format":"date"},""" +
                """"start":{"type":"string"},"minutes":{"type":"integer","minimum":5,"maximum":720}},""" +
                """"required":["title","day","start"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"event_id":{"type":"string"}},"required":["event_id"]}"""
            scopes = listOf("calendar.write")
            effect = "create"
            risk = "moderate"
            confirmation = "provider_policy"
        }
        tool("cancel_event") {
            title = "Cancel event"
            description = "Cancel an event; its attendees are told"
            input = """{"type":"object","properties":{"event_id":{"type":"string"},"user_confirmed":{"type":"boolean"}},""" +
                """"required":["event_id"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"event_id":{"type":"string"},"cancelled":{"type":"boolean"}},"required":["event_id","cancelled"]}"""
            scopes = listOf("calendar.write")
            effect = "delete"
            risk = "high"
            destructive = true
            confirmation = "always"
        }
    }

    val people = catalog("com.larkbook.people") {
        name = "Larkbook People"
        description = "Find, tidy and remove the user's Larkbook contacts"
        revision = "people-4"
        scope("contacts.read", "See your contacts", "read")
        scope("contacts.write", "Merge and delete contacts", "write")
        tool("list_contacts") {
            title = "List contacts"
            description = "Contacts in name order"
            input = """{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":200}},"additionalProperties":false}"""
            output = """{"type":"object","properties":{"contacts":{"type":"array"}},"required":["contacts"]}"""
            scopes = listOf("contacts.read")
        }
        tool("search_contacts") {
            title = "Search contacts"
            description = "Contacts whose name starts with the given text"
            input = """{"type":"object","properties":{"prefix":{"type":"string","minLength":1,"maxLength":40}},"required":["prefix"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"contacts":{"type":"array"}},"required":["contacts"]}"""
            scopes = listOf("contacts.read")
        }
        tool("merge_contacts") {
            title = "Merge contacts"
            description = "Fold one contact card into another and remove it"
            input = """{"type":"object","properties":{"keep_id":{"type":"string"},"drop_id":{"type":"string"}},"required":["keep_id","drop_id"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"contact_id":{"type":"string"}},"required":["contact_id"]}"""
            scopes = listOf("contacts.write")
            effect = "update"
            risk = "high"
            destructive = true
            confirmation = "always"
        }
        tool("delete_contact") {
            title = "Delete contact"
            description = "Remove a contact card"
            input = """{"type":"object","properties":{"contact_id":{"type":"string"},"confirmed":{"type":"boolean"}},""" +
                """"required":["contact_id"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"contact_id":{"type":"string"},"deleted":{"type":"boolean"}},"required":["contact_id","deleted"]}"""
            scopes = listOf("contacts.write")
            effect = "delete"
            risk = "high"
            destructive = true
            confirmation = "always"
        }
    }
}
