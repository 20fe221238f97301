package net.switchyard.hub

import android.content.ContentResolver
import android.content.Context
import android.provider.ContactsContract.CommonDataKinds.Phone
import org.json.JSONArray
import org.json.JSONObject

/** Phone numbers from the Contacts provider, found by name. */
class ContactsModule(private val resolver: ContentResolver) : ToolModule {
    override val tools = listOf(
        ToolSpec(
            name = "find_contact", title = "Find a contact",
            description = "Finds contacts whose name contains the given text and returns their phone numbers.",
            effect = "read", risk = "moderate", confirmation = "never",
            scopes = listOf("contacts.read"),
            input = schema("name" to "string", required = listOf("name")),
            output = schema("contacts" to "array", required = listOf("contacts")),
        ),
    )

    override fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome {
        val name = call.args.optString("name").trim()
        if (name.length !in 2..64) return problem("INVALID_ARGS", "name must hold 2 to 64 characters.")
        val found = JSONArray()
        resolver.query(Phone.CONTENT_URI, arrayOf(Phone.DISPLAY_NAME, Phone.NUMBER), "${Phone.DISPLAY_NAME} LIKE ?",
            arrayOf("%$name%"), Phone.DISPLAY_NAME)?.use { c ->
            while (c.moveToNext() && found.length() < MAX_RESULTS) {
                found.put(JSONObject().put("name", c.getString(0)).put("number", c.getString(1)))
            }
        }
        return Outcome.Done(JSONObject().put("contacts", found))
    }

    companion object : ToolModule.Factory {
        private const val MAX_RESULTS = 20
        override val moduleId = "contacts"
        override fun create(context: Context): ToolModule = ContactsModule(context.contentResolver)
    }
}
