.class public final Lcom/example/r33k2/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"

.field public static final INSTANCE:Lcom/example/r33k2/Sessions;
.field private static final live:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private static final rng:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k2/Sessions;
    invoke-direct {v0}, Lcom/example/r33k2/Sessions;-><init>()V
    sput-object v0, Lcom/example/r33k2/Sessions;->INSTANCE:Lcom/example/r33k2/Sessions;
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r33k2/Sessions;->rng:Ljava/security/SecureRandom;
    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r33k2/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSessions.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Sessions.kt\ncom/example/r33k2/Sessions\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,21:1\n1#2:22\n*E\n"
.end annotation

.method public final open(I)Ljava/lang/String;
    .registers 7
    .line 14
    const/16 v0, 0x18
    new-array v0, v0, [B
    sget-object v1, Lcom/example/r33k2/Sessions;->rng:Ljava/security/SecureRandom;
    move-object v2, v0
    .local v2, "p0":[B
    const/4 v3, 0x0
    .line 22
    .local v3, "$i$a$-also-Sessions$open$token$1":I
    invoke-virtual {v1, v2}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    .end local v2    # "p0":[B
    .end local v3    # "$i$a$-also-Sessions$open$token$1":I
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 15
    sget-object v1, Lcom/example/r33k2/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"provider_id\":\"com.example.r33k2\",\"session_token\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, "\"}"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final valid(Ljava/lang/String;I)Z
    .registers 4
    .line 19
    if-eqz p1, :cond_19
    sget-object v0, Lcom/example/r33k2/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_11
    goto :cond_19
    :cond_11
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_19
    const/4 p1, 0x1
    goto :goto_1a
    :cond_19
    const/4 p1, 0x0
    :goto_1a
    return p1
.end method
