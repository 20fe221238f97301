.class public Lcom/keyholder/cetp/CallerCheck;
.super Ljava/lang/Object;
.source "CallerCheck.java"


# annotations
.annotation runtime Ljavax/inject/Singleton;
.end annotation


# static fields
.field private static final ASSISTANT_CERT_SHA256:[B


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 13
    const-string v0, "5be1c07a93d24f6e18a0b7c3d95e2f4a6c81b0d3e7f29a45c6d8e0b1a3f57c92"

    invoke-static {v0}, Lcom/keyholder/cetp/CallerCheck;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    sput-object v0, Lcom/keyholder/cetp/CallerCheck;->ASSISTANT_CERT_SHA256:[B

    .line 12
    return-void
.end method

.method public constructor <init>(Landroid/content/Context;)V
    .registers 2
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/keyholder/cetp/CallerCheck;->context:Landroid/content/Context;

    .line 20
    return-void
.end method

.method private static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 31
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v2

    div-int/lit8 v2, v2, 0x2

    new-array v0, v2, [B

    .line 32
    const/4 v1, 0x0

    :goto_0
    array-length v3, v0

    if-ge v1, v3, :cond_0

    .line 33
    mul-int/lit8 v5, v1, 0x2

    mul-int/lit8 v6, v1, 0x2

    add-int/lit8 v6, v6, 0x2

    invoke-virtual {p0, v5, v6}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v4

    const/16 v5, 0x10

    invoke-static {v4, v5}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v4

    int-to-byte v4, v4

    aput-byte v4, v0, v1

    .line 32
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 35
    :cond_0
    return-object v0
.end method


# virtual methods
.method public isAssistant(I)Z
    .registers 6

    .line 23
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 24
    const/4 v0, 0x0

    return v0

    .line 26
    :cond_0
    iget-object v0, p0, Lcom/keyholder/cetp/CallerCheck;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    sget-object v2, Lcom/keyholder/cetp/CallerCheck;->ASSISTANT_CERT_SHA256:[B

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    return v0
.end method
