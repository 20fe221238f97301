.class public final Lcom/shedshare/tools/LoanJournal;
.super Ljava/lang/Object;
.source "ShedProvider.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final INSTANCE:Lcom/shedshare/tools/LoanJournal;

.method private constructor <init>()V
    .registers 1
    .line 86
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    const-string v1, "context"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    move-object v0, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    sget-object v0, Lcom/shedshare/tools/ShedDb;->INSTANCE:Lcom/shedshare/tools/ShedDb;
    invoke-virtual {v0, v12}, Lcom/shedshare/tools/ShedDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v5, v0
    .line 89
    const-string v1, "SELECT outcome FROM journal WHERE request_id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v7, v2
    const/4 v3, 0x0
    aput-object v13, v7, v3
    invoke-virtual {v5, v1, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v7, v0
    const/4 v0, 0x0
    move-object v8, v0
    :t_55
    nop
    check-cast v7, Landroid/database/Cursor;
    move-object v9, v7
    const/4 v0, 0x0
    move v10, v0
    .line 90
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L87
    const/4 v1, 0x0
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L88
    :L87
    const/4 v0, 0x0
    :L88
    .line 89
    move-object v9, v0
    :t_90
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v9
    goto :L123
    :t_102
    :L102
    move-exception v0
    move-object v10, v0
    move-object v8, v10
    throw v10
    :t_111
    :L111
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v10
    :L123
    .line 89
    move-object v6, v0
    .line 92
    if-eqz v6, :L140
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    invoke-direct {v0, v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;)V
    return-object v0
    :L140
    .line 93
    invoke-interface/range {v14 .. v14}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v7, v0
    .line 94
    const-string v1, "INSERT INTO journal (request_id, outcome) VALUES (?, ?)"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/Object;
    move-object v8, v2
    const/4 v3, 0x0
    aput-object v13, v8, v3
    const/4 v3, 0x1
    invoke-virtual {v7}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object v4
    aput-object v4, v8, v3
    invoke-virtual {v5, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 95
    return-object v7
    .catch Ljava/lang/Throwable; {:t_55 .. :t_90} :L102
    .catchall {:t_55 .. :t_90} :L111
    .catchall {:t_102 .. :t_111} :L111
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/shedshare/tools/LoanJournal;
    invoke-direct {v0}, Lcom/shedshare/tools/LoanJournal;-><init>()V
    sput-object v0, Lcom/shedshare/tools/LoanJournal;->INSTANCE:Lcom/shedshare/tools/LoanJournal;
    return-void
.end method

