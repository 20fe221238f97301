.class public Lcom/quillstone/fieldbook/tools/NotesToolProvider;
.super Lcom/clawseed/tools/provider/CetpV2ContentProvider;
.source "NotesToolProvider.java"


# static fields
.field private static final e:[La/e;


# instance fields
.field private c:La/f;

.field private d:La/h;


# direct methods
.method static constructor <clinit>()V
    .registers 14

    .line 20
    const/4 v0, 0x5

    new-array v0, v0, [La/e;

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "notes.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "search_notes"

    const-string v5, "Search notes"

    const-string v6, "Find notes whose title or text contains the query."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},\"order_by\":{\"type\":\"string\",\"enum\":[\"created_at\",\"title\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"query\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"},\"created_at\":{\"type\":\"integer\"}},\"required\":[\"note_id\",\"title\"]}}},\"required\":[\"notes\"]}"

    const/4 v13, 0x1

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "notes.read"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "read_note"

    const-string v5, "Read note"

    const-string v6, "Read one note: title, text and tags."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"found\":{\"type\":\"boolean\"},\"title\":{\"type\":\"string\"},\"body\":{\"type\":\"string\"},\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"note_id\",\"found\"]}"

    const/4 v13, 0x1

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "notes.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "add_note"

    const-string v5, "Add note"

    const-string v6, "Add a note, optionally filed under a survey site."

    const-string v7, "create"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"site_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"title\",\"body\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]}"

    const/4 v13, 0x0

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "notes.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "tag_note"

    const-string v5, "Tag note"

    const-string v6, "Replace the tags of a note."

    const-string v7, "update"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1},\"tags\":{\"type\":\"array\",\"maxItems\":10,\"items\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,24}$\"}}},\"required\":[\"note_id\",\"tags\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\"}},\"required\":[\"note_id\",\"tags\"]}"

    const/4 v13, 0x1

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, La/e;

    const/4 v10, 0x1

    new-array v10, v10, [Ljava/lang/String;

    const/4 v12, 0x0

    const-string v13, "notes.write"

    aput-object v13, v10, v12

    move-object v3, v2

    const-string v4, "delete_note"

    const-string v5, "Delete note"

    const-string v6, "Delete a note permanently."

    const-string v7, "delete"

    const-string v8, "high"

    const-string v9, "always"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"note_id\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"note_id\",\"deleted\"]}"

    const/4 v13, 0x2

    invoke-direct/range {v3 .. v13}, La/e;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sput-object v0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->e:[La/e;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private a(La/b;)Landroid/os/Bundle;
    .registers 18

    .line 102
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->a()Z

    move-result v0

    if-nez v0, :cond_0

    .line 103
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 105
    :cond_0
    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->e:Ljava/lang/String;

    move-object/from16 v2, p1

    iget v2, v2, La/b;->a:I

    const-string v0, "com.quillstone.fieldbook.notes"

    invoke-static {v0, v1, v2}, La/c;->a(Ljava/lang/String;Ljava/lang/String;I)La/d;

    move-result-object v8

    .line 106
    if-nez v8, :cond_1

    .line 107
    move-object/from16 v0, p1

    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_1
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    const-string v2, "com.quillstone.fieldbook.notes"

    invoke-static {v0, v1, v2}, La/g;->a(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 110
    move-object/from16 v0, p1

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 113
    :cond_2
    move-object/from16 v0, p1

    :try_start_0
    iget-object v9, v0, La/b;->b:Ljava/lang/String;

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v10, 0x2

    :cond_3
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto/16 :goto_2

    .line 115
    :pswitch_0
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 116
    const-string v3, "provider_id"

    const-string v4, "com.quillstone.fieldbook.notes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 117
    const-string v3, "provider_name"

    const-string v4, "Fieldbook notes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 118
    const-string v3, "description"

    const-string v4, "Search, read and file field notes kept in Fieldbook."

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 119
    const-string v3, "schema_dialect"

    const-string v4, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 121
    const-string v6, "name"

    const-string v7, "notes.read"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "title"

    const-string v7, "Read notes"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 122
    const-string v6, "description"

    const-string v7, "Search and read your field notes"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 123
    const-string v6, "access"

    const-string v7, "read"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "sensitivity"

    const-string v7, "personal"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 121
    invoke-virtual {v4, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v4

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 124
    const-string v6, "name"

    const-string v7, "notes.write"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "title"

    const-string v7, "Change notes"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 125
    const-string v6, "description"

    const-string v7, "Add, tag and delete field notes"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 126
    const-string v6, "access"

    const-string v7, "write"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "sensitivity"

    const-string v7, "personal"

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 124
    invoke-virtual {v4, v5}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v4

    .line 120
    const-string v3, "scopes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 115
    move-object/from16 v0, p1

    const-string v1, "success"

    invoke-static {v0, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 128
    :pswitch_1
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v11, v0

    .line 129
    sget-object v12, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->e:[La/e;

    array-length v13, v12

    const/4 v14, 0x0

    :goto_1
    if-ge v14, v13, :cond_4

    aget-object v15, v12, v14

    .line 130
    const/4 v2, 0x0

    invoke-virtual {v15, v2}, La/e;->a(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v11, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 129
    add-int/lit8 v14, v14, 0x1

    goto :goto_1

    .line 132
    :cond_4
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "revision"

    const-string v4, "notes-7"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "tools"

    invoke-virtual {v2, v3, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object/from16 v0, p1

    const-string v1, "success"

    invoke-static {v0, v1, v2}, La/a;->b(La/b;Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 135
    :pswitch_2
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->b(La/b;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 137
    :goto_2
    move-object/from16 v0, p1

    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v9

    .line 140
    const-string v0, "Fieldbook"

    const-string v1, "notes call failed"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 141
    move-object/from16 v0, p1

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private b(La/b;)Landroid/os/Bundle;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 146
    const/4 v13, 0x0

    .line 147
    sget-object v14, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->e:[La/e;

    array-length v15, v14

    const/16 v16, 0x0

    :goto_0
    move/from16 v0, v16

    if-ge v0, v15, :cond_1

    aget-object v17, v14, v16

    .line 148
    move-object/from16 v0, v17

    iget-object v0, v0, La/e;->a:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->g:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 149
    move-object/from16 v13, v17

    .line 150
    goto :goto_1

    .line 147
    :cond_0
    add-int/lit8 v16, v16, 0x1

    goto :goto_0

    .line 153
    :cond_1
    :goto_1
    if-nez v13, :cond_2

    .line 154
    move-object/from16 v0, p1

    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 156
    :cond_2
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->c()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 157
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 159
    :cond_3
    move-object/from16 v1, p1

    iget-object v1, v1, La/b;->h:Ljava/lang/String;

    invoke-virtual {v13, v1}, La/e;->a(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v14

    .line 160
    if-nez v14, :cond_4

    .line 161
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 163
    :cond_4
    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    move-object/from16 v2, p1

    iget-object v2, v2, La/b;->j:Landroid/os/Bundle;

    iget-object v3, v13, La/e;->g:[Ljava/lang/String;

    move-object/from16 v0, p0

    invoke-virtual {v0, v1, v2, v3}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->authorize(ILandroid/os/Bundle;[Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 164
    move-object/from16 v0, p1

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->c:La/f;

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v15

    .line 167
    iget-object v0, v13, La/e;->a:Ljava/lang/String;

    move-object/from16 v16, v0

    const/16 v17, -0x1

    move-object/from16 v0, v16

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_2

    :sswitch_0
    move-object/from16 v0, v16

    const-string v1, "search_notes"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/16 v17, 0x0

    goto :goto_2

    :sswitch_1
    move-object/from16 v0, v16

    const-string v1, "read_note"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/16 v17, 0x1

    :cond_6
    :goto_2
    sparse-switch v17, :sswitch_data_1

    goto :goto_5

    .line 169
    :sswitch_2
    invoke-static {v15, v14}, Lb/a;->a(Landroid/database/sqlite/SQLiteDatabase;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v18

    .line 170
    if-nez v18, :cond_7

    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    :cond_7
    move-object/from16 v0, p1

    move-object/from16 v1, v18

    invoke-static {v0, v1}, La/a;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_3
    return-object v0

    .line 173
    :sswitch_3
    invoke-static {v15, v14}, Lb/a;->b(Landroid/database/sqlite/SQLiteDatabase;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v18

    .line 174
    if-nez v18, :cond_8

    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_4

    :cond_8
    move-object/from16 v0, p1

    move-object/from16 v1, v18

    invoke-static {v0, v1}, La/a;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_4
    return-object v0

    .line 179
    :goto_5
    move-object/from16 v0, p1

    invoke-virtual {v0}, La/b;->b()Z

    move-result v0

    if-eqz v0, :cond_9

    .line 180
    move-object/from16 v0, p1

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 182
    :cond_9
    iget-object v1, v13, La/e;->f:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    move-object/from16 v0, p1

    iget-object v0, v0, La/b;->i:Ljava/lang/String;

    if-nez v0, :cond_b

    .line 183
    const-string v2, "note_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v14, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-static {v15, v1, v2}, Lb/a;->a(Landroid/database/sqlite/SQLiteDatabase;J)Ljava/lang/String;

    move-result-object v16

    .line 184
    if-nez v16, :cond_a

    .line 185
    move-object/from16 v0, p1

    const-string v1, "CONFLICT"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 187
    :cond_a
    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    iget-object v3, v13, La/e;->a:Ljava/lang/String;

    move-object/from16 v4, p1

    iget-object v4, v4, La/b;->d:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, La/b;->h:Ljava/lang/String;

    invoke-static {v5}, La/a;->a(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object v0, v15

    const-string v2, "com.quillstone.fieldbook.notes"

    move-object/from16 v6, v16

    invoke-static/range {v0 .. v6}, Lb/d;->a(Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 188
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    move-object/from16 v3, v17

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v3

    move-object/from16 v2, v17

    invoke-static {v1, v2, v3}, La/g;->a(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v1

    move-object/from16 v0, p1

    move-object/from16 v2, v17

    invoke-static {v0, v1, v2}, La/a;->a(La/b;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 190
    :cond_b
    move-object/from16 v1, p1

    iget v1, v1, La/b;->a:I

    move-object/from16 v3, p1

    iget-object v3, v3, La/b;->d:Ljava/lang/String;

    iget-object v4, v13, La/e;->a:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, La/b;->h:Ljava/lang/String;

    new-instance v6, La/aa;

    move-object v7, v6

    const/4 v8, 0x0

    move-object/from16 v9, p0

    move-object/from16 v10, p1

    move-object v11, v14

    const/4 v12, 0x0

    invoke-direct/range {v7 .. v12}, La/aa;-><init>(ILjava/lang/Object;La/b;Lorg/json/JSONObject;Z)V

    move-object/from16 v0, p0

    const-string v2, "com.quillstone.fieldbook.notes"

    invoke-virtual/range {v0 .. v6}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->runMutation(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;

    move-result-object v16

    .line 192
    if-nez v16, :cond_c

    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_6

    :cond_c
    move-object/from16 v0, v16

    :goto_6
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x42606305 -> :sswitch_1
        0x1b50396a -> :sswitch_0
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method


# virtual methods
.method public a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 197
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->c:La/f;

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 198
    iget-object v0, p1, La/b;->i:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 199
    iget-object v1, p1, La/b;->i:Ljava/lang/String;

    iget v2, p1, La/b;->a:I

    iget-object v4, p1, La/b;->g:Ljava/lang/String;

    iget-object v5, p1, La/b;->d:Ljava/lang/String;

    iget-object v6, p1, La/b;->h:Ljava/lang/String;

    invoke-static {v6}, La/a;->a(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    move-object v0, v7

    const-string v3, "com.quillstone.fieldbook.notes"

    invoke-static/range {v0 .. v6}, Lb/d;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v8

    .line 200
    const/4 v1, 0x2

    if-ne v8, v1, :cond_0

    .line 201
    const-string v1, "USER_CANCELLED"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 203
    :cond_0
    const/4 v1, 0x1

    if-eq v8, v1, :cond_1

    .line 204
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 208
    :cond_1
    iget-object v9, p1, La/b;->g:Ljava/lang/String;

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "add_note"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "tag_note"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "delete_note"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v10, 0x2

    :cond_2
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto :goto_1

    .line 210
    :pswitch_0
    invoke-static {v7, p2}, Lb/a;->c(Landroid/database/sqlite/SQLiteDatabase;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v8

    .line 211
    goto :goto_2

    .line 213
    :pswitch_1
    invoke-static {v7, p2}, Lb/a;->d(Landroid/database/sqlite/SQLiteDatabase;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v8

    .line 214
    goto :goto_2

    .line 216
    :pswitch_2
    iget-object v0, p1, La/b;->i:Ljava/lang/String;

    if-nez v0, :cond_3

    .line 217
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 219
    :cond_3
    const-string v2, "note_id"

    const-wide/16 v3, 0x0

    invoke-virtual {p2, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-static {v7, v1, v2}, Lb/a;->e(Landroid/database/sqlite/SQLiteDatabase;J)Lorg/json/JSONObject;

    move-result-object v8

    .line 220
    goto :goto_2

    .line 222
    :goto_1
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 224
    :goto_2
    if-nez v8, :cond_4

    const-string v1, "CONFLICT"

    invoke-static {p1, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    :cond_4
    invoke-static {p1, v8}, La/a;->a(La/b;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_3
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x49abd330 -> :sswitch_0
        -0x42e049fa -> :sswitch_2
        -0x2d89a689 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method protected authorize(ILandroid/os/Bundle;[Ljava/lang/String;)Z
    .registers 14

    .line 230
    const-string v1, "caller_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 231
    if-nez v3, :cond_0

    .line 232
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "com.quillstone.fieldbook.notes"

    invoke-static {v0, p1, v2}, La/g;->a(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 234
    :cond_0
    if-nez v3, :cond_1

    .line 235
    const/4 v0, 0x0

    return v0

    .line 237
    :cond_1
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->c:La/f;

    const-string v1, "com.quillstone.fieldbook.notes"

    invoke-virtual {v0, v1, v3}, La/f;->a(Ljava/lang/String;Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    .line 238
    if-nez v4, :cond_2

    .line 239
    const/4 v0, 0x0

    return v0

    .line 241
    :cond_2
    const/4 v1, 0x1

    aget-object v0, v4, v1

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    .line 242
    move-object v6, p3

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_4

    aget-object v9, v6, v8

    .line 243
    invoke-interface {v5, v9}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 244
    const/4 v0, 0x0

    return v0

    .line 242
    :cond_3
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 247
    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 77
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 78
    new-instance v7, La/b;

    invoke-direct {v7, v6, p1, p3}, La/b;-><init>(ILjava/lang/String;Landroid/os/Bundle;)V

    .line 80
    move-object v9, p1

    const/4 v10, -0x1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v10, 0x5

    :cond_0
    :goto_0
    packed-switch v10, :pswitch_data_0

    goto :goto_2

    .line 82
    :pswitch_0
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "com.quillstone.fieldbook.notes"

    invoke-static {v0, v6, v2}, La/g;->a(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 83
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 84
    :cond_1
    const/4 v4, 0x0

    new-array v4, v4, [Ljava/lang/String;

    const-string v2, "com.quillstone.fieldbook.notes"

    const-string v3, "Fieldbook notes"

    invoke-static {v6, p3, v2, v3, v4}, La/c;->a(ILandroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :goto_1
    move-object v8, v0

    .line 85
    goto :goto_3

    .line 91
    :pswitch_1
    invoke-direct {p0, v7}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->a(La/b;)Landroid/os/Bundle;

    move-result-object v8

    .line 92
    goto :goto_3

    .line 94
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v7, v1}, La/a;->a(La/b;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    .line 97
    :goto_3
    iget-object v3, v7, La/b;->g:Ljava/lang/String;

    const-string v5, "status"

    invoke-virtual {v8, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v0, "com.quillstone.fieldbook.notes"

    invoke-static {v0, v6, p1, v3, v4}, La/g;->a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 98
    return-object v8

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method protected getMutationExecutor()Lcom/clawseed/tools/provider/CetpMutationExecutor;
    .registers 2

    .line 72
    iget-object v0, p0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->d:La/h;

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 65
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, La/f;->a(Landroid/content/Context;)La/f;

    move-result-object v1

    iput-object v1, p0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->c:La/f;

    .line 66
    new-instance v1, La/h;

    iget-object v2, p0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->c:La/f;

    invoke-direct {v1, v2}, La/h;-><init>(La/f;)V

    iput-object v1, p0, Lcom/quillstone/fieldbook/tools/NotesToolProvider;->d:La/h;

    .line 67
    const/4 v0, 0x1

    return v0
.end method
