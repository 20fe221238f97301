package com.example.r35k3

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject
import java.io.File

// DeskProvider.kt: Deskhop's desk and door tools (hand-written call()).

class DeskProvider : ContentProvider() {
    private val sessions = SessionStore()
    private val resumes = ResumeStore()
    private val desks by lazy { DeskBook(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = requireContext()
        val member = ctx.memberApp(uid) ?: return Reply.error("PERMISSION_DENIED", "unknown or shared caller")
        if (!ctx.isDeskhopPartner(member)) return Reply.error("PERMISSION_DENIED", "not a Deskhop partner")
        val req = extras ?: Bundle()
        if (method == "negotiate") return Reply.ok(sessions.open(uid))
        if (!sessions.isLive(req.getString("session_token"))) return Reply.error("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> Reply.ok(TOOLS)
            "execute_tool" -> when {
                req.getLong("deadline_at_ms") < System.currentTimeMillis() -> Reply.error("DEADLINE_EXCEEDED", "deadline passed")
                else -> execute(uid, member, req)
            }
            else -> Reply.error("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, member: String, req: Bundle): Bundle {
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "book_desk" -> bookDesk(uid, member, req, args)
            "release_desk" -> releaseDesk(args)
            "open_door" -> openDoor(uid, req, args)
            "guest_pass" -> guestPass(uid, member, req, args)
            "floor_plan" -> floorPlan(args)
            "badge_photo" -> badgePhoto(args)
            else -> Reply.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun bookDesk(uid: Int, member: String, req: Bundle, args: JSONObject): Bundle {
        val owner = req.getString("calling_package") ?: member
        val desk = args.getString("desk")
        val booking = asProvider { desks.book(desk, owner, uid) }
        return Reply.ok("{\"booking\":\"$booking\"}")
    }

    private fun releaseDesk(args: JSONObject): Bundle {
        val desk = args.getString("desk")
        asProvider { desks.release(desk, Binder.getCallingUid()) }
        return Reply.ok("{\"released\":\"$desk\"}")
    }

    private fun openDoor(uid: Int, req: Bundle, args: JSONObject): Bundle {
        val door = args.getString("door")
        if (req.getBoolean("user_confirmed")) {
            desks.unlock(door, uid)
            return Reply.ok("{\"opened\":\"$door\"}")
        }
        val sheet = Intent().setClassName(requireContext(), "com.example.r35k3.door.DoorConfirmActivity").putExtra("door", door)
        return Reply.needsUser(
            PendingIntent.getActivity(requireContext(), 21, sheet, PendingIntent.FLAG_IMMUTABLE),
            resumes.issue(newToken(SESSION_RNG), uid, "open_door"),
        )
    }

    private fun guestPass(uid: Int, member: String, req: Bundle, args: JSONObject): Bundle {
        if (args.has("confirmed")) return Reply.error("INVALID_ARGS", "confirmation happens in Deskhop")
        val claimed = req.getString("calling_package")
        if (claimed != null && claimed != member) return Reply.error("PERMISSION_DENIED", "caller mismatch")
        val guest = args.getString("guest_email")
        val token = req.getString("resume_token")
        if (token == null) {
            val sheet = Intent(requireContext(), GuestPassActivity::class.java).also { it.putExtra("guest", guest) }
            val pi = PendingIntent.getActivity(requireContext(), 22, sheet, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return Reply.needsUser(pi, resumes.issue(newToken(GUEST_RNG), uid, "guest_pass"))
        }
        if (!resumes.take(token, uid, "guest_pass")) return Reply.error("INVALID_REQUEST", "resume token not valid")
        return Reply.ok(desks.guest(guest, member))
    }

    private fun floorPlan(args: JSONObject): Bundle {
        val plan = File(requireContext().filesDir, "plans/" + args.getString("floor") + ".svg")
        val fd = ParcelFileDescriptor.open(plan, ParcelFileDescriptor.MODE_READ_ONLY)
        return Reply.file(plan.length()).apply { putParcelable("result_fd", fd) }
    }

    private fun badgePhoto(args: JSONObject): Bundle {
        val dir = File(requireContext().filesDir, "badges")
        val photo = File(dir, args.getString("member") + ".jpg").canonicalFile
        if (!photo.path.startsWith(dir.canonicalPath + File.separator)) return Reply.error("INVALID_ARGS", "bad member id")
        val fd = ParcelFileDescriptor.open(photo, ParcelFileDescriptor.MODE_READ_ONLY)
        return Reply.file(photo.length()).apply { putParcelable("result_fd", fd) }
    }

    companion object {
        const val TOOLS = "{\"revision\":\"desks-9\",\"tools\":[]}"
    }
}

object Reply {
    fun ok(json: String): Bundle = Bundle().apply {
        putString("status", "success")
        putInt("protocol_version", 2)
        putString("data", "{\"kind\":\"inline\",\"value\":$json}")
    }

    fun file(size: Long): Bundle = ok("null").apply {
        putString("data", "{\"kind\":\"file\",\"media_type\":\"image/svg+xml\",\"size_bytes\":$size}")
    }

    fun error(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
        putString("status", "error")
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
        putInt("protocol_version", 2)
    }

    fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
        error("USER_ACTION_REQUIRED", "confirm in Deskhop").apply {
            putParcelable("resolution", resolution)
            putString("resume_token", resumeToken)
        }
}
