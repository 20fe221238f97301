package com.example.r37k1

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.ParcelFileDescriptor
import android.util.Log
import java.io.File

// TripProvider.kt: Wheelshare's trip tools (hand-written call()).

class TripProvider : ContentProvider() {
    private val main = Handler(Looper.getMainLooper())
    private val sessions = SessionBook(SecureTokens)
    private val resumes = ResumeBook(ClockTokens)
    private val db by lazy { TripDb(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage
        if (!requireContext().isWheelshareApp(uid)) return errorBundle("PERMISSION_DENIED", "not a Wheelshare partner")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle(sessions.open(uid))
        if (!sessions.valid(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> okBundle(TOOLS)
            "execute_tool" -> if (req.pastDeadline) errorBundle("DEADLINE_EXCEEDED", "deadline passed") else execute(uid, pkg, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, pkg: String?, req: Bundle): Bundle = when (req.toolName) {
        "nearby_cars" -> nearbyCars(req)
        "trip_history" -> okBundle(db.history(uid, req.args.text("sort")))
        "unlock_car" -> unlockCar(uid, pkg, req)
        "end_trip" -> endTrip(uid, req)
        "report_damage" -> reportDamage(uid, req)
        "export_receipt" -> exportReceipt(uid)
        "trip_log" -> tripLog(uid)
        else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
    }

    private fun nearbyCars(req: Bundle): Bundle = try {
        okBundle(db.nearby(req.args.text("zone"), req.args.text("sort")))
    } catch (e: IllegalStateException) {
        Log.w(TAG, "nearby query failed", e)
        errorBundle("UNAVAILABLE", "the fleet map is busy", true)
    }

    private fun unlockCar(uid: Int, pkg: String?, req: Bundle): Bundle {
        val args = req.args
        if (args.has("approved") || args.has("confirmed")) return errorBundle("INVALID_ARGS", "confirmation is not an argument")
        val carId = args.text("car_id")
        val token = req.getString("resume_token") ?: return confirm(uid, "unlock_car", UnlockActivity::class.java, carId)
        if (!resumes.take(token, uid, "unlock_car")) return errorBundle("INVALID_REQUEST", "resume token not valid")
        db.unlock(carId, uid)
        val ctx = requireContext()
        val who = pkg
        main.post(object : Runnable {
            override fun run() {
                Audit.record(ctx, "unlock_car", who)
            }
        })
        return okBundle("{\"unlocked\":\"$carId\"}")
    }

    private fun endTrip(uid: Int, req: Bundle): Bundle {
        val args = req.args
        val carId = args.text("car_id")
        val token = req.getString("resume_token")
        if (!args.optBoolean("approved") && token == null) return confirm(uid, "end_trip", EndTripActivity::class.java, carId)
        if (token != null && !resumes.take(token, uid, "end_trip")) return errorBundle("INVALID_REQUEST", "resume token not valid")
        val cents = db.endTrip(carId, uid)
        main.post(object : Runnable {
            override fun run() {
                Audit.record(requireContext(), "end_trip", callingPackage)
            }
        })
        return okBundle("{\"charged_cents\":$cents}")
    }

    private fun reportDamage(uid: Int, req: Bundle): Bundle = try {
        okBundle(db.reportDamage(uid, req.args.text("car_id"), req.args.text("note")))
    } catch (e: IllegalStateException) {
        errorBundle("INTERNAL_ERROR", describe(e))
    }

    private fun exportReceipt(uid: Int): Bundle {
        val file = File(requireContext().cacheDir, "receipt-$uid.json")
        file.writeText(db.receipt(uid))
        val fd = openResult(file)
        return okFile(file.length()).apply { putParcelable("result_fd", fd) }
    }

    private fun tripLog(uid: Int): Bundle {
        val file = File(requireContext().cacheDir, "trips-$uid.json")
        file.writeText(db.history(uid, "date"))
        val fd = openResult(file, ParcelFileDescriptor.MODE_READ_ONLY)
        return okFile(file.length()).apply { putParcelable("result_fd", fd) }
    }

    private fun confirm(uid: Int, tool: String, target: Class<*>, carId: String): Bundle {
        val ctx = requireContext()
        val sheet = Intent(ctx, target).apply {
            putExtra("tool", tool)
            putExtra("car_id", carId)
        }
        val pi = PendingIntent.getActivity(ctx, tool.hashCode(), sheet, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in Wheelshare").also {
            it.putParcelable("resolution", pi)
            it.putString("resume_token", resumes.issue(uid, tool))
        }
    }

    companion object {
        private const val TAG = "TripProvider"
        const val TOOLS = "{\"revision\":\"trips-3\",\"tools\":[]}"
    }
}
