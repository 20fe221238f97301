.class final Lcom/kiteframe/auth/Confirmations$Pending;
.super Ljava/lang/Object;
.source "Confirmations.java"

# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kiteframe/auth/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation

# instance fields
.field final uid:I
.field final requestId:Ljava/lang/String;
.field final tool:Ljava/lang/String;
.field final argsDigest:Ljava/lang/String;
.field final expiresAt:J
.field volatile approved:Z

# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10
    .line 64
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 65
    iput v4, v3, Lcom/kiteframe/auth/Confirmations$Pending;->uid:I
    .line 66
    iput-object v5, v3, Lcom/kiteframe/auth/Confirmations$Pending;->requestId:Ljava/lang/String;
    .line 67
    iput-object v6, v3, Lcom/kiteframe/auth/Confirmations$Pending;->tool:Ljava/lang/String;
    .line 68
    iput-object v7, v3, Lcom/kiteframe/auth/Confirmations$Pending;->argsDigest:Ljava/lang/String;
    .line 69
    iput-wide v8, v3, Lcom/kiteframe/auth/Confirmations$Pending;->expiresAt:J
    .line 70
    return-void
.end method
