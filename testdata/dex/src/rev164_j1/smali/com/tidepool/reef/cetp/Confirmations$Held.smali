.class public final Lcom/tidepool/reef/cetp/Confirmations$Held;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Held"
.end annotation


# instance fields
.field approved:Ljava/lang/Boolean;

.field final argsDigest:Ljava/lang/String;

.field final expiresAt:J

.field final requestId:Ljava/lang/String;

.field public final summary:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput p1, p0, Lcom/tidepool/reef/cetp/Confirmations$Held;->uid:I

    .line 31
    iput-object p2, p0, Lcom/tidepool/reef/cetp/Confirmations$Held;->tool:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lcom/tidepool/reef/cetp/Confirmations$Held;->requestId:Ljava/lang/String;

    .line 33
    iput-object p4, p0, Lcom/tidepool/reef/cetp/Confirmations$Held;->argsDigest:Ljava/lang/String;

    .line 34
    iput-object p5, p0, Lcom/tidepool/reef/cetp/Confirmations$Held;->summary:Ljava/lang/String;

    .line 35
    iput-wide p6, p0, Lcom/tidepool/reef/cetp/Confirmations$Held;->expiresAt:J

    .line 36
    return-void
.end method
