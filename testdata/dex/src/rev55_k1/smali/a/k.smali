.class public final La/k;
.super La/g;
.source "SourceFile"


.field public static final a:La/k;

.method private constructor <init>()V
    .registers 3
    .line 66
    const-string v0, "swap_shift"
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
    .line 68
    const-wide/16 v1, 0x0L
    const-string v4, "calling_package"
    move-object/from16 v5, v17
    iget-object v5, v5, La/e;->b:Ljava/lang/String;
    move-object/from16 v3, v18
    invoke-virtual/range {v3 .. v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x0
    const/4 v5, 0x5
    const/4 v6, 0x0
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v6}, La/e;->b(La/e;JLjava/lang/String;ZILjava/lang/Object;)La/e;
    move-result-object v0
    move-object v10, v0
    .line 69
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v0
    move-object v13, v12
    .line 69
    const/4 v0, 0x0
    move v14, v0
    .line 69
    const-string v1, "volunteer"
    const-string v3, "to_volunteer"
    move-object/from16 v2, v18
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 69
    .line 69
    move-object v11, v12
    .line 70
    new-instance v0, La/d;
    move-object/from16 v2, v16
    iget-object v2, v2, La/f;->a:Landroid/content/Context;
    invoke-direct {v0, v2}, La/d;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/d;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "shifts"
    const-string v3, "_id = ? AND volunteer = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v13, v4
    const/4 v5, 0x0
    iget-wide v6, v10, La/e;->a:J
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v13, v5
    const/4 v5, 0x1
    iget-object v6, v10, La/e;->b:Ljava/lang/String;
    aput-object v6, v13, v5
    invoke-virtual {v0, v1, v11, v3, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v12, v0
    .line 71
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "{\"swapped\":"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
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
    new-instance v0, La/k;
    invoke-direct {v0}, La/k;-><init>()V
    sput-object v0, La/k;->a:La/k;
    return-void
.end method

