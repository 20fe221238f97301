package app.keelson.backup.cetp

import android.app.Activity
import android.app.Service
import android.content.Intent
import android.os.Bundle
import android.os.IBinder
import android.view.View

const val EXTRA_SCOPE = "app.keelson.backup.extra.SCOPE"

private val Activity.heldToken: ResumeToken?
    get() = intent.getStringExtra(EXTRA_TOKEN)?.let { ResumeToken(it) }

/** Lets an assistant use a scope; allowing it approves the held call. */
class GrantActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle(intent.getStringExtra(EXTRA_SUMMARY) ?: "Allow an assistant")
    }

    fun onAllow(view: View) {
        val token = heldToken
        val held = token?.let { HeldCalls.peek(it) }
        val scope = intent.getStringExtra(EXTRA_SCOPE)
        if (token != null && held != null && held.kind == GRANT && scope != null) {
            Grants.of(this).grant(held.caller, scope)
            HeldCalls.approve(token)
        }
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny(view: View) {
        heldToken?.let { HeldCalls.deny(it) }
        setResult(RESULT_CANCELED)
        finish()
    }
}

/** Shows which snapshot a held delete_snapshot removes; the buttons approve or refuse it. */
class SnapshotDeleteActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle(intent.getStringExtra(EXTRA_SUMMARY) ?: "Delete a snapshot")
    }

    fun onDelete(view: View) {
        heldToken?.let { HeldCalls.approve(it) }
        setTitle("Approved. Go back to your assistant.")
    }

    fun onKeep(view: View) {
        heldToken?.let { HeldCalls.deny(it) }
        setTitle("Kept. Go back to your assistant.")
    }
}

/** Shows what a held share call will do; the buttons approve or deny it. */
class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle(intent.getStringExtra(EXTRA_SUMMARY) ?: "Confirm")
    }

    fun onApprove(view: View) {
        heldToken?.let { HeldCalls.approve(it) }
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny(view: View) {
        heldToken?.let { HeldCalls.deny(it) }
        setResult(RESULT_CANCELED)
        finish()
    }
}

class SnapshotToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class ShareToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
