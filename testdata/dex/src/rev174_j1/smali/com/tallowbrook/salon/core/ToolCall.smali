.class public final Lcom/tallowbrook/salon/core/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/core/ToolCall$Result;
    }
.end annotation


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsDigest:Ljava/lang/String;

.field public final providerId:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput p1, p0, Lcom/tallowbrook/salon/core/ToolCall;->uid:I

    .line 18
    iput-object p2, p0, Lcom/tallowbrook/salon/core/ToolCall;->providerId:Ljava/lang/String;

    .line 19
    iput-object p3, p0, Lcom/tallowbrook/salon/core/ToolCall;->requestId:Ljava/lang/String;

    .line 20
    iput-object p4, p0, Lcom/tallowbrook/salon/core/ToolCall;->tool:Ljava/lang/String;

    .line 21
    iput-object p5, p0, Lcom/tallowbrook/salon/core/ToolCall;->args:Lorg/json/JSONObject;

    .line 22
    iput-object p6, p0, Lcom/tallowbrook/salon/core/ToolCall;->argsDigest:Ljava/lang/String;

    .line 23
    iput-object p7, p0, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    .line 24
    return-void
.end method
