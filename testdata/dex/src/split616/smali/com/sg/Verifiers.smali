.class final Lcom/sg/Verifiers;
.super Ljava/lang/Object;
.source "Verifiers.java"

# static fields
.field static final ASSISTANT:[B


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    return-void
.end method

.method static sha256([B)[B
    .registers 3
:L0
    .line 18
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    invoke-virtual {v0, v2}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v0
:L9
    return-object v0
:L10
    .line 19
    move-exception v1
    .line 20
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V
    throw v0
    .catch Ljava/security/NoSuchAlgorithmException; {:L0 .. :L9} :L10
.end method

.method static current(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 6
    .line 26
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1c
    if-lt v0, v1, :L18
    .line 27
    sget-object v2, Lcom/sg/Verifiers;->ASSISTANT:[B
    const/4 v3, 0x1
    invoke-virtual {v4, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    return v0
:L18
    .line 29
    invoke-static {v4, v5}, Lcom/sg/OldDevices;->firstSigner(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 11
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/sg/Verifiers;->ASSISTANT:[B
    return-void
.end method

