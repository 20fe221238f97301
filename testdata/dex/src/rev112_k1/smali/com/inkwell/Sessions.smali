.class public final Lcom/inkwell/Sessions;
.super Ljava/lang/Object;
.source "Security.kt"

# static fields
.field public static final INSTANCE:Lcom/inkwell/Sessions;
.field private static final rng:Ljava/security/SecureRandom;
.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/inkwell/Sessions;
    invoke-direct {v0}, Lcom/inkwell/Sessions;-><init>()V
    sput-object v0, Lcom/inkwell/Sessions;->INSTANCE:Lcom/inkwell/Sessions;
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/inkwell/Sessions;->rng:Ljava/security/SecureRandom;
    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/inkwell/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method


# virtual methods
.method public final newToken()Ljava/lang/String;
    .registers 8
    .line 14
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v4, v0
    sget-object v3, Lcom/inkwell/Sessions;->rng:Ljava/security/SecureRandom;
    move-object v5, v4
    .line 50
    const/4 v6, 0x0
    .line 14
    invoke-virtual {v3, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    .line 14
    move-object v3, v4
    .line 50
    const/4 v5, 0x0
    .line 14
    const/16 v1, 0xa
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 14
    nop
    .line 14
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final negotiate(I)Landroid/os/Bundle;
    .registers 13
    .line 16
    invoke-virtual {v11}, Lcom/inkwell/Sessions;->newToken()Ljava/lang/String;
    move-result-object v6
    move-object v5, v6
    .line 50
    const/4 v9, 0x0
    .line 16
    sget-object v0, Lcom/inkwell/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v12}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    nop
    .line 16
    .line 16
    move-object v5, v6
    const/4 v9, 0x0
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    move-object v8, v7
    const/4 v10, 0x0
    .line 18
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "data"
    .line 20
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"provider_id\":\"com.inkwell\",\"provider_name\":\"Inkwell\",\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    .line 19
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    nop
    .line 17
    .line 22
    nop
    .line 16
    nop
    .line 23
    return-object v7
.end method

.method public final owns(Ljava/lang/String;I)Z
    .registers 5
    .line 25
    if-eqz v3, :L35
    sget-object v0, Lcom/inkwell/Sessions;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v1, v4
    if-nez v0, :L24
    goto :L35
:L24
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v1, :L35
    const/4 v0, 0x1
    goto :L36
:L35
    const/4 v0, 0x0
:L36
    return v0
.end method

