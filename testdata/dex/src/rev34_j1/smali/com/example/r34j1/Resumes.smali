.class final Lcom/example/r34j1/Resumes;
.super Ljava/lang/Object;
.source "Resumes.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34j1/Resumes$Ticket;
    }
.end annotation


# instance fields
.field private final open:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/example/r34j1/Resumes$Ticket;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .locals 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/example/r34j1/Resumes;->random:Ljava/security/SecureRandom;

    .line 12
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r34j1/Resumes;->open:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method declared-synchronized issue(ILjava/lang/String;)Ljava/lang/String;
    .locals 7

    monitor-enter p0

    .line 15
    const/16 v0, 0x18

    :try_start_0
    new-array v0, v0, [B

    .line 16
    iget-object v1, p0, Lcom/example/r34j1/Resumes;->random:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 17
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    .line 18
    iget-object v1, p0, Lcom/example/r34j1/Resumes;->open:Ljava/util/Map;

    new-instance v2, Lcom/example/r34j1/Resumes$Ticket;

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v3

    const-wide/32 v5, 0xdbba0

    add-long/2addr v3, v5

    invoke-direct {v2, p1, p2, v3, v4}, Lcom/example/r34j1/Resumes$Ticket;-><init>(ILjava/lang/String;J)V

    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 19
    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception p1

    monitor-exit p0

    throw p1
.end method

.method declared-synchronized redeem(Ljava/lang/String;ILjava/lang/String;)Z
    .locals 4

    monitor-enter p0

    .line 23
    :try_start_0
    iget-object v0, p0, Lcom/example/r34j1/Resumes;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/example/r34j1/Resumes$Ticket;

    .line 24
    if-eqz p1, :cond_0

    iget v0, p1, Lcom/example/r34j1/Resumes$Ticket;->uid:I

    if-ne v0, p2, :cond_0

    iget-object p2, p1, Lcom/example/r34j1/Resumes$Ticket;->args:Ljava/lang/String;

    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_0

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide p2

    iget-wide v0, p1, Lcom/example/r34j1/Resumes$Ticket;->deadline:J
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    cmp-long p1, p2, v0

    if-gez p1, :cond_0

    const/4 p1, 0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    :goto_0
    monitor-exit p0

    return p1

    :catchall_0
    move-exception p1

    monitor-exit p0

    throw p1
.end method
