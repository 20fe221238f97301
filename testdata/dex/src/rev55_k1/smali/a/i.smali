.class public final La/i;
.super La/g;
.source "SourceFile"


.field public static final a:La/i;

.method private constructor <init>()V
    .registers 3
    .line 33
    const-string v0, "claim_shift"
    const/4 v1, 0x0
    invoke-direct {v2, v0, v1}, La/g;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "call"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "json"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    const-wide/16 v1, 0x0L
    const/4 v3, 0x0
    sget-object v4, La/b;->a:La/b;
    move-object/from16 v5, v16
    iget-object v5, v5, La/f;->c:Ljava/lang/String;
    move-object/from16 v6, v16
    iget v6, v6, La/f;->b:I
    iget-object v7, v15, La/g;->a:Ljava/lang/String;
    invoke-virtual {v4, v5, v6, v7}, La/b;->f(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v4
    const/4 v5, 0x3
    const/4 v6, 0x0
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v6}, La/e;->b(La/e;JLjava/lang/String;ZILjava/lang/Object;)La/e;
    move-result-object v0
    move-object v10, v0
    .line 36
    iget-boolean v0, v10, La/e;->c:Z
    if-nez v0, :L148
    .line 37
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.pantrypal.action.CONFIRM_SHIFT"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v12, v0
    move-object v13, v12
    const/4 v0, 0x0
    move v14, v0
    .line 38
    move-object/from16 v1, v16
    iget-object v1, v1, La/f;->a:Landroid/content/Context;
    const-class v2, Lcom/pantrypal/ConfirmShiftActivity;
    invoke-virtual {v13, v1, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    move-result-object v0
    .line 39
    const-string v1, "shift_id"
    iget-wide v2, v10, La/e;->a:J
    invoke-virtual {v13, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v0
    .line 40
    nop
    .line 37
    .line 37
    move-object v11, v12
    .line 41
    move-object/from16 v0, v16
    iget-object v0, v0, La/f;->a:Landroid/content/Context;
    const/16 v1, 0xb
    const/high16 v3, 0x8000000
    const/4 v4, 0x1
    invoke-static {v0, v1, v11, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v12, v0
    .line 42
    sget-object v1, La/b;->a:La/b;
    sget-object v2, La/b;->a:La/b;
    invoke-virtual {v2}, La/b;->a()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v3, v16
    iget v3, v3, La/f;->b:I
    iget-object v4, v15, La/g;->a:Ljava/lang/String;
    invoke-virtual {v1, v2, v3, v4}, La/b;->e(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v12, v1}, La/a;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L148
    .line 44
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v0
    move-object v13, v12
    .line 44
    const/4 v0, 0x0
    move v14, v0
    .line 44
    const-string v1, "volunteer"
    iget-object v2, v10, La/e;->b:Ljava/lang/String;
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    .line 44
    move-object v11, v12
    .line 45
    new-instance v0, La/d;
    move-object/from16 v2, v16
    iget-object v2, v2, La/f;->a:Landroid/content/Context;
    invoke-direct {v0, v2}, La/d;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/d;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shifts"
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v12, v4
    const/4 v5, 0x0
    iget-wide v6, v10, La/e;->a:J
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v12, v5
    invoke-virtual {v0, v1, v11, v3, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 46
    iget-wide v0, v10, La/e;->a:J
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "{\"claimed\":"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v9, "}"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, La/i;
    invoke-direct {v0}, La/i;-><init>()V
    sput-object v0, La/i;->a:La/i;
    return-void
.end method

