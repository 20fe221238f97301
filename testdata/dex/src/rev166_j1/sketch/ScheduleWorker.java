package com.lumenframe.studio.backup;

import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.data.MediaRepo;
import com.lumenframe.studio.ops.WorkContext;
import com.lumenframe.studio.ops.WorkResult;
import com.lumenframe.studio.ops.Worker;
import org.json.JSONObject;

/** set_backup_schedule: how often the nightly job snapshots the library, and whether only on Wi-Fi. */
final class ScheduleWorker implements Worker {
    private final MediaRepo media;

    ScheduleWorker(MediaRepo media) {
        this.media = media;
    }

    @Override
    public String tool() {
        return "set_backup_schedule";
    }

    @Override
    public void validate(JSONObject args) throws CetpException {
        int hours = args.optInt("interval_hours", 0);
        if (hours < 6 || hours > 168 || !args.has("wifi_only")) {
            throw new CetpException("INVALID_ARGS");
        }
    }

    @Override
    public WorkResult run(WorkContext ctx) throws Exception {
        int hours = ctx.args.getInt("interval_hours");
        boolean wifiOnly = ctx.args.getBoolean("wifi_only");
        ctx.progress.begin(1, "Saving schedule");
        ctx.progress.checkpoint();
        media.putSetting("backup_interval_hours", Integer.toString(hours));
        media.putSetting("backup_wifi_only", Boolean.toString(wifiOnly));
        ctx.progress.advance("Saved");
        JSONObject value = new JSONObject();
        value.put("interval_hours", hours);
        value.put("wifi_only", wifiOnly);
        return WorkResult.inline(value);
    }
}
