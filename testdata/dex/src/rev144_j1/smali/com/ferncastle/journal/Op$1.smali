.class final enum Lcom/ferncastle/journal/Op$1;
.super Lcom/ferncastle/journal/Op;
.source "Op.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/journal/Op;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 21
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/ferncastle/journal/Op;-><init>(Ljava/lang/String;ILcom/ferncastle/journal/Op-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/ferncastle/journal/Op$1-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/ferncastle/journal/Op$1;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method apply(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/query/Node;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 18
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            "Lcom/ferncastle/query/Node;",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    new-instance v6, Lcom/ferncastle/query/Visitors$Sql;

    invoke-direct {v6}, Lcom/ferncastle/query/Visitors$Sql;-><init>()V

    .line 44
    move-object/from16 v0, p2

    invoke-virtual {v0, v6}, Lcom/ferncastle/query/Node;->accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "archived = 0 AND "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v7, v1

    .line 45
    iget-object v0, p1, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v6}, Lcom/ferncastle/query/Visitors$Sql;->args()[Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x1f4

    const/4 v4, 0x1

    invoke-static {v0, v7, v2, v3, v4}, Lcom/ferncastle/journal/JournalTools;->entries(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;[Ljava/lang/String;IZ)Lorg/json/JSONArray;

    move-result-object v8

    .line 46
    iget-object v0, p1, Lcom/ferncastle/plugin/Registry$Kit;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/ferncastle/journal/Op$1;->archiveFile(Landroid/content/Context;)Ljava/io/File;

    move-result-object v9

    .line 47
    invoke-virtual {v9}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    .line 48
    :try_start_0
    new-instance v0, Ljava/io/FileOutputStream;

    const/4 v3, 0x1

    invoke-direct {v0, v9, v3}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;Z)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v10, v0

    .line 49
    const/4 v11, 0x0

    :goto_0
    :try_start_1
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v11, v1, :cond_0

    .line 50
    invoke-virtual {v8, v11}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v10, v1}, Ljava/io/FileOutputStream;->write([B)V

    .line 49
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 52
    :cond_0
    invoke-virtual {v10}, Ljava/io/FileOutputStream;->getFD()Ljava/io/FileDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/FileDescriptor;->sync()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_2

    .line 53
    :try_start_2
    invoke-virtual {v10}, Ljava/io/FileOutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_0
    move-exception v11

    .line 48
    :try_start_3
    invoke-virtual {v10}, Ljava/io/FileOutputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v12

    :try_start_4
    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v11
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_2

    .line 55
    :goto_2
    goto :goto_3

    :catch_2
    move-exception v10

    .line 54
    const-string v0, "UNAVAILABLE"

    const-string v1, "The archive file could not be written"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2, v10}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 56
    :goto_3
    iget-object v0, p1, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0}, Lcom/ferncastle/data/JournalDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 57
    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    .line 58
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "archived"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 59
    const/4 v12, 0x0

    :goto_4
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v12, v1, :cond_1

    .line 60
    invoke-virtual {v8, v12}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v13

    .line 61
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v13, v4, v5

    const-string v1, "entries"

    const-string v3, "id = ?"

    invoke-virtual {v10, v1, v11, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 59
    add-int/lit8 v12, v12, 0x1

    goto :goto_4

    .line 63
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v2

    const-string v1, "count"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 4

    .line 24
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "archive_entries"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 25
    const-string v1, "Archive journal entries"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 26
    const-string v1, "Moves the journal entries that match a filter into the archive file."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 27
    const-string v1, "update"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 28
    const-string v1, "moderate"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 29
    const-string v1, "never"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 30
    const-string v1, "journal.write"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 31
    const-string v1, "{\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},\"required\":[\"field\",\"text\"],\"additionalProperties\":false},\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}},\"type\":\"object\",\"properties\":{\"filter\":{\"$ref\":\"#/$defs/node\"}},\"required\":[\"filter\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 32
    const-string v1, "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 33
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    .line 24
    return-object v0
.end method

.method summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 38
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Archive the journal entries where "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
