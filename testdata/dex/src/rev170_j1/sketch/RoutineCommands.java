package com.relaykit.home.routines;

import android.content.ContentValues;
import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.cetp.CetpRequest;
import com.relaykit.home.core.Command;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The routines provider's tools as commands; business validation happens here, before anything runs. */
final class RoutineCommands {
    private static final Pattern TIME_OF_DAY = Pattern.compile("([01][0-9]|2[0-3]):[0-5][0-9]");
    private static final Pattern DEVICE_ID = Pattern.compile("[a-z0-9_-]{1,64}");
    private static final List<String> DEVICE_COMMANDS = Arrays.asList("switch_on", "switch_off", "lock", "unlock");
    private static final int MAX_ACTIONS = 20;

    private RoutineCommands() {
    }

    static Command forTool(CetpRequest request, RoutineRepo repo) throws CetpError, JSONException {
        JSONObject args = request.args();
        switch (request.tool().name()) {
            case "list_routines": {
                boolean all = args.optBoolean("include_disabled", false);
                return Command.readOnly("List routines", () -> repo.list(all));
            }
            case "get_run_history": {
                String id = args.optString("routine_id");
                repo.snapshot(id);
                int limit = Math.max(1, Math.min(50, args.optInt("limit", 10)));
                return Command.readOnly("Show runs of " + id, () -> repo.runs(id, limit));
            }
            case "create_routine":
                return create(repo, args.optString("name"), args.optString("trigger_at"),
                        validActions(args.optJSONArray("actions")));
            case "run_routine": {
                String id = args.optString("routine_id");
                ContentValues row = repo.snapshot(id);
                return new Command() {
                    @Override
                    public JSONObject execute() throws Exception {
                        int sent = repo.run(id);
                        JSONObject out = new JSONObject();
                        out.put("routine_id", id);
                        out.put("actions_sent", sent);
                        return out;
                    }

                    @Override
                    public void undo() {
                        throw new UnsupportedOperationException("the hub has already acted");
                    }

                    @Override
                    public String describe() {
                        return "Run the routine \"" + row.getAsString("name") + "\" now";
                    }

                    @Override
                    public boolean reversible() {
                        return false;
                    }
                };
            }
            case "delete_routine": {
                String id = args.optString("routine_id");
                ContentValues row = repo.snapshot(id);
                return new Command() {
                    @Override
                    public JSONObject execute() {
                        JSONObject out = new JSONObject();
                        try {
                            out.put("deleted", repo.delete(id));
                        } catch (JSONException e) {
                            throw new IllegalStateException(e);
                        }
                        return out;
                    }

                    @Override
                    public void undo() {
                        repo.restore(row);
                    }

                    @Override
                    public String describe() {
                        return "Delete the routine \"" + row.getAsString("name") + "\" (" + row.getAsString("trigger_at")
                                + "); its schedule stops and its actions are removed";
                    }

                    @Override
                    public boolean reversible() {
                        return true;
                    }
                };
            }
            default:
                throw new CetpError("TOOL_NOT_FOUND");
        }
    }

    private static Command create(RoutineRepo repo, String name, String triggerAt, JSONArray actions)
            throws CetpError {
        if (name.trim().isEmpty() || !TIME_OF_DAY.matcher(triggerAt).matches()) {
            throw new CetpError("INVALID_ARGS");
        }
        return new Command() {
            private String createdId;

            @Override
            public JSONObject execute() throws Exception {
                createdId = repo.create(name.trim(), triggerAt, actions);
                JSONObject out = new JSONObject();
                out.put("routine_id", createdId);
                return out;
            }

            @Override
            public void undo() {
                if (createdId != null) {
                    repo.delete(createdId);
                }
            }

            @Override
            public String describe() {
                return "Create the routine \"" + name.trim() + "\" at " + triggerAt + " with " + actions.length()
                        + " actions" + (repo.touchesLocks(actions.toString()) ? ", including unlocking a door" : "");
            }

            @Override
            public boolean reversible() {
                return true;
            }
        };
    }

    /** Each action names a device and one of the known commands. */
    static JSONArray validActions(JSONArray actions) throws CetpError, JSONException {
        if (actions == null || actions.length() == 0 || actions.length() > MAX_ACTIONS) {
            throw new CetpError("INVALID_ARGS");
        }
        JSONArray clean = new JSONArray();
        for (int i = 0; i < actions.length(); i++) {
            JSONObject a = actions.getJSONObject(i);
            String device = a.optString("device_id");
            String command = a.optString("command");
            if (!DEVICE_ID.matcher(device).matches() || !DEVICE_COMMANDS.contains(command)) {
                throw new CetpError("INVALID_ARGS");
            }
            JSONObject copy = new JSONObject();
            copy.put("device_id", device);
            copy.put("command", command);
            clean.put(copy);
        }
        return clean;
    }
}
