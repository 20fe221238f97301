.class final Lcom/wrenfield/notes/notes/SearchNotesTool;
.super Lcom/wrenfield/notes/tool/BaseTool;
.source "SearchNotesTool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/notes/SearchNotesTool$Query;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/wrenfield/notes/tool/BaseTool<",
        "Lcom/wrenfield/notes/notes/SearchNotesTool$Query;",
        "Lorg/json/JSONArray;",
        ">;"
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field static final SPEC:Lcom/wrenfield/notes/tool/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 18
    const-string v0, "search_notes"

    invoke-static {v0}, Lcom/wrenfield/notes/tool/ToolSpec;->named(Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 19
    const-string v1, "Search notes"

    const-string v2, "Finds notes whose title contains the given text and returns their ids and titles"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 20
    const-string v1, "read"

    const-string v2, "low"

    const-string v3, "never"

    invoke-virtual {v0, v1, v2, v3}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "notes.read"

    aput-object v4, v1, v3

    .line 21
    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->scopes([Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 22
    const-string v1, "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"required\":[\"text\"],\"additionalProperties\":false}"

    const-string v2, "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"}}}}},\"required\":[\"notes\"]}"

    invoke-virtual {v0, v1, v2}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/wrenfield/notes/tool/ToolSpec$Builder;

    move-result-object v0

    .line 28
    invoke-virtual {v0}, Lcom/wrenfield/notes/tool/ToolSpec$Builder;->build()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/wrenfield/notes/notes/SearchNotesTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    .line 29
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "title"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "notebook_id"

    aput-object v3, v0, v2

    sput-object v0, Lcom/wrenfield/notes/notes/SearchNotesTool;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lcom/wrenfield/notes/di/Container;)V
    .registers 3

    .line 32
    sget-object v0, Lcom/wrenfield/notes/notes/SearchNotesTool;->SPEC:Lcom/wrenfield/notes/tool/ToolSpec;

    invoke-direct {p0, p1, v0}, Lcom/wrenfield/notes/tool/BaseTool;-><init>(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/ToolSpec;)V

    .line 33
    return-void
.end method


# virtual methods
.method protected authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/SearchNotesTool$Query;)Z
    .registers 4

    .line 61
    const/4 v0, 0x1

    return v0
.end method

.method protected bridge synthetic authorize(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Z
    .registers 4

    .line 17
    check-cast p2, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/SearchNotesTool;->authorize(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/SearchNotesTool$Query;)Z

    move-result v0

    return v0
.end method

.method protected perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/SearchNotesTool$Query;)Lcom/wrenfield/notes/core/Result;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            "Lcom/wrenfield/notes/notes/SearchNotesTool$Query;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lorg/json/JSONArray;",
            ">;"
        }
    .end annotation

    .line 66
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;->text:Ljava/lang/String;

    const-string v1, "\\"

    const-string v2, "\\\\"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "%"

    const-string v2, "\\%"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "_"

    const-string v2, "\\_"

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v9, v1

    .line 67
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 68
    :try_start_0
    iget-object v0, p0, Lcom/wrenfield/notes/notes/SearchNotesTool;->container:Lcom/wrenfield/notes/di/Container;

    const-class v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/wrenfield/notes/notes/SearchNotesTool;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v9, v4, v6

    move-object/from16 v8, p2

    iget v8, v8, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;->limit:I

    .line 70
    invoke-static {v8}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 68
    const-string v1, "notes"

    const-string v3, "title LIKE ? ESCAPE \'\\\'"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "updated_at DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_2

    move-result-object v11

    .line 71
    :goto_0
    :try_start_1
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 72
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "note_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 73
    const/4 v4, 0x2

    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "notebook_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 72
    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_2

    goto :goto_0

    .line 75
    :cond_0
    if-eqz v11, :cond_2

    :try_start_2
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Lorg/json/JSONException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v12

    .line 68
    if-eqz v11, :cond_1

    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Lorg/json/JSONException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v13

    :try_start_4
    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v12
    :try_end_4
    .catch Lorg/json/JSONException; {:try_start_4 .. :try_end_4} :catch_2

    .line 77
    :cond_2
    :goto_2
    goto :goto_3

    :catch_2
    move-exception v11

    .line 76
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "search row"

    invoke-direct {v0, v2, v11}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 78
    :goto_3
    invoke-static {v10}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 17
    check-cast p2, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/SearchNotesTool;->perform(Lcom/wrenfield/notes/tool/ToolCall;Lcom/wrenfield/notes/notes/SearchNotesTool$Query;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic render(Lcom/wrenfield/notes/tool/ToolCall;Ljava/lang/Object;)Lcom/wrenfield/notes/tool/Reply;
    .registers 4

    .line 17
    check-cast p2, Lorg/json/JSONArray;

    invoke-virtual {p0, p1, p2}, Lcom/wrenfield/notes/notes/SearchNotesTool;->render(Lcom/wrenfield/notes/tool/ToolCall;Lorg/json/JSONArray;)Lcom/wrenfield/notes/tool/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected render(Lcom/wrenfield/notes/tool/ToolCall;Lorg/json/JSONArray;)Lcom/wrenfield/notes/tool/Reply;
    .registers 7

    .line 84
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "notes"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/tool/Reply;->inline(Lorg/json/JSONObject;)Lcom/wrenfield/notes/tool/Reply;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v3

    .line 86
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "search reply"

    invoke-direct {v0, v2, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method protected validate(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/notes/SearchNotesTool$Query;",
            ">;"
        }
    .end annotation

    .line 47
    const-string v1, "text"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v3

    .line 48
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-le v0, v1, :cond_1

    .line 49
    :cond_0
    const-string v0, "text must be 1 to 200 characters"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 51
    :cond_1
    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 52
    const/4 v1, 0x1

    if-lt v4, v1, :cond_2

    const/16 v1, 0x32

    if-le v4, v1, :cond_3

    .line 53
    :cond_2
    const-string v0, "limit must be between 1 and 50"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 55
    :cond_3
    new-instance v0, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;

    invoke-direct {v0, v3, v4}, Lcom/wrenfield/notes/notes/SearchNotesTool$Query;-><init>(Ljava/lang/String;I)V

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method
