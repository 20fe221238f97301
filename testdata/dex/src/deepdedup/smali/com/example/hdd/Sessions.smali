.class final Lcom/example/hdd/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# Java sketch: sketch/Sessions.java (javac 17 + D8 --min-api 24).

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
    sput-object v0, Lcom/example/hdd/Sessions;->RNG:Ljava/security/SecureRandom;
    .line 10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/hdd/Sessions;->LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    return-void
.end method

.method static check(Ljava/lang/String;I)Z
    .registers 4
    const/4 v0, 0x0
    .line 24
    if-nez p0, :cond_0
    .line 25
    return v0
    .line 27
    :cond_0
    sget-object v1, Lcom/example/hdd/Sessions;->LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/Integer;
    .line 28
    if-eqz p0, :cond_1
    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I
    move-result p0
    if-ne p0, p1, :cond_1
    const/4 v0, 0x1
    :cond_1
    return v0
.end method

.method static open(I)Ljava/lang/String;
    .registers 4
    .line 16
    const/16 v0, 0x18
    new-array v0, v0, [B
    .line 17
    sget-object v1, Lcom/example/hdd/Sessions;->RNG:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 18
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 19
    sget-object v1, Lcom/example/hdd/Sessions;->LIVE:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    invoke-virtual {v1, v0, p0}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 20
    new-instance p0, Ljava/lang/StringBuilder;
    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {p0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string v0, "\"}"
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
