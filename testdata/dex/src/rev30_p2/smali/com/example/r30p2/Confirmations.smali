.class final Lcom/example/r30p2/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r30p2/Pending;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/example/r30p2/Confirmations;->random:Ljava/security/SecureRandom;

    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r30p2/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 12
    const/16 v0, 0x20

    new-array v0, v0, [B

    .line 13
    iget-object v1, p0, Lcom/example/r30p2/Confirmations;->random:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 14
    const/16 v1, 0xb

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    .line 15
    iget-object v1, p0, Lcom/example/r30p2/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/example/r30p2/Pending;

    invoke-direct {v2, p1, p2}, Lcom/example/r30p2/Pending;-><init>(ILjava/lang/String;)V

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    return-object v0
.end method

.method redeem(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 5

    .line 20
    iget-object v0, p0, Lcom/example/r30p2/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/example/r30p2/Pending;

    .line 21
    if-eqz p1, :cond_0

    iget v0, p1, Lcom/example/r30p2/Pending;->uid:I

    if-ne v0, p2, :cond_0

    iget-object p1, p1, Lcom/example/r30p2/Pending;->args:Ljava/lang/String;

    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_0

    const/4 p1, 0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    :goto_0
    return p1
.end method
