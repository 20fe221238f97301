.class public final Lcom/keyholder/cetp/SessionRepository_Factory;
.super Ljava/lang/Object;
.source "SessionRepository_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Lcom/keyholder/cetp/SessionRepository;",
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

.field private final randomProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
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
            "Ljava/util/Random;",
            ">;)V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/keyholder/cetp/SessionRepository_Factory;->daoProvider:Ljavax/inject/Provider;

    .line 14
    iput-object p2, p0, Lcom/keyholder/cetp/SessionRepository_Factory;->randomProvider:Ljavax/inject/Provider;

    .line 15
    return-void
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/SessionRepository_Factory;
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
            "Ljava/util/Random;",
            ">;)",
            "Lcom/keyholder/cetp/SessionRepository_Factory;"
        }
    .end annotation

    .line 29
    new-instance v0, Lcom/keyholder/cetp/SessionRepository_Factory;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/cetp/SessionRepository_Factory;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newSessionRepository(Lcom/keyholder/data/CetpDao;Ljavax/inject/Provider;)Lcom/keyholder/cetp/SessionRepository;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/keyholder/data/CetpDao;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;)",
            "Lcom/keyholder/cetp/SessionRepository;"
        }
    .end annotation

    .line 33
    new-instance v0, Lcom/keyholder/cetp/SessionRepository;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/cetp/SessionRepository;-><init>(Lcom/keyholder/data/CetpDao;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static provideInstance(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/SessionRepository;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider",
            "<",
            "Lcom/keyholder/data/CetpDao;",
            ">;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;)",
            "Lcom/keyholder/cetp/SessionRepository;"
        }
    .end annotation

    .line 24
    new-instance v0, Lcom/keyholder/cetp/SessionRepository;

    invoke-interface {p0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/keyholder/data/CetpDao;

    invoke-direct {v0, v1, p1}, Lcom/keyholder/cetp/SessionRepository;-><init>(Lcom/keyholder/data/CetpDao;Ljavax/inject/Provider;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/keyholder/cetp/SessionRepository;
    .registers 3

    .line 19
    iget-object v0, p0, Lcom/keyholder/cetp/SessionRepository_Factory;->daoProvider:Ljavax/inject/Provider;

    iget-object v1, p0, Lcom/keyholder/cetp/SessionRepository_Factory;->randomProvider:Ljavax/inject/Provider;

    invoke-static {v0, v1}, Lcom/keyholder/cetp/SessionRepository_Factory;->provideInstance(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/keyholder/cetp/SessionRepository;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 8
    invoke-virtual {p0}, Lcom/keyholder/cetp/SessionRepository_Factory;->get()Lcom/keyholder/cetp/SessionRepository;

    move-result-object v0

    return-object v0
.end method
