// rev25_entries: the enumtools app as kotlinc 2.4.20 + D8 emit it today:
// the enum keeps $ENTRIES (EnumEntriesKt.enumEntries($VALUES)) and
// Tool.from iterates Tool.entries (an Iterable loop over getEntries()),
// and the `when` over the tool runs in a private helper given the enum
// constant, not in executeTool itself.
// Tool.kt
enum class Tool(val wire: String) {                                               // 3
    LIST("list_notes"), ADD("add_note"), ARCHIVE("archive_note");                 // 4
    companion object {
        fun from(name: String): Tool = entries.first { it.wire == name }          // 6
    }
}
// Store.kt: list (a query, lines 5-6), add (an insert, 9-10), archive (an UPDATE, 13-14), as in enumtools.
// NotesProvider.kt
class NotesProvider : CetpV2ContentProvider() {                                   // 9
    override val providerTools = listOf(                                          // 11
        CetpProviderTool("list_notes", ToolAnnotations(ToolEffect.READ, ...)),         // 12
        CetpProviderTool("add_note", ToolAnnotations(ToolEffect.CREATE, ...)),         // 13
        CetpProviderTool("archive_note", ToolAnnotations(ToolEffect.READ, ...)))       // 14
    override fun executeTool(request: CetpProviderRequest): CetpProviderResult =
        dispatch(Tool.from(request.toolName))                                     // 25
    private fun dispatch(tool: Tool): CetpProviderResult = when (tool) {          // 28
        Tool.LIST -> Store.list(requireContext())          // NM CETP621 (reads)     29
        Tool.ADD -> Store.add(requireContext())            // CREATE: may write      30
        Tool.ARCHIVE -> Store.archive(requireContext())    // TP CETP621 (READ, writes) 31
    }
}
