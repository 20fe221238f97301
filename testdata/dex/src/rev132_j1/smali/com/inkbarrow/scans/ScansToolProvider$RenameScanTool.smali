.class final Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;
.super Lcom/inkbarrow/cetp/AbstractTool;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/scans/ScansToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x10
    name = "RenameScanTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/inkbarrow/cetp/AbstractTool<",
        "Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/scans/ScansToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/scans/ScansToolProvider;)V
    .registers 5

    .line 196
    iput-object p1, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    .line 197
    const-string v0, "rename_scan"

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 198
    const-string v1, "Rename scan"

    const-string v2, "Gives one scan a new title. Renaming a filed scan is confirmed on the phone."

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 199
    const-string v1, "update"

    const-string v2, "moderate"

    invoke-virtual {v0, v1, v2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 200
    const-string v1, "provider_policy"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 201
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->idempotent()Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 202
    const-string v1, "scans.write"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 203
    const-string v1, "{\"type\":\"object\",\"properties\":{\"scan_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},\"required\":[\"scan_id\",\"title\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 206
    const-string v1, "{\"type\":\"object\",\"properties\":{\"renamed\":{\"type\":\"boolean\"}},\"required\":[\"renamed\"]}"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    .line 208
    invoke-virtual {v0}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->build()Lcom/inkbarrow/cetp/ToolSpec;

    move-result-object v0

    .line 197
    invoke-direct {p0, p1, v0}, Lcom/inkbarrow/cetp/AbstractTool;-><init>(Lcom/inkbarrow/cetp/InkToolProvider;Lcom/inkbarrow/cetp/ToolSpec;)V

    .line 209
    return-void
.end method


# virtual methods
.method protected bridge synthetic needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Z
    .registers 4

    .line 195
    check-cast p2, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;->needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;)Z

    move-result v0

    return v0
.end method

.method protected needsConfirmation(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;)Z
    .registers 15

    .line 219
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/scans/ScansToolProvider;->access$200(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "filed"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-wide v7, p2, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->scanId:J

    .line 220
    invoke-static {v7, v8}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 219
    const-string v1, "scans"

    const-string v3, "_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 221
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v10, v0

    .line 222
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 221
    :cond_1
    return v10

    :catch_0
    move-exception v10

    .line 219
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method public bridge synthetic parse(Lorg/json/JSONObject;)Lcom/inkbarrow/cetp/Args;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 195
    invoke-virtual {p0, p1}, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;->parse(Lorg/json/JSONObject;)Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;

    move-result-object v0

    return-object v0
.end method

.method public parse(Lorg/json/JSONObject;)Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 213
    new-instance v0, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;

    invoke-direct {v0, p1}, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;-><init>(Lorg/json/JSONObject;)V

    return-object v0
.end method

.method protected bridge synthetic perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/cetp/Args;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 195
    check-cast p2, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;

    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;->perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/inkbarrow/cetp/ToolCall;Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 227
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    .line 228
    iget-object v2, p2, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 229
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-static {v0}, Lcom/inkbarrow/scans/ScansToolProvider;->access$300(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-wide v6, p2, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->scanId:J

    invoke-static {v6, v7}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v4, v5

    const-string v1, "scans"

    const-string v3, "_id = ?"

    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v9

    .line 230
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x1

    move-object v0, p1

    const-string v2, "renamed"

    if-ne v9, v4, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :cond_0
    const/4 v3, 0x0

    :goto_0
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/inkbarrow/cetp/Replies;->inline(Lcom/inkbarrow/cetp/ToolCall;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected reason(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3

    .line 235
    instance-of v0, p1, Landroid/database/sqlite/SQLiteConstraintException;

    if-eqz v0, :cond_0

    .line 236
    const-string v0, "another scan already has that title"

    return-object v0

    .line 238
    :cond_0
    invoke-super {p0, p1}, Lcom/inkbarrow/cetp/AbstractTool;->reason(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
