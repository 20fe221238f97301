.class public final Lcom/hivewatch/SplitColonyTool;
.super Ljava/lang/Object;
.source "HiveTools.kt"

# interfaces
.implements Lcom/hivewatch/ToolHandler;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHiveTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 HiveTools.kt\ncom/hivewatch/SplitColonyTool\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,100:1\n1#2:101\n*E\n"
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
    .line 84
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 85
    iput-object v2, v1, Lcom/hivewatch/SplitColonyTool;->hives:Lcom/hivewatch/HiveDb;
    .line 86
    iput-object v3, v1, Lcom/hivewatch/SplitColonyTool;->book:Lcom/hivewatch/ResumeBook;
    .line 87
    iput-object v4, v1, Lcom/hivewatch/SplitColonyTool;->tokens:Lcom/hivewatch/HiveTokens;
    .line 84
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
    .line 90
    const-string v1, "hive"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 91
    iget-object v0, v13, Lcom/hivewatch/SplitColonyTool;->book:Lcom/hivewatch/ResumeBook;
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "split_colony"
    invoke-virtual {v0, v1, v2, v3}, Lcom/hivewatch/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L105
    .line 92
    new-instance v0, Landroid/content/Intent;
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/hivewatch/SplitColonyActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "hive"
    invoke-virtual {v0, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v6, v0
    .line 93
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x4
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v6, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 94
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v1, v13, Lcom/hivewatch/SplitColonyTool;->book:Lcom/hivewatch/ResumeBook;
    iget-object v2, v13, Lcom/hivewatch/SplitColonyTool;->tokens:Lcom/hivewatch/HiveTokens;
    invoke-virtual {v2}, Lcom/hivewatch/HiveTokens;->next()Ljava/lang/String;
    move-result-object v2
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v3
    const-string v4, "split_colony"
    invoke-virtual {v1, v2, v3, v4}, Lcom/hivewatch/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/hivewatch/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L105
    .line 96
    iget-object v0, v13, Lcom/hivewatch/SplitColonyTool;->hives:Lcom/hivewatch/HiveDb;
    invoke-virtual {v0}, Lcom/hivewatch/HiveDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "hives"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v3
    move-object v7, v6
    .line 101
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 96
    const-string v1, "parent"
    invoke-virtual {v7, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 96
    .line 96
    invoke-virtual {v9, v10, v11, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 97
    const-string v0, "{\"split\":true}"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

