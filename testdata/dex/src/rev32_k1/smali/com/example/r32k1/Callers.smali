.class final Lcom/example/r32k1/Callers;
.super Ljava/lang/Object;
.source "Callers.java"

# Java: a signing-certificate check of the calling UID (API 28 uid form).

.field private static final CERT:[B

.method static constructor <clinit>()V
    .registers 2
    .line 9
    const-string v0, "3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    sput-object v0, Lcom/example/r32k1/Callers;->CERT:[B
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static trusted(Landroid/content/Context;I)Z
    .registers 5
    .line 13
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    sget-object v1, Lcom/example/r32k1/Callers;->CERT:[B
    const/4 v2, 0x1
    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    return p0
.end method
