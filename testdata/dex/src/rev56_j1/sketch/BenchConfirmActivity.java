package com.drillshare.ui;

import android.app.Activity;
import android.os.Bundle;

public class BenchConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(0x7f030005);
        getSharedPreferences("bench", 0).edit().putBoolean("confirm_seen", true).apply();
    }
}
