package com.example.r31j3;

import android.content.Context;
import android.webkit.WebView;

final class Browser {
    private final Context context;
    Browser(Context context) {
        this.context = context;
    }
    void show(String url) {
        new WebView(context).loadUrl(url);
    }
}
