# The companion of Tokens (Tokens.kt): token, see the sketch in Tokens.smali.
.class public final Lcom/example/pairs/Tokens$Companion;
.super Ljava/lang/Object;
.source "Tokens.kt"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/pairs/Tokens$Companion;-><init>()V
    return-void
.end method

.method public final token()Lkotlin/Pair;
    .registers 4
    .line 8
    const-string v0, "session_token"
    sget-object v1, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v1}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    return-object v0
.end method
