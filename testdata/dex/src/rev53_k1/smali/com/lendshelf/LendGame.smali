.class public final Lcom/lendshelf/LendGame;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.field private final name:Ljava/lang/String;

.method public constructor <init>()V
    .registers 2
    .line 46
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 47
    const-string v0, "lend_game"
    iput-object v0, v1, Lcom/lendshelf/LendGame;->name:Ljava/lang/String;
    .line 46
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 47
    iget-object v0, v1, Lcom/lendshelf/LendGame;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Lcom/lendshelf/Effect;
    .registers 2
    .line 48
    sget-object v0, Lcom/lendshelf/Effect;->CREATE:Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "ctx"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    const-string v1, "game_id"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 52
    const-string v1, "confirmed"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L37
    const-string v0, "LendShelf"
    const-string v1, "lend_game: consumer-side confirmation ignored"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L37
    .line 53
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v18
    invoke-virtual/range {v1 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual/range {v15 .. v15}, Lcom/lendshelf/LendGame;->getName()Ljava/lang/String;
    move-result-object v3
    move/from16 v2, v17
    invoke-virtual/range {v0 .. v3}, Lcom/lendshelf/ResumeBook;->take-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L99
    .line 54
    sget-object v0, Lcom/lendshelf/Tokens;->INSTANCE:Lcom/lendshelf/Tokens;
    invoke-virtual {v0}, Lcom/lendshelf/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 55
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    invoke-virtual/range {v15 .. v15}, Lcom/lendshelf/LendGame;->getName()Ljava/lang/String;
    move-result-object v3
    move-object v1, v8
    move/from16 v2, v17
    invoke-virtual/range {v0 .. v3}, Lcom/lendshelf/ResumeBook;->issue-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)V
    .line 56
    new-instance v4, Lcom/lendshelf/LendGame$$ExternalSyntheticLambda0;
    invoke-direct {v4, v6, v7}, Lcom/lendshelf/LendGame$$ExternalSyntheticLambda0;-><init>(J)V
    move-object v1, v4
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lcom/lendshelf/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 61
    invoke-static {v9, v8}, Lcom/lendshelf/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L99
    .line 63
    invoke-static/range {v16 .. v16}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "loans"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v3
    move-object v9, v8
    move-object v13, v2
    move-object v12, v1
    move-object v11, v0
    const/4 v0, 0x0
    move v10, v0
    .line 64
    const-string v1, "game_id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 65
    const-string v1, "borrower_uid"
    invoke-static/range {v17 .. v17}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 66
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v14, v0
    .line 63
    .line 63
    invoke-virtual {v11, v12, v13, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 67
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"lent\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final run_aJOaiM4$lambda$0(JLcom/lendshelf/ResolutionSpec;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$resolution"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const-class v1, Lcom/lendshelf/ConfirmLendActivity;
    invoke-virtual {v4, v1}, Lcom/lendshelf/ResolutionSpec;->setTarget(Ljava/lang/Class;)V
    .line 58
    long-to-int v1, v2
    invoke-virtual {v4, v1}, Lcom/lendshelf/ResolutionSpec;->setRequestCode(I)V
    .line 59
    const/high16 v1, 0x8000000
    invoke-virtual {v4, v1}, Lcom/lendshelf/ResolutionSpec;->setFlags(I)V
    .line 60
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

