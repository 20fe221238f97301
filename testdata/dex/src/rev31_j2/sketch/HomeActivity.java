package com.example.r31j2;

import android.app.Activity;
import android.os.Bundle;
import android.util.Log;

public class HomeActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        Log.i("home", "opened");
    }
    @Override public void onBackPressed() {
        finish();
    }
}
