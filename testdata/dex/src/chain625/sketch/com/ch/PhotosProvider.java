package com.ch;

import android.os.Bundle;

/** Its chain holds only a size check, so list_tools and execute_tool are served without a session (CETP625). */
public final class PhotosProvider extends ToolHost {
    @Override
    public boolean onCreate() {
        chain.add(new SizeCheck());
        return true;
    }

    @Override
    Bundle serve(String method, Bundle request, int uid) {
        Bundle out = new Bundle();
        out.putString("status", method);
        return out;
    }
}
