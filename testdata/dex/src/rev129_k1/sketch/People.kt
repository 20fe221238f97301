package com.larkbook

import android.database.Cursor
import org.json.JSONObject

data class Contact(val id: String, val name: String, val phone: String?, val email: String?) {
    fun json(): JSONObject = JSONObject().put("contact_id", id).put("name", name).put("phone", phone).put("email", email)
}

/** The address book. Contacts the user marked hidden are never shown to an assistant. */
class ContactRepository(private val db: LarkDb) {
    private val shown = "hidden" eq "0"

    fun page(limit: Int): List<Contact> =
        db.readableDatabase.select("contacts", COLUMNS, shown, "display_name LIMIT 200").rows { contact() }.take(limit)

    fun find(where: Clause): List<Contact> =
        db.readableDatabase.select("contacts", COLUMNS, shown and where, "display_name").rows { contact() }

    operator fun get(id: String): Contact? =
        db.readableDatabase.select("contacts", COLUMNS, shown and ("id" eq id), "id").rows { contact() }.firstOrNull()

    /** Folds [dropId]'s phone and email into [keepId] where it has none, then removes [dropId]. */
    fun merge(keepId: String, dropId: String) {
        val w = db.writableDatabase
        w.beginTransaction()
        try {
            w.execSQL(
                "UPDATE contacts SET phone = COALESCE(phone, (SELECT phone FROM contacts WHERE id = ?)), " +
                    "email = COALESCE(email, (SELECT email FROM contacts WHERE id = ?)) WHERE id = ?",
                arrayOf(dropId, dropId, keepId),
            )
            w.delete("contacts", "id = ?", arrayOf(dropId))
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
    }

    fun delete(id: String): Boolean = db.writableDatabase.delete("contacts", "id = ?", arrayOf(id)) == 1

    private fun Cursor.contact() = Contact(getString(0), getString(1), getString(2), getString(3))

    companion object {
        private const val COLUMNS = "id, display_name, phone, email"
    }
}
