package com.copperwick.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;
import com.copperwick.cetp.Cetp;
import com.copperwick.data.CopperDatabase;
import com.copperwick.data.Tickets;

/** The budget confirmation screen (and the receipts one when the user picks this phone): approve or deny. */
public final class ConfirmActivity extends Activity {
    private Tickets tickets;
    private String ticket;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ticket = getIntent().getStringExtra(Cetp.EXTRA_TICKET);
        tickets = new Tickets(CopperDatabase.get(this).getWritableDatabase());
        String summary = ticket == null ? null : tickets.pendingSummary(ticket);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Copperwick")
                .setMessage(summary)
                .setPositiveButton("Allow", (d, which) -> decide(true))
                .setNegativeButton("Deny", (d, which) -> decide(false))
                .setOnCancelListener(d -> decide(false))
                .show();
    }

    private void decide(boolean approved) {
        tickets.answer(ticket, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
