.class public final Lcom/lendshelf/HoldReport;
.super Ljava/lang/Object;
.source "CirculationProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCirculationProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 CirculationProvider.kt\ncom/lendshelf/HoldReport\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,139:1\n1#2:140\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/HoldReport;

.method private constructor <init>()V
    .registers 1
    .line 133
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final render-aJOaiM4(Landroid/database/sqlite/SQLiteDatabase;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    .line 135
    const-string v1, "SELECT book_id FROM holds WHERE holder_uid = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    invoke-static/range {v14 .. v14}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    invoke-virtual {v13, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    :t_30
    nop
    check-cast v5, Landroid/database/Cursor;
    move-object v7, v5
    const/4 v0, 0x0
    move v8, v0
    .line 136
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v9, v0
    move-object v10, v9
    .line 140
    const/4 v0, 0x0
    move v11, v0
    :L57
    .line 136
    invoke-interface {v7}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L89
    const/4 v2, 0x0
    invoke-interface {v7, v2}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v1
    invoke-virtual {v10, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0xa
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    goto :L57
    :L89
    .line 136
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 136
    nop
    .line 135
    move-object v7, v0
    :t_97
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v7
    goto :L130
    :t_109
    :L109
    move-exception v0
    move-object v8, v0
    move-object v6, v8
    throw v8
    :t_118
    :L118
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v8
    :L130
    .line 137
    return-object v0
    .catch Ljava/lang/Throwable; {:t_30 .. :t_97} :L109
    .catchall {:t_30 .. :t_97} :L118
    .catchall {:t_109 .. :t_118} :L118
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/HoldReport;
    invoke-direct {v0}, Lcom/lendshelf/HoldReport;-><init>()V
    sput-object v0, Lcom/lendshelf/HoldReport;->INSTANCE:Lcom/lendshelf/HoldReport;
    return-void
.end method

