package com.fixitnow.ui;

import android.app.Activity;
import android.os.Bundle;

/** The launcher screen; the bottom of the reschedule back stack. */
public class HomeActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        if (getSharedPreferences("account", 0).getString("user", null) == null) {
            finish();
            return;
        }
        setTitle("FixItNow");
    }
}
