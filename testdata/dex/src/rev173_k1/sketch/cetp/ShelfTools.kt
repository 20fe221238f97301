package app.quire.reader.cetp

/** The shelf provider's scopes and tools. */
object ShelfTools {
    const val REVISION = "shelf-12"

    val scopes = listOf(
        ScopeSpec("shelf.read", "See your shelf", "Read books and highlights", "read", "personal"),
        ScopeSpec("shelf.write", "Change your shelf", "Add and archive books, delete highlights", "write", "personal"),
        ScopeSpec("shelf.export", "Export your shelf", "Write a JSON export of books and highlights", "write", "personal"),
    )

    private val bookId = mapOf("book_id" to intProp(1, Int.MAX_VALUE))

    val all = listOf(
        ToolSpec(
            name = "list_books",
            title = "List books",
            description = "Books on the shelf with the given status, newest first.",
            input = objectSchema(
                mapOf("status" to prop("string").put("enum", org.json.JSONArray(STATUSES)), "limit" to intProp(1, 100)),
                listOf("status"),
            ),
            output = objectSchema(mapOf("books" to arrayOfObjects()), listOf("books")),
            scopes = listOf("shelf.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "search_highlights",
            title = "Search highlights",
            description = "Highlights whose quote contains the given text.",
            input = objectSchema(mapOf("text" to stringProp(80), "limit" to intProp(1, 100)), listOf("text")),
            output = objectSchema(mapOf("highlights" to arrayOfObjects()), listOf("highlights")),
            scopes = listOf("shelf.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "add_book",
            title = "Add a book",
            description = "Puts a book on the reading shelf.",
            input = objectSchema(
                mapOf("title" to stringProp(200), "author" to stringProp(120), "pages" to intProp(1, 20000)),
                listOf("title", "author", "pages"),
            ),
            output = objectSchema(mapOf("book_id" to prop("integer")), listOf("book_id")),
            scopes = listOf("shelf.write"),
            effect = Effect.CREATE,
        ),
        ToolSpec(
            name = "archive_book",
            title = "Archive a book",
            description = "Moves a book off the reading shelf into the archive.",
            input = objectSchema(bookId, listOf("book_id")),
            output = objectSchema(mapOf("book_id" to prop("integer"), "status" to prop("string")), listOf("book_id", "status")),
            scopes = listOf("shelf.write"),
            effect = Effect.UPDATE,
            idempotent = true,
        ),
        ToolSpec(
            name = "delete_highlights",
            title = "Delete a book's highlights",
            description = "Deletes every highlight of one book, after the user approves it in Quire.",
            input = objectSchema(bookId, listOf("book_id")),
            output = objectSchema(mapOf("book_id" to prop("integer"), "removed" to prop("integer")), listOf("book_id", "removed")),
            scopes = listOf("shelf.write"),
            effect = Effect.DELETE,
            risk = Risk.HIGH,
            confirmation = Confirmation.ALWAYS,
            destructive = true,
        ),
        ToolSpec(
            name = "export_shelf",
            title = "Export the shelf",
            description = "Writes every book and highlight to a JSON export and returns it.",
            input = objectSchema(emptyMap(), emptyList()),
            output = objectSchema(mapOf("books" to arrayOfObjects(), "highlights" to arrayOfObjects()), listOf("books", "highlights")),
            scopes = listOf("shelf.read", "shelf.export"),
            effect = Effect.CREATE,
        ),
    )

    val byName: Map<String, ToolSpec> = all.associateBy { it.name }
}

val STATUSES = listOf("reading", "finished", "archived")
