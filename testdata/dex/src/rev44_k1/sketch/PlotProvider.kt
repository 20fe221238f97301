package com.plotshare.garden

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import org.json.JSONObject
import java.io.File

class PlotProvider : ContentProvider() {
    private val repo: PlotRepository by lazy {
        PlotRepository_Factory.newInstance(PlotDao_Impl(GardenDb.support(requireContext())))
    }
    private val sessions = SessionBook()
    private val resumes = ResumeBook()
    private val inviteTokens: TokenSource = ClockTokens
    private val transferTokens: TokenSource = SecureTokens
    private val ledgerLock = Mutex()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!isGardenPartner(requireContext(), uid, pkg)) return errorBundle("PERMISSION_DENIED", "not a PlotShare partner")
        val req = extras ?: return errorBundle("INVALID_REQUEST", "missing extras")
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"${sessions.open(uid)}\"}")
        if (!sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.deadlineAt < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        return runBlocking {
            try {
                execute(uid, pkg, req)
            } catch (e: Exception) {
                Log.w(TAG, "tool failed", e)
                errorBundle("UNAVAILABLE", "the garden ledger is busy", true)
            }
        }
    }

    private suspend fun execute(uid: Int, pkg: String, req: Bundle): Bundle {
        val args = req.args
        return when (req.toolName) {
            "book_plot" -> bookPlot(args)
            "release_plot" -> releasePlot(uid, args, req.resumeToken)
            "swap_plot" -> swapPlot(args)
            "log_watering" -> logWatering(pkg, args)
            "plot_photo" -> plotPhoto(args)
            "plot_map" -> plotMap(args)
            "invite_gardener" -> inviteGardener(uid, args, req.resumeToken)
            "transfer_plot" -> transferPlot(uid, args, req.resumeToken)
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private suspend fun bookPlot(args: JSONObject): Bundle {
        val plot = args.plotId()
        val result = withContext(Dispatchers.IO) { repo.book(plot, Binder.getCallingUid()) }
        return result.toBundle()
    }

    private suspend fun releasePlot(uid: Int, args: JSONObject, resumeToken: String?): Bundle {
        val plot = args.plotId()
        if (!args.optBoolean("confirmed") && !resumes.take(resumeToken, uid, "release_plot")) {
            val pi = resolution("release_plot", PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return needsUser(pi, "release_plot", uid, transferTokens.next())
        }
        val result = withContext(Dispatchers.IO) { repo.release(plot, uid) }
        return result.toBundle()
    }

    private suspend fun swapPlot(args: JSONObject): Bundle {
        val from = args.getString("from_plot")
        val to = args.getString("to_plot")
        return ledgerLock.withLock {
            val ident = Binder.clearCallingIdentity()
            try {
                repo.swap(from, to, callingPackage.orEmpty()).toBundle()
            } finally {
                Binder.restoreCallingIdentity(ident)
            }
        }
    }

    private suspend fun logWatering(pkg: String, args: JSONObject): Bundle {
        val plot = args.plotId()
        return ledgerLock.withLock {
            val ident = Binder.clearCallingIdentity()
            try {
                repo.water(plot, pkg).toBundle()
            } finally {
                Binder.restoreCallingIdentity(ident)
            }
        }
    }

    private suspend fun plotPhoto(args: JSONObject): Bundle {
        val name = args.getString("photo")
        val dir = withContext(Dispatchers.IO) { File(requireContext().filesDir, "photos").apply { mkdirs() } }
        val file = File(dir, name)
        return fileBundle(ParcelFileDescriptor.open(file, PHOTO_MODE))
    }

    private suspend fun plotMap(args: JSONObject): Bundle {
        val name = args.getString("map")
        val dir = withContext(Dispatchers.IO) { File(requireContext().filesDir, "maps").apply { mkdirs() } }
        val file = File(dir, name).canonicalFile
        if (!file.path.startsWith(dir.canonicalPath + File.separator)) return errorBundle("INVALID_ARGUMENT", "no such map")
        return fileBundle(ParcelFileDescriptor.open(file, PHOTO_MODE))
    }

    private suspend fun inviteGardener(uid: Int, args: JSONObject, resumeToken: String?): Bundle {
        val plot = args.plotId()
        if (resumes.take(resumeToken, uid, "invite_gardener")) {
            return withContext(Dispatchers.IO) { repo.water(plot, args.getString("email")) }.toBundle()
        }
        val flags = withContext(Dispatchers.IO) {
            if (repo.hasInvites(plot)) PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            else PendingIntent.FLAG_MUTABLE
        }
        val token = withContext(Dispatchers.Default) { inviteTokens.next() }
        return needsUser(resolution("invite_gardener", flags), "invite_gardener", uid, token)
    }

    private suspend fun transferPlot(uid: Int, args: JSONObject, resumeToken: String?): Bundle {
        val plot = args.plotId()
        if (args.has("confirmed")) Log.i(TAG, "transfer_plot ignores a consumer-side confirmation")
        if (resumes.take(resumeToken, uid, "transfer_plot")) {
            return withContext(Dispatchers.IO) { repo.release(plot, uid) }.toBundle()
        }
        val flags = withContext(Dispatchers.IO) {
            if (repo.hasInvites(plot)) PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            else PendingIntent.FLAG_IMMUTABLE
        }
        val token = withContext(Dispatchers.Default) { transferTokens.next() }
        return needsUser(resolution("transfer_plot", flags), "transfer_plot", uid, token)
    }

    private fun resolution(tool: String, flags: Int): PendingIntent {
        val intent = Intent(requireContext(), ConfirmPlotActivity::class.java).putExtra("tool", tool)
        return PendingIntent.getActivity(requireContext(), tool.hashCode(), intent, flags)
    }

    private fun needsUser(pi: PendingIntent, tool: String, uid: Int, token: String): Bundle {
        resumes.hold(token, uid, tool)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in PlotShare").apply {
            putParcelable("resolution", pi)
            putString("resume_token", token)
        }
    }

    companion object {
        private const val TAG = "PlotProvider"
        const val PHOTO_MODE = ParcelFileDescriptor.MODE_READ_ONLY
        const val TOOLS = "{\"revision\":\"plots-4\",\"tools\":[]}"
    }
}
