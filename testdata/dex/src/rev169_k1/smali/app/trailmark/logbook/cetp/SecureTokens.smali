.class public final Lapp/trailmark/logbook/cetp/SecureTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lapp/trailmark/logbook/cetp/TokenSource;


# instance fields
.field private final bytes:I

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>(Ljava/security/SecureRandom;I)V
    .registers 4

    const-string v0, "random"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/SecureTokens;->random:Ljava/security/SecureRandom;

    iput p2, p0, Lapp/trailmark/logbook/cetp/SecureTokens;->bytes:I

    return-void
.end method

.method public synthetic constructor <init>(Ljava/security/SecureRandom;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    .line 12
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const/16 p2, 0x20

    :cond_0
    invoke-direct {p0, p1, p2}, Lapp/trailmark/logbook/cetp/SecureTokens;-><init>(Ljava/security/SecureRandom;I)V

    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 5

    .line 13
    iget v0, p0, Lapp/trailmark/logbook/cetp/SecureTokens;->bytes:I

    new-array v1, v0, [B

    move-object v2, v1

    .line 49
    const/4 v3, 0x0

    .line 13
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/SecureTokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    invoke-static {v1}, Lapp/trailmark/logbook/cetp/TokensKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
