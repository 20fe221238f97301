package com.ch;

import android.os.Bundle;

/** Its chain holds a session check and a size check: silent. */
public final class NotesProvider extends ToolHost {
    @Override
    public boolean onCreate() {
        chain.add(new SessionCheck());
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
