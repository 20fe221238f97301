.class public final Lcom/saltmarsh/podcasts/Tokens;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/saltmarsh/podcasts/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/saltmarsh/podcasts/Tokens;

    invoke-direct {v0}, Lcom/saltmarsh/podcasts/Tokens;-><init>()V

    sput-object v0, Lcom/saltmarsh/podcasts/Tokens;->INSTANCE:Lcom/saltmarsh/podcasts/Tokens;

    .line 10
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/saltmarsh/podcasts/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic next$default(Lcom/saltmarsh/podcasts/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 12
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x20

    :cond_0
    invoke-virtual {p0, p1}, Lcom/saltmarsh/podcasts/Tokens;->next(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final next(I)Ljava/lang/String;
    .registers 5

    .line 13
    new-array v2, p1, [B

    .line 14
    sget-object v0, Lcom/saltmarsh/podcasts/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 15
    invoke-static {}, Ljava/util/Base64;->getUrlEncoder()Ljava/util/Base64$Encoder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Base64$Encoder;->withoutPadding()Ljava/util/Base64$Encoder;

    move-result-object v0

    invoke-virtual {v0, v2}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;

    move-result-object v0

    const-string v1, "encodeToString(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
