.class public final Lcom/lumenhall/hub/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsDigest:Ljava/lang/String;

.field public final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final deadlineAtMs:J

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;JLjava/util/Set;)V
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "J",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput p1, p0, Lcom/lumenhall/hub/cetp/Call;->uid:I

    .line 20
    iput-object p2, p0, Lcom/lumenhall/hub/cetp/Call;->requestId:Ljava/lang/String;

    .line 21
    iput-object p3, p0, Lcom/lumenhall/hub/cetp/Call;->tool:Ljava/lang/String;

    .line 22
    iput-object p4, p0, Lcom/lumenhall/hub/cetp/Call;->args:Lorg/json/JSONObject;

    .line 23
    iput-object p5, p0, Lcom/lumenhall/hub/cetp/Call;->argsDigest:Ljava/lang/String;

    .line 24
    iput-object p6, p0, Lcom/lumenhall/hub/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 25
    iput-wide p7, p0, Lcom/lumenhall/hub/cetp/Call;->deadlineAtMs:J

    .line 26
    iput-object p9, p0, Lcom/lumenhall/hub/cetp/Call;->capabilities:Ljava/util/Set;

    .line 27
    return-void
.end method
