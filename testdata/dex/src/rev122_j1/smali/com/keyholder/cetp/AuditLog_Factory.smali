.class public final Lcom/keyholder/cetp/AuditLog_Factory;
.super Ljava/lang/Object;
.source "AuditLog_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Lcom/keyholder/cetp/AuditLog;",
        ">;"
    }
.end annotation


# instance fields
.field private final daoProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/CetpDao;",
            ">;"
        }
    .end annotation
.end field

.field private final ioProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/concurrent/Executor;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/CetpDao;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/concurrent/Executor;",
            ">;)V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/keyholder/cetp/AuditLog_Factory;->daoProvider:Ljavax/inject/Provider;

    .line 14
    iput-object p2, p0, Lcom/keyholder/cetp/AuditLog_Factory;->ioProvider:Ljavax/inject/Provider;

    .line 15
    return-void
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/AuditLog_Factory;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/CetpDao;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/concurrent/Executor;",
            ">;)",
            "Lcom/keyholder/cetp/AuditLog_Factory;"
        }
    .end annotation

    .line 27
    new-instance v0, Lcom/keyholder/cetp/AuditLog_Factory;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/cetp/AuditLog_Factory;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newAuditLog(Lcom/keyholder/data/CetpDao;Ljava/util/concurrent/Executor;)Lcom/keyholder/cetp/AuditLog;
    .registers 3

    .line 31
    new-instance v0, Lcom/keyholder/cetp/AuditLog;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/cetp/AuditLog;-><init>(Lcom/keyholder/data/CetpDao;Ljava/util/concurrent/Executor;)V

    return-object v0
.end method

.method public static provideInstance(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/AuditLog;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/CetpDao;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/concurrent/Executor;",
            ">;)",
            "Lcom/keyholder/cetp/AuditLog;"
        }
    .end annotation

    .line 23
    new-instance v0, Lcom/keyholder/cetp/AuditLog;

    invoke-interface {p0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/keyholder/data/CetpDao;

    invoke-interface {p1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/util/concurrent/Executor;

    invoke-direct {v0, v1, v2}, Lcom/keyholder/cetp/AuditLog;-><init>(Lcom/keyholder/data/CetpDao;Ljava/util/concurrent/Executor;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/keyholder/cetp/AuditLog;
    .registers 3

    .line 19
    iget-object v0, p0, Lcom/keyholder/cetp/AuditLog_Factory;->daoProvider:Ljavax/inject/Provider;

    iget-object v1, p0, Lcom/keyholder/cetp/AuditLog_Factory;->ioProvider:Ljavax/inject/Provider;

    invoke-static {v0, v1}, Lcom/keyholder/cetp/AuditLog_Factory;->provideInstance(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/AuditLog;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 8
    invoke-virtual {p0}, Lcom/keyholder/cetp/AuditLog_Factory;->get()Lcom/keyholder/cetp/AuditLog;

    move-result-object v0

    return-object v0
.end method
