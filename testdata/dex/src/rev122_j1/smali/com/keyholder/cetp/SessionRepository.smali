.class public Lcom/keyholder/cetp/SessionRepository;
.super Ljava/lang/Object;
.source "SessionRepository.java"


# annotations
.annotation runtime Ljavax/inject/Singleton;
.end annotation


# instance fields
.field private final dao:Lcom/keyholder/data/CetpDao;

.field private final random:Ljavax/inject/Provider;
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
.method public constructor <init>(Lcom/keyholder/data/CetpDao;Ljavax/inject/Provider;)V
    .registers 3
    .param p2    # Ljavax/inject/Provider;
        .annotation runtime Ljavax/inject/Named;
            value = "secure"
        .end annotation
    .end param
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/keyholder/data/CetpDao;",
            "Ljavax/inject/Provider",
            "<",
            "Ljava/util/Random;",
            ">;)V"
        }
    .end annotation

    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/keyholder/cetp/SessionRepository;->dao:Lcom/keyholder/data/CetpDao;

    .line 20
    iput-object p2, p0, Lcom/keyholder/cetp/SessionRepository;->random:Ljavax/inject/Provider;

    .line 21
    return-void
.end method


# virtual methods
.method public findByToken(Ljava/lang/String;)Lcom/keyholder/data/SessionRow;
    .registers 7

    .line 36
    if-nez p1, :cond_0

    .line 37
    const/4 v1, 0x0

    return-object v1

    .line 39
    :cond_0
    iget-object v1, p0, Lcom/keyholder/cetp/SessionRepository;->dao:Lcom/keyholder/data/CetpDao;

    invoke-interface {v1, p1}, Lcom/keyholder/data/CetpDao;->sessionByToken(Ljava/lang/String;)Lcom/keyholder/data/SessionRow;

    move-result-object v0

    .line 40
    if-eqz v0, :cond_1

    iget-wide v1, v0, Lcom/keyholder/data/SessionRow;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long v1, v1, v3

    if-gez v1, :cond_2

    .line 41
    :cond_1
    const/4 v1, 0x0

    return-object v1

    .line 43
    :cond_2
    return-object v0
.end method

.method public findForCaller(Ljava/lang/String;I)Lcom/keyholder/data/SessionRow;
    .registers 5

    .line 48
    invoke-virtual {p0, p1}, Lcom/keyholder/cetp/SessionRepository;->findByToken(Ljava/lang/String;)Lcom/keyholder/data/SessionRow;

    move-result-object v0

    .line 49
    if-eqz v0, :cond_0

    iget v1, v0, Lcom/keyholder/data/SessionRow;->uid:I

    if-eq v1, p2, :cond_1

    .line 50
    :cond_0
    const/4 v1, 0x0

    return-object v1

    .line 52
    :cond_1
    return-object v0
.end method

.method public open(ILjava/lang/String;J)Lcom/keyholder/data/SessionRow;
    .registers 12

    .line 24
    iget-object v2, p0, Lcom/keyholder/cetp/SessionRepository;->random:Ljavax/inject/Provider;

    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Random;

    .line 25
    new-instance v1, Lcom/keyholder/data/SessionRow;

    invoke-direct {v1}, Lcom/keyholder/data/SessionRow;-><init>()V

    .line 26
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "ks_"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    iput-object v3, v1, Lcom/keyholder/data/SessionRow;->token:Ljava/lang/String;

    .line 27
    iput p1, v1, Lcom/keyholder/data/SessionRow;->uid:I

    .line 28
    iput-object p2, v1, Lcom/keyholder/data/SessionRow;->providerId:Ljava/lang/String;

    .line 29
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    add-long/2addr v3, p3

    iput-wide v3, v1, Lcom/keyholder/data/SessionRow;->expiresAt:J

    .line 30
    iget-object v2, p0, Lcom/keyholder/cetp/SessionRepository;->dao:Lcom/keyholder/data/CetpDao;

    invoke-interface {v2, v1}, Lcom/keyholder/data/CetpDao;->insertSession(Lcom/keyholder/data/SessionRow;)V

    .line 31
    return-object v1
.end method
