package com.pd;

import android.os.Binder;
import android.os.Bundle;
import java.io.File;

public final class ShelfProvider extends Base {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != android.os.Process.myUid() || extras == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        File dir = new File(getContext().getFilesDir(), "archives");
        String name = extras.getString("archive");
        if ("open_archive".equals(method)) {
            // near miss: the predicate admits only a plain archive name
            if (!Names.isArchive(name)) {
                out.putString("error_code", "INVALID_ARGUMENTS");
                return out;
            }
            out.putBoolean("exists", new File(dir, name + ".json").isFile());
        } else if ("peek_archive".equals(method)) {
            // near miss: the predicate returns the match itself
            if (Names.isArchiveName(name)) {
                out.putBoolean("exists", new File(dir, name + ".json").isFile());
            }
        } else {
            // true positive: the predicate lets "../" through
            if (!Names.isPrintable(name)) {
                out.putString("error_code", "INVALID_ARGUMENTS");
                return out;
            }
            out.putBoolean("exists", new File(dir, name).isFile());
        }
        return out;
    }
}
