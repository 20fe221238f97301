.class public final Lcom/spokeshare/BikesDesk$Companion;
.super Ljava/lang/Object;
.source "BikesDesk.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 98
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/BikesDesk$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final newResumeToken()Ljava/lang/String;
    .registers 4
    .line 103
    invoke-static {}, Lcom/spokeshare/BikesDesk;->access$getSecure$cp()Lkotlin/random/Random;
    move-result-object v0
    const/16 v1, 0x18
    invoke-virtual {v0, v1}, Lkotlin/random/Random;->nextBytes(I)[B
    move-result-object v0
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
