.class public final Lio/quillkit/notes/platform/SecureTokens;
.super Ljava/lang/Object;
.source "AndroidPlatform.kt"

# interfaces
.implements Lio/quillkit/notes/core/PlatformRandom;


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/platform/SecureTokens;

    invoke-direct {v0}, Lio/quillkit/notes/platform/SecureTokens;-><init>()V

    sput-object v0, Lio/quillkit/notes/platform/SecureTokens;->INSTANCE:Lio/quillkit/notes/platform/SecureTokens;

    .line 21
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lio/quillkit/notes/platform/SecureTokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public token(I)Ljava/lang/String;
    .registers 4

    .line 24
    new-array v1, p1, [B

    .line 25
    sget-object v0, Lio/quillkit/notes/platform/SecureTokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 26
    invoke-static {v1}, Lio/quillkit/notes/core/JsonKt;->getHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
