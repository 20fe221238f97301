.class public final Lcom/example/ktr/TokenProvider;
.super Landroid/content/ContentProvider;
.source "TokenProvider.kt"


# instance fields
.field private final strong:Lkotlin/random/Random;

.field private final weak:Lkotlin/random/Random;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 11
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v0

    iput-object v0, p0, Lcom/example/ktr/TokenProvider;->strong:Lkotlin/random/Random;

    .line 12
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v0

    iput-object v0, p0, Lcom/example/ktr/TokenProvider;->weak:Lkotlin/random/Random;

    return-void
.end method

.method private final session([B)Landroid/os/Bundle;
    .registers 6

    .line 32
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 33
    const/4 v1, 0x2

    invoke-static {p1, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    const-string v2, "session_token"

    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    return-object v0
.end method

.method private final started(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 26
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    .line 27
    const-string v1, "operation_id"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v0, "method"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const-string v0, "execute_tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_none

    if-nez p3, :cond_args

    :cond_none
    const/4 p1, 0x0

    return-object p1

    .line 18
    :cond_args
    const-string v0, "tool_name"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_else

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v1

    sparse-switch v1, :sswitch_data

    goto :cond_else

    :sswitch_import
    const-string v1, "start_import"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_import

    goto :cond_else

    :sswitch_session
    const-string v1, "open_session"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_session

    goto :cond_else

    :sswitch_export
    const-string v1, "start_export"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_else

    .line 19
    iget-object v0, p0, Lcom/example/ktr/TokenProvider;->weak:Lkotlin/random/Random;

    invoke-virtual {v0}, Lkotlin/random/Random;->nextLong()J

    move-result-wide v0

    const/16 v2, 0x10

    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v2

    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    const-string v1, "toString(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v0}, Lcom/example/ktr/TokenProvider;->started(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_return

    .line 20
    :cond_import
    iget-object v0, p0, Lcom/example/ktr/TokenProvider;->strong:Lkotlin/random/Random;

    invoke-virtual {v0}, Lkotlin/random/Random;->nextLong()J

    move-result-wide v0

    const/16 v2, 0x10

    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v2

    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    const-string v1, "toString(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v0}, Lcom/example/ktr/TokenProvider;->started(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_return

    .line 21
    :cond_session
    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/random/RandomKt;->Random(J)Lkotlin/random/Random;

    move-result-object v0

    const/16 v1, 0x10

    invoke-virtual {v0, v1}, Lkotlin/random/Random;->nextBytes(I)[B

    move-result-object v0

    invoke-direct {p0, v0}, Lcom/example/ktr/TokenProvider;->session([B)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_return

    .line 22
    :cond_else
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v0

    const/16 v1, 0x10

    invoke-virtual {v0, v1}, Lkotlin/random/Random;->nextBytes(I)[B

    move-result-object v0

    invoke-direct {p0, v0}, Lcom/example/ktr/TokenProvider;->session([B)Landroid/os/Bundle;

    move-result-object p1

    .line 18
    :goto_return
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x6ca99a5f -> :sswitch_session
        -0x16a305cf -> :sswitch_export
        -0x106aa5de -> :sswitch_import
    .end sparse-switch
.end method

.method public onCreate()Z
    .registers 2

    .line 14
    const/4 v0, 0x1

    return v0
.end method
