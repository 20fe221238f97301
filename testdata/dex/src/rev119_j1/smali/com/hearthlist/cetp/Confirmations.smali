.class public final Lcom/hearthlist/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/cetp/Confirmations$Pending;
    }
.end annotation


# static fields
.field private static final SHARED:Lcom/hearthlist/cetp/Confirmations;


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/hearthlist/cetp/Confirmations$Pending;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 10
    new-instance v0, Lcom/hearthlist/cetp/Confirmations;

    invoke-direct {v0}, Lcom/hearthlist/cetp/Confirmations;-><init>()V

    sput-object v0, Lcom/hearthlist/cetp/Confirmations;->SHARED:Lcom/hearthlist/cetp/Confirmations;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthlist/cetp/Confirmations;->pending:Ljava/util/Map;

    .line 15
    return-void
.end method

.method static synthetic lambda$decide$0(ZLcom/hearthlist/cetp/Confirmations$Pending;)V
    .registers 2

    .line 31
    invoke-virtual {p1, p0}, Lcom/hearthlist/cetp/Confirmations$Pending;->decide(Z)V

    return-void
.end method

.method static synthetic lambda$redeem$1(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Confirmations$Pending;)Z
    .registers 3

    .line 38
    invoke-virtual {p1, p0}, Lcom/hearthlist/cetp/Confirmations$Pending;->matches(Lcom/hearthlist/cetp/Request;)Z

    move-result v0

    return v0
.end method

.method public static shared()Lcom/hearthlist/cetp/Confirmations;
    .registers 1

    .line 18
    sget-object v0, Lcom/hearthlist/cetp/Confirmations;->SHARED:Lcom/hearthlist/cetp/Confirmations;

    return-object v0
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)V
    .registers 6

    .line 31
    invoke-static {p1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/cetp/Confirmations;->pending:Ljava/util/Map;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda2;

    invoke-direct {v2, v1}, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda2;-><init>(Ljava/util/Map;)V

    invoke-virtual {v0, v2}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda3;

    invoke-direct {v1, p2}, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda3;-><init>(Z)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->ifPresent(Ljava/util/function/Consumer;)V

    .line 32
    return-void
.end method

.method public open(Ljava/lang/String;Lcom/hearthlist/cetp/Request;Ljava/lang/String;J)V
    .registers 16

    .line 22
    iget-object v0, p0, Lcom/hearthlist/cetp/Confirmations;->pending:Ljava/util/Map;

    new-instance v1, Lcom/hearthlist/cetp/Confirmations$Pending;

    invoke-virtual {p2}, Lcom/hearthlist/cetp/Request;->uid()I

    move-result v3

    invoke-virtual {p2}, Lcom/hearthlist/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p2}, Lcom/hearthlist/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p2}, Lcom/hearthlist/cetp/Request;->rawArgs()Ljava/lang/String;

    move-result-object v6

    .line 23
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v8

    add-long/2addr v8, p4

    move-object v2, v1

    move-object v7, p3

    invoke-direct/range {v2 .. v9}, Lcom/hearthlist/cetp/Confirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 22
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    return-void
.end method

.method public redeem(Lcom/hearthlist/cetp/Request;)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthlist/cetp/Request;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/hearthlist/cetp/Confirmations$Pending;",
            ">;"
        }
    .end annotation

    .line 36
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/cetp/Confirmations;->pending:Ljava/util/Map;

    .line 37
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda4;

    invoke-direct {v2, v1}, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda4;-><init>(Ljava/util/Map;)V

    invoke-virtual {v0, v2}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda5;

    invoke-direct {v1, p1}, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda5;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 38
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 36
    return-object v0
.end method

.method public summary(Ljava/lang/String;)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 27
    invoke-static {p1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/hearthlist/cetp/Confirmations;->pending:Ljava/util/Map;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda0;-><init>(Ljava/util/Map;)V

    invoke-virtual {v0, v2}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hearthlist/cetp/Confirmations$$ExternalSyntheticLambda1;

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
