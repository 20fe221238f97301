.class public final Lcom/lumenframe/studio/ops/WorkContext;
.super Ljava/lang/Object;
.source "WorkContext.java"


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final callerUid:I

.field public final operationId:Ljava/lang/String;

.field public final progress:Lcom/lumenframe/studio/ops/Progress;

.field public final workDir:Ljava/io/File;


# direct methods
.method constructor <init>(Ljava/lang/String;Lorg/json/JSONObject;Lcom/lumenframe/studio/ops/Progress;Ljava/io/File;I)V
    .registers 6

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/lumenframe/studio/ops/WorkContext;->operationId:Ljava/lang/String;

    .line 16
    iput-object p2, p0, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    .line 17
    iput-object p3, p0, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    .line 18
    iput-object p4, p0, Lcom/lumenframe/studio/ops/WorkContext;->workDir:Ljava/io/File;

    .line 19
    iput p5, p0, Lcom/lumenframe/studio/ops/WorkContext;->callerUid:I

    .line 20
    return-void
.end method
