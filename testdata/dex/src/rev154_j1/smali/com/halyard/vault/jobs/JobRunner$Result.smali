.class public final Lcom/halyard/vault/jobs/JobRunner$Result;
.super Ljava/lang/Object;
.source "JobRunner.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/jobs/JobRunner;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Result"
.end annotation


# instance fields
.field public final file:Ljava/io/File;

.field public final inline:Lorg/json/JSONObject;

.field public final mediaType:Ljava/lang/String;

.field public final sha256:Ljava/lang/String;

.field public final size:J


# direct methods
.method private constructor <init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;JLjava/lang/String;)V
    .registers 7

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-object p1, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->inline:Lorg/json/JSONObject;

    .line 32
    iput-object p2, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->file:Ljava/io/File;

    .line 33
    iput-object p3, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->mediaType:Ljava/lang/String;

    .line 34
    iput-wide p4, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->size:J

    .line 35
    iput-object p6, p0, Lcom/halyard/vault/jobs/JobRunner$Result;->sha256:Ljava/lang/String;

    .line 36
    return-void
.end method

.method public static file(Ljava/io/File;Ljava/lang/String;JLjava/lang/String;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 13

    .line 43
    new-instance v0, Lcom/halyard/vault/jobs/JobRunner$Result;

    move-object v1, v0

    const/4 v2, 0x0

    move-object v3, p0

    move-object v4, p1

    move-wide v5, p2

    move-object v7, p4

    invoke-direct/range {v1 .. v7}, Lcom/halyard/vault/jobs/JobRunner$Result;-><init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method

.method public static inline(Lorg/json/JSONObject;)Lcom/halyard/vault/jobs/JobRunner$Result;
    .registers 9

    .line 39
    new-instance v0, Lcom/halyard/vault/jobs/JobRunner$Result;

    move-object v1, v0

    move-object v2, p0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/halyard/vault/jobs/JobRunner$Result;-><init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method
