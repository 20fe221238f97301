.class final Lcom/example/hdd/Callers;
.super Ljava/lang/Object;
.source "Callers.java"

# Java sketch: sketch/Callers.java (javac 17 + D8 --min-api 24).

.field private static final CERT:[B

.method static constructor <clinit>()V
    .registers 2
    .line 9
    const-string v0, "3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    sput-object v0, Lcom/example/hdd/Callers;->CERT:[B
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    return-void
.end method

.method static trusted(Landroid/content/Context;I)Z
    .registers 5
    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    sget-object v1, Lcom/example/hdd/Callers;->CERT:[B
    const/4 v2, 0x1
    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    return p0
.end method
