package io.quire.app.files

import io.quire.app.core.Catalog
import io.quire.app.core.Scope
import io.quire.app.core.ToolName
import io.quire.app.core.ToolSpec

object FilesTools {
    val SCOPES = listOf(
        Scope("files.read", "See and open your loose attachments", "read", "personal"),
        Scope("files.write", "Add and remove loose attachments", "write", "personal"),
        Scope("files.share", "Share attachments into Quire Vault", "write", "personal"),
    )

    private const val PATH_ARG = """{"type":"object","properties":{"path":{"type":"string","maxLength":240}},"required":["path"],"additionalProperties":false}"""
    private const val PATH_LIST = """{"type":"object","properties":{"paths":{"type":"array","items":{"type":"string"}}},"required":["paths"]}"""

    val CATALOG = Catalog(
        "files-12",
        listOf(
            ToolSpec(
                ToolName("list_attachments"), "List attachments", "List up to 200 loose attachments by path.",
                """{"type":"object","properties":{},"additionalProperties":false}""", PATH_LIST,
                listOf("files.read"), effect = "read", risk = "low", confirmation = "never", destructive = false, idempotent = true,
            ),
            ToolSpec(
                ToolName("list_shared"), "List attachments shared with an app",
                "List the attachments the user shared with the app whose package is given.",
                """{"type":"object","properties":{"package_name":{"type":"string","pattern":"^[a-zA-Z0-9_.]{1,200}$"}},"required":["package_name"],"additionalProperties":false}""",
                PATH_LIST,
                listOf("files.read"), effect = "read", risk = "low", confirmation = "never", destructive = false, idempotent = true,
            ),
            ToolSpec(
                ToolName("read_attachment"), "Read an attachment", "Return one attachment as a file result.",
                PATH_ARG, """{"type":"object"}""",
                listOf("files.read"), effect = "read", risk = "low", confirmation = "never", destructive = false, idempotent = true,
            ),
            ToolSpec(
                ToolName("import_attachment"), "Import an attachment",
                "Store a file, given as base64, among the loose attachments.",
                """{"type":"object","properties":{"file_name":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,79}$"},"content_base64":{"type":"string","maxLength":60000}},"required":["file_name","content_base64"],"additionalProperties":false}""",
                """{"type":"object","properties":{"path":{"type":"string"},"size_bytes":{"type":"integer"}},"required":["path"]}""",
                listOf("files.write"), effect = "create", risk = "moderate", confirmation = "provider_policy", destructive = false, idempotent = false,
            ),
            ToolSpec(
                ToolName("delete_attachment"), "Delete an attachment", "Delete one loose attachment.",
                PATH_ARG,
                """{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]}""",
                listOf("files.write"), effect = "delete", risk = "moderate", confirmation = "always", destructive = true, idempotent = false,
            ),
            ToolSpec(
                ToolName("share_attachment"), "Share into Quire Vault", "Share one attachment into the user's Quire Vault.",
                PATH_ARG,
                """{"type":"object","properties":{"shared":{"type":"boolean"}},"required":["shared"]}""",
                listOf("files.share"), effect = "update", risk = "high", confirmation = "always", destructive = false, idempotent = false,
            ),
        ),
    )
}
