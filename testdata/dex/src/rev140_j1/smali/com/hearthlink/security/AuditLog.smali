.class public final Lcom/hearthlink/security/AuditLog;
.super Ljava/lang/Object;
.source "AuditLog.java"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final provider:Ljava/lang/String;

.field private final writer:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 4

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlink/security/AuditLog;->writer:Ljava/util/concurrent/ExecutorService;

    .line 16
    iput-object p1, p0, Lcom/hearthlink/security/AuditLog;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 17
    iput-object p2, p0, Lcom/hearthlink/security/AuditLog;->provider:Ljava/lang/String;

    .line 18
    return-void
.end method

.method private write(JILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 14

    .line 31
    iget-object v0, p0, Lcom/hearthlink/security/AuditLog;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO audit (at, provider, uid, tool, request_id, outcome) VALUES (?, ?, ?, ?, ?, ?)"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 33
    const/4 v1, 0x1

    :try_start_0
    invoke-virtual {v4, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 34
    iget-object v2, p0, Lcom/hearthlink/security/AuditLog;->provider:Ljava/lang/String;

    const/4 v1, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 35
    int-to-long v2, p3

    const/4 v1, 0x3

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 36
    const/4 v1, 0x4

    invoke-virtual {v4, v1, p4}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 37
    if-eqz p5, :cond_0

    .line 38
    const/4 v1, 0x5

    invoke-virtual {v4, v1, p5}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    goto :goto_0

    .line 40
    :cond_0
    const/4 v1, 0x5

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteStatement;->bindNull(I)V

    .line 42
    :goto_0
    const/4 v1, 0x6

    invoke-virtual {v4, v1, p6}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 43
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    .line 44
    if-eqz v4, :cond_2

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    goto :goto_2

    :catch_0
    move-exception v5

    .line 31
    if-eqz v4, :cond_1

    :try_start_1
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v6

    invoke-virtual {v5, v6}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v5

    .line 45
    :cond_2
    :goto_2
    return-void
.end method


# virtual methods
.method public synthetic lambda$record$0$com-hearthlink-security-AuditLog(JILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 14

    .line 22
    move-object v0, p0

    move-wide v1, p1

    move v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object v6, p6

    invoke-direct/range {v0 .. v6}, Lcom/hearthlink/security/AuditLog;->write(JILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method public record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 16

    .line 21
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v9

    .line 22
    iget-object v0, p0, Lcom/hearthlink/security/AuditLog;->writer:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;

    move-object v2, p0

    move-wide v3, v9

    move v5, p1

    move-object v6, p2

    move-object v7, p3

    move-object v8, p4

    invoke-direct/range {v1 .. v8}, Lcom/hearthlink/security/AuditLog$$ExternalSyntheticLambda0;-><init>(Lcom/hearthlink/security/AuditLog;JILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 23
    return-void
.end method

.method public recordCaller(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, v0, p1, p2, p3}, Lcom/hearthlink/security/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    return-void
.end method
