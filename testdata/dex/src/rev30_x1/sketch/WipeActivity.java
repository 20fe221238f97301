package com.example.r30x;

import android.app.Activity;
import android.os.Bundle;

public class WipeActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        setContentView(android.R.layout.simple_list_item_1);
    }
}
