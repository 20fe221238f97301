.class public final Lcom/quirewell/notes/NotesCatalog;
.super Ljava/lang/Object;
.source "NotesCatalog.java"

# interfaces
.implements Lcom/quirewell/cetp/ToolCatalog;


# static fields
.field private static final INFO:Ljava/lang/String; = "{\"provider_name\":\"Quirewell Notes\",\"description\":\"Search, write, export and delete your Quirewell notes\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search and export notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create notes and delete notebooks\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"search_notes\",\"title\":\"Search notes\",\"description\":\"Find notes whose title or body contains the query\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200}},\"required\":[\"query\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"create_note\",\"title\":\"Create a note\",\"description\":\"Add a note to a notebook; shared notebooks ask the user first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"maxLength\":200},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"title\",\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync\"}},{\"name\":\"export_notebook\",\"title\":\"Export a notebook\",\"description\":\"All notes of a notebook as one JSON file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"notes\":{\"type\":\"array\"}},\"required\":[\"notebook_id\",\"notes\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"purge_notebook\",\"title\":\"Delete a notebook\",\"description\":\"Delete a notebook and every note in it\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"deleted_notes\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\",\"deleted_notes\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 61
    return-void
.end method

.method static synthetic lambda$populate$0(Lcom/quirewell/cetp/Invocation;)Ljava/lang/String;
    .registers 3

    .line 74
    invoke-virtual {p0}, Lcom/quirewell/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "query"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$populate$1(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 75
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "title LIKE \'%"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "%\' OR body LIKE \'%"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "%\'"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$populate$2(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Lorg/json/JSONArray;
    .registers 11

    .line 76
    sget-object v2, Lcom/quirewell/notes/NotesTools;->COLUMNS:[Ljava/lang/String;

    .line 77
    move-object v0, p0

    const-string v1, "notes"

    move-object v3, p1

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "updated_at DESC"

    const-string v8, "50"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 76
    invoke-static {v0}, Lcom/quirewell/notes/NotesTools;->rows(Landroid/database/Cursor;)Lorg/json/JSONArray;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$populate$3(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 79
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {p0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    const-string v2, "notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quirewell/cetp/Replies;->success(Lcom/quirewell/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public populate(Lcom/quirewell/cetp/ToolRegistry;Lcom/quirewell/cetp/ToolHost;)V
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/lang/ReflectiveOperationException;
        }
    .end annotation

    .line 70
    const-string v1, "notes-7"

    const-string v2, "[{\"name\":\"search_notes\",\"title\":\"Search notes\",\"description\":\"Find notes whose title or body contains the query\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200}},\"required\":[\"query\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"create_note\",\"title\":\"Create a note\",\"description\":\"Add a note to a notebook; shared notebooks ask the user first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"maxLength\":200},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"title\",\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync\"}},{\"name\":\"export_notebook\",\"title\":\"Export a notebook\",\"description\":\"All notes of a notebook as one JSON file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"notes\":{\"type\":\"array\"}},\"required\":[\"notebook_id\",\"notes\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"purge_notebook\",\"title\":\"Delete a notebook\",\"description\":\"Delete a notebook and every note in it\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"deleted_notes\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\",\"deleted_notes\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]"

    invoke-virtual {p1, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->describe(Ljava/lang/String;Ljava/lang/String;)V

    .line 71
    invoke-interface {p2}, Lcom/quirewell/cetp/ToolHost;->database()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 74
    new-instance v6, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda0;

    invoke-direct {v6}, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda0;-><init>()V

    .line 75
    new-instance v7, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda1;

    invoke-direct {v7}, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda1;-><init>()V

    .line 76
    new-instance v8, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda2;

    invoke-direct {v8, v5}, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda2;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 78
    invoke-interface {v6, v7}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v0

    invoke-interface {v0, v8}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v9

    .line 79
    new-instance v2, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda3;

    invoke-direct {v2, v9}, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda3;-><init>(Ljava/util/function/Function;)V

    const-string v1, "search_notes"

    invoke-virtual {p1, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V

    .line 82
    new-instance v10, Lcom/quirewell/notes/NotesTools;

    invoke-direct {v10, p2}, Lcom/quirewell/notes/NotesTools;-><init>(Lcom/quirewell/cetp/ToolHost;)V

    .line 83
    invoke-virtual {p1, v10, p2}, Lcom/quirewell/cetp/ToolRegistry;->scan(Ljava/lang/Object;Lcom/quirewell/cetp/ToolHost;)I

    .line 84
    invoke-static {}, Ljava/lang/invoke/MethodHandles;->lookup()Ljava/lang/invoke/MethodHandles$Lookup;

    move-result-object v0

    .line 85
    const-class v3, Landroid/os/Bundle;

    const-class v4, Lcom/quirewell/cetp/Invocation;

    invoke-static {v3, v4}, Ljava/lang/invoke/MethodType;->methodType(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/invoke/MethodType;

    move-result-object v3

    .line 84
    const-class v1, Lcom/quirewell/notes/NotesTools;

    const-string v2, "exportNotebook"

    invoke-virtual {v0, v1, v2, v3}, Ljava/lang/invoke/MethodHandles$Lookup;->findVirtual(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;

    move-result-object v11

    .line 86
    new-instance v2, Lcom/quirewell/cetp/HandleTool;

    invoke-virtual {v11, v10}, Ljava/lang/invoke/MethodHandle;->bindTo(Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;

    move-result-object v4

    invoke-direct {v2, v4}, Lcom/quirewell/cetp/HandleTool;-><init>(Ljava/lang/invoke/MethodHandle;)V

    const-string v1, "export_notebook"

    invoke-virtual {p1, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V

    .line 89
    const-string v1, "notes"

    invoke-virtual {p1, v1, p2}, Lcom/quirewell/cetp/ToolRegistry;->loadPlugins(Ljava/lang/String;Lcom/quirewell/cetp/ToolHost;)I

    .line 90
    return-void
.end method

.method public providerInfo()Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 65
    new-instance v0, Lorg/json/JSONObject;

    const-string v1, "{\"provider_name\":\"Quirewell Notes\",\"description\":\"Search, write, export and delete your Quirewell notes\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search and export notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create notes and delete notebooks\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method
