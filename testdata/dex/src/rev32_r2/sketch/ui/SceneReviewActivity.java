package com.homeflow.app.ui;

import android.app.Activity;
import android.os.Bundle;

/** Lists what a scene will switch; the user taps "Run" and stays on the home dashboard. */
public class SceneReviewActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        setContentView(0x7f0b001c);
    }

    // android:onClick="onRun" in the layout
    public void onRun(android.view.View button) {
        getSharedPreferences("scenes", 0).edit().putString("approved", getIntent().getStringExtra("args")).apply();
    }
}
