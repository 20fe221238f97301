.class public final Lcom/inkwell/remind/ResumeBook;
.super Ljava/lang/Object;
.source "ResumeBook.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/remind/ResumeBook$Pending;,
        Lcom/inkwell/remind/ResumeBook$Holder;
    }
.end annotation


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/inkwell/remind/ResumeBook$Pending;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/inkwell/remind/ResumeBook;->pending:Ljava/util/Map;

    .line 32
    return-void
.end method

.method synthetic constructor <init>(Lcom/inkwell/remind/ResumeBook$1;)V
    .registers 2

    .line 7
    invoke-direct {p0}, Lcom/inkwell/remind/ResumeBook;-><init>()V

    return-void
.end method

.method public static get()Lcom/inkwell/remind/ResumeBook;
    .registers 1

    .line 13
    sget-object v0, Lcom/inkwell/remind/ResumeBook$Holder;->INSTANCE:Lcom/inkwell/remind/ResumeBook;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized approve(Ljava/lang/String;)V
    .registers 4

    monitor-enter p0

    .line 39
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/remind/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/remind/ResumeBook$Pending;

    .line 40
    if-eqz v0, :cond_0

    .line 41
    const/4 v1, 0x1

    iput-boolean v1, v0, Lcom/inkwell/remind/ResumeBook$Pending;->approved:Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 43
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized deny(Ljava/lang/String;)V
    .registers 3

    monitor-enter p0

    .line 46
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/remind/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 47
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized hold(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 7

    monitor-enter p0

    .line 35
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/remind/ResumeBook;->pending:Ljava/util/Map;

    new-instance v1, Lcom/inkwell/remind/ResumeBook$Pending;

    invoke-direct {v1, p2, p3, p4}, Lcom/inkwell/remind/ResumeBook$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 36
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 8

    monitor-enter p0

    const/4 v0, 0x0

    .line 51
    if-nez p1, :cond_0

    .line 52
    monitor-exit p0

    return v0

    .line 54
    :cond_0
    :try_start_0
    iget-object v1, p0, Lcom/inkwell/remind/ResumeBook;->pending:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/inkwell/remind/ResumeBook$Pending;

    .line 55
    if-eqz v1, :cond_1

    iget-boolean v2, v1, Lcom/inkwell/remind/ResumeBook$Pending;->approved:Z

    if-eqz v2, :cond_1

    iget v2, v1, Lcom/inkwell/remind/ResumeBook$Pending;->uid:I

    if-ne v2, p2, :cond_1

    iget-object v2, v1, Lcom/inkwell/remind/ResumeBook$Pending;->tool:Ljava/lang/String;

    invoke-virtual {v2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    iget-object v2, v1, Lcom/inkwell/remind/ResumeBook$Pending;->argsDigest:Ljava/lang/String;

    invoke-virtual {v2, p4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    if-eqz v2, :cond_1

    const/4 v0, 0x1

    :cond_1
    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
