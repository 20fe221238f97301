package com.keydrop;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

/** Confirms the end of a trip, then closes. */
public class EndTripActivity extends Activity {
    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setContentView(0x7f030002);
        findViewById(0x7f020003).setOnClickListener(v -> {
            setResult(-1);
            finish();
        });
    }
}
