package net.switchyard.hub

import android.app.Activity
import android.os.Bundle
import android.view.View

/** Shows the URL a download would fetch; its layout's buttons call onAllow and onBlock. */
class DownloadConsentActivity : Activity() {
    private var token: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token = intent.getStringExtra(Resolutions.EXTRA_TOKEN)
        title = intent.getStringExtra(Resolutions.EXTRA_SUMMARY) ?: "Download a file"
    }

    fun onAllow(view: View) = record(view, true)

    fun onBlock(view: View) = record(view, false)

    private fun record(view: View, allowed: Boolean) {
        val held = token ?: return
        TicketBook.answer(held, allowed)
        view.isEnabled = false
        title = if (allowed) "Allowed. You can go back to your assistant." else "Blocked."
    }
}
