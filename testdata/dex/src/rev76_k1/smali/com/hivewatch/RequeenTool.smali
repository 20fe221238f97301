.class public final Lcom/hivewatch/RequeenTool;
.super Ljava/lang/Object;
.source "HiveTools.kt"

# interfaces
.implements Lcom/hivewatch/ToolHandler;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHiveTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 HiveTools.kt\ncom/hivewatch/RequeenTool\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,100:1\n1#2:101\n*E\n"
.end annotation

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
    .line 30
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 31
    iput-object v2, v1, Lcom/hivewatch/RequeenTool;->hives:Lcom/hivewatch/HiveDb;
    .line 32
    iput-object v3, v1, Lcom/hivewatch/RequeenTool;->book:Lcom/hivewatch/ResumeBook;
    .line 33
    iput-object v4, v1, Lcom/hivewatch/RequeenTool;->tokens:Lcom/hivewatch/HiveTokens;
    .line 30
    return-void
.end method

.method public run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "ctx"
    move-object v0, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    const-string v1, "hive"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 37
    iget-object v0, v13, Lcom/hivewatch/RequeenTool;->book:Lcom/hivewatch/ResumeBook;
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "requeen_hive"
    invoke-virtual {v0, v1, v2, v3}, Lcom/hivewatch/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L117
    .line 38
    iget-object v0, v13, Lcom/hivewatch/RequeenTool;->hives:Lcom/hivewatch/HiveDb;
    invoke-virtual {v0}, Lcom/hivewatch/HiveDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "hives"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 101
    move-object v11, v1
    move-object v10, v0
    const/4 v0, 0x0
    move v9, v0
    .line 38
    const-string v1, "queen"
    const-string v3, "queen"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 38
    .line 38
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    aput-object v6, v7, v5
    invoke-virtual {v10, v11, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 39
    const-string v0, "{\"requeened\":true}"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 41
    new-instance v0, Landroid/content/Intent;
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/hivewatch/RequeenActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "hive"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v7, v0
    .line 42
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    const/high16 v3, 0x8000000
    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 43
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v1, v13, Lcom/hivewatch/RequeenTool;->book:Lcom/hivewatch/ResumeBook;
    iget-object v2, v13, Lcom/hivewatch/RequeenTool;->tokens:Lcom/hivewatch/HiveTokens;
    invoke-virtual {v2}, Lcom/hivewatch/HiveTokens;->next()Ljava/lang/String;
    move-result-object v2
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v3
    const-string v4, "requeen_hive"
    invoke-virtual {v1, v2, v3, v4}, Lcom/hivewatch/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v8, v1}, Lcom/hivewatch/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

