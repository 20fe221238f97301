.class final Lcom/example/daa/OpIds;
.super Ljava/lang/Object;
.source "OpIds.java"

.field private static final RNG:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field

.field private static final SECURE:Ljava/util/concurrent/atomic/AtomicReference;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/atomic/AtomicReference<",
            "Ljava/security/SecureRandom;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 2
    .line 8
    new-instance v0, Lcom/example/daa/OpIds$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/daa/OpIds$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Ljava/lang/ThreadLocal;->withInitial(Ljava/util/function/Supplier;)Ljava/lang/ThreadLocal;
    move-result-object v0
    sput-object v0, Lcom/example/daa/OpIds;->RNG:Ljava/lang/ThreadLocal;
    .line 9
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-direct {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;-><init>(Ljava/lang/Object;)V
    sput-object v0, Lcom/example/daa/OpIds;->SECURE:Ljava/util/concurrent/atomic/AtomicReference;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static next()Ljava/lang/String;
    .registers 2
    .line 11
    sget-object v0, Lcom/example/daa/OpIds;->RNG:Ljava/lang/ThreadLocal;
    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static secure()Ljava/lang/String;
    .registers 3
    .line 14
    const/16 v0, 0x10
    new-array v0, v0, [B
    .line 15
    sget-object v1, Lcom/example/daa/OpIds;->SECURE:Ljava/util/concurrent/atomic/AtomicReference;
    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicReference;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 16
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static pair()[Ljava/lang/String;
    .registers 4
    .line 20
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    invoke-static {}, Lcom/example/daa/OpIds;->next()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    aput-object v1, v0, v2
    invoke-static {}, Lcom/example/daa/OpIds;->secure()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method
