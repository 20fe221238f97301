.class public final Lio/quillkit/notes/platform/Sha256;
.super Ljava/lang/Object;
.source "AndroidPlatform.kt"

# interfaces
.implements Lio/quillkit/notes/core/PlatformDigest;


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/platform/Sha256;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/platform/Sha256;

    invoke-direct {v0}, Lio/quillkit/notes/platform/Sha256;-><init>()V

    sput-object v0, Lio/quillkit/notes/platform/Sha256;->INSTANCE:Lio/quillkit/notes/platform/Sha256;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public sha256([B)Ljava/lang/String;
    .registers 5

    const-string v1, "data"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    const-string v2, "digest(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->getHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
