package com.hearthkit

import org.json.JSONObject

// Descriptors of both desks: constant JSON, revision bumped by hand with every change.
object Catalog {
    val DEVICE_TOOLS = setOf("list_devices", "set_light", "unlock_door", "factory_reset_device", "export_history")
    val ROUTINE_TOOLS = setOf("list_routines", "add_app_step", "share_routine", "delete_routine", "set_away_mode", "backup_routines")

    private const val READ = """"effect":"read","risk":"low","destructive":false,"idempotent":true,"open_world":false,"confirmation":"never","execution":"sync""""
    private const val DIALECT = """"schema_dialect":"https://json-schema.org/draft/2020-12/schema""""

    private const val DEVICES_INFO = """{"provider_id":"com.hearthkit.devices","provider_name":"Hearthkit devices",
"description":"Lights, locks and other devices paired with the Hearthkit hub",$DIALECT,
"scopes":[{"name":"devices.read","title":"See devices","description":"Read devices, their state and their history","access":"read","sensitivity":"device"},
{"name":"devices.control","title":"Control devices","description":"Change lights and reset devices","access":"write","sensitivity":"device"},
{"name":"locks.control","title":"Open locks","description":"Unlock the doors of the home","access":"write","sensitivity":"personal"},
{"name":"exports.write","title":"Export history","description":"Write history files into Hearthkit's exports folder","access":"write","sensitivity":"personal"}]}"""

    private const val DEVICES_TOOLS = """{"revision":"devices-9","tools":[
{"name":"list_devices","title":"List devices","description":"Every paired device with its room and state","scopes":["devices.read"],
 "input_schema":{"type":"object","properties":{},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"devices":{"type":"array"}},"required":["devices"]},
 "annotations":{$READ}},
{"name":"set_light","title":"Set a light","description":"Set the brightness of one light, 0 to 100","scopes":["devices.control"],
 "input_schema":{"type":"object","properties":{"device_id":{"type":"string"},"level":{"type":"integer","minimum":0,"maximum":100}},"required":["device_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"device_id":{"type":"string"},"level":{"type":"integer"}},"required":["device_id","level"]},
 "annotations":{"effect":"update","risk":"low","destructive":false,"idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"unlock_door","title":"Unlock a door","description":"Unlock one smart lock","scopes":["locks.control"],
 "input_schema":{"type":"object","properties":{"door_id":{"type":"string"}},"required":["door_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"door_id":{"type":"string"},"unlocked":{"type":"boolean"}},"required":["door_id","unlocked"]},
 "annotations":{"effect":"update","risk":"high","destructive":false,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"factory_reset_device","title":"Reset a device","description":"Reset one device to factory settings; its scenes and pairing are lost","scopes":["devices.control"],
 "input_schema":{"type":"object","properties":{"device_id":{"type":"string"},"force":{"type":"boolean"}},"required":["device_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"device_id":{"type":"string"},"reset":{"type":"boolean"}},"required":["device_id","reset"]},
 "annotations":{"effect":"delete","risk":"high","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"export_history","title":"Export device history","description":"Write the last 30 days of device events to a file in Hearthkit's exports","scopes":["devices.read","exports.write"],
 "input_schema":{"type":"object","properties":{},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"file":{"type":"string"},"bytes":{"type":"integer"}},"required":["file"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}}]}"""

    private const val ROUTINES_INFO = """{"provider_id":"com.hearthkit.routines","provider_name":"Hearthkit routines",
"description":"The household's routines and away mode",$DIALECT,
"scopes":[{"name":"routines.read","title":"See routines","description":"Read routines and their steps","access":"read","sensitivity":"personal"},
{"name":"routines.write","title":"Change routines","description":"Add steps to, share, delete and back up routines","access":"write","sensitivity":"personal"},
{"name":"security.arm","title":"Arm the home","description":"Arm and disarm away mode","access":"write","sensitivity":"personal"}]}"""

    private const val ROUTINES_TOOLS = """{"revision":"routines-14","tools":[
{"name":"list_routines","title":"List routines","description":"Every routine with its steps","scopes":["routines.read"],
 "input_schema":{"type":"object","properties":{},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"routines":{"type":"array"}},"required":["routines"]},
 "annotations":{$READ}},
{"name":"add_app_step","title":"Open an app in a routine","description":"Add a step that opens an installed app to one routine","scopes":["routines.write"],
 "input_schema":{"type":"object","properties":{"routine_id":{"type":"string"},"package_name":{"type":"string"}},"required":["routine_id","package_name"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"routine_id":{"type":"string"},"steps":{"type":"integer"}},"required":["routine_id","steps"]},
 "annotations":{"effect":"update","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"share_routine","title":"Share a routine","description":"Share one routine with a person by email","scopes":["routines.write"],
 "input_schema":{"type":"object","properties":{"routine_id":{"type":"string"},"recipient":{"type":"string"},"calling_package":{"type":"string"}},"required":["routine_id","recipient"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"share_id":{"type":"string"}},"required":["share_id"]},
 "annotations":{"effect":"create","risk":"high","destructive":false,"idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},
{"name":"delete_routine","title":"Delete a routine","description":"Delete one routine for good","scopes":["routines.write"],
 "input_schema":{"type":"object","properties":{"routine_id":{"type":"string"}},"required":["routine_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]},
 "annotations":{"effect":"delete","risk":"moderate","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"set_away_mode","title":"Arm or disarm away mode","description":"Arm away mode (sirens and door contacts) or disarm it","scopes":["security.arm"],
 "input_schema":{"type":"object","properties":{"on":{"type":"boolean"}},"required":["on"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"away":{"type":"boolean"}},"required":["away"]},
 "annotations":{"effect":"update","risk":"high","destructive":false,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"backup_routines","title":"Back up routines","description":"Write every routine to a backup file","scopes":["routines.read","routines.write"],
 "input_schema":{"type":"object","properties":{"file_name":{"type":"string","maxLength":64}},"required":["file_name"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"file":{"type":"string"},"bytes":{"type":"integer"}},"required":["file"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}}]}"""

    fun devicesInfo() = JSONObject(DEVICES_INFO)

    fun devicesTools() = JSONObject(DEVICES_TOOLS)

    fun routinesInfo() = JSONObject(ROUTINES_INFO)

    fun routinesTools() = JSONObject(ROUTINES_TOOLS)
}
