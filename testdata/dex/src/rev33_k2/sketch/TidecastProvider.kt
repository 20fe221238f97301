package com.example.r33k2

import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import org.json.JSONObject
import java.io.File

// TidecastProvider.kt: Tidecast's CETP v2 provider (podcasts).

class TidecastProvider : ContentProvider(), Replies {
    private val io = CoroutineScope(Dispatchers.IO)

    override fun onCreate(): Boolean {
        Catalog.prefs = context!!.getSharedPreferences("catalog", Context.MODE_PRIVATE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        if (!ctx.packageManager.hasSigningCertificate(uid, PARTNER_CERT, 1)) return error("PERMISSION_DENIED", "caller not allowed")
        if (method == "negotiate") return success(Sessions.open(uid))
        val req = extras ?: return error("INVALID_REQUEST", "missing extras")
        if (!Sessions.valid(req.getString("session_token"), uid)) return error("NEGOTIATION_REQUIRED", "negotiate first")
        if (method != "execute_tool") return error("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) return error("DEADLINE_EXCEEDED", "deadline passed")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "episode_info" -> episodeInfo(args.getString("episode"))
            "refresh_feed" -> refreshFeed(args.getString("feed_url"))
            "subscribe" -> subscribe(ctx, args.getString("show"))
            "unsubscribe" -> unsubscribe(ctx, args.getString("show"))
            "delete_downloads" -> deleteDownloads(ctx, args.getString("show"))
            "buy_premium" -> buyPremium(ctx)
            "export_transcript" -> exportTranscript(ctx, args.getString("episode"))
            "export_opml" -> exportOpml()
            "download_episode" -> success(Downloader.enqueue(Download(req.requestId, args.getString("episode"), uid)))
            "mark_played" -> markPlayed(ctx, req.requestId, args.getString("episode"))
            else -> error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun episodeInfo(id: String): Bundle = when (val r = Catalog.find(id)) {
        is Lookup.Found -> success(r.json)
        is Lookup.Missing -> error("INVALID_ARGS", "no such episode")
        is Lookup.Failed -> {
            Log.w(TAG, "catalog lookup failed", r.cause)
            error("UNAVAILABLE", "catalog unavailable")
        }
    }

    private fun refreshFeed(url: String): Bundle =
        runCatching { Catalog.refresh(url) }.fold(
            onSuccess = { success("{\"episodes\":$it}") },
            onFailure = { error("UNAVAILABLE", it.stackTraceToString()) },
        )

    private fun subscribe(ctx: Context, show: String): Bundle {
        // mutable: SubscribeActivity fills the chosen plan into the intent
        val sheet = Intent(ctx, SubscribeActivity::class.java).putExtra("show", show)
        return needsUser(sheet.toResolution(ctx, mutable = true), "pick a plan in Tidecast")
    }

    private fun unsubscribe(ctx: Context, show: String): Bundle {
        val sheet = Intent(ACTION_CONFIRM).setClass(ctx, ConfirmActivity::class.java).putExtra("show", show)
        return needsUser(sheet.toResolution(ctx), "confirm in Tidecast")
    }

    private fun deleteDownloads(ctx: Context, show: String): Bundle {
        val sheet = Bundle().apply {
            putString("show", show)
            putString("tool", "delete_downloads")
        }.asConfirmIntent()
        return needsUser(sheet.toResolution(ctx), "confirm in Tidecast")
    }

    private fun buyPremium(ctx: Context): Bundle =
        needsUser(Intent(ctx, PaywallActivity::class.java).toResolution(ctx), "upgrade in Tidecast")

    private fun exportTranscript(ctx: Context, episode: String): Bundle {
        val file = File(ctx.cacheDir, "transcripts/" + Uri.encode(episode) + ".json")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE)
        return success("{\"kind\":\"file\",\"media_type\":\"application/json\"}").apply { putParcelable("result_fd", fd) }
    }

    private fun exportOpml(): Bundle {
        val (source, sink) = ParcelFileDescriptor.createPipe()
        io.launch {
            ParcelFileDescriptor.AutoCloseOutputStream(sink).use { out ->
                out.write(Catalog.prefs.getString("opml", "<opml/>")!!.toByteArray())
            }
        }
        return success("{\"kind\":\"file\",\"media_type\":\"text/x-opml\"}").apply { putParcelable("result_fd", source) }
    }

    private fun markPlayed(ctx: Context, requestId: String, episode: String): Bundle {
        val first = PlayLedger.markOnce(ctx, requestId, episode)
        return success("{\"played\":\"$episode\",\"duplicate\":${!first}}")
    }

    companion object {
        private const val TAG = "Tidecast"
        private val PARTNER_CERT = byteArrayOf(0x51, 0x0e, 0x2b, 0x77)
    }
}
