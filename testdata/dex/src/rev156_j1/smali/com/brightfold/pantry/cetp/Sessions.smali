.class public final Lcom/brightfold/pantry/cetp/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/brightfold/pantry/cetp/Sessions$Session;
    }
.end annotation


# static fields
.field private static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/brightfold/pantry/cetp/Sessions$Session;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;

.field private final tokens:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions;->random:Ljava/security/SecureRandom;

    .line 16
    new-instance v0, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda0;-><init>(Lcom/brightfold/pantry/cetp/Sessions;)V

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions;->tokens:Ljava/util/function/Supplier;

    .line 21
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions;->live:Ljava/util/Map;

    return-void
.end method

.method static synthetic lambda$admit$1(ILcom/brightfold/pantry/cetp/Sessions$Session;)Z
    .registers 3

    .line 33
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Sessions$Session;->uid()I

    move-result v0

    if-ne v0, p0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$admit$2(JLcom/brightfold/pantry/cetp/Sessions$Session;)Z
    .registers 5

    .line 34
    invoke-virtual {p2}, Lcom/brightfold/pantry/cetp/Sessions$Session;->expiresAt()J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public admit(Ljava/lang/String;I)Ljava/util/Optional;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I)",
            "Ljava/util/Optional<",
            "Lcom/brightfold/pantry/cetp/Sessions$Session;",
            ">;"
        }
    .end annotation

    .line 30
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    .line 31
    invoke-static {p1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/Sessions;->live:Ljava/util/Map;

    .line 32
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda1;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda2;

    invoke-direct {v1, p2}, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda2;-><init>(I)V

    .line 33
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda3;

    invoke-direct {v1, v3, v4}, Lcom/brightfold/pantry/cetp/Sessions$$ExternalSyntheticLambda3;-><init>(J)V

    .line 34
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 31
    return-object v0
.end method

.method public synthetic lambda$new$0$com-brightfold-pantry-cetp-Sessions()Ljava/lang/String;
    .registers 3

    .line 17
    const/16 v0, 0x20

    new-array v1, v0, [B

    .line 18
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 19
    invoke-static {v1}, Lcom/brightfold/pantry/cetp/Replies;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public open(ILjava/util/Set;)Lcom/brightfold/pantry/cetp/Sessions$Session;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/brightfold/pantry/cetp/Sessions$Session;"
        }
    .end annotation

    .line 24
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions;->tokens:Ljava/util/function/Supplier;

    invoke-interface {v0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x36ee80

    add-long/2addr v2, v4

    invoke-static {v0, p1, p2, v2, v3}, Lcom/brightfold/pantry/cetp/Sessions$Session;->of(Ljava/lang/String;ILjava/util/Set;J)Lcom/brightfold/pantry/cetp/Sessions$Session;

    move-result-object v6

    .line 25
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Sessions;->live:Ljava/util/Map;

    invoke-virtual {v6}, Lcom/brightfold/pantry/cetp/Sessions$Session;->token()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 26
    return-object v6
.end method
