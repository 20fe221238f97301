.class public final Lcom/lumenframe/studio/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lumenframe/studio/cetp/SessionStore$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J


# instance fields
.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/lumenframe/studio/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 14
    sget-object v0, Ljava/util/concurrent/TimeUnit;->HOURS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x1

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/lumenframe/studio/cetp/SessionStore;->TTL_MS:J

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method public issue(ILjava/util/List;Ljava/util/List;)Lcom/lumenframe/studio/cetp/SessionStore$Session;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/lumenframe/studio/cetp/SessionStore$Session;"
        }
    .end annotation

    .line 39
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    sget-wide v2, Lcom/lumenframe/studio/cetp/SessionStore;->TTL_MS:J

    add-long v8, v0, v2

    .line 40
    new-instance v10, Lcom/lumenframe/studio/cetp/SessionStore$Session;

    invoke-static {}, Lcom/lumenframe/studio/cetp/Crypto;->randomToken()Ljava/lang/String;

    move-result-object v2

    move-object v1, v10

    move v3, p1

    move-object v4, p2

    move-object v5, p3

    move-wide v6, v8

    invoke-direct/range {v1 .. v7}, Lcom/lumenframe/studio/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/util/List;Ljava/util/List;J)V

    .line 41
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    iget-object v1, v10, Lcom/lumenframe/studio/cetp/SessionStore$Session;->token:Ljava/lang/String;

    invoke-virtual {v0, v1, v10}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 42
    return-object v10
.end method

.method public require(Landroid/os/Bundle;I)Lcom/lumenframe/studio/cetp/SessionStore$Session;
    .registers 9

    .line 47
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 48
    if-eqz v4, :cond_0

    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 49
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 51
    :cond_1
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenframe/studio/cetp/SessionStore$Session;

    move-object v5, v0

    .line 52
    if-nez v5, :cond_2

    .line 53
    const/4 v0, 0x0

    return-object v0

    .line 55
    :cond_2
    iget v0, v5, Lcom/lumenframe/studio/cetp/SessionStore$Session;->uid:I

    if-eq v0, p2, :cond_3

    .line 56
    const/4 v0, 0x0

    return-object v0

    .line 58
    :cond_3
    iget-wide v0, v5, Lcom/lumenframe/studio/cetp/SessionStore$Session;->expiresAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 59
    iget-object v0, p0, Lcom/lumenframe/studio/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 60
    const/4 v0, 0x0

    return-object v0

    .line 62
    :cond_4
    return-object v5
.end method
