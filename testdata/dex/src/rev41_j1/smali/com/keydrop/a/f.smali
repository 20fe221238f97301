.class public final Lcom/keydrop/a/f;
.super Ljava/lang/Object;
.source "ResumeStore.java"


# instance fields
.field public final a:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/keydrop/a/f;->a:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method public a(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 10

    .line 22
    iget-object v0, p0, Lcom/keydrop/a/f;->a:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v1, Lcom/keydrop/a/g;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-direct {v1, p2, p3, v2, v3}, Lcom/keydrop/a/g;-><init>(ILjava/lang/String;J)V

    invoke-virtual {v0, p1, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    return-object p1
.end method

.method public b(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 9

    .line 28
    iget-object v0, p0, Lcom/keydrop/a/f;->a:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/keydrop/a/g;

    .line 29
    const/4 v0, 0x0

    if-eqz p1, :cond_0

    iget v1, p1, Lcom/keydrop/a/g;->a:I

    if-ne v1, p2, :cond_0

    iget-object p2, p1, Lcom/keydrop/a/g;->b:Ljava/lang/String;

    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_0

    iget-wide v1, p1, Lcom/keydrop/a/g;->c:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-lez p1, :cond_0

    const/4 v0, 0x1

    :cond_0
    return v0
.end method
