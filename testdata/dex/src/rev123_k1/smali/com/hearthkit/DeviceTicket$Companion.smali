.class public final Lcom/hearthkit/DeviceTicket$Companion;
.super Ljava/lang/Object;
.source "Tickets.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthkit/DeviceTicket$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final fresh()Ljava/lang/String;
    .registers 7
    .line 18
    const/16 v0, 0x20
    new-array v3, v0, [B
    move-object v4, v3
    .line 95
    const/4 v5, 0x0
    .line 18
    invoke-static {}, Lcom/hearthkit/DeviceTicket;->access$getRandom$cp()Ljava/security/SecureRandom;
    move-result-object v0
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    const/16 v1, 0xa
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
