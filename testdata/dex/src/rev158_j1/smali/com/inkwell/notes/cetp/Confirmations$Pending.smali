.class final Lcom/inkwell/notes/cetp/Confirmations$Pending;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field volatile answer:Ljava/lang/Boolean;

.field final argsDigest:Ljava/lang/String;

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
    iput p1, p0, Lcom/inkwell/notes/cetp/Confirmations$Pending;->uid:I

    .line 22
    iput-object p2, p0, Lcom/inkwell/notes/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    .line 23
    iput-object p3, p0, Lcom/inkwell/notes/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 24
    iput-object p4, p0, Lcom/inkwell/notes/cetp/Confirmations$Pending;->argsDigest:Ljava/lang/String;

    .line 25
    iput-object p5, p0, Lcom/inkwell/notes/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    .line 26
    iput-wide p6, p0, Lcom/inkwell/notes/cetp/Confirmations$Pending;->expiresAt:J

    .line 27
    return-void
.end method
