.class public final Lcom/saltmarsh/ferry/Token$Companion;
.super Ljava/lang/Object;
.source "Sessions.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/Token$Companion;-><init>()V

    return-void
.end method

.method public static synthetic mint-O7KmjZw$default(Lcom/saltmarsh/ferry/Token$Companion;Ljava/util/Random;IILjava/lang/Object;)Ljava/lang/String;
    .registers 6

    .line 11
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const/16 p2, 0x18

    :cond_0
    invoke-virtual {p0, p1, p2}, Lcom/saltmarsh/ferry/Token$Companion;->mint-O7KmjZw(Ljava/util/Random;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final mint-O7KmjZw(Ljava/util/Random;I)Ljava/lang/String;
    .registers 10

    const-string v1, "rng"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-static {}, Ljava/util/Base64;->getUrlEncoder()Ljava/util/Base64$Encoder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Base64$Encoder;->withoutPadding()Ljava/util/Base64$Encoder;

    move-result-object v0

    new-array v3, p2, [B

    move-object v4, v3

    .line 32
    move-object v6, v0

    const/4 v5, 0x0

    .line 12
    invoke-virtual {p1, v4}, Ljava/util/Random;->nextBytes([B)V

    invoke-virtual {v6, v3}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;

    move-result-object v0

    const-string v2, "encodeToString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/saltmarsh/ferry/Token;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
