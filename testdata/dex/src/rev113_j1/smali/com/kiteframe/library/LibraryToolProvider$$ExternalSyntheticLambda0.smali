.class public final synthetic Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic f$0:Lcom/kiteframe/library/LibraryToolProvider;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:Ljava/lang/String;
.field public final synthetic f$3:Ljava/lang/String;
.field public final synthetic f$4:Z

# direct methods
.method public synthetic constructor <init>(Lcom/kiteframe/library/LibraryToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/kiteframe/library/LibraryToolProvider;
    iput-object p2, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    iput-object p4, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;
    iput-boolean p5, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$4:Z
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 6
    iget-object v0, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/kiteframe/library/LibraryToolProvider;
    iget-object v1, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    iget-object v3, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;
    iget-boolean v4, p0, Lcom/kiteframe/library/LibraryToolProvider$$ExternalSyntheticLambda0;->f$4:Z
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/kiteframe/library/LibraryToolProvider;->lambda$transcodeAlbum$0$com-kiteframe-library-LibraryToolProvider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    return-void
.end method
