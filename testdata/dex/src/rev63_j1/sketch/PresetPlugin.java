package com.cutqueue.plugins;

import android.content.Context;
import com.cutqueue.core.ToolPlugin;
import java.io.File;
import java.io.FileOutputStream;
import org.json.JSONObject;

/** save_preset: stores a material's power/speed preset under files/presets. */
public class PresetPlugin implements ToolPlugin {
    @Override
    public String name() {
        return "save_preset";
    }

    @Override
    public String run(Context ctx, JSONObject args) throws Exception {
        File base = new File(ctx.getFilesDir(), "presets");
        File out = new File(base, args.getString("preset"));
        if (!out.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator)) {
            throw new IllegalArgumentException("bad preset name");
        }
        FileOutputStream s = new FileOutputStream(out);
        s.write(args.getString("power").getBytes());
        s.close();
        return "{\"saved\":true}";
    }
}
