.class public Lcom/keyholder/cetp/AuditLog;
.super Ljava/lang/Object;
.source "AuditLog.java"


# annotations
.annotation runtime Ljavax/inject/Singleton;
.end annotation


# instance fields
.field private final dao:Lcom/keyholder/data/CetpDao;

.field private final io:Ljava/util/concurrent/Executor;


# direct methods
.method public constructor <init>(Lcom/keyholder/data/CetpDao;Ljava/util/concurrent/Executor;)V
    .registers 3
    .param p2    # Ljava/util/concurrent/Executor;
        .annotation runtime Ljavax/inject/Named;
            value = "io"
        .end annotation
    .end param
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/keyholder/cetp/AuditLog;->dao:Lcom/keyholder/data/CetpDao;

    .line 19
    iput-object p2, p0, Lcom/keyholder/cetp/AuditLog;->io:Ljava/util/concurrent/Executor;

    .line 20
    return-void
.end method

.method static synthetic lambda$record$0(Lcom/keyholder/data/CetpDao;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 14

    .line 25
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    move-object v0, p0

    move v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    invoke-interface/range {v0 .. v7}, Lcom/keyholder/data/CetpDao;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    return-void
.end method

.method static synthetic lambda$recordCaller$1(Lcom/keyholder/data/CetpDao;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 32
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    .line 31
    move-object v0, p0

    move-object v2, p1

    move-object v3, p2

    move-object v4, p3

    move-object v5, p4

    invoke-interface/range {v0 .. v7}, Lcom/keyholder/data/CetpDao;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    return-void
.end method


# virtual methods
.method public record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 15

    .line 24
    iget-object v0, p0, Lcom/keyholder/cetp/AuditLog;->dao:Lcom/keyholder/data/CetpDao;

    .line 25
    iget-object v1, p0, Lcom/keyholder/cetp/AuditLog;->io:Ljava/util/concurrent/Executor;

    new-instance v2, Lcom/keyholder/cetp/AuditLog$$ExternalSyntheticLambda0;

    move-object v3, v0

    move v4, p1

    move-object v5, p2

    move-object v6, p3

    move-object v7, p4

    move-object v8, p5

    invoke-direct/range {v2 .. v8}, Lcom/keyholder/cetp/AuditLog$$ExternalSyntheticLambda0;-><init>(Lcom/keyholder/data/CetpDao;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 26
    return-void
.end method

.method public recordCaller(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    .line 30
    iget-object v0, p0, Lcom/keyholder/cetp/AuditLog;->dao:Lcom/keyholder/data/CetpDao;

    .line 31
    iget-object v1, p0, Lcom/keyholder/cetp/AuditLog;->io:Ljava/util/concurrent/Executor;

    new-instance v2, Lcom/keyholder/cetp/AuditLog$$ExternalSyntheticLambda1;

    move-object v3, v0

    move-object v4, p1

    move-object v5, p2

    move-object v6, p3

    move-object v7, p4

    invoke-direct/range {v2 .. v7}, Lcom/keyholder/cetp/AuditLog$$ExternalSyntheticLambda1;-><init>(Lcom/keyholder/data/CetpDao;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 33
    return-void
.end method
