package com.saltmarsh.podcasts

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.net.Uri
import android.os.Bundle

/** The app's launcher screen. */
class PlayerActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        title = APP_NAME
        PodcastGraph.of(this).link.start()
    }
}

/** Shows one prompt a provider raised; subclasses say where the listener's answer goes. */
abstract class PromptActivity : Activity() {
    protected abstract val approveLabel: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val token = intent.getStringExtra(EXTRA_TOKEN)
        if (token == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        AlertDialog.Builder(this)
            .setTitle(APP_NAME)
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton(approveLabel) { _, _ -> answered(token, true) }
            .setNegativeButton("Cancel") { _, _ -> answered(token, false) }
            .setOnCancelListener { answered(token, false) }
            .show()
    }

    protected abstract fun answered(token: String, approved: Boolean)
}

/** clear_queue's confirmation (player provider): the answer goes back to the assistant with the activity's result. */
class ClearQueueActivity : PromptActivity() {
    override val approveLabel: String get() = "Clear queue"

    override fun answered(token: String, approved: Boolean) {
        val result = Intent().putExtra(EXTRA_TOKEN, token).putExtra(KEY_CONFIRMED, approved)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED, result)
        finish()
    }
}

/** delete_download's confirmation (library provider): the answer goes to the provider's receiver, in the app. */
class DeleteDownloadActivity : PromptActivity() {
    override val approveLabel: String get() = "Delete"

    override fun answered(token: String, approved: Boolean) {
        val answer = Intent(ACTION_ANSWER).setPackage(packageName).putExtra(EXTRA_TOKEN, token).putExtra(KEY_CONFIRMED, approved)
        sendBroadcast(answer, PERMISSION_INTERNAL)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

/** Saltmarsh Plus: opened by ACTION_UPGRADE inside the app, and by play_episode's resolution. */
class PremiumActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        AlertDialog.Builder(this)
            .setTitle("Saltmarsh Plus")
            .setMessage(intent.getStringExtra(EXTRA_PROMPT) ?: "Ad-free listening and members-only episodes")
            .setPositiveButton("Join") { _, _ -> joined() }
            .setNeutralButton("See plans") { _, _ -> startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(PLANS))) }
            .setNegativeButton("Not now") { _, _ -> left() }
            .setOnCancelListener { left() }
            .show()
    }

    private fun joined() {
        PodcastGraph.of(this).account.upgrade()
        setResult(RESULT_OK)
        finish()
    }

    private fun left() {
        setResult(RESULT_CANCELED)
        finish()
    }

    private companion object {
        const val PLANS = "https://saltmarsh.example/plus"
    }
}
