.class final Lcom/example/r33j3/Trust;
.super Ljava/lang/Object;
.source "Trust.java"


# static fields
.field private static final ASSISTANT_CERT:[B


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 8
    const-string v0, "a41f06c2d9e87b3510ce62f4a9b0d7e3c15f28a6947e0bd3c2a1f5e8079d46b2"

    invoke-static {v0}, Lcom/example/r33j3/Trust;->hex(Ljava/lang/String;)[B

    move-result-object v0

    sput-object v0, Lcom/example/r33j3/Trust;->ASSISTANT_CERT:[B

    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    return-void
.end method

.method private static hex(Ljava/lang/String;)[B
    .locals 5

    .line 18
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v0, v0, [B

    const/4 v1, 0x0

    .line 19
    :goto_0
    array-length v2, v0

    if-ge v1, v2, :cond_0

    .line 20
    mul-int/lit8 v2, v1, 0x2

    add-int/lit8 v3, v2, 0x2

    invoke-virtual {p0, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v0, v1

    .line 19
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 22
    :cond_0
    return-object v0
.end method

.method static isTeacherAssistant(Landroid/content/Context;I)Z
    .locals 2

    .line 14
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    sget-object v0, Lcom/example/r33j3/Trust;->ASSISTANT_CERT:[B

    const/4 v1, 0x1

    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result p0

    return p0
.end method
