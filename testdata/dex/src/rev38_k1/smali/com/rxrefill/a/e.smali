.class public final Lcom/rxrefill/a/e;
.super Ljava/lang/Object;
.source "Support.kt"


# instance fields
.field private final a:Lcom/rxrefill/a/b;

.field private final b:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>(Lcom/rxrefill/a/b;)V
    .registers 3

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/rxrefill/a/e;->a:Lcom/rxrefill/a/b;

    .line 68
    new-instance p1, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {p1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object p1, p0, Lcom/rxrefill/a/e;->b:Ljava/util/concurrent/ConcurrentHashMap;

    .line 67
    return-void
.end method


# virtual methods
.method public final a(I)Ljava/lang/String;
    .registers 5

    .line 69
    iget-object v0, p0, Lcom/rxrefill/a/e;->a:Lcom/rxrefill/a/b;

    invoke-interface {v0}, Lcom/rxrefill/a/b;->a()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/rxrefill/a/e;->b:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v0
.end method

.method public final a(Ljava/lang/String;I)Z
    .registers 4

    .line 70
    const/4 v0, 0x0

    if-eqz p1, :cond_no

    iget-object p0, p0, Lcom/rxrefill/a/e;->b:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Ljava/lang/Integer;

    if-eqz p0, :cond_no

    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I

    move-result p0

    if-ne p0, p2, :cond_no

    const/4 v0, 0x1

    :cond_no
    return v0
.end method
