.class public final Lcom/tb/SecureMinter;
.super Ljava/lang/Object;
.source "SecureMinter.java"

# interfaces
.implements Lcom/tb/Minter;

# instance fields
.field private final rng:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 8
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/tb/SecureMinter;->rng:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public mint()Ljava/lang/String;
    .registers 4
    .line 12
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v2, v0
    .line 13
    iget-object v0, v3, Lcom/tb/SecureMinter;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    const/4 v1, 0x2
    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

