.class public final Lcom/keydrop/a/i;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field private static final a:Ljava/security/SecureRandom;

.field public static b:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/keydrop/a/i;->a:Ljava/security/SecureRandom;

    return-void
.end method

.method public static a()Ljava/lang/String;
    .registers 2

    .line 14
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 15
    sget-object v1, Lcom/keydrop/a/i;->a:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 16
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
