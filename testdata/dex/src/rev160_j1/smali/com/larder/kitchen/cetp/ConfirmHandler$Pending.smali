.class public final Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;
.super Ljava/lang/Object;
.source "ConfirmHandler.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larder/kitchen/cetp/ConfirmHandler;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Pending"
.end annotation


# instance fields
.field volatile answer:Ljava/lang/Boolean;

.field final argsDigest:Ljava/lang/String;

.field volatile choice:Ljava/lang/String;

.field final expiresAt:J

.field final requestId:Ljava/lang/String;

.field public final summary:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 48
    iput p1, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->uid:I

    .line 49
    iput-object p2, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->tool:Ljava/lang/String;

    .line 50
    iput-object p3, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->requestId:Ljava/lang/String;

    .line 51
    iput-object p4, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->argsDigest:Ljava/lang/String;

    .line 52
    iput-object p5, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->summary:Ljava/lang/String;

    .line 53
    iput-wide p6, p0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->expiresAt:J

    .line 54
    return-void
.end method
