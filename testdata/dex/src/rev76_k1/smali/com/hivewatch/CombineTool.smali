.class public final Lcom/hivewatch/CombineTool;
.super Ljava/lang/Object;
.source "HiveTools.kt"

# interfaces
.implements Lcom/hivewatch/ToolHandler;

.field private final hives:Lcom/hivewatch/HiveDb;
.field private final book:Lcom/hivewatch/ResumeBook;
.field private final tokens:Lcom/hivewatch/HiveTokens;

.method public constructor <init>(Lcom/hivewatch/HiveDb;Lcom/hivewatch/ResumeBook;Lcom/hivewatch/HiveTokens;)V
    .registers 5
    const-string v0, "hives"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "book"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tokens"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 48
    iput-object v2, v1, Lcom/hivewatch/CombineTool;->hives:Lcom/hivewatch/HiveDb;
    .line 49
    iput-object v3, v1, Lcom/hivewatch/CombineTool;->book:Lcom/hivewatch/ResumeBook;
    .line 50
    iput-object v4, v1, Lcom/hivewatch/CombineTool;->tokens:Lcom/hivewatch/HiveTokens;
    .line 47
    return-void
.end method

.method public run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const-string v1, "weak"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 54
    iget-object v0, v8, Lcom/hivewatch/CombineTool;->book:Lcom/hivewatch/ResumeBook;
    invoke-virtual {v9}, Lcom/hivewatch/ToolCtx;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "combine_hives"
    invoke-virtual {v0, v1, v2, v3}, Lcom/hivewatch/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L73
    .line 55
    iget-object v0, v8, Lcom/hivewatch/CombineTool;->hives:Lcom/hivewatch/HiveDb;
    invoke-virtual {v0}, Lcom/hivewatch/HiveDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "hives"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 56
    const-string v0, "{\"combined\":true}"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L73
    .line 58
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v9}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/hivewatch/CombineActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "weak"
    invoke-virtual {v0, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v6, v0
    .line 59
    invoke-virtual {v9}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 60
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v1, v8, Lcom/hivewatch/CombineTool;->book:Lcom/hivewatch/ResumeBook;
    iget-object v2, v8, Lcom/hivewatch/CombineTool;->tokens:Lcom/hivewatch/HiveTokens;
    invoke-virtual {v2}, Lcom/hivewatch/HiveTokens;->next()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v3
    const-string v4, "combine_hives"
    invoke-virtual {v1, v2, v3, v4}, Lcom/hivewatch/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/hivewatch/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

