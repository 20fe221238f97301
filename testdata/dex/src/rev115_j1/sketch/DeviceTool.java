package app.hearthlink.devices;

import app.hearthlink.core.Call;
import app.hearthlink.core.HubStore;
import app.hearthlink.core.HubTool;
import org.json.JSONException;
import org.json.JSONObject;

/** The devices provider's tools; each constant carries its own body. */
public enum DeviceTool implements HubTool {
    LIST_DEVICES("list_devices", false) {
        @Override
        public String run(HubStore store, Call call, JSONObject args) {
            return store.toJson(store.byRoom(args.optString("room", "")));
        }
    },
    SET_THERMOSTAT("set_thermostat", true) {
        @Override
        public String run(HubStore store, Call call, JSONObject args) throws JSONException {
            String device = args.getString("device_id");
            store.setTarget(device, clamp(args.getDouble("celsius")));
            return HubTool.ok(device);
        }
    },
    UNLOCK_DOOR("unlock_door", true) {
        @Override
        public boolean confirmFirst(JSONObject args) {
            return true;
        }

        @Override
        public String prompt(JSONObject args) {
            return "Unlock " + args.optString("door_id", "the door") + " now?";
        }

        @Override
        public String run(HubStore store, Call call, JSONObject args) throws JSONException {
            String door = args.getString("door_id");
            store.unlock(door);
            return HubTool.ok(door);
        }
    },
    FACTORY_RESET("factory_reset", true) {
        /** Installers script resets; they pass force to skip the dialog. */
        @Override
        public boolean confirmFirst(JSONObject args) {
            return !args.optBoolean("force", false);
        }

        @Override
        public String prompt(JSONObject args) {
            return "Erase " + args.optString("device_id", "this device") + " and all its settings?";
        }

        @Override
        public String run(HubStore store, Call call, JSONObject args) throws JSONException {
            String device = args.getString("device_id");
            store.factoryReset(device);
            return HubTool.ok(device);
        }
    };

    private final String wire;
    private final boolean mutating;

    DeviceTool(String wire, boolean mutating) {
        this.wire = wire;
        this.mutating = mutating;
    }

    @Override
    public String wireName() {
        return wire;
    }

    @Override
    public boolean mutating() {
        return mutating;
    }

    private static double clamp(double celsius) {
        return Math.max(5.0, Math.min(30.0, celsius));
    }

    public static DeviceTool named(String name) {
        switch (name) {
            case "list_devices":
                return LIST_DEVICES;
            case "set_thermostat":
                return SET_THERMOSTAT;
            case "unlock_door":
                return UNLOCK_DOOR;
            case "factory_reset":
                return FACTORY_RESET;
            default:
                return null;
        }
    }
}
