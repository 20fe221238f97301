package com.relaykit.home.devices;

import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.cetp.CetpRequest;
import com.relaykit.home.core.Command;
import com.relaykit.home.core.CommandHistory;
import com.relaykit.home.core.EventBus;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The devices provider's tools as commands. Arguments are checked here, before anything runs. */
final class DeviceCommands {
    private static final long WEEK_MS = 7L * 24 * 60 * 60 * 1000;

    private DeviceCommands() {
    }

    static Command forTool(CetpRequest request, DeviceRepo repo, EventBus bus, CommandHistory history,
            AlertNotifier notifier) throws CetpError, JSONException {
        JSONObject args = request.args();
        switch (request.tool().name()) {
            case "list_devices": {
                String room = args.optString("room", null);
                return Command.readOnly("List devices", () -> repo.listDevices(room));
            }
            case "get_device": {
                String id = args.optString("device_id");
                return Command.readOnly("Show " + id, () -> {
                    JSONObject device = repo.device(id);
                    bus.publish(new DevicesModule.DeviceShown(id));
                    return device;
                });
            }
            case "list_alerts": {
                long since = args.optLong("since_ms", System.currentTimeMillis() - WEEK_MS);
                return Command.readOnly("List unread alerts", () -> {
                    JSONObject page = repo.unreadAlerts(since);
                    bus.publish(new DevicesModule.AlertsShown(idsOf(page.optJSONArray("alerts"))));
                    return page;
                });
            }
            case "set_switch": {
                String id = args.optString("device_id");
                boolean before = repo.isOn(id);
                return new SetSwitch(repo, id, before, args.optBoolean("on"));
            }
            case "undo_last_change": {
                int uid = request.uid();
                Command last = history.peekLast(uid);
                if (last == null) {
                    throw new CetpError("CONFLICT");
                }
                return new Command() {
                    @Override
                    public JSONObject execute() throws Exception {
                        Command undone = history.takeLast(uid);
                        if (undone == null) {
                            throw new CetpError("CONFLICT");
                        }
                        undone.undo();
                        JSONObject out = new JSONObject();
                        out.put("undone", undone.describe());
                        return out;
                    }

                    @Override
                    public void undo() {
                        throw new UnsupportedOperationException();
                    }

                    @Override
                    public String describe() {
                        return "Undo: " + last.describe();
                    }

                    @Override
                    public boolean reversible() {
                        return false;
                    }
                };
            }
            case "factory_reset_device": {
                String id = args.optString("device_id");
                JSONObject device = repo.device(id);
                return new Command() {
                    @Override
                    public JSONObject execute() throws Exception {
                        repo.factoryReset(id);
                        notifier.announce("Device reset", device.optString("name")
                                + " was factory-reset at the request of a connected app");
                        JSONObject out = new JSONObject();
                        out.put("device_id", id);
                        out.put("reset", true);
                        return out;
                    }

                    @Override
                    public void undo() {
                        throw new UnsupportedOperationException("a factory reset cannot be undone");
                    }

                    @Override
                    public String describe() {
                        return "Factory-reset " + device.optString("name") + " (" + device.optString("room")
                                + "): it forgets its settings and must be paired again";
                    }

                    @Override
                    public boolean reversible() {
                        return false;
                    }
                };
            }
            default:
                throw new CetpError("TOOL_NOT_FOUND");
        }
    }

    private static long[] idsOf(JSONArray alerts) throws JSONException {
        long[] ids = new long[alerts.length()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = alerts.getJSONObject(i).optLong("alert_id");
        }
        return ids;
    }

    /** Switches a device; undo puts the previous state back. */
    static final class SetSwitch implements Command {
        private final DeviceRepo repo;
        private final String deviceId;
        private final boolean before;
        private final boolean after;

        SetSwitch(DeviceRepo repo, String deviceId, boolean before, boolean after) {
            this.repo = repo;
            this.deviceId = deviceId;
            this.before = before;
            this.after = after;
        }

        @Override
        public JSONObject execute() throws Exception {
            repo.setSwitch(deviceId, after);
            JSONObject out = new JSONObject();
            out.put("device_id", deviceId);
            out.put("is_on", after);
            return out;
        }

        @Override
        public void undo() throws Exception {
            repo.setSwitch(deviceId, before);
        }

        @Override
        public String describe() {
            return "Turn " + (after ? "on " : "off ") + deviceId;
        }

        @Override
        public boolean reversible() {
            return true;
        }
    }
}
