.class public final Lcom/example/r34k1/Sessions;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/example/r34k1/Sessions;

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

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/Sessions;
    invoke-direct {v0}, Lcom/example/r34k1/Sessions;-><init>()V
    sput-object v0, Lcom/example/r34k1/Sessions;->INSTANCE:Lcom/example/r34k1/Sessions;
    .line 18
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r34k1/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final check(Ljava/lang/String;I)Z
    .registers 5
    .line 26
    const/4 v0, 0x0
    if-eqz p1, :cond_ret
    sget-object v1, Lcom/example/r34k1/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_val
    goto :cond_ret
    :cond_val
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_ret
    const/4 v0, 0x1
    :cond_ret
    return v0
.end method

.method public final open(I)Ljava/lang/String;
    .registers 6
    .line 21
    sget-object v0, Lcom/example/r34k1/Tokens;->INSTANCE:Lcom/example/r34k1/Tokens;
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lcom/example/r34k1/Tokens;->secure$default(Lcom/example/r34k1/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    .line 22
    sget-object v1, Lcom/example/r34k1/Sessions;->live:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 23
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"provider_id\":\"com.example.r34k1\",\"session_token\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
