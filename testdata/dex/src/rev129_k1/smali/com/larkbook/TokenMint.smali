.class public final Lcom/larkbook/TokenMint;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field public static final Companion:Lcom/larkbook/TokenMint$Companion;
.field public static final TOKEN_BYTES:I = 0x18


# instance fields
.field private final entropy:Lkotlin/jvm/functions/Function1;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/TokenMint$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/TokenMint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/TokenMint;->Companion:Lcom/larkbook/TokenMint$Companion;
    return-void
.end method

.method public constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 3
    const-string v0, "entropy"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/TokenMint;->entropy:Lkotlin/jvm/functions/Function1;
    return-void
.end method


# virtual methods
.method public final next-tAABGJQ()Ljava/lang/String;
    .registers 4
    .line 14
    iget-object v0, p0, Lcom/larkbook/TokenMint;->entropy:Lkotlin/jvm/functions/Function1;
    const/16 v1, 0x18
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [B
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/larkbook/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
