package app.hearthlink.scenes;

import app.hearthlink.core.Call;
import app.hearthlink.core.HubStore;
import app.hearthlink.core.HubTool;
import org.json.JSONException;
import org.json.JSONObject;

/** The scenes provider's tools; each constant carries its own body. */
public enum SceneTool implements HubTool {
    FIND_AUTOMATIONS("find_automations", false) {
        @Override
        public String run(HubStore store, Call call, JSONObject args) {
            return store.toJson(store.byLabel(args.optString("label", "")));
        }
    },
    RUN_SCENE("run_scene", true) {
        @Override
        public String run(HubStore store, Call call, JSONObject args) throws JSONException {
            String scene = args.getString("scene_id");
            store.runScene(call.callerUid(), scene);
            return HubTool.ok(scene);
        }
    },
    DELETE_AUTOMATION("delete_automation", true) {
        @Override
        public boolean confirmFirst(JSONObject args) {
            return true;
        }

        @Override
        public String prompt(JSONObject args) {
            return "Delete automation " + args.optString("automation_id", "") + describe(args) + "?";
        }

        @Override
        public String run(HubStore store, Call call, JSONObject args) throws JSONException {
            String automation = args.getString("automation_id");
            if (args.optBoolean("keep_history", false)) {
                store.archiveAutomation(automation);
            } else {
                store.deleteAutomation(automation);
            }
            return HubTool.ok(automation);
        }
    };

    private final String wire;
    private final boolean mutating;

    SceneTool(String wire, boolean mutating) {
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

    private static String describe(JSONObject args) {
        return args.optBoolean("keep_history", false) ? " (its run history is kept)" : " and its run history";
    }

    public static SceneTool named(String name) {
        switch (name) {
            case "find_automations":
                return FIND_AUTOMATIONS;
            case "run_scene":
                return RUN_SCENE;
            case "delete_automation":
                return DELETE_AUTOMATION;
            default:
                return null;
        }
    }
}
