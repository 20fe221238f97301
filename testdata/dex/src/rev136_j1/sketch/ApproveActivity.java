package com.quillbin.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.util.Log;
import com.quillbin.cetp.Approvals;
import java.io.File;

/** Opened by a resolution PendingIntent: shows what the assistant wants to do and records the user's answer. */
public final class ApproveActivity extends Activity {
    private static final String TAG = "QuillApprove";
    private static final String EXTRA_TOKEN = "com.quillbin.extra.APPROVAL";

    private Approvals approvals;
    private String token;

    /** The resolution for one approval: this activity by class, immutable, usable once. */
    public static PendingIntent resolution(Context context, String token) {
        Intent intent = new Intent(context, ApproveActivity.class);
        intent.putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** The approval store both providers and this screen share. */
    public static Approvals approvals(Context context) {
        return new Approvals(new File(context.getFilesDir(), "approvals"));
    }

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = approvals(this);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        Approvals.Ticket ticket;
        try {
            ticket = token != null ? approvals.read(token) : null;
        } catch (Exception e) {
            Log.w(TAG, "approval ticket unreadable", e);
            ticket = null;
        }
        if (ticket == null || !ticket.open()) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Allow the assistant?")
                .setMessage(ticket.summary())
                .setPositiveButton("Allow", (d, which) -> answer(true))
                .setNegativeButton("Deny", (d, which) -> answer(false))
                .setOnCancelListener(d -> answer(false))
                .show();
    }

    private void answer(boolean allowed) {
        boolean saved = true;
        try {
            approvals.decide(token, allowed);
        } catch (Exception e) {
            Log.w(TAG, "answer not written", e);
            saved = false;
        }
        setResult(saved && allowed ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
