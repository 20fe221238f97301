package app.quire.reader.cetp

/** The sync provider's scopes and tools. */
object SyncTools {
    const val REVISION = "sync-5"

    val scopes = listOf(
        ScopeSpec("sync.read", "See sync status", "Read how many highlights wait for Quire Cloud", "read", "personal"),
        ScopeSpec("sync.run", "Run the sync", "Push highlights to Quire Cloud, pause the sync, export the library", "write", "personal"),
        ScopeSpec("cloud.delete", "Remove the cloud copy", "Remove the highlights kept in Quire Cloud", "write", "personal"),
    )

    val all = listOf(
        ToolSpec(
            name = "sync_status",
            title = "Sync status",
            description = "How many highlights Quire keeps and how many wait to be pushed.",
            input = objectSchema(emptyMap(), emptyList()),
            output = objectSchema(mapOf("highlights" to prop("integer"), "waiting" to prop("integer")), listOf("highlights", "waiting")),
            scopes = listOf("sync.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "sync_now",
            title = "Sync highlights now",
            description = "Pushes the highlights that wait to Quire Cloud; may run in the background.",
            input = objectSchema(emptyMap(), emptyList()),
            output = objectSchema(mapOf("pushed" to prop("integer"), "account" to prop("string")), listOf("pushed")),
            scopes = listOf("sync.run"),
            effect = Effect.UPDATE,
            risk = Risk.MODERATE,
            idempotent = true,
            openWorld = true,
            mayRunAsync = true,
        ),
        ToolSpec(
            name = "export_library",
            title = "Export the library",
            description = "Writes the books and highlights to a JSON export and returns it.",
            input = objectSchema(emptyMap(), emptyList()),
            output = objectSchema(mapOf("books" to arrayOfObjects(), "highlights" to arrayOfObjects()), listOf("books", "highlights")),
            scopes = listOf("sync.read", "sync.run"),
            effect = Effect.CREATE,
        ),
        ToolSpec(
            name = "purge_cloud_copy",
            title = "Remove the cloud copy",
            description = "Removes the highlights kept in Quire Cloud, after the user approves it in Quire.",
            input = objectSchema(emptyMap(), emptyList()),
            output = objectSchema(mapOf("reset" to prop("integer")), listOf("reset")),
            scopes = listOf("cloud.delete"),
            effect = Effect.DELETE,
            risk = Risk.HIGH,
            confirmation = Confirmation.ALWAYS,
            destructive = true,
            openWorld = true,
        ),
        ToolSpec(
            name = "pause_sync",
            title = "Pause the sync",
            description = "Stops automatic syncing for the given number of hours.",
            input = objectSchema(mapOf("hours" to intProp(1, 72)), listOf("hours")),
            output = objectSchema(mapOf("paused_until" to prop("integer")), listOf("paused_until")),
            scopes = listOf("sync.run"),
            effect = Effect.UPDATE,
            idempotent = true,
        ),
    )

    val byName: Map<String, ToolSpec> = all.associateBy { it.name }
}
