.class public final Lcom/plotshare/core/Garden;
.super Ljava/lang/Object;
.source "Garden.java"


# static fields
.field static final CLUB_CERT:[B

.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 11
    const-string v0, "Zm9yLXRoZS1nYXJkZW4tY2x1Yi1jb25zdW1lci1jZXJ0IQ=="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/plotshare/core/Garden;->CLUB_CERT:[B

    .line 12
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/plotshare/core/Garden;->RANDOM:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 4

    .line 17
    const-string v0, "plots.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method public static fresh()Ljava/lang/String;
    .registers 3

    .line 26
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 27
    sget-object v1, Lcom/plotshare/core/Garden;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 28
    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method public static trusted(Landroid/content/Context;I)Z
    .registers 5

    .line 21
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 22
    sget-object v1, Lcom/plotshare/core/Garden;->CLUB_CERT:[B

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    return v1
.end method
