.class public final Lio/quire/app/notes/NotesTools;
.super Ljava/lang/Object;
.source "NotesTools.kt"


# static fields
.field private static final CATALOG:Lio/quire/app/core/Catalog;

.field public static final INSTANCE:Lio/quire/app/notes/NotesTools;

.field private static final NOTE_REF:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"string\",\"pattern\":\"^n_[0-9a-f]{16}$\"}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

.field private static final SCOPES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 19

    new-instance v0, Lio/quire/app/notes/NotesTools;

    invoke-direct {v0}, Lio/quire/app/notes/NotesTools;-><init>()V

    sput-object v0, Lio/quire/app/notes/NotesTools;->INSTANCE:Lio/quire/app/notes/NotesTools;

    .line 10
    const/4 v0, 0x2

    new-array v0, v0, [Lio/quire/app/core/Scope;

    move-object/from16 v18, v0

    new-instance v2, Lio/quire/app/core/Scope;

    const-string v4, "notes.read"

    const-string v5, "Read your notes and their attachments"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quire/app/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v18, v1

    .line 11
    new-instance v2, Lio/quire/app/core/Scope;

    const-string v4, "notes.write"

    const-string v5, "Create, trash and purge notes"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quire/app/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v18, v1

    .line 9
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quire/app/notes/NotesTools;->SCOPES:Ljava/util/List;

    .line 16
    new-instance v0, Lio/quire/app/core/Catalog;

    .line 19
    const/4 v3, 0x6

    new-array v3, v3, [Lio/quire/app/core/ToolSpec;

    move-object/from16 v18, v3

    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 20
    const-string v7, "list_notes"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 23
    const-string v12, "notes.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 19
    move-object v6, v7

    move-object v11, v12

    const-string v7, "List notes"

    const-string v8, "List the notes in a folder, newest first."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]}"

    const-string v12, "read"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x1

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x0

    aput-object v5, v18, v4

    .line 25
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 26
    const-string v7, "read_note"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 29
    const-string v12, "notes.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 25
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Read a note"

    const-string v8, "Return the title, folder and text of one note."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"string\",\"pattern\":\"^n_[0-9a-f]{16}$\"}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"body\":{\"type\":\"string\"}},\"required\":[\"title\",\"body\"]}"

    const-string v12, "read"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x1

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x1

    aput-object v5, v18, v4

    .line 31
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 32
    const-string v7, "open_note_attachment"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 36
    const-string v12, "notes.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 31
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Open a note attachment"

    const-string v8, "Return one attachment of a note as a file result."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"string\",\"pattern\":\"^n_[0-9a-f]{16}$\"},\"name\":{\"type\":\"string\",\"maxLength\":240}},\"required\":[\"note_id\",\"name\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\"}"

    const-string v12, "read"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x1

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x2

    aput-object v5, v18, v4

    .line 38
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 39
    const-string v7, "create_note"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 42
    const-string v12, "notes.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 38
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Create a note"

    const-string v8, "Create a note in a folder."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"folder\":{\"type\":\"string\",\"maxLength\":64}},\"required\":[\"title\",\"body\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"string\"}},\"required\":[\"note_id\"]}"

    const-string v12, "create"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x3

    aput-object v5, v18, v4

    .line 44
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 45
    const-string v7, "delete_note"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 48
    const-string v12, "notes.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 44
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Move a note to the trash"

    const-string v8, "Move one note to the trash."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"string\",\"pattern\":\"^n_[0-9a-f]{16}$\"}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"trashed\":{\"type\":\"boolean\"}},\"required\":[\"trashed\"]}"

    const-string v12, "delete"

    const-string v13, "moderate"

    const-string v14, "always"

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x4

    aput-object v5, v18, v4

    .line 50
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 51
    const-string v7, "purge_trash"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 54
    const-string v12, "notes.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 50
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Empty the trash"

    const-string v8, "Permanently delete every note in the trash."

    const-string v9, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"purged\"]}"

    const-string v12, "delete"

    const-string v13, "high"

    const-string v14, "always"

    const/4 v15, 0x1

    const/16 v16, 0x0

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x5

    aput-object v5, v18, v4

    .line 18
    move-object/from16 v3, v18

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    .line 16
    const-string v2, "notes-7"

    invoke-direct {v0, v2, v3}, Lio/quire/app/core/Catalog;-><init>(Ljava/lang/String;Ljava/util/List;)V

    sput-object v0, Lio/quire/app/notes/NotesTools;->CATALOG:Lio/quire/app/core/Catalog;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getCATALOG()Lio/quire/app/core/Catalog;
    .registers 2

    .line 16
    sget-object v0, Lio/quire/app/notes/NotesTools;->CATALOG:Lio/quire/app/core/Catalog;

    return-object v0
.end method

.method public final getSCOPES()Ljava/util/List;
    .registers 2

    .line 9
    sget-object v0, Lio/quire/app/notes/NotesTools;->SCOPES:Ljava/util/List;

    return-object v0
.end method
