.class public final synthetic Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lapp/keelson/backup/cetp/ShareToolProvider;

.field public final synthetic f$1:Lapp/keelson/backup/cetp/Upload;


# direct methods
.method public synthetic constructor <init>(Lapp/keelson/backup/cetp/ShareToolProvider;Lapp/keelson/backup/cetp/Upload;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;->f$0:Lapp/keelson/backup/cetp/ShareToolProvider;

    iput-object p2, p0, Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;->f$1:Lapp/keelson/backup/cetp/Upload;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;->f$0:Lapp/keelson/backup/cetp/ShareToolProvider;

    iget-object v1, p0, Lapp/keelson/backup/cetp/ShareToolProvider$$ExternalSyntheticLambda0;->f$1:Lapp/keelson/backup/cetp/Upload;

    invoke-static {v0, v1}, Lapp/keelson/backup/cetp/ShareToolProvider;->share_OUIH6ow$lambda$1(Lapp/keelson/backup/cetp/ShareToolProvider;Lapp/keelson/backup/cetp/Upload;)V

    return-void
.end method
