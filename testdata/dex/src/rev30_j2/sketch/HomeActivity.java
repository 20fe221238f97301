package com.example.r30j2;

import android.app.Activity;

public class HomeActivity extends Activity {
    public void onDone() {
        finish();
    }
}
