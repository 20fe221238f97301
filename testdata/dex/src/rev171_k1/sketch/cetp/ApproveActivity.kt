package app.larder.kitchen.cetp

import android.app.Activity
import android.os.Bundle
import app.larder.kitchen.data.Approvals
import app.larder.kitchen.data.LarderDb

/** Shows one parked tool call with what it will do; the answer is stored, then the Consumer resumes the call. */
class ApproveActivity : Activity() {
    private val approvals: Approvals by lazy { Approvals(LarderDb.get(this)) }
    private val token: String? get() = intent?.getStringExtra(EXTRA_TOKEN)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token?.let(approvals::pending)
            ?.run { setTitle("$summary This cannot be undone.") }
            ?: close(approved = false)
    }

    fun onApprove() = answer(approved = true)

    fun onDeny() = answer(approved = false)

    private fun answer(approved: Boolean) {
        token?.let { approvals.decide(it, approved) }
        close(approved)
    }

    private fun close(approved: Boolean) {
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_TOKEN = "app.larder.kitchen.extra.APPROVAL_TOKEN"
        const val EXTRA_PROVIDER = "app.larder.kitchen.extra.PROVIDER"
    }
}
