.class public final Lcom/wrenfield/notes/core/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/core/Sessions$Session;
    }
.end annotation


# static fields
.field static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final byDigest:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/wrenfield/notes/core/Sessions$Session;",
            ">;"
        }
    .end annotation
.end field

.field private final clock:Lcom/wrenfield/notes/core/Clock;

.field private final ids:Lcom/wrenfield/notes/core/IdSource;


# direct methods
.method public constructor <init>(Lcom/wrenfield/notes/core/IdSource;Lcom/wrenfield/notes/core/Clock;)V
    .registers 4

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/wrenfield/notes/core/Sessions;->byDigest:Ljava/util/concurrent/ConcurrentHashMap;

    .line 16
    iput-object p1, p0, Lcom/wrenfield/notes/core/Sessions;->ids:Lcom/wrenfield/notes/core/IdSource;

    .line 17
    iput-object p2, p0, Lcom/wrenfield/notes/core/Sessions;->clock:Lcom/wrenfield/notes/core/Clock;

    .line 18
    return-void
.end method


# virtual methods
.method public admit(Ljava/lang/String;I)Lcom/wrenfield/notes/core/Sessions$Session;
    .registers 8

    .line 29
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 30
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 32
    :cond_1
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions;->byDigest:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Sessions$Session;

    move-object v4, v0

    .line 33
    if-eqz v4, :cond_2

    invoke-static {v4}, Lcom/wrenfield/notes/core/Sessions$Session;->-$$Nest$fgetuid(Lcom/wrenfield/notes/core/Sessions$Session;)I

    move-result v0

    if-eq v0, p2, :cond_3

    .line 34
    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 36
    :cond_3
    invoke-static {v4}, Lcom/wrenfield/notes/core/Sessions$Session;->-$$Nest$fgetexpiresAt(Lcom/wrenfield/notes/core/Sessions$Session;)J

    move-result-wide v0

    iget-object v2, p0, Lcom/wrenfield/notes/core/Sessions;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 37
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions;->byDigest:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    .line 38
    const/4 v0, 0x0

    return-object v0

    .line 40
    :cond_4
    return-object v4
.end method

.method public open(ILjava/util/List;)Lcom/wrenfield/notes/core/Sessions$Session;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/wrenfield/notes/core/Sessions$Session;"
        }
    .end annotation

    .line 21
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions;->ids:Lcom/wrenfield/notes/core/IdSource;

    invoke-interface {v0}, Lcom/wrenfield/notes/core/IdSource;->next()Ljava/lang/String;

    move-result-object v9

    .line 22
    new-instance v10, Lcom/wrenfield/notes/core/Sessions$Session;

    iget-object v5, p0, Lcom/wrenfield/notes/core/Sessions;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v5}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v5

    const-wide/32 v7, 0x36ee80

    add-long/2addr v5, v7

    move-object v1, v10

    move-object v2, v9

    move v3, p1

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/wrenfield/notes/core/Sessions$Session;-><init>(Ljava/lang/String;ILjava/util/List;J)V

    .line 23
    iget-object v0, p0, Lcom/wrenfield/notes/core/Sessions;->byDigest:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {v9}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v10}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    return-object v10
.end method
