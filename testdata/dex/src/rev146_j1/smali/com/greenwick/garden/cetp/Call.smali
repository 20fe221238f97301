.class public final Lcom/greenwick/garden/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsDigest:Ljava/lang/String;

.field public final caller:Lcom/greenwick/garden/security/Caller;

.field public final deadlineAt:J

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/security/Caller;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/greenwick/garden/cetp/Call;->caller:Lcom/greenwick/garden/security/Caller;

    .line 20
    iput-object p2, p0, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    .line 21
    iput-object p3, p0, Lcom/greenwick/garden/cetp/Call;->tool:Ljava/lang/String;

    .line 22
    iput-object p4, p0, Lcom/greenwick/garden/cetp/Call;->args:Lorg/json/JSONObject;

    .line 23
    iput-object p5, p0, Lcom/greenwick/garden/cetp/Call;->argsDigest:Ljava/lang/String;

    .line 24
    iput-object p6, p0, Lcom/greenwick/garden/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 25
    iput-wide p7, p0, Lcom/greenwick/garden/cetp/Call;->deadlineAt:J

    .line 26
    return-void
.end method
