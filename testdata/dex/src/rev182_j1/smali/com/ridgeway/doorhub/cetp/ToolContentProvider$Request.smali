.class public final Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;
.super Ljava/lang/Object;
.source "ToolContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/cetp/ToolContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Request"
.end annotation


# instance fields
.field public args:Lorg/json/JSONObject;

.field public argsDigest:Ljava/lang/String;

.field public final caller:Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

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

.field public final extras:Landroid/os/Bundle;

.field public final providerId:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public tool:Lcom/ridgeway/doorhub/cetp/ToolSpec;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;Ljava/lang/String;JLjava/util/Set;Landroid/os/Bundle;)V
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;",
            "Ljava/lang/String;",
            "J",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Landroid/os/Bundle;",
            ")V"
        }
    .end annotation

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 51
    iput p1, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->uid:I

    .line 52
    iput-object p2, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->providerId:Ljava/lang/String;

    .line 53
    iput-object p3, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->caller:Lcom/ridgeway/doorhub/cetp/CallerVerifier$Caller;

    .line 54
    iput-object p4, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->requestId:Ljava/lang/String;

    .line 55
    iput-wide p5, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->deadlineAtMs:J

    .line 56
    iput-object p7, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->capabilities:Ljava/util/Set;

    .line 57
    iput-object p8, p0, Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;->extras:Landroid/os/Bundle;

    .line 58
    return-void
.end method
