.class public final Lcom/larderly/TokenMint;
.super Ljava/lang/Object;
.source "Tokens.kt"

# instance fields
.field private final rng:Ljava/util/Random;


# direct methods
.method public constructor <init>(Ljava/util/Random;)V
    .registers 3
    const-string v0, "rng"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/TokenMint;->rng:Ljava/util/Random;
    return-void
.end method

.method public static synthetic mint$default(Lcom/larderly/TokenMint;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5
    .line 7
    and-int/lit8 v0, p2, 0x1
    if-eqz v0, :L9
    const/16 p1, 0x18
:L9
    invoke-virtual {p0, p1}, Lcom/larderly/TokenMint;->mint(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final mint(I)Ljava/lang/String;
    .registers 6
    .line 8
    new-array v3, p1, [B
    .line 9
    iget-object v0, p0, Lcom/larderly/TokenMint;->rng:Ljava/util/Random;
    invoke-virtual {v0, v3}, Ljava/util/Random;->nextBytes([B)V
    .line 10
    const/16 v1, 0xb
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
