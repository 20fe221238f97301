.class public final Lcom/lumenhaus/cetp/Invocation;
.super Ljava/lang/Object;
.source "Invocation.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final deadlineAtMs:J

.field public final digest:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput p1, p0, Lcom/lumenhaus/cetp/Invocation;->uid:I

    .line 18
    iput-object p2, p0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    .line 19
    iput-wide p3, p0, Lcom/lumenhaus/cetp/Invocation;->deadlineAtMs:J

    .line 20
    iput-object p5, p0, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    .line 21
    iput-object p6, p0, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    .line 22
    iput-object p7, p0, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    .line 23
    iput-object p8, p0, Lcom/lumenhaus/cetp/Invocation;->resumeToken:Ljava/lang/String;

    .line 24
    return-void
.end method


# virtual methods
.method public remainingMs()J
    .registers 5

    .line 27
    iget-wide v0, p0, Lcom/lumenhaus/cetp/Invocation;->deadlineAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method
