.class public final Lcom/quillvault/TokenMint;
.super Ljava/lang/Object;
.source "Sessions.kt"

# instance fields
.field private final rng:Ljava/util/Random;


# direct methods
.method public constructor <init>(Ljava/util/Random;)V
    .registers 3
    const-string v0, "rng"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/TokenMint;->rng:Ljava/util/Random;
    return-void
.end method


# virtual methods
.method public final next-d1pmJ48()Ljava/lang/Object;
    .registers 10
    .line 28
    move-object v2, p0
:L2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v2
    check-cast v0, Lcom/quillvault/TokenMint;
    move-object v3, v0
    .line 73
    const/4 v4, 0x0
    .line 28
    const/16 v0, 0x18
    new-array v5, v0, [B
    iget-object v6, v3, Lcom/quillvault/TokenMint;->rng:Ljava/util/Random;
    move-object v7, v5
    .line 73
    const/4 v8, 0x0
    .line 28
    invoke-virtual {v6, v7}, Ljava/util/Random;->nextBytes([B)V
    invoke-static {v5}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
:L47
    goto :L63
:L50
    move-exception v4
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v4}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
:L63
    move-object v2, v3
    .line 29
    invoke-static {v2}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L123
    move-object v3, v2
:L74
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v4, v3
    move-object v0, v4
    check-cast v0, [B
    move-object v5, v0
    .line 73
    const/4 v6, 0x0
    .line 29
    const/16 v1, 0xb
    invoke-static {v5, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
:L101
    goto :L119
:L104
    move-exception v5
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
:L119
    move-object v0, v4
    goto :L127
:L123
    invoke-static {v2}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L127
    return-object v0
    .catch Ljava/lang/Throwable; {:L2 .. :L47} :L50
    .catch Ljava/lang/Throwable; {:L74 .. :L101} :L104
.end method
