package com.curbpass.ui;

import android.app.Activity;
import android.os.Bundle;

/** Ticket-dispute form: shows the ticket and a text field; never answers the caller. */
public final class DisputeActivity extends Activity {
    private String token;

    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setContentView(0x7f030001);
        token = getIntent() == null ? null : "pending";
    }
}
