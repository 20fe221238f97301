.class public final Lcom/example/r33k1/SessionToken$Companion;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/SessionToken;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r33k1/SessionToken$Companion;-><init>()V
    return-void
.end method

.method public final mint-vH-2boM()Ljava/lang/String;
    .registers 3
    .line 17
    invoke-static {}, Lcom/example/r33k1/SessionToken;->access$getRng$cp()Lkotlin/random/Random;
    move-result-object v0
    const/16 v1, 0x18
    invoke-virtual {v0, v1}, Lkotlin/random/Random;->nextBytes(I)[B
    move-result-object v0
    invoke-static {v0}, Lcom/example/r33k1/TokensKt;->urlSafe([B)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r33k1/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
