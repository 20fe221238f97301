package com.example.r31j3;

import android.content.Context;

// @Module
final class ToolModule {
    private final Context context;
    ToolModule(Context context) {
        this.context = context;
    }
    /* @Provides */ Context context() {
        return context.getApplicationContext();
    }
}
