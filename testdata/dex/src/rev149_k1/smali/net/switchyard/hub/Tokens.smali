.class public final Lnet/switchyard/hub/Tokens;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/Tokens;

    invoke-direct {v0}, Lnet/switchyard/hub/Tokens;-><init>()V

    sput-object v0, Lnet/switchyard/hub/Tokens;->INSTANCE:Lnet/switchyard/hub/Tokens;

    .line 6
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lnet/switchyard/hub/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic mint$default(Lnet/switchyard/hub/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 8
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x20

    :cond_0
    invoke-virtual {p0, p1}, Lnet/switchyard/hub/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final mint(I)Ljava/lang/String;
    .registers 4

    .line 9
    new-array v1, p1, [B

    .line 10
    sget-object v0, Lnet/switchyard/hub/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 11
    invoke-static {v1}, Lnet/switchyard/hub/ProtocolKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
