.class final Lcom/halyard/vault/cetp/Confirmations$Pending;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field volatile answer:Ljava/lang/Boolean;

.field final argsDigest:Ljava/lang/String;

.field final expiresAt:J

.field final providerId:Ljava/lang/String;

.field final requestId:Ljava/lang/String;

.field final summary:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    .line 88
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 89
    iput p1, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->uid:I

    .line 90
    iput-object p2, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->providerId:Ljava/lang/String;

    .line 91
    iput-object p3, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    .line 92
    iput-object p4, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 93
    iput-object p5, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->argsDigest:Ljava/lang/String;

    .line 94
    iput-object p6, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    .line 95
    iput-wide p7, p0, Lcom/halyard/vault/cetp/Confirmations$Pending;->expiresAt:J

    .line 96
    return-void
.end method
