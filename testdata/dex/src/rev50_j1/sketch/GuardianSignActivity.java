package com.tripslip.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows the slip to the guardian, who signs on screen. */
public class GuardianSignActivity extends Activity {
    private long slipId;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(0x7f030001);
        slipId = getIntent() == null ? -1L : 0L;
    }
}
