.class public final Lcom/example/r33k1/ResumeToken$Companion;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/ResumeToken;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r33k1/ResumeToken$Companion;-><init>()V
    return-void
.end method

.method public final mint-m_6iFNE()Ljava/lang/String;
    .registers 3
    .line 25
    sget-object v0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    const/16 v1, 0x12
    invoke-virtual {v0, v1}, Lkotlin/random/Random$Default;->nextBytes(I)[B
    move-result-object v0
    invoke-static {v0}, Lcom/example/r33k1/TokensKt;->urlSafe([B)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r33k1/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
