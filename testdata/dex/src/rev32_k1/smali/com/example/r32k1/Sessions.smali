.class final Lcom/example/r32k1/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# Java: session tokens from SecureRandom, each bound to the UID that opened it.

.field private static final LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private static final RNG:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 1
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r32k1/Sessions;->RNG:Ljava/security/SecureRandom;
    .line 10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r32k1/Sessions;->LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static open(I)Ljava/lang/String;
    .registers 4
    .line 13
    const/16 v0, 0x18
    new-array v0, v0, [B
    .line 14
    sget-object v1, Lcom/example/r32k1/Sessions;->RNG:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 15
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 16
    sget-object v1, Lcom/example/r32k1/Sessions;->LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 17
    return-object v0
.end method

.method static check(Ljava/lang/String;I)Z
    .registers 4
    const/4 v0, 0x0
    .line 21
    if-nez p0, :cond_0
    return v0
    .line 22
    :cond_0
    sget-object v1, Lcom/example/r32k1/Sessions;->LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/Integer;
    .line 23
    if-eqz p0, :cond_1
    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I
    move-result p0
    if-ne p0, p1, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method
