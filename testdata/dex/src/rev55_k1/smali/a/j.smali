.class public final La/j;
.super La/g;
.source "SourceFile"

.field public static final a:La/j;

.method private constructor <init>()V
    .registers 3
    .line 50
    const-string v0, "drop_shift"
    const/4 v1, 0x0
    invoke-direct {v2, v0, v1}, La/g;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "call"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "json"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const-string v1, "user_confirmed"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L39
    const-wide/16 v1, 0x0L
    const/4 v3, 0x0
    const/4 v4, 0x1
    const/4 v5, 0x3
    const/4 v6, 0x0
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v6}, La/e;->b(La/e;JLjava/lang/String;ZILjava/lang/Object;)La/e;
    move-result-object v0
    goto :L40
    :L39
    move-object/from16 v0, v16
    :L40
    move-object v9, v0
    .line 53
    iget-boolean v0, v9, La/e;->c:Z
    if-nez v0, :L144
    .line 54
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.pantrypal.action.CONFIRM_SHIFT"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v11, v0
    move-object v12, v11
    const/4 v0, 0x0
    move v13, v0
    .line 55
    iget-object v1, v15, La/f;->a:Landroid/content/Context;
    const-class v2, Lcom/pantrypal/ConfirmShiftActivity;
    invoke-virtual {v12, v1, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    move-result-object v0
    .line 56
    const-string v1, "shift_id"
    iget-wide v2, v9, La/e;->a:J
    invoke-virtual {v12, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v0
    .line 57
    nop
    .line 54
    .line 54
    move-object v10, v11
    .line 58
    iget-object v0, v15, La/f;->a:Landroid/content/Context;
    const/16 v1, 0xc
    const/high16 v3, 0x8000000
    const/4 v4, 0x0
    invoke-static {v0, v1, v10, v3, v4}, Landroidx/core/app/PendingIntentCompat;->getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v11, v0
    .line 59
    sget-object v1, La/b;->a:La/b;
    sget-object v2, La/b;->a:La/b;
    invoke-virtual {v2}, La/b;->a()Ljava/lang/String;
    move-result-object v2
    iget v3, v15, La/f;->b:I
    iget-object v4, v14, La/g;->a:Ljava/lang/String;
    invoke-virtual {v1, v2, v3, v4}, La/b;->e(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v11, v1}, La/a;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 61
    new-instance v0, La/d;
    iget-object v2, v15, La/f;->a:Landroid/content/Context;
    invoke-direct {v0, v2}, La/d;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/d;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shifts"
    const-string v2, "_id = ? AND volunteer = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v10, v3
    const/4 v4, 0x0
    iget-wide v5, v9, La/e;->a:J
    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v10, v4
    const/4 v4, 0x1
    iget-object v5, v9, La/e;->b:Ljava/lang/String;
    aput-object v5, v10, v4
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 62
    iget-wide v0, v9, La/e;->a:J
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"dropped\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, La/j;
    invoke-direct {v0}, La/j;-><init>()V
    sput-object v0, La/j;->a:La/j;
    return-void
.end method

