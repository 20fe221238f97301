.class public final Lcom/example/r33k1/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"

.field public static final INSTANCE:Lcom/example/r33k1/Sessions;
.field private static final live:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Lcom/example/r33k1/SessionToken;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/Sessions;
    invoke-direct {v0}, Lcom/example/r33k1/Sessions;-><init>()V
    sput-object v0, Lcom/example/r33k1/Sessions;->INSTANCE:Lcom/example/r33k1/Sessions;
    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r33k1/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final open(I)Ljava/lang/String;
    .registers 6
    .line 11
    sget-object v0, Lcom/example/r33k1/SessionToken;->Companion:Lcom/example/r33k1/SessionToken$Companion;
    invoke-virtual {v0}, Lcom/example/r33k1/SessionToken$Companion;->mint-vH-2boM()Ljava/lang/String;
    move-result-object v0
    .line 12
    sget-object v1, Lcom/example/r33k1/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {v0}, Lcom/example/r33k1/SessionToken;->box-impl(Ljava/lang/String;)Lcom/example/r33k1/SessionToken;
    move-result-object v2
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v1, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"selected_version\":2,\"provider_id\":\"com.example.r33k1\",\"session_token\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final valid(Ljava/lang/String;I)Z
    .registers 5
    .line 16
    if-eqz p1, :cond_1f
    sget-object v0, Lcom/example/r33k1/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p1}, Lcom/example/r33k1/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/SessionToken;->box-impl(Ljava/lang/String;)Lcom/example/r33k1/SessionToken;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_17
    goto :cond_1f
    :cond_17
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_1f
    const/4 p1, 0x1
    goto :goto_20
    :cond_1f
    const/4 p1, 0x0
    :goto_20
    return p1
.end method
