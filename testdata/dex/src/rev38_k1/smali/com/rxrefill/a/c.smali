.class public final Lcom/rxrefill/a/c;
.super Ljava/lang/Object;
.source "Support.kt"

# interfaces
.implements Lcom/rxrefill/a/b;


# static fields
.field public static final a:Lcom/rxrefill/a/c;

.field private static final b:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/rxrefill/a/c;

    invoke-direct {v0}, Lcom/rxrefill/a/c;-><init>()V

    sput-object v0, Lcom/rxrefill/a/c;->a:Lcom/rxrefill/a/c;

    .line 58
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/rxrefill/a/c;->b:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final a()Ljava/lang/String;
    .registers 3

    .line 59
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 106
    sget-object v1, Lcom/rxrefill/a/c;->b:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 59
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    return-object v0
.end method
