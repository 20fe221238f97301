package com.example.r36k2

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import org.json.JSONObject
import java.io.File
import java.io.FileOutputStream
import java.io.IOException

// TripProvider.kt: Curbshare's trip tools (hand-written call()).

class TripProvider : ContentProvider() {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    private val sessions = SessionTable()
    private val resumes = ResumeTable()
    private val fleet by lazy { Fleet(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!requireContext().isFleetPartner(uid)) return Replies.error("PERMISSION_DENIED", "not a Curbshare partner")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return Replies.ok(sessions.open(uid))
        if (!sessions.owns(req.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first", true)
        if (method == "list_tools") return Replies.ok(TOOLS)
        if (method != "execute_tool") return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return Replies.error("DEADLINE_EXCEEDED", "deadline passed")
        return try {
            dispatch(uid, req, JSONObject(req.getString("args") ?: "{}"))
        } catch (e: Exception) {
            Replies.internal(e)
        }
    }

    private fun dispatch(uid: Int, req: Bundle, args: JSONObject): Bundle = when (req.getString("tool_name")) {
        "unlock_car" -> unlockCar(uid, args.getString("car_id"), req.getString("resume_token"))
        "extend_trip" -> extendTrip(uid, args, req.getString("resume_token"))
        "report_damage" -> reportDamage(uid, args)
        "end_trip" -> endTrip(uid, args)
        "trip_receipt" -> tripReceipt(args.getString("trip_id"))
        "trip_log" -> tripLog(args.getString("trip_id"))
        else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
    }

    private fun unlockCar(uid: Int, car: String, token: String?): Bundle {
        if (token == null) return Replies.needsUser(pendingFor(UnlockActivity::class.java, car), resumes.issue(uid, "unlock_car"))
        if (!resumes.redeem(token, "unlock_car")) return Replies.error("INVALID_REQUEST", "resume token not valid")
        fleet.unlock(car, uid)
        return Replies.ok("{\"unlocked\":\"$car\"}")
    }

    private fun extendTrip(uid: Int, args: JSONObject, token: String?): Bundle {
        val trip = args.getString("trip_id")
        if (token == null) {
            // the sheet fills in the minutes the driver picks
            val pi = pendingFor(ExtendActivity::class.java, trip, PendingIntent.FLAG_UPDATE_CURRENT)
            return Replies.needsUser(pi, resumes.issue(uid, "extend_trip"))
        }
        if (!resumes.redeemFor(token, uid, "extend_trip")) return Replies.error("INVALID_REQUEST", "resume token not valid")
        fleet.extend(trip, args.optInt("minutes", 15))
        return Replies.ok("{\"extended\":\"$trip\"}")
    }

    private fun reportDamage(uid: Int, args: JSONObject): Bundle {
        val ctx = requireContext()
        val reporter = args.optString("calling_package")
        if (reporter.isNotEmpty() && reporter != ctx.packageNameFor(uid)) return Replies.error("PERMISSION_DENIED", "reporter mismatch")
        val camera = Intent("com.curbshare.action.DAMAGE_PHOTO").setPackage(ctx.packageName).putExtra("car_id", args.getString("car_id"))
        val pi = PendingIntent.getActivity(ctx, 7, camera, PendingIntent.FLAG_IMMUTABLE)
        return Replies.needsUser(pi, resumes.issue(uid, "report_damage"))
    }

    private fun endTrip(uid: Int, args: JSONObject): Bundle {
        val driver = args.optString("caller_package").ifEmpty { requireContext().packageNameFor(uid) }
        fleet.endTrip(args.getString("trip_id"), driver)
        return Replies.ok("{\"ended\":true}")
    }

    private fun tripReceipt(tripId: String): Bundle {
        val file = File(requireContext().cacheDir, "receipt-" + tripId.hashCode() + ".txt")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE)
        val bytes = fleet.receipt(tripId)
        FileOutputStream(fd.fileDescriptor).write(bytes)
        return Replies.file(bytes.size.toLong()).apply { putParcelable("result_fd", fd) }
    }

    private fun tripLog(tripId: String): Bundle {
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        val lines = fleet.log(tripId)
        scope.launch {
            try {
                ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(lines) }
            } catch (e: IOException) {
                Log.w(TAG, "trip log pipe closed", e)
            }
        }
        return Replies.file(lines.size.toLong()).apply { putParcelable("result_fd", readEnd) }
    }

    private fun pendingFor(target: Class<*>, key: String, flags: Int = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT): PendingIntent {
        val ctx = requireContext()
        return PendingIntent.getActivity(ctx, key.hashCode(), Intent(ctx, target).putExtra("key", key), flags)
    }

    companion object {
        private const val TAG = "TripProvider"
        const val TOOLS = "{\"revision\":\"trips-12\",\"tools\":[]}"
    }
}
