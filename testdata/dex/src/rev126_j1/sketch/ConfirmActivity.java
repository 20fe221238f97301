package com.lumenhaus.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;
import com.lumenhaus.cetp.Cetp;
import com.lumenhaus.data.HubDatabase;
import com.lumenhaus.data.Tickets;

/** Shows what a tool wants to do and records the user's answer on the ticket. */
public class ConfirmActivity extends Activity {
    private Tickets mTickets;
    private String mTicket;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        mTickets = new Tickets(HubDatabase.get(this));
        mTicket = getIntent().getStringExtra(Cetp.EXTRA_TICKET);
        String summary = mTicket == null ? null : mTickets.summary(mTicket);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Confirm on your hub")
                .setMessage(summary)
                .setPositiveButton("Allow", new DialogInterface.OnClickListener() {
                    @Override
                    public void onClick(DialogInterface dialog, int which) {
                        answer(true);
                    }
                })
                .setNegativeButton("Deny", new DialogInterface.OnClickListener() {
                    @Override
                    public void onClick(DialogInterface dialog, int which) {
                        answer(false);
                    }
                })
                .setOnCancelListener(dialog -> answer(false))
                .show();
    }

    private void answer(boolean approved) {
        mTickets.answer(mTicket, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
