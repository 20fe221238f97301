package com.example.r34j3;

import android.app.Activity;
import android.os.Bundle;

public class OrdersActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
    }
}
