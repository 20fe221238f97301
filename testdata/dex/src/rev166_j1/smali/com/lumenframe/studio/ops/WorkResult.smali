.class public final Lcom/lumenframe/studio/ops/WorkResult;
.super Ljava/lang/Object;
.source "WorkResult.java"


# instance fields
.field public final file:Ljava/io/File;

.field public final mediaType:Ljava/lang/String;

.field public final value:Lorg/json/JSONObject;


# direct methods
.method private constructor <init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;)V
    .registers 4

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/lumenframe/studio/ops/WorkResult;->value:Lorg/json/JSONObject;

    .line 14
    iput-object p2, p0, Lcom/lumenframe/studio/ops/WorkResult;->file:Ljava/io/File;

    .line 15
    iput-object p3, p0, Lcom/lumenframe/studio/ops/WorkResult;->mediaType:Ljava/lang/String;

    .line 16
    return-void
.end method

.method public static file(Ljava/io/File;Ljava/lang/String;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 4

    .line 23
    new-instance v0, Lcom/lumenframe/studio/ops/WorkResult;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0, p1}, Lcom/lumenframe/studio/ops/WorkResult;-><init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method public static inline(Lorg/json/JSONObject;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 4

    .line 19
    new-instance v0, Lcom/lumenframe/studio/ops/WorkResult;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {v0, p0, v1, v2}, Lcom/lumenframe/studio/ops/WorkResult;-><init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method
