package com.laserlog.machines;

import android.content.Context;
import android.database.Cursor;
import android.os.Bundle;
import com.laserlog.core.Command;
import com.laserlog.core.Db;
import com.laserlog.core.Reply;
import java.util.HashMap;
import java.util.Map;
import org.json.JSONObject;

/** The machine provider's command registry. */
final class MachineTools {
    static final Map<String, Command> COMMANDS = new HashMap<>();

    static {
        COMMANDS.put("machine_status", MachineTools::status);
        COMMANDS.put("retire_machine", new Command() {
            @Override
            public Bundle execute(Context c, JSONObject args) throws Exception {
                int n = Db.open(c).delete("machines", "name = ?", new String[] {args.getString("machine")});
                return Reply.ok(Integer.toString(n));
            }
        });
        COMMANDS.put("export_log", new ExportLogTool());
    }

    private MachineTools() {
    }

    static Bundle status(Context c, JSONObject args) {
        Cursor cur = Db.open(c).rawQuery("SELECT state FROM machines WHERE name = ?", new String[] {args.optString("machine")});
        int n = cur.getCount();
        cur.close();
        return Reply.ok(Integer.toString(n));
    }
}
