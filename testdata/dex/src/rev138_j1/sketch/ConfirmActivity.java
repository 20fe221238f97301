package com.trailmark.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.util.Log;
import com.trailmark.cetp.Tickets;
import java.io.File;

/** The provider's own confirmation screen: shows one open ticket and writes down what the user decided. */
public final class ConfirmActivity extends Activity {
    private static final String TAG = "TrailConfirm";
    private static final String EXTRA_TICKET = "com.trailmark.extra.TICKET";

    private Tickets tickets;
    private String ticket;

    /** The resolution for a ticket: explicitly this activity, immutable. */
    public static PendingIntent resolution(Context context, String ticketName) {
        Intent intent = new Intent(context, ConfirmActivity.class);
        intent.putExtra(EXTRA_TICKET, ticketName);
        return PendingIntent.getActivity(context, ticketName.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** The ticket store both providers and this screen share. */
    public static Tickets tickets(Context context) {
        return new Tickets(new File(context.getFilesDir(), "tickets"));
    }

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        tickets = tickets(this);
        ticket = getIntent().getStringExtra(EXTRA_TICKET);
        String summary = null;
        try {
            if (ticket != null) {
                summary = tickets.pendingSummary(ticket);
            }
        } catch (Exception e) {
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
                .setPositiveButton("Do it", (dialog, which) -> decide(true))
                .setNegativeButton("Don't", (dialog, which) -> decide(false))
                .setOnCancelListener(dialog -> decide(false))
                .show();
    }

    private void decide(boolean granted) {
        boolean written = true;
        try {
            tickets.decide(ticket, granted);
        } catch (Exception e) {
            Log.w(TAG, "decision not written", e);
            written = false;
        }
        setResult(granted && written ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
