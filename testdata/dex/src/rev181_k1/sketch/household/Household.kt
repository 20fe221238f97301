package net.pantrybox.app.household

import android.content.SharedPreferences
import android.os.Bundle
import net.pantrybox.app.core.extra
import net.pantrybox.app.core.string
import org.json.JSONArray
import org.json.JSONObject

enum class Role(@JvmField val scopes: Set<String>) {
    VIEWER(setOf("household.read")),
    MEMBER(setOf("household.read", "household.write")),
    ADMIN(setOf("household.read", "household.write", "household.admin")),
}

class Member(@JvmField val id: String, @JvmField val name: String, @JvmField val role: Role) {
    fun toJson(): JSONObject = JSONObject().put("id", id).put("name", name).put("role", role.name.lowercase())
}

/** An assistant app a household member linked, with the SHA-256 of its signing certificate. */
class LinkedApp(@JvmField val packageName: String, @JvmField val certSha256: String, @JvmField val memberId: String)

/** Members, linked apps, shares and pending invites, kept as JSON in SharedPreferences. */
class HouseholdBook(prefs: SharedPreferences) {
    private var membersJson: String by prefs.string("members", "[]")
    private var appsJson: String by prefs.string("apps", "[]")
    private var sharesJson: String by prefs.string("shares", "[]")
    private var invitesJson: String by prefs.string("invites", "[]")

    fun members(): List<Member> {
        val arr = JSONArray(membersJson)
        return (0 until arr.length()).map { i ->
            val o = arr.getJSONObject(i)
            Member(o.getString("id"), o.getString("name"), Role.valueOf(o.getString("role").uppercase()))
        }
    }

    fun member(id: String): Member? = members().firstOrNull { it.id == id }

    private fun apps(): List<LinkedApp> {
        val arr = JSONArray(appsJson)
        return (0 until arr.length()).map { i ->
            val o = arr.getJSONObject(i)
            LinkedApp(o.getString("package"), o.getString("cert"), o.getString("member"))
        }
    }

    operator fun contains(pkg: String): Boolean = apps().any { it.packageName == pkg }

    operator fun get(pkg: String): LinkedApp? = apps().firstOrNull { it.packageName == pkg }

    @Synchronized
    fun setRole(memberId: String, role: Role): Member? {
        val all = members()
        val target = all.firstOrNull { it.id == memberId } ?: return null
        val updated = Member(target.id, target.name, role)
        writeMembers(all.map { if (it.id == memberId) updated else it })
        return updated
    }

    @Synchronized
    fun removeMember(memberId: String): Boolean {
        val all = members()
        if (all.none { it.id == memberId }) return false
        writeMembers(all.filter { it.id != memberId })
        val arr = JSONArray()
        for (a in apps()) if (a.memberId != memberId) {
            arr.put(JSONObject().put("package", a.packageName).put("cert", a.certSha256).put("member", a.memberId))
        }
        appsJson = arr.toString()
        return true
    }

    @Synchronized
    fun addShare(listName: String, memberId: String, sharedByUid: Int): String {
        val arr = JSONArray(sharesJson)
        val id = "share_" + net.pantrybox.app.core.Tokens.hex(8)
        arr.put(JSONObject().put("id", id).put("list", listName).put("member", memberId).put("by", sharedByUid))
        sharesJson = arr.toString()
        return id
    }

    @Synchronized
    fun queueInvite(inviteId: String, email: String, role: Role, inviterUid: Int) {
        val arr = JSONArray(invitesJson)
        arr.put(JSONObject().put("id", inviteId).put("email", email).put("role", role.name.lowercase()).put("by", inviterUid))
        invitesJson = arr.toString()
    }

    private fun writeMembers(list: List<Member>) {
        val arr = JSONArray()
        for (m in list) arr.put(m.toJson())
        membersJson = arr.toString()
    }
}

/** Named views of an execute_tool call's extras. */
class HouseholdCall(extras: Bundle) {
    val callerPackage: String? by extras.extra("caller_package")
}
