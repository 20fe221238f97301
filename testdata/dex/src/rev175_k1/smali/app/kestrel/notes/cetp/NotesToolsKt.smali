.class public final Lapp/kestrel/notes/cetp/NotesToolsKt;
.super Ljava/lang/Object;
.source "NotesTools.kt"


# static fields
.field private static final COUNT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

.field private static final EXPORT_NOTES:Lapp/kestrel/notes/cetp/ToolDescriptor;

.field private static final EXPORT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"document\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"document\",\"count\"]}"

.field public static final NOTES_ID:Ljava/lang/String; = "app.kestrel.notes"

.field private static final NOTES_INFO:Lapp/kestrel/notes/cetp/ProviderInfo;

.field private static final NOTE_ID_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"]}"

.field private static final NOTE_LIST_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"notes\"]}"

.field private static final PURGE_TRASH:Lapp/kestrel/notes/cetp/ToolDescriptor;


# direct methods
.method static constructor <clinit>()V
    .registers 18

    .line 10
    new-instance v0, Lapp/kestrel/notes/cetp/ProviderInfo;

    .line 13
    const/4 v5, 0x2

    new-array v5, v5, [Lapp/kestrel/notes/cetp/ScopeInfo;

    move-object/from16 v17, v5

    new-instance v7, Lapp/kestrel/notes/cetp/ScopeInfo;

    const-string v8, "notes.read"

    const-string v9, "Read notes"

    const-string v10, "Read note titles, bodies and tags"

    const-string v11, "read"

    const-string v12, "personal"

    invoke-direct/range {v7 .. v12}, Lapp/kestrel/notes/cetp/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v6, 0x0

    aput-object v7, v17, v6

    .line 14
    new-instance v7, Lapp/kestrel/notes/cetp/ScopeInfo;

    const-string v8, "notes.write"

    const-string v9, "Change notes"

    const-string v10, "Create, tag and purge notes"

    const-string v11, "write"

    const-string v12, "personal"

    invoke-direct/range {v7 .. v12}, Lapp/kestrel/notes/cetp/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v6, 0x1

    aput-object v7, v17, v6

    .line 12
    move-object/from16 v5, v17

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    .line 10
    const-string v2, "app.kestrel.notes"

    const-string v3, "Kestrel Notes"

    const-string v4, "Read, write and tidy the notes kept in Kestrel."

    invoke-direct {v0, v2, v3, v4, v5}, Lapp/kestrel/notes/cetp/ProviderInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V

    sput-object v0, Lapp/kestrel/notes/cetp/NotesToolsKt;->NOTES_INFO:Lapp/kestrel/notes/cetp/ProviderInfo;

    .line 90
    new-instance v0, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 91
    const-string v2, "export_notes"

    invoke-static {v2}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 92
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v5

    const/4 v6, 0x0

    new-array v6, v6, [Lkotlin/Pair;

    invoke-static {v5, v6}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "notes.read"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/kestrel/notes/cetp/Annotations;

    const-string v9, "read"

    const-string v10, "low"

    const-string v11, "never"

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x28

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 90
    move-object v1, v2

    move-object v4, v5

    move-object v6, v7

    move-object v7, v8

    const-string v2, "Export notes"

    const-string v3, "Returns every note that is not in the trash as one JSON document."

    const-string v5, "{\"type\":\"object\",\"properties\":{\"document\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"document\",\"count\"]}"

    const/4 v8, 0x0

    invoke-direct/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/NotesToolsKt;->EXPORT_NOTES:Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 95
    new-instance v0, Lapp/kestrel/notes/cetp/ToolDescriptor;

    .line 96
    const-string v2, "purge_trash"

    invoke-static {v2}, Lapp/kestrel/notes/cetp/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 97
    const-string v5, "older_than_days"

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    const/4 v6, 0x1

    new-array v6, v6, [Lkotlin/Pair;

    move-object/from16 v17, v6

    const-string v8, "older_than_days"

    const-string v9, "{\"type\":\"integer\",\"minimum\":0}"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    const/4 v7, 0x0

    aput-object v8, v17, v7

    move-object/from16 v6, v17

    invoke-static {v5, v6}, Lapp/kestrel/notes/cetp/DescriptorsKt;->objectSchema(Ljava/util/List;[Lkotlin/Pair;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "notes.write"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    .line 98
    new-instance v8, Lapp/kestrel/notes/cetp/Annotations;

    const-string v9, "delete"

    const-string v10, "high"

    const-string v11, "always"

    const/4 v12, 0x1

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x30

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 95
    move-object v1, v2

    move-object v4, v5

    move-object v6, v7

    move-object v7, v8

    const-string v2, "Empty trash"

    const-string v3, "Permanently deletes notes that have been in the trash longer than the given days."

    const-string v5, "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

    const/4 v8, 0x0

    invoke-direct/range {v0 .. v8}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/cetp/NotesToolsKt;->PURGE_TRASH:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-void
.end method

.method public static final getEXPORT_NOTES()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 1

    .line 90
    sget-object v0, Lapp/kestrel/notes/cetp/NotesToolsKt;->EXPORT_NOTES:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getNOTES_INFO()Lapp/kestrel/notes/cetp/ProviderInfo;
    .registers 1

    .line 10
    sget-object v0, Lapp/kestrel/notes/cetp/NotesToolsKt;->NOTES_INFO:Lapp/kestrel/notes/cetp/ProviderInfo;

    return-object v0
.end method

.method public static final getPURGE_TRASH()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 1

    .line 95
    sget-object v0, Lapp/kestrel/notes/cetp/NotesToolsKt;->PURGE_TRASH:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method
