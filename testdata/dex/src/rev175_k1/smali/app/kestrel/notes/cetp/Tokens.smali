.class public final Lapp/kestrel/notes/cetp/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/Tokens;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/Tokens;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/Tokens;->INSTANCE:Lapp/kestrel/notes/cetp/Tokens;

    .line 7
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final fresh(I)Ljava/lang/String;
    .registers 3

    .line 11
    new-array v1, p0, [B

    .line 12
    sget-object v0, Lapp/kestrel/notes/cetp/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 13
    invoke-static {v1}, Lapp/kestrel/notes/cetp/TokensKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic fresh$default(IILjava/lang/Object;)Ljava/lang/String;
    .registers 4

    .line 10
    and-int/lit8 v0, p1, 0x1

    if-eqz v0, :cond_0

    const/16 p0, 0x20

    :cond_0
    invoke-static {p0}, Lapp/kestrel/notes/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
