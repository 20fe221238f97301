package com.larderly

import org.json.JSONObject

// Descriptors of both desks (constant JSON; revision bumped by hand with every change).
object Catalog {
    private const val READ = """"effect":"read","risk":"low","destructive":false,"idempotent":true,"open_world":false,"confirmation":"never","execution":"sync""""

    private const val PANTRY_INFO = """{"provider_id":"com.larderly.pantry","provider_name":"Larderly pantry",
"description":"What is in the pantry, fridge and freezer","schema_dialect":"https://json-schema.org/draft/2020-12/schema",
"scopes":[{"name":"pantry.read","title":"See the pantry","description":"Read items, quantities and expiry dates","access":"read","sensitivity":"personal"},
{"name":"pantry.write","title":"Change the pantry","description":"Add, remove, throw out and export items","access":"write","sensitivity":"personal"}]}"""

    private const val PANTRY_TOOLS = """{"revision":"pantry-12","tools":[
{"name":"list_items","title":"List a shelf","description":"Items on one shelf","scopes":["pantry.read"],
 "input_schema":{"type":"object","properties":{"shelf":{"type":"string"},"sort":{"enum":["name","expiry","quantity","added"]}},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"items":{"type":"array"}},"required":["items"]},
 "annotations":{$READ}},
{"name":"find_items","title":"Find items","description":"Items whose name contains a text, on every shelf","scopes":["pantry.read"],
 "input_schema":{"type":"object","properties":{"text":{"type":"string","maxLength":64}},"required":["text"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"items":{"type":"array"}},"required":["items"]},
 "annotations":{$READ}},
{"name":"add_item","title":"Add an item","description":"Put an item on a shelf","scopes":["pantry.write"],
 "input_schema":{"type":"object","properties":{"name":{"type":"string"},"quantity":{"type":"integer","minimum":1},"shelf":{"type":"string"},"expires_in_days":{"type":"integer","minimum":0}},"required":["name"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"item_id":{"type":"integer"}},"required":["item_id"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"remove_item","title":"Remove an item","description":"Take one item off its shelf for good","scopes":["pantry.write"],
 "input_schema":{"type":"object","properties":{"item_id":{"type":"integer"}},"required":["item_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"removed":{"type":"integer"}},"required":["removed"]},
 "annotations":{"effect":"delete","risk":"moderate","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"purge_expired","title":"Throw out expired items","description":"Delete every item past its expiry date","scopes":["pantry.write"],
 "input_schema":{"type":"object","properties":{"older_than_days":{"type":"integer","minimum":0},"confirmed":{"type":"boolean"}},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"purged":{"type":"integer"}},"required":["purged"]},
 "annotations":{"effect":"delete","risk":"high","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"export_pantry","title":"Export the pantry","description":"Write every item to a CSV file in Larderly's exports","scopes":["pantry.read","pantry.write"],
 "input_schema":{"type":"object","properties":{},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"file":{"type":"string"},"bytes":{"type":"integer"}},"required":["file"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}}]}"""

    private const val SHOPPING_INFO = """{"provider_id":"com.larderly.shopping","provider_name":"Larderly shopping",
"description":"Shopping lists: share them and order them","schema_dialect":"https://json-schema.org/draft/2020-12/schema",
"scopes":[{"name":"lists.read","title":"See shopping lists","description":"Read lists and their items","access":"read","sensitivity":"personal"},
{"name":"lists.write","title":"Manage shopping lists","description":"Share and clear lists","access":"write","sensitivity":"personal"},
{"name":"orders.write","title":"Order groceries","description":"Send a list to a grocery app as an order","access":"write","sensitivity":"financial"}]}"""

    private const val SHOPPING_TOOLS = """{"revision":"shopping-7","tools":[
{"name":"list_lists","title":"List shopping lists","description":"Every list with its size","scopes":["lists.read"],
 "input_schema":{"type":"object","properties":{},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"lists":{"type":"array"}},"required":["lists"]},
 "annotations":{$READ}},
{"name":"share_list","title":"Share a list","description":"Share one list with a person by email","scopes":["lists.write"],
 "input_schema":{"type":"object","properties":{"list_id":{"type":"integer"},"recipient":{"type":"string"},"caller_package":{"type":"string"}},"required":["list_id","recipient"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"share_id":{"type":"integer"}},"required":["share_id"]},
 "annotations":{"effect":"create","risk":"high","destructive":false,"idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},
{"name":"place_order","title":"Order a list","description":"Send one list to a grocery app as an order","scopes":["orders.write"],
 "input_schema":{"type":"object","properties":{"list_id":{"type":"integer"},"store_package":{"type":"string"}},"required":["list_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"order_id":{"type":"integer"},"store_package":{"type":"string"}},"required":["order_id"]},
 "annotations":{"effect":"transaction","risk":"high","destructive":false,"idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},
{"name":"clear_list","title":"Clear a list","description":"Remove every item of one list","scopes":["lists.write"],
 "input_schema":{"type":"object","properties":{"list_id":{"type":"integer"}},"required":["list_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"cleared":{"type":"integer"}},"required":["cleared"]},
 "annotations":{"effect":"delete","risk":"moderate","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}}]}"""

    fun pantryInfo() = JSONObject(PANTRY_INFO)

    fun pantryTools() = JSONObject(PANTRY_TOOLS)

    fun shoppingInfo() = JSONObject(SHOPPING_INFO)

    fun shoppingTools() = JSONObject(SHOPPING_TOOLS)
}
