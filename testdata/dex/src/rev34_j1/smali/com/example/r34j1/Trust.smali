.class final Lcom/example/r34j1/Trust;
.super Ljava/lang/Object;
.source "Trust.java"


# static fields
.field private static final DISPATCH_CERT:[B


# direct methods
.method static constructor <clinit>()V
    .locals 2

    .line 8
    const-string v0, "3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/example/r34j1/Trust;->DISPATCH_CERT:[B

    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    return-void
.end method

.method static isDispatchApp(Landroid/content/Context;I)Z
    .locals 3

    .line 14
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    sget-object v0, Lcom/example/r34j1/Trust;->DISPATCH_CERT:[B

    const/4 v1, 0x1

    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result p0

    return p0
.end method
