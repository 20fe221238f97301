package com.hearthlink.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.util.Log;
import com.hearthlink.cetp.Ledger;
import com.hearthlink.data.HomeDb;

/** Hearthlink's own confirmation screen: shows one pending ticket and records what the user decided. */
public final class ConfirmActivity extends Activity {
    private static final String TAG = "HearthConfirm";
    private static final String EXTRA_TICKET = "com.hearthlink.extra.TICKET";

    private Ledger tickets;
    private String ticket;

    /** The resolution for a ticket: explicitly this activity, immutable. */
    public static PendingIntent resolution(Context context, String ticketKey) {
        Intent intent = new Intent(context, ConfirmActivity.class);
        intent.putExtra(EXTRA_TICKET, ticketKey);
        return PendingIntent.getActivity(context, ticketKey.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        tickets = new Ledger(HomeDb.open(this), null);
        ticket = getIntent().getStringExtra(EXTRA_TICKET);
        String summary = null;
        try {
            if (ticket != null) {
                summary = tickets.pendingSummary(ticket);
            }
        } catch (RuntimeException e) {
            Log.w(TAG, "ticket unreadable", e);
        }
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Let the assistant do this?")
                .setMessage(summary)
                .setPositiveButton("Allow", (dialog, which) -> decide(true))
                .setNegativeButton("Don't allow", (dialog, which) -> decide(false))
                .setOnCancelListener(dialog -> decide(false))
                .show();
    }

    private void decide(boolean approved) {
        boolean written;
        try {
            written = tickets.decide(ticket, approved);
        } catch (RuntimeException e) {
            Log.w(TAG, "decision not written", e);
            written = false;
        }
        setResult(approved && written ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
