.class public final Lcom/kiteframe/ops/OperationIds;
.super Ljava/lang/Object;
.source "OperationIds.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;

# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method public static newId()Ljava/lang/String;
    .registers 5
    .line 14
    const/16 v0, 0x10
    new-array v4, v0, [B
    .line 15
    sget-object v0, Lcom/kiteframe/ops/OperationIds;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 16
    const/16 v1, 0xb
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "op_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    .line 8
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/kiteframe/ops/OperationIds;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method
