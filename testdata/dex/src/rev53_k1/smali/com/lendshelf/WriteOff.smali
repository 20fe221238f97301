.class public final Lcom/lendshelf/WriteOff;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.field private final name:Ljava/lang/String;

.method public constructor <init>()V
    .registers 2
    .line 71
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 72
    const-string v0, "write_off"
    iput-object v0, v1, Lcom/lendshelf/WriteOff;->name:Ljava/lang/String;
    .line 71
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 72
    iget-object v0, v1, Lcom/lendshelf/WriteOff;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Lcom/lendshelf/Effect;
    .registers 2
    .line 73
    sget-object v0, Lcom/lendshelf/Effect;->DELETE:Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "ctx"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    const-string v1, "game_id"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 77
    const-string v1, "user_confirmed"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L65
    .line 78
    sget-object v0, Lcom/lendshelf/Tokens;->INSTANCE:Lcom/lendshelf/Tokens;
    invoke-virtual {v0}, Lcom/lendshelf/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 79
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    invoke-virtual {v11}, Lcom/lendshelf/WriteOff;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v10, v13, v3}, Lcom/lendshelf/ResumeBook;->issue-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)V
    .line 80
    sget-object v1, Lcom/lendshelf/WriteOff$$ExternalSyntheticLambda0;->INSTANCE:Lcom/lendshelf/WriteOff$$ExternalSyntheticLambda0;
    invoke-static {v12, v1}, Lcom/lendshelf/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 83
    .line 80
    invoke-static {v0, v10}, Lcom/lendshelf/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L65
    .line 85
    invoke-static {v12}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "Game"
    const-string v2, "_id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v10, v3
    const/4 v4, 0x0
    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v10, v4
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 86
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"written_off\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final run_aJOaiM4$lambda$0(Lcom/lendshelf/ResolutionSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$resolution"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 81
    const-class v1, Lcom/lendshelf/ConfirmLendActivity;
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setTarget(Ljava/lang/Class;)V
    .line 82
    const/high16 v1, 0xc000000
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setFlags(I)V
    .line 83
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

