.class public final Lcom/quaywire/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsDigest:Ljava/lang/String;

.field public final extras:Landroid/os/Bundle;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 8

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/quaywire/cetp/Call;->uid:I

    .line 19
    iput-object p2, p0, Lcom/quaywire/cetp/Call;->requestId:Ljava/lang/String;

    .line 20
    iput-object p3, p0, Lcom/quaywire/cetp/Call;->tool:Ljava/lang/String;

    .line 21
    iput-object p4, p0, Lcom/quaywire/cetp/Call;->args:Lorg/json/JSONObject;

    .line 22
    iput-object p5, p0, Lcom/quaywire/cetp/Call;->argsDigest:Ljava/lang/String;

    .line 23
    iput-object p6, p0, Lcom/quaywire/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 24
    iput-object p7, p0, Lcom/quaywire/cetp/Call;->extras:Landroid/os/Bundle;

    .line 25
    return-void
.end method
