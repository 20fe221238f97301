package com.quillbox

import org.json.JSONObject

object Catalog {
    private const val NOTEBOOK_INFO = """{"provider_id":"com.quillbox.notebook","provider_name":"Quillbox notebook",
"description":"Read, add, export and clean up Quillbox notes","schema_dialect":"https://json-schema.org/draft/2020-12/schema",
"scopes":[{"name":"notes.read","title":"Read notes","description":"Read note titles and bodies","access":"read","sensitivity":"personal"},
{"name":"notes.write","title":"Change notes","description":"Add, export, delete and purge notes","access":"write","sensitivity":"personal"}]}"""

    private const val NOTEBOOK_TOOLS = """{"revision":"notebook-9","tools":[
{"name":"list_notes","title":"List notes","description":"Notes of one folder, newest first","scopes":["notes.read"],
 "input_schema":{"type":"object","properties":{"folder":{"type":"string"},"query":{"type":"string"}},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"notes":{"type":"array"}},"required":["notes"]},
 "annotations":{"effect":"read","risk":"low","destructive":false,"idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"get_note","title":"Get a note","description":"One note with its body","scopes":["notes.read"],
 "input_schema":{"type":"object","properties":{"note_id":{"type":"integer"}},"required":["note_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"id":{"type":"integer"},"body":{"type":"string"}},"required":["id"]},
 "annotations":{"effect":"read","risk":"low","destructive":false,"idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"add_notes","title":"Add notes","description":"Add notes to a folder","scopes":["notes.write"],
 "input_schema":{"type":"object","properties":{"folder":{"type":"string"},"notes":{"type":"array"}},"required":["notes"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"ids":{"type":"array"}},"required":["ids"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"import_markdown","title":"Import markdown","description":"Split a markdown text into notes at its headings","scopes":["notes.write"],
 "input_schema":{"type":"object","properties":{"folder":{"type":"string"},"markdown":{"type":"string"}},"required":["markdown"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"ids":{"type":"array"}},"required":["ids"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"export_notes","title":"Export notes","description":"Write a folder's notes to one markdown file","scopes":["notes.read","notes.write"],
 "input_schema":{"type":"object","properties":{"folder":{"type":"string"},"file_name":{"type":"string"}},"required":["file_name"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"file":{"type":"string"},"bytes":{"type":"integer"}},"required":["file"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"archive_notes","title":"Archive notes","description":"Write a folder's notes to a zip archive","scopes":["notes.read","notes.write"],
 "input_schema":{"type":"object","properties":{"folder":{"type":"string"},"name":{"type":"string"}},"required":["name"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"file":{"type":"string"},"bytes":{"type":"integer"}},"required":["file"]},
 "annotations":{"effect":"create","risk":"low","destructive":false,"idempotent":false,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"delete_note","title":"Delete a note","description":"Delete one note for good","scopes":["notes.write"],
 "input_schema":{"type":"object","properties":{"note_id":{"type":"integer"}},"required":["note_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"deleted":{"type":"integer"}},"required":["deleted"]},
 "annotations":{"effect":"delete","risk":"high","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}},
{"name":"purge_trash","title":"Empty the trash","description":"Delete every note in the trash for good","scopes":["notes.write"],
 "input_schema":{"type":"object","properties":{"confirmed":{"type":"boolean"}},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"purged":{"type":"integer"}},"required":["purged"]},
 "annotations":{"effect":"delete","risk":"high","destructive":true,"idempotent":true,"open_world":false,"confirmation":"always","execution":"sync"}}]}"""

    private const val SHARE_INFO = """{"provider_id":"com.quillbox.share","provider_name":"Quillbox sharing",
"description":"Share and publish Quillbox notes","schema_dialect":"https://json-schema.org/draft/2020-12/schema",
"scopes":[{"name":"shares.read","title":"See shares","description":"See who a note is shared with","access":"read","sensitivity":"personal"},
{"name":"shares.write","title":"Share notes","description":"Share, publish and revoke notes","access":"write","sensitivity":"personal"}]}"""

    private const val SHARE_TOOLS = """{"revision":"share-4","tools":[
{"name":"list_shares","title":"List shares","description":"Current shares and published notes","scopes":["shares.read"],
 "input_schema":{"type":"object","properties":{},"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"shares":{"type":"array"}},"required":["shares"]},
 "annotations":{"effect":"read","risk":"low","destructive":false,"idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},
{"name":"share_note","title":"Share a note","description":"Share one note with a recipient by email","scopes":["shares.write"],
 "input_schema":{"type":"object","properties":{"note_id":{"type":"integer"},"recipient":{"type":"string"}},"required":["note_id","recipient"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"share_id":{"type":"integer"}},"required":["share_id"]},
 "annotations":{"effect":"create","risk":"high","destructive":false,"idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},
{"name":"publish_note","title":"Publish a note","description":"Publish one note at a public link","scopes":["shares.write"],
 "input_schema":{"type":"object","properties":{"note_id":{"type":"integer"}},"required":["note_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"share_id":{"type":"integer"}},"required":["share_id"]},
 "annotations":{"effect":"create","risk":"high","destructive":false,"idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},
{"name":"revoke_share","title":"Revoke a share","description":"Stop sharing or publishing a note","scopes":["shares.write"],
 "input_schema":{"type":"object","properties":{"share_id":{"type":"integer"}},"required":["share_id"],"additionalProperties":false},
 "output_schema":{"type":"object","properties":{"revoked":{"type":"integer"}},"required":["revoked"]},
 "annotations":{"effect":"delete","risk":"moderate","destructive":false,"idempotent":true,"open_world":true,"confirmation":"always","execution":"sync"}}]}"""

    fun notebookInfo() = JSONObject(NOTEBOOK_INFO)

    fun notebookTools() = JSONObject(NOTEBOOK_TOOLS)

    fun shareInfo() = JSONObject(SHARE_INFO)

    fun shareTools() = JSONObject(SHARE_TOOLS)

    val NOTEBOOK_MUTATIONS = setOf("add_notes", "import_markdown", "export_notes", "archive_notes", "delete_note", "purge_trash")

    val SHARE_MUTATIONS = setOf("share_note", "publish_note", "revoke_share")
}
