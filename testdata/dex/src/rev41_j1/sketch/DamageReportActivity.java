package com.keydrop;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

/** Collects a damage note for the vehicle; the note is saved, the screen stays open. */
public class DamageReportActivity extends Activity {
    private String vehicle;

    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setContentView(0x7f030003);
        vehicle = String.valueOf(getIntent());
        findViewById(0x7f020004).setOnClickListener(v -> save("scratch"));
        findViewById(0x7f020005).setOnClickListener(v -> save("dent"));
    }

    private void save(String kind) {
        getSharedPreferences("damage", 0).edit().putString(vehicle, kind).apply();
    }
}
