.class public interface abstract Lcom/e4/TokenSource;
.super Ljava/lang/Object;
.source "Desks.kt"


# direct methods
.method public static synthetic next$default(Lcom/e4/TokenSource;IILjava/lang/Object;)Ljava/lang/String;
    .registers 7
    .line 16
    if-eqz v6, :L14
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v2, "Super calls with default arguments not supported in this target, function: next"
    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
:L14
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L23
    const/16 v4, 0x18
:L23
    invoke-interface {v3, v4}, Lcom/e4/TokenSource;->next(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic access$next$jd(Lcom/e4/TokenSource;I)Ljava/lang/String;
    .registers 3
    .line 14
    invoke-super {v1, v2}, Lcom/e4/TokenSource;->next(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public abstract getRandom()Lkotlin/random/Random;
.end method

.method public next(I)Ljava/lang/String;
    .registers 5
    .line 16
    invoke-static {}, Ljava/util/Base64;->getUrlEncoder()Ljava/util/Base64$Encoder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Base64$Encoder;->withoutPadding()Ljava/util/Base64$Encoder;
    move-result-object v0
    invoke-interface {v3}, Lcom/e4/TokenSource;->getRandom()Lkotlin/random/Random;
    move-result-object v1
    invoke-virtual {v1, v4}, Lkotlin/random/Random;->nextBytes(I)[B
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

