.class public final Lcom/lumenframe/studio/data/MediaRepo$Photo;
.super Ljava/lang/Object;
.source "MediaRepo.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenframe/studio/data/MediaRepo;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Photo"
.end annotation


# instance fields
.field public final caption:Ljava/lang/String;

.field public final id:J

.field public final path:Ljava/lang/String;

.field public final sizeBytes:J


# direct methods
.method constructor <init>(JLjava/lang/String;Ljava/lang/String;J)V
    .registers 7

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-wide p1, p0, Lcom/lumenframe/studio/data/MediaRepo$Photo;->id:J

    .line 21
    iput-object p3, p0, Lcom/lumenframe/studio/data/MediaRepo$Photo;->path:Ljava/lang/String;

    .line 22
    iput-object p4, p0, Lcom/lumenframe/studio/data/MediaRepo$Photo;->caption:Ljava/lang/String;

    .line 23
    iput-wide p5, p0, Lcom/lumenframe/studio/data/MediaRepo$Photo;->sizeBytes:J

    .line 24
    return-void
.end method
