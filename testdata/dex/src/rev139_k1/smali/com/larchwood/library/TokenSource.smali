.class public interface abstract Lcom/larchwood/library/TokenSource;
.super Ljava/lang/Object;
.source "Tokens.kt"


# direct methods
.method public static synthetic next$default(Lcom/larchwood/library/TokenSource;IILjava/lang/Object;)Ljava/lang/String;
    .registers 6

    .line 13
    if-eqz p3, :cond_0

    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "Super calls with default arguments not supported in this target, function: next"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_1

    const/16 p1, 0x18

    :cond_1
    invoke-interface {p0, p1}, Lcom/larchwood/library/TokenSource;->next(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public abstract getRandom()Lkotlin/random/Random;
.end method

.method public next(I)Ljava/lang/String;
    .registers 5

    .line 13
    invoke-static {}, Ljava/util/Base64;->getUrlEncoder()Ljava/util/Base64$Encoder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Base64$Encoder;->withoutPadding()Ljava/util/Base64$Encoder;

    move-result-object v0

    invoke-interface {p0}, Lcom/larchwood/library/TokenSource;->getRandom()Lkotlin/random/Random;

    move-result-object v1

    invoke-virtual {v1, p1}, Lkotlin/random/Random;->nextBytes(I)[B

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;

    move-result-object v0

    const-string v2, "encodeToString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
