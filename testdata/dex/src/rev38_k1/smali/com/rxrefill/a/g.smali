.class public final Lcom/rxrefill/a/g;
.super Ljava/lang/Object;
.source "Support.kt"


# instance fields
.field private final a:Lcom/rxrefill/a/b;

.field private final b:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Lcom/rxrefill/a/b;)V
    .registers 3

    .line 75
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/rxrefill/a/g;->a:Lcom/rxrefill/a/b;

    .line 76
    new-instance p1, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {p1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object p1, p0, Lcom/rxrefill/a/g;->b:Ljava/util/concurrent/ConcurrentHashMap;

    .line 75
    return-void
.end method


# virtual methods
.method public final a(ILjava/lang/String;)Ljava/lang/String;
    .registers 10

    .line 79
    iget-object v0, p0, Lcom/rxrefill/a/g;->a:Lcom/rxrefill/a/b;

    invoke-interface {v0}, Lcom/rxrefill/a/b;->a()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/rxrefill/a/g;->b:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/rxrefill/a/f;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    const-wide/32 v5, 0x927c0

    add-long/2addr v3, v5

    invoke-direct {v2, p1, p2, v3, v4}, Lcom/rxrefill/a/f;-><init>(ILjava/lang/String;J)V

    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v0
.end method

.method public final a(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 8

    .line 82
    iget-object v0, p0, Lcom/rxrefill/a/g;->b:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/rxrefill/a/f;

    const/4 v0, 0x0

    if-nez p1, :cond_found

    return v0

    :cond_found
    .line 83
    iget v1, p1, Lcom/rxrefill/a/f;->a:I

    if-ne v1, p2, :cond_no

    iget-object p2, p1, Lcom/rxrefill/a/f;->b:Ljava/lang/String;

    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_no

    iget-wide p1, p1, Lcom/rxrefill/a/f;->c:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    cmp-long p1, p1, v1

    if-lez p1, :cond_no

    const/4 v0, 0x1

    :cond_no
    return v0
.end method
