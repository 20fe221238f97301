.class public final synthetic Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/lumenframe/studio/export/TranscodeWorker;

.field public final synthetic f$1:Ljava/io/File;

.field public final synthetic f$2:J

.field public final synthetic f$3:I


# direct methods
.method public synthetic constructor <init>(Lcom/lumenframe/studio/export/TranscodeWorker;Ljava/io/File;JI)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$0:Lcom/lumenframe/studio/export/TranscodeWorker;

    iput-object p2, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$1:Ljava/io/File;

    iput-wide p3, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$2:J

    iput p5, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$3:I

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    iget-object v0, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$0:Lcom/lumenframe/studio/export/TranscodeWorker;

    iget-object v1, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$1:Ljava/io/File;

    iget-wide v2, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$2:J

    iget v4, p0, Lcom/lumenframe/studio/export/TranscodeWorker$$ExternalSyntheticLambda1;->f$3:I

    check-cast p1, Ljava/io/File;

    move-object/from16 v5, p1

    invoke-virtual/range {v0 .. v5}, Lcom/lumenframe/studio/export/TranscodeWorker;->lambda$run$1$com-lumenframe-studio-export-TranscodeWorker(Ljava/io/File;JILjava/io/File;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method
