.class public final Lcom/shelfcity/core/CallerInfo;
.super Ljava/lang/Object;
.source "CallerInfo.java"


# instance fields
.field public final pkg:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput p1, p0, Lcom/shelfcity/core/CallerInfo;->uid:I

    .line 12
    iput-object p2, p0, Lcom/shelfcity/core/CallerInfo;->pkg:Ljava/lang/String;

    .line 13
    iput-object p3, p0, Lcom/shelfcity/core/CallerInfo;->requestId:Ljava/lang/String;

    .line 14
    iput-object p4, p0, Lcom/shelfcity/core/CallerInfo;->resumeToken:Ljava/lang/String;

    .line 15
    return-void
.end method
