package app.larder.home.ui

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.larder.home.arch.ResultRegistry

/** The pantry provider's review screen for discarding expired food: shows what goes and records the user's choice. */
class ReviewActivity : Activity() {
    private lateinit var status: TextView
    private lateinit var discard: Button
    private lateinit var keep: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val request = intent.getParcelableExtra<ConfirmRequest>(EXTRA_REQUEST)
        val root = LinearLayout(this)
        root.setOrientation(LinearLayout.VERTICAL)
        status = TextView(this)
        root.addView(status)
        if (request == null) {
            status.setText("This request is no longer valid. Go back to your assistant.")
        } else {
            setTitle(request.action)
            status.setText(request.action + "\n" + request.target + "\n" + request.consequence)
            discard = Button(this)
            discard.setText("Discard")
            discard.setOnClickListener { record(request, RESULT_OK) }
            keep = Button(this)
            keep.setText("Keep everything")
            keep.setOnClickListener { record(request, RESULT_CANCELED) }
            root.addView(discard)
            root.addView(keep)
        }
        setContentView(root)
    }

    private fun record(request: ConfirmRequest, resultCode: Int) {
        ResultRegistry.dispatch(request.code, resultCode)
        discard.setEnabled(false)
        keep.setEnabled(false)
        status.setText(if (resultCode == RESULT_OK) "Approved. Return to your assistant to finish." else "Nothing will be discarded.")
    }

    companion object {
        const val EXTRA_REQUEST = "app.larder.home.extra.REVIEW_REQUEST"
    }
}
