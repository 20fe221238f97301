.class public final synthetic Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tidewell/home/TextsToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidewell/home/TextsToolProvider;

    iput-object p2, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5

    iget-object v0, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidewell/home/TextsToolProvider;

    iget-object v1, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lcom/tidewell/home/TextsToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3}, Lcom/tidewell/home/TextsToolProvider;->sendText$lambda$3(Lcom/tidewell/home/TextsToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method
