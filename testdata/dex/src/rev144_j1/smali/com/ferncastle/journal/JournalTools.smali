.class public final Lcom/ferncastle/journal/JournalTools;
.super Ljava/lang/Object;
.source "JournalTools.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/journal/JournalTools$ExportArchive;,
        Lcom/ferncastle/journal/JournalTools$OpTool;,
        Lcom/ferncastle/journal/JournalTools$SearchEntries;,
        Lcom/ferncastle/journal/JournalTools$ListEntries;,
        Lcom/ferncastle/journal/JournalTools$Factory;
    }
.end annotation


# static fields
.field static final COUNT_OUTPUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

.field static final ENTRIES_OUTPUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\",\"title\",\"created_at\"]}}},\"required\":[\"entries\"]}"

.field static final FILE_OUTPUT:Ljava/lang/String; = "{\"type\":\"array\",\"items\":{\"type\":\"object\"}}"

.field static final FILTER_INPUT:Ljava/lang/String; = "{\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},\"required\":[\"field\",\"text\"],\"additionalProperties\":false},\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}},\"type\":\"object\",\"properties\":{\"filter\":{\"$ref\":\"#/$defs/node\"}},\"required\":[\"filter\"],\"additionalProperties\":false}"

.field static final LIMIT_INPUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}"

.field static final NODE_DEFS:Ljava/lang/String; = "\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},\"required\":[\"field\",\"text\"],\"additionalProperties\":false},\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}}"

.field static final SEARCH_INPUT:Ljava/lang/String; = "{\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},\"required\":[\"field\",\"text\"],\"additionalProperties\":false},\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}},\"type\":\"object\",\"properties\":{\"filter\":{\"$ref\":\"#/$defs/node\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"filter\"],\"additionalProperties\":false}"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 48
    return-void
.end method

.method static entries(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;[Ljava/lang/String;IZ)Lorg/json/JSONArray;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 68
    if-eqz p4, :cond_0

    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "title"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "tags"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "created_at"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "body"

    aput-object v3, v0, v2

    goto :goto_0

    .line 69
    :cond_0
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "title"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "tags"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "created_at"

    aput-object v3, v0, v2

    :goto_0
    move-object v9, v0

    .line 70
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 71
    invoke-virtual {p0}, Lcom/ferncastle/data/JournalDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 72
    move/from16 v8, p3

    invoke-static {v8}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v8

    .line 71
    const-string v1, "entries"

    move-object v2, v9

    move-object v3, p1

    move-object/from16 v4, p2

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at DESC"

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v11

    .line 73
    :goto_1
    :try_start_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 74
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v12, v0

    .line 75
    const/4 v3, 0x0

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "id"

    invoke-virtual {v12, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 76
    const/4 v3, 0x1

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "title"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 77
    const/4 v3, 0x2

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "tags"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 78
    const/4 v3, 0x3

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "created_at"

    invoke-virtual {v12, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 79
    if-eqz p4, :cond_1

    .line 80
    const/4 v3, 0x4

    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "body"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 82
    :cond_1
    invoke-virtual {v10, v12}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 83
    goto :goto_1

    .line 84
    :cond_2
    if-eqz v11, :cond_4

    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    goto :goto_3

    :catch_0
    move-exception v12

    .line 71
    if-eqz v11, :cond_3

    :try_start_1
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v13

    invoke-virtual {v12, v13}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_2
    throw v12

    .line 85
    :cond_4
    :goto_3
    return-object v10
.end method

.method static limit(Lorg/json/JSONObject;)I
    .registers 6

    .line 89
    const-string v3, "limit"

    const/16 v4, 0x14

    invoke-virtual {p0, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    const/16 v1, 0x64

    invoke-static {v1, v2}, Ljava/lang/Math;->min(II)I

    move-result v1

    const/4 v0, 0x1

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v0

    return v0
.end method
