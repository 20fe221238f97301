.class public final Lcom/laserlog/core/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# instance fields
.field private final byToken:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/laserlog/core/Sessions;->byToken:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public matches(Ljava/lang/String;I)Z
    .registers 6

    .line 15
    const/4 v0, 0x0

    if-nez p1, :cond_4

    .line 16
    return v0

    .line 18
    :cond_4
    iget-object v1, p0, Lcom/laserlog/core/Sessions;->byToken:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    .line 19
    if-eqz v1, :cond_16

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    if-ne v2, p2, :cond_16

    const/4 v0, 0x1

    :cond_16
    return v0
.end method

.method public open(Ljava/lang/String;I)V
    .registers 5

    .line 11
    iget-object v0, p0, Lcom/laserlog/core/Sessions;->byToken:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 12
    return-void
.end method
