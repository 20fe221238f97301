.class final Lcom/keyholder/cetp/ConfirmationStore$Pending;
.super Ljava/lang/Object;
.source "ConfirmationStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/keyholder/cetp/ConfirmationStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field answer:Ljava/lang/Boolean;

.field final args:Ljava/lang/String;

.field final expiresAt:J

.field final requestId:Ljava/lang/String;

.field final summary:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 8

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput p1, p0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->uid:I

    .line 22
    iput-object p2, p0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->requestId:Ljava/lang/String;

    .line 23
    iput-object p3, p0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->tool:Ljava/lang/String;

    .line 24
    iput-object p4, p0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->args:Ljava/lang/String;

    .line 25
    iput-object p5, p0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->summary:Ljava/lang/String;

    .line 26
    iput-wide p6, p0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->expiresAt:J

    .line 27
    return-void
.end method
