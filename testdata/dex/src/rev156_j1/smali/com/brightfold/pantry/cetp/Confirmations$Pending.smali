.class final Lcom/brightfold/pantry/cetp/Confirmations$Pending;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/brightfold/pantry/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field volatile answer:I

.field final args:Ljava/lang/String;

.field final expiresAt:J

.field final requestId:Ljava/lang/String;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 73
    iput p1, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->uid:I

    .line 74
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    .line 75
    iput-object p3, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 76
    iput-object p4, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->args:Ljava/lang/String;

    .line 77
    iput-wide p5, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->expiresAt:J

    .line 78
    return-void
.end method

.method static of(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;J)Lcom/brightfold/pantry/cetp/Confirmations$Pending;
    .registers 12

    .line 81
    new-instance v0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->caller()Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v2

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->argsText()Ljava/lang/String;

    move-result-object v5

    move-object v1, v0

    move-wide v6, p2

    invoke-direct/range {v1 .. v7}, Lcom/brightfold/pantry/cetp/Confirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    return-object v0
.end method


# virtual methods
.method matches(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)Z
    .registers 5

    .line 85
    iget v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->uid:I

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->caller()Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->tool:Ljava/lang/String;

    invoke-virtual {p2}, Lcom/brightfold/pantry/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->requestId:Ljava/lang/String;

    .line 86
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$Pending;->args:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->argsText()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 85
    :goto_0
    return v0
.end method
