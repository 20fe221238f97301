.class public final Lcom/spokeshare/Session$Companion;
.super Ljava/lang/Object;
.source "Stores.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/Session$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final mint()Ljava/lang/String;
    .registers 5
    .line 14
    const/16 v0, 0x20
    new-array v3, v0, [B
    .line 15
    invoke-static {}, Lcom/spokeshare/Session;->access$getRandom$cp()Ljava/security/SecureRandom;
    move-result-object v0
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 16
    const/16 v1, 0xb
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
