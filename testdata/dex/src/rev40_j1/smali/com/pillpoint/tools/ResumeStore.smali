.class final Lcom/pillpoint/tools/ResumeStore;
.super Ljava/lang/Object;
.source "ResumeStore.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/pillpoint/tools/ResumeStore$Pending;
    }
.end annotation

.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/pillpoint/tools/ResumeStore$Pending;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/pillpoint/tools/ResumeStore;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 10
    .line 23
    invoke-static {}, Lcom/pillpoint/util/Tokens;->next()Ljava/lang/String;
    move-result-object v0
    .line 24
    iget-object v1, p0, Lcom/pillpoint/tools/ResumeStore;->open:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/pillpoint/tools/ResumeStore$Pending;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0x927c0
    add-long/2addr v3, v5
    invoke-direct {v2, p1, p2, v3, v4}, Lcom/pillpoint/tools/ResumeStore$Pending;-><init>(ILjava/lang/String;J)V
    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 25
    return-object v0
.end method

.method take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 8
    .line 29
    iget-object v0, p0, Lcom/pillpoint/tools/ResumeStore;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/pillpoint/tools/ResumeStore$Pending;
    .line 30
    const/4 v0, 0x0
    if-eqz p1, :cond_0
    iget v1, p1, Lcom/pillpoint/tools/ResumeStore$Pending;->uid:I
    if-ne v1, p2, :cond_0
    iget-object p2, p1, Lcom/pillpoint/tools/ResumeStore$Pending;->tool:Ljava/lang/String;
    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_0
    iget-wide p1, p1, Lcom/pillpoint/tools/ResumeStore$Pending;->expiresAt:J
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    cmp-long p3, p1, v1
    if-lez p3, :cond_0
    const/4 v0, 0x1
    :cond_0
    return v0
.end method
